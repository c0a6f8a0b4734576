import type { Ctx } from '../../context.ts';
import { outageOf } from '../../outage.ts';
import { publishAfterCommit } from '../../queue/outbox.ts';
import { toJobView } from '../jobs/get-job.ts';
import type { JobView } from '../jobs/schemas.ts';
import { loadJob } from '../jobs/track-job.ts';
import type { StagedImport } from './stage-import.ts';

/**
 * `done`: the job completed within the wait (the endpoint answers 204, with the job's Location so the client can
 * read its counts; `jobId` is null when the body held no rows and no job ran). Otherwise the job as it stands (202).
 */
export type ImportOutcome = { done: true; jobId: string | null } | { done: false; job: JobView };

/** Sleeps `ms`, or less when `signal` aborts first. */
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });

/**
 * The second half of a bulk request, after the staging transaction committed: hand the job to the queue at
 * once (the outbox relay covers a crash right here), then wait up to BULK_WAIT_MS for it by polling the jobs
 * row, which works whichever worker process runs the job. A job that failed within the wait is answered like
 * an unfinished one, with its status and error: the request itself was valid and accepted, and the failure is
 * also in the sync error log. A shutdown ends the wait early (202).
 */
export async function awaitImport(ctx: Ctx, staged: StagedImport): Promise<ImportOutcome> {
  const { prisma } = ctx.deps.db;
  await publishAfterCommit(prisma, ctx.deps.queue, [staged.outboxId], ctx.log);
  const deadline = Date.now() + ctx.deps.config.BULK_WAIT_MS;
  let interval = 20;
  let view: JobView = {
    id: staged.jobId,
    type: staged.type,
    status: 'queued',
    progress: { processed: 0, total: staged.rows },
    result: null,
    error: null,
    created_at: staged.stagedAt.toISOString(),
    finished_at: null,
  };
  for (;;) {
    let job: Awaited<ReturnType<typeof loadJob>>;
    try {
      job = await loadJob(prisma, staged.jobId);
    } catch (err) {
      // The rows are committed and the job will run: PostgreSQL going away now is no reason to tell the client
      // to send them again (503). It gets the job as last seen (202) and can follow it at its Location.
      if (outageOf(err)) return { done: false, job: view };
      throw err;
    }
    if (!job) throw new Error(`import job ${staged.jobId} vanished`);
    if (job.status === 'completed') return { done: true, jobId: staged.jobId };
    view = toJobView(job);
    const left = deadline - Date.now();
    // At shutdown the job is handed back to the queue: answer 202 now rather than hold the process open.
    if (job.status === 'failed' || left <= 0 || ctx.deps.stopping.aborted) return { done: false, job: view };
    await sleep(Math.min(interval, left), ctx.deps.stopping);
    interval = Math.min(interval * 2, 250);
  }
}
