import type { PoolClient } from 'pg';
import { announceTenantChange, type CacheTopic } from '../../cache/tenant-cache.ts';
import type { Deps } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { withoutQueryTimeout } from '../../db/unbounded.ts';
import { writeEventToOutbox } from '../../queue/outbox.ts';
import type { Logger } from '../../logger.ts';
import { loadJob, markJobCompleted, markJobRunning, type JobResult } from '../jobs/track-job.ts';
import { JobDeferred } from '../../queue/deferred.ts';
import { findOpenImport, lockKeys, recordStep, unlockAll, type ChunkCounts } from './repository.ts';

/** The job can never succeed (its rows refer to something deleted): fail at once, without retries. */
export class ImportRejected extends Error {}

export type StagedJob = NonNullable<Awaited<ReturnType<typeof loadJob>>>;

/** How a slice merges its staged rows; built from the job row (its plan in `payload`). */
export type MergePlan = {
  /** Advisory lock keys (text; the lock is `hashtext(key)`), held for the whole job: e.g. the price list ids. */
  lockKeys: string[];
  /** The merge steps: groups of staged chunk numbers (planChunks; prices: plan-price-steps.ts), each merged in its own transaction; no chunk in two. */
  chunks: number[][];
  /** With the locks held, before any chunk: throw ImportRejected when the job cannot succeed. */
  check?(client: PoolClient): Promise<void>;
  /** Inside the step's transaction: merge the step's staged rows set-based, and count. `step`: its index in `chunks`. */
  mergeChunk(client: PoolClient, buckets: number[], step: number): Promise<ChunkCounts>;
  /**
   * After every step has merged, before the job reads as completed: e.g. write the sync errors of the rows the
   * steps could not apply. Runs again if the job is retried after a crash in between, so it must be idempotent.
   */
  finish?(client: PoolClient): Promise<void>;
  /** After completion (also when a retry finds the job completed): drop the job's staging rows. */
  cleanup(client: PoolClient): Promise<void>;
  /**
   * Whether any of the job's rows are still staged. Staging tables are UNLOGGED (fast COPY), so PostgreSQL's
   * recovery after a crash empties them: a job with steps left must then fail and say so, not complete without them.
   */
  hasStagedRows?(client: PoolClient): Promise<boolean>;
};

export type ImportRun = { skipped: boolean; result: JobResult };

/** An earlier import still open on the same data defers this one by this long, again and again, until it ends. */
export const IMPORT_DEFER_MS = 1_000;

/** What each kind of import changes, for the read caches of every process (src/cache/tenant-cache.ts). */
const TOPICS: Record<string, CacheTopic[]> = { 'price-import': ['prices'], 'purchase-import': ['purchases'] };

type Progress = { counts?: Partial<JobResult>; done?: number[] };

const countsOf = (job: StagedJob): JobResult => {
  const c = ((job.payload ?? {}) as Progress).counts ?? {};
  return { applied: c.applied ?? 0, unchanged: c.unchanged ?? 0, removed: c.removed ?? 0, failed: c.failed ?? 0 };
};

/**
 * The worker half of the bulk pipeline. Idempotent: a completed job is skipped, and a retry (after a crash or
 * an error) merges only the steps not yet committed, so every attempt converges on the same final state.
 * Locks are session-level on one dedicated connection: two imports sharing a key run one after the other,
 * never interleaved, and a crashed worker's locks vanish with its connection. They also run in the order they
 * were staged: while an earlier import sharing a key is still open, this one throws JobDeferred (the worker
 * puts it back for IMPORT_DEFER_MS without spending an attempt). When `signal` aborts (the worker is closing),
 * no new step starts and the job is handed back the same way once the running steps have committed.
 */
export async function runStagedImport(
  deps: Deps,
  jobId: string,
  planFor: (job: StagedJob) => MergePlan,
  log: Logger,
  signal?: AbortSignal,
): Promise<ImportRun> {
  const prisma = deps.db.prisma;
  const before = await loadJob(prisma, jobId);
  if (!before) throw new ImportRejected(`import job ${jobId} does not exist`);
  const plan = planFor(before);
  // Waiting for the locks and merging run long by design: no query timeout (requests keep theirs).
  const client = withoutQueryTimeout(await deps.db.pool.connect());
  let broken: Error | undefined;
  try {
    if (before.status === 'completed') return await skip(client, plan, before);
    await lockKeys(client, plan.lockKeys);
    // Waiting for the locks can take a while; whoever held them may have been this very job's earlier attempt.
    const job = await loadJob(prisma, jobId);
    if (!job) throw new ImportRejected(`import job ${jobId} does not exist`);
    if (job.status === 'completed') return await skip(client, plan, job);
    // Imports on the same data apply in the order they were staged: the locks alone would let a later upload
    // slip in while an earlier one waits for its retry (after a crash), and the earlier one would then undo it.
    const earlier = await findOpenImport(client, { siteId: job.siteId, environment: job.environment, keys: plan.lockKeys, before: job });
    if (earlier) throw new JobDeferred(`import ${jobId} waits for the earlier import ${earlier} on the same data`, IMPORT_DEFER_MS);
    await markJobRunning(prisma, jobId, job.total);
    await plan.check?.(client);
    const done = new Set(((job.payload ?? {}) as Progress).done ?? []);
    const steps = [...plan.chunks.entries()].filter(([step]) => !done.has(step));
    if (steps.length > 0 && plan.hasStagedRows && !(await plan.hasStagedRows(client))) {
      throw new ImportRejected(
        `the rows staged for import ${jobId} are gone (PostgreSQL restarted after a crash, which empties the staging table); ${job.processed} of ${job.total} rows were applied: send the file again`,
      );
    }
    await mergeSteps(deps, jobId, plan, steps, signal);
    await plan.finish?.(client);
    const result = countsOf((await loadJob(prisma, jobId))!);
    // Announced (and handed to Redis) before the job reads as completed: a client waiting for the job, then
    // reading through another process's cache, must not see the rows from before the merge.
    for (const topic of TOPICS[job.type] ?? []) await announceTenantChange(deps, job.siteId, job.environment, topic);
    // The job reads as completed exactly when its import.completed event exists (a retry finds it completed and
    // skips, so the event is written once).
    await inTransaction(prisma, async (tx) => {
      const finished = await markJobCompleted(tx, jobId, result);
      await writeEventToOutbox({ db: tx, siteId: job.siteId, environment: job.environment }, 'import.completed', {
        job_id: jobId,
        type: job.type,
        status: 'completed',
        result,
        finished_at: (finished.finishedAt ?? new Date()).toISOString(),
      });
    });
    // Completed first, cleaned up after: the client's wait ends with the merge, and a crash in between leaves
    // rows that the next run of this job (it finds the job completed) removes.
    await plan.cleanup(client);
    log.debug({ jobId, ...result }, 'import merged');
    return { skipped: false, result };
  } finally {
    if (!broken) await unlockAll(client).catch((e: Error) => (broken = e));
    client.release(broken);
  }
}

/**
 * Merges the steps on IMPORT_MERGE_LANES connections at once (steps never share a row, so their transactions
 * touch disjoint rows; they meet only on the jobs row, whose update comes last). Each step commits
 * with its bookkeeping. After a failure no lane starts another step, and every lane has finished before this
 * returns or throws: the caller's locks must outlive every merge.
 */
async function mergeSteps(deps: Deps, jobId: string, plan: MergePlan, steps: [number, number[]][], signal?: AbortSignal): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const lane = async () => {
    while (!failure && next < steps.length && !signal?.aborted) {
      const [step, buckets] = steps[next++]!;
      try {
        await mergeStep(deps, jobId, plan, step, buckets);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(deps.config.IMPORT_MERGE_LANES, steps.length) }, lane));
  if (failure) throw failure.error;
  // The worker is closing: the steps merged so far are committed, the rest wait for the next run (not an attempt).
  if (next < steps.length) throw new JobDeferred(`import ${jobId} handed back at step ${next} of ${steps.length}: the worker is closing`, 0);
}

async function mergeStep(deps: Deps, jobId: string, plan: MergePlan, step: number, buckets: number[]): Promise<void> {
  const client = withoutQueryTimeout(await deps.db.pool.connect());
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    try {
      const counts = await plan.mergeChunk(client, buckets, step);
      await recordStep(client, jobId, step, counts);
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK').catch((e: Error) => (broken = e));
      throw err;
    }
  } finally {
    client.release(broken);
  }
}

async function skip(client: PoolClient, plan: MergePlan, job: StagedJob): Promise<ImportRun> {
  await plan.cleanup(client);
  return { skipped: true, result: (job.result as JobResult | null) ?? countsOf(job) };
}
