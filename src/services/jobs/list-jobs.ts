import type { Ctx } from '../../context.ts';
import { decodeKeyset, pageOf } from '../keyset-cursor.ts';
import { findJobs, type JobFilter } from './repository.ts';
import { toJobView } from './get-job.ts';
import type { JobView } from './schemas.ts';

export type { JobFilter };
/** A job as the dashboard lists it: the API's view plus the integration (credential) that sent it. */
export type ListedJob = JobView & { integration: string | null };
export type JobPage = { rows: ListedJob[]; next: string | null };

/** The tenant's jobs (bulk imports), newest first, a page at a time. */
export async function listJobs(ctx: Ctx, filter: JobFilter, limit: number, after?: string): Promise<JobPage> {
  const rows = await findJobs(ctx, filter, limit + 1, decodeKeyset(after));
  return pageOf(rows, limit, (j) => j.createdAt, (j) => ({ ...toJobView(j), integration: j.integration }));
}
