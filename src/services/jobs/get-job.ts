import type { Ctx } from '../../context.ts';
import { badRequest, resourceNotFound } from '../../http/problem.ts';
import { isUuid } from '../lookup.ts';
import { findJob } from './repository.ts';
import type { JobView } from './schemas.ts';


type JobRow = NonNullable<Awaited<ReturnType<typeof findJob>>>;

export function toJobView(job: JobRow): JobView {
  return {
    id: job.id,
    type: job.type,
    status: job.status,
    progress: { processed: job.processed, total: job.total },
    result: (job.result as JobView['result']) ?? null,
    error: job.error,
    created_at: job.createdAt.toISOString(),
    finished_at: job.finishedAt?.toISOString() ?? null,
  };
}

export async function getJob(ctx: Ctx, id: string): Promise<JobView> {
  if (!isUuid(id)) throw badRequest('resource-id-invalid', 'The job id is not a UUID.', 'id');
  const job = await findJob(ctx, id);
  if (!job) throw resourceNotFound(`No job ${id}.`);
  return toJobView(job);
}
