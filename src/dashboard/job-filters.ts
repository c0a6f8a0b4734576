import { jobCatalog } from '../queue/catalog.ts';
import type { JobFilter } from '../services/jobs/list-jobs.ts';

// The jobs page's filters: the job types that keep a jobs row (the bulk imports) and their states.

export const JOB_TYPES = ['price-import', 'stock-import', 'purchase-import'] as const satisfies readonly (keyof typeof jobCatalog)[];
export const JOB_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;

export function parseJobFilter(q: Record<string, string | undefined>): JobFilter {
  return {
    type: JOB_TYPES.includes(q.type as never) ? q.type : undefined,
    status: JOB_STATUSES.includes(q.status as never) ? (q.status as JobFilter['status']) : undefined,
  };
}
