import type { Ctx } from '../../context.ts';
import { resourceNotFound } from '../../http/problem.ts';
import { isUuid } from '../lookup.ts';
import { findSyncErrorById } from './review-repository.ts';
import type { SyncErrorView } from './schemas.ts';
import { syncErrorView } from './views.ts';

/** One of the tenant's sync errors with its payload snapshot; 404 for an unknown id or another tenant's. */
export async function getSyncError(ctx: Ctx, id: string): Promise<SyncErrorView> {
  const row = isUuid(id) ? await findSyncErrorById(ctx, id) : null;
  if (!row) throw resourceNotFound(`No sync error ${id}.`);
  return syncErrorView(row);
}
