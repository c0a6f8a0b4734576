import type { Ctx } from '../../context.ts';
import type { SyncErrorStatus } from '../../db/types.ts';
import { resourceNotFound } from '../../http/problem.ts';
import { isUuid } from '../lookup.ts';
import { updateSyncErrorStatus } from './review-repository.ts';

/**
 * Resolves or reopens one sync error (support staff in the dashboard). A resolved failure that happens again is
 * reopened by the worker that records it, with its occurrences counted on.
 */
export async function setSyncErrorStatus(ctx: Ctx, id: string, status: SyncErrorStatus, now = new Date()): Promise<void> {
  const changed = isUuid(id) ? await updateSyncErrorStatus(ctx, id, status, now) : 0;
  if (!changed) throw resourceNotFound(`No sync error ${id}.`);
}
