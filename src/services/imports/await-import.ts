import type { Ctx } from '../../context.ts';
import { publishAfterCommit } from '../../queue/outbox.ts';
import { toJobView } from '../jobs/get-job.ts';
import type { JobView } from '../jobs/schemas.ts';
import { loadJob } from '../jobs/track-job.ts';
import type { StagedImport } from './stage-import.ts';

/** `done`: the job completed within the wait (the endpoint answers 204). Otherwise the job as it stands (202). */
export type ImportOutcome = { done: true } | { done: false; job: JobView };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The second half of a bulk request, after the staging transaction committed: hand the job to the queue at
 * once (the outbox relay covers a crash right here), then wait up to BULK_WAIT_MS for it by polling the jobs
 * row, which works whichever worker process runs the job. A job that failed within the wait is answered like
 * an unfinished one, with its status and error: the request itself was valid and accepted, and the failure is
 * also in the sync error log.
 */
export async function awaitImport(ctx: Ctx, staged: StagedImport): Promise<ImportOutcome> {
  const { prisma } = ctx.deps.db;
  await publishAfterCommit(prisma, ctx.deps.queue, [staged.outboxId], ctx.log);
  const deadline = Date.now() + ctx.deps.config.BULK_WAIT_MS;
  let interval = 20;
  for (;;) {
    const job = await loadJob(prisma, staged.jobId);
    if (!job) throw new Error(`import job ${staged.jobId} vanished`);
    if (job.status === 'completed') return { done: true };
    const left = deadline - Date.now();
    if (job.status === 'failed' || left <= 0) return { done: false, job: toJobView(job) };
    await sleep(Math.min(interval, left));
    interval = Math.min(interval * 2, 250);
  }
}
