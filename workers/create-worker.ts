import { DelayedError, UnrecoverableError, Worker, type Job } from 'bullmq';
import type { Deps } from '../src/context.ts';
import { createRedis } from '../src/queue/client.ts';
import { isJobName, jobCatalog, type JobName, type JobPayload } from '../src/queue/catalog.ts';
import { JobDeferred } from '../src/queue/deferred.ts';
import { outageOf } from '../src/outage.ts';
import { recordSyncError } from '../src/services/sync-logging/index.ts';
import { markJobFailed } from '../src/services/jobs/track-job.ts';
import { recordImportedRows, recordJobAttempt, rowCounts, type JobOutcome } from '../src/queue/metrics.ts';

/** What a job's log lines carry besides queue and attempt: its tenant, our jobs id and the request that made it. */
function jobLogFields(job: Job) {
  const d = (job.data ?? {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  return { siteId: text(d.siteId), environment: text(d.environment), jobId: text(d.jobId) ?? job.id, requestId: text(d.requestId) };
}

/** `signal` aborts when this worker starts closing: a long job hands itself back (JobDeferred) at its next step. */
export type JobContext = { deps: Deps; job: Job; attempt: number; log: Deps['log']; signal: AbortSignal };
export type Processor<N extends JobName> = (payload: JobPayload<N>, jc: JobContext) => Promise<unknown>;
export type Processors = { [N in JobName]?: Processor<N> };

/** Input that can never succeed: fail at once, no retries. */
export class BadJobInput extends UnrecoverableError {}

/**
 * A job stalls (its lock lapses and another worker takes it back) when its worker crashed, and also when Redis
 * was away for longer than the lock: the processors are idempotent, so an outage must not use up BullMQ's
 * default of one stall before a job fails.
 */
const MAX_STALLS = 20;

/** Puts a job back in the queue for `delayMs` without spending an attempt (BullMQ's moveToDelayed + DelayedError). */
async function putBack(job: Job, token: string, delayMs: number, log: Deps['log']): Promise<never> {
  // With Redis away this waits for it (a worker's connection keeps commands until it reconnects); if the lock
  // lapsed meanwhile, the stalled check has already put the job back and this one is no longer ours.
  await job.moveToDelayed(Date.now() + delayMs, token).catch((err: Error) => log.warn({ err: err.message }, 'could not put the job back; the stalled check will'));
  throw new DelayedError();
}

/**
 * One BullMQ worker per queue: re-validates each payload against the catalog (a bad payload is unrecoverable),
 * logs one line per attempt, puts a job that throws JobDeferred back in the queue (delayed, not counted as an
 * attempt), and when a job fails for good marks it failed and records a sync error. A job that fails because
 * PostgreSQL or Redis is away is put back too (every JOB_OUTAGE_RETRY_MS, attempts untouched, no sync error):
 * an outage is not bad data. close() hands running jobs back at their next step instead of waiting them out.
 */
export function createWorker(deps: Deps, queue: string, processors: Processors, concurrency: number) {
  const connection = createRedis(deps.config.REDIS_URL);
  const closing = new AbortController();
  // Running jobs start handing themselves back as soon as the process begins to stop (beginShutdown), not only
  // once the HTTP servers have drained: every step started after SIGTERM is time taken from SHUTDOWN_TIMEOUT_MS.
  const signal = AbortSignal.any([closing.signal, deps.stopping]);
  const worker = new Worker(
    queue,
    async (job, token) => {
      const started = performance.now();
      const fields = jobLogFields(job);
      const log = deps.log.child({ queue, job: job.name, ...fields, attempt: job.attemptsMade + 1 });
      const seconds = () => (performance.now() - started) / 1000;
      const attempted = (outcome: JobOutcome) => recordJobAttempt(job.name, outcome, seconds());
      if (!isJobName(job.name)) throw new BadJobInput(`unknown job ${job.name}`);
      const parsed = jobCatalog[job.name].payload.safeParse(job.data);
      if (!parsed.success) throw new BadJobInput(`invalid payload: ${parsed.error.message}`);
      const processor = processors[job.name] as Processor<JobName> | undefined;
      if (!processor) throw new BadJobInput(`no processor for ${job.name} on this worker`);
      try {
        const result = await processor(parsed.data as never, { deps, job, attempt: job.attemptsMade + 1, log, signal });
        const rows = rowCounts(result);
        attempted('completed');
        recordImportedRows(job.name, fields.environment ?? 'unknown', rows);
        log.info({ ms: Math.round(performance.now() - started), status: 'completed', rows }, 'job attempt');
        return result;
      } catch (err) {
        const ms = Math.round(performance.now() - started);
        if (err instanceof JobDeferred && token) {
          attempted('deferred');
          log.info({ ms, status: 'deferred', reason: err.message }, 'job attempt');
          return putBack(job, token, err.delayMs, log);
        }
        const outage = outageOf(err);
        if (outage && token) {
          attempted('waiting');
          log.warn({ ms, status: 'waiting', dependency: outage, err: (err as Error).message }, 'job attempt');
          return putBack(job, token, deps.config.JOB_OUTAGE_RETRY_MS, log);
        }
        attempted('failed');
        log.warn({ ms, status: 'failed', err: (err as Error).message }, 'job attempt');
        throw err;
      }
    },
    {
      connection,
      prefix: deps.config.QUEUE_PREFIX,
      concurrency,
      lockDuration: deps.config.JOB_LOCK_MS,
      stalledInterval: deps.config.JOB_STALLED_CHECK_MS,
      maxStalledCount: MAX_STALLS,
      // After Redis returns, fetch (and finish) jobs again this soon rather than after BullMQ's 15 s.
      runRetryDelay: deps.config.JOB_OUTAGE_RETRY_MS,
    },
  );

  worker.on('failed', (job, err) => {
    if (!job) return;
    const final = err instanceof UnrecoverableError || job.attemptsMade >= (job.opts.attempts ?? 1);
    if (final) void onFinalFailure(deps, job, err);
  });
  worker.on('error', (err) => deps.log.error({ queue, err: err.message }, 'worker error'));
  // Nor may it take new jobs meanwhile: each would be handed straight back, again and again, until close().
  deps.stopping.addEventListener('abort', () => void worker.pause(true).catch(() => {}), { once: true });

  return {
    worker,
    async close() {
      closing.abort();
      await worker.close();
      await connection.quit().catch(() => {});
    },
  };
}

async function onFinalFailure(deps: Deps, job: Job, err: Error) {
  try {
    const def = isJobName(job.name) ? jobCatalog[job.name] : null;
    const raw = (job.data ?? {}) as { siteId?: unknown; environment?: unknown; jobId?: unknown; integration?: unknown };
    // The payload may be the very thing that was wrong: only well-formed values reach the database.
    const data = {
      siteId: typeof raw.siteId === 'string' && raw.siteId ? raw.siteId : undefined,
      environment: raw.environment === 'live' || raw.environment === 'test' ? (raw.environment as 'live' | 'test') : undefined,
      jobId: typeof raw.jobId === 'string' && /^[0-9a-f-]{36}$/i.test(raw.jobId) ? raw.jobId : undefined,
      integration: typeof raw.integration === 'string' && raw.integration ? raw.integration : undefined,
    };
    // A missing or malformed jobs row must not cost the sync error, so this failure is logged and passed over.
    if (data.jobId) {
      await markJobFailed(deps.db.prisma, data.jobId, err.message).catch((markErr: Error) =>
        deps.log.warn({ err: markErr.message, jobId: data.jobId }, 'could not mark the job failed'),
      );
    }
    if (!def?.dataType || !data.siteId || !data.environment) return;
    await recordSyncError(deps.db.prisma, {
      siteId: data.siteId,
      environment: data.environment,
      integration: data.integration ?? 'unknown',
      dataType: def.dataType,
      code: err instanceof UnrecoverableError ? 'job-rejected' : 'job-failed',
      message: err.message,
      jobId: data.jobId ?? String(job.id),
      attempts: job.attemptsMade,
      payload: { job: job.name, data: job.data },
    });
  } catch (writeErr) {
    deps.log.error({ err: (writeErr as Error).message, jobId: job.id }, 'could not record the sync error of a failed job');
  }
}
