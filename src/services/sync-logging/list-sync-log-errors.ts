import type { Ctx } from '../../context.ts';
import type { SyncErrorStatus } from '../../db/types.ts';
import { findSyncErrors, type Pair } from './log-repository.ts';
import { MAX_SYNC_ERRORS } from './schemas.ts';
import { syncErrorView } from './views.ts';

/** GET …/sync-log/{integration}/{data_type}/errors: the pair's open errors (or resolved ones), newest first. */
export async function listSyncLogErrors(ctx: Ctx, pair: Pair, q: { status?: SyncErrorStatus; limit?: number }) {
  const rows = await findSyncErrors(ctx, { ...pair, status: q.status ?? 'open', limit: q.limit ?? MAX_SYNC_ERRORS });
  return rows.map(syncErrorView);
}
