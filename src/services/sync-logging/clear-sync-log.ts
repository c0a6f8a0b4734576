import type { Ctx } from '../../context.ts';
import { withTransaction } from '../../db/transaction.ts';
import { deleteSyncLogs } from './log-repository.ts';
import type { SyncLogDeleteQuery } from './schemas.ts';

/** DELETE /api/v1/sync-log: the tenant's sync errors and statuses, all or those of one integration / data type. */
export function clearSyncLog(ctx: Ctx, q: SyncLogDeleteQuery) {
  return withTransaction(ctx, (tx) => deleteSyncLogs(tx, { integration: q.integration, dataType: q.data_type }));
}
