import { Job } from 'bullmq';
import type { Environment } from '../context.ts';
import { isJobName, jobCatalog, type JobName } from './catalog.ts';
import type { QueueClient } from './client.ts';

// The dashboard's "retry" of a failed job: the original BullMQ job, re-run as it was (same id, same payload),
// while BullMQ still keeps it (failed jobs: 7 days, see enqueue's removeOnFail).

export type QueuedJobState = { name: JobName; state: string; retryable: boolean };

type Tenant = { siteId: string; environment: Environment };

/** Where to look for a job id: its own name when known, else every job that records failures of this data type. */
function candidates(nameHint: string | undefined, dataType: string): JobName[] {
  if (nameHint && isJobName(nameHint)) return [nameHint];
  return (Object.keys(jobCatalog) as JobName[]).filter((n) => jobCatalog[n].dataType === dataType);
}

async function findTenantJob(queue: QueueClient, jobId: string, tenant: Tenant, nameHint: string | undefined, dataType: string) {
  const names = candidates(nameHint, dataType);
  for (const queueName of new Set(names.map((n) => jobCatalog[n].queue))) {
    const job = await Job.fromId(queue.queue(queueName), jobId);
    if (!job || !isJobName(job.name) || !names.includes(job.name)) continue;
    // A job id of another tenant is not this tenant's to see or re-run.
    const data = (job.data ?? {}) as { siteId?: unknown; environment?: unknown };
    if (data.siteId !== tenant.siteId || data.environment !== tenant.environment) continue;
    return job;
  }
  return null;
}

/** The job's name and state (failed, waiting, active, completed…), or null when the queue no longer has it. */
export async function queuedJobState(queue: QueueClient, jobId: string, tenant: Tenant, nameHint: string | undefined, dataType: string): Promise<QueuedJobState | null> {
  const job = await findTenantJob(queue, jobId, tenant, nameHint, dataType);
  if (!job) return null;
  const name = job.name as JobName;
  return { name, state: await job.getState(), retryable: jobCatalog[name].retryable };
}

/**
 * Puts a failed job back in its queue with its attempts reset (it gets its whole retry policy again). Returns the
 * state the job had: only `failed` of a retryable job is retried; null when the queue no longer has it.
 */
export async function retryFailedJob(queue: QueueClient, jobId: string, tenant: Tenant, nameHint: string | undefined, dataType: string): Promise<QueuedJobState | null> {
  const job = await findTenantJob(queue, jobId, tenant, nameHint, dataType);
  if (!job) return null;
  const name = job.name as JobName;
  const state = await job.getState();
  const retryable = jobCatalog[name].retryable;
  if (state === 'failed' && retryable) await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
  return { name, state, retryable };
}
