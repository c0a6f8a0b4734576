import type { Ctx } from '../../context.ts';
import { countByJob, findIntegrations } from './review-repository.ts';

/** The integrations that have sync errors in the tenant (the log's filter choices), at most 200, by name. */
export const listSyncErrorIntegrations = (ctx: Ctx) => findIntegrations(ctx);

/** How many sync errors each of these jobs produced (jobs without any are absent). */
export const countSyncErrorsByJob = (ctx: Ctx, jobIds: string[]) => countByJob(ctx, jobIds);
