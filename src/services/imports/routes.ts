import type { Context } from 'hono';
import { HEADER_REFS } from '../../http/openapi-document.ts';
import type { AppEnv } from '../../http/types.ts';
import { IGNORED_FIELDS_HEADER, ignoredFieldsHeader } from '../../http/validation.ts';
import { JobView } from '../jobs/schemas.ts';
import type { ImportOutcome } from './await-import.ts';

// The HTTP side every bulk write route shares (no router here): how its answers are documented and rendered.

export const BULK_WAIT_DESCRIPTION =
  'The body is validated in full first (any invalid row: 400 and nothing applied), then applied by an import job. ' +
  'The request waits for it (about 10 s by default): 204 when it completed, else 202 with the job ' +
  '(also when it failed within the wait: its status and error say so). Bodies up to 256 MiB.';

/** The 204 and 202 of a bulk write. */
export const bulkWriteResponses = {
  204: {
    description: 'Applied. `Location` (GET /api/v1/jobs/{id}) gives the counts: applied, unchanged, removed. No job ran (and no `Location`) for a body without rows.',
    headers: {
      Location: { schema: { type: 'string' as const }, description: '/api/v1/jobs/{id}; absent when the body held no rows', required: false },
      [IGNORED_FIELDS_HEADER]: HEADER_REFS.ignoredFields,
    },
  },
  202: {
    description: 'Accepted; not finished within the wait. Follow `Location` (GET /api/v1/jobs/{id}).',
    headers: { Location: { schema: { type: 'string' as const }, description: '/api/v1/jobs/{id}' }, [IGNORED_FIELDS_HEADER]: HEADER_REFS.ignoredFields },
    content: { 'application/json': { schema: JobView } },
  },
};

/** 204 (with the finished job's Location) or 202 with the job; unknown JSON fields named in Ignored-Fields. */
export function renderBulkOutcome(c: Context<AppEnv>, outcome: ImportOutcome & { ignored: { paths: string[]; count: number } }) {
  const { paths, count } = outcome.ignored;
  if (count > 0) {
    // Accepted as before, but named: a misspelt field (pak_size) would otherwise be dropped without a word.
    c.header(IGNORED_FIELDS_HEADER, ignoredFieldsHeader(paths, count));
    c.get('log')?.warn({ ignoredFields: paths, ignoredCount: count, path: c.req.path }, 'unknown JSON fields ignored');
  }
  if (outcome.done) return c.body(null, 204, outcome.jobId ? { Location: `/api/v1/jobs/${outcome.jobId}` } : {});
  return c.json(outcome.job, 202, { Location: `/api/v1/jobs/${outcome.job.id}` });
}
