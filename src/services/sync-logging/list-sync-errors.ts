import type { Ctx } from '../../context.ts';
import { findSyncErrors } from './log-repository.ts';
import { MAX_SYNC_ERRORS, type SyncErrorListQuery } from './schemas.ts';
import { syncErrorView } from './views.ts';

/** GET /api/v1/sync-errors: the tenant's sync errors, newest first, at most 5,000. */
export async function listSyncErrors(ctx: Ctx, q: SyncErrorListQuery) {
  const rows = await findSyncErrors(ctx, {
    integration: q.integration,
    dataType: q.data_type,
    status: q.status,
    externalId: q.external_id,
    limit: q.limit ?? MAX_SYNC_ERRORS,
  });
  return rows.map(syncErrorView);
}
