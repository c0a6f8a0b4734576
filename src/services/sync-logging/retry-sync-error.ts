import type { Ctx } from '../../context.ts';
import { outageOf } from '../../outage.ts';
import { queuedJobState, retryFailedJob, type QueuedJobState } from '../../queue/retry-job.ts';
import { getSyncError } from './get-sync-error.ts';
import { setSyncErrorStatus } from './set-sync-error-status.ts';
import type { SyncErrorView } from './schemas.ts';

/** Whether the error's job can be re-run, and if not, why (shown next to the retry button). */
export type RetryPossibility = { possible: true; job: QueuedJobState } | { possible: false; reason: string };

/** A retry the job's state does not allow; the message says why, for the person who asked. */
export class RetryRefused extends Error {}

function judge(error: SyncErrorView, job: QueuedJobState | null): RetryPossibility {
  if (!error.job_id) return { possible: false, reason: 'No job produced this error (an integration reported it): fix the data at its source and send it again.' };
  if (!job) return { possible: false, reason: 'The job that failed is no longer kept by the queue (failed jobs are kept for 7 days): send the data again.' };
  if (!job.retryable) return { possible: false, reason: `A ${job.name} job cannot run again once it has failed (its staged rows are gone): send the data again.` };
  if (job.state !== 'failed') return { possible: false, reason: `The job is ${job.state}, not failed: nothing to retry.` };
  return { possible: true, job };
}

const jobNameOf = (error: SyncErrorView) => {
  const p = error.payload as { job?: unknown } | null;
  return typeof p?.job === 'string' ? p.job : undefined;
};

/** Whether retrySyncError would re-run the error's job now. With Redis away the error still shows, without the button. */
export async function syncErrorRetryPossibility(ctx: Ctx, error: SyncErrorView): Promise<RetryPossibility> {
  try {
    const job = error.job_id ? await queuedJobState(ctx.deps.queue, error.job_id, ctx, jobNameOf(error), error.data_type) : null;
    return judge(error, job);
  } catch (err) {
    if (!outageOf(err)) throw err;
    return { possible: false, reason: 'The queue is not answering right now; reload the page in a moment.' };
  }
}

/**
 * Re-runs the failed job behind a sync error (the original BullMQ job, same id and payload) and resolves the
 * error: if the job fails again, recording its failure reopens the error with its occurrences counted on.
 */
export async function retrySyncError(ctx: Ctx, id: string): Promise<QueuedJobState> {
  const error = await getSyncError(ctx, id);
  const job = error.job_id ? await retryFailedJob(ctx.deps.queue, error.job_id, ctx, jobNameOf(error), error.data_type) : null;
  const verdict = judge(error, job);
  if (!verdict.possible) throw new RetryRefused(verdict.reason);
  await setSyncErrorStatus(ctx, id, 'resolved');
  ctx.log.info({ syncErrorId: id, jobId: error.job_id, job: verdict.job.name }, 'sync error retried');
  return verdict.job;
}
