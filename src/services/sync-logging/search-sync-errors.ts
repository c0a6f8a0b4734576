import type { Ctx } from '../../context.ts';
import type { SyncDataType, SyncErrorStatus } from '../../db/types.ts';
import { decodeKeyset, pageOf } from '../keyset-cursor.ts';
import { findReviewPage } from './review-repository.ts';
import { syncErrorView } from './views.ts';
import type { SyncErrorView } from './schemas.ts';

export type SyncErrorSearch = {
  integration?: string;
  dataType?: SyncDataType;
  status?: SyncErrorStatus;
  /** Matched, case-insensitively, against message, code, external id and visible id. */
  text?: string;
  jobId?: string;
};

export type SyncErrorPage = { rows: SyncErrorView[]; next: string | null };

/** One page of the tenant's sync errors, newest first, and the cursor of the next (null on the last page). */
export async function searchSyncErrors(ctx: Ctx, search: SyncErrorSearch, limit: number, after?: string): Promise<SyncErrorPage> {
  const rows = await findReviewPage(ctx, search, limit + 1, decodeKeyset(after));
  return pageOf(rows, limit, (r) => r.lastSeenAt, syncErrorView);
}

/** Every matching error, newest first, a batch at a time (CSV export): never the whole list in memory. */
export async function* eachSyncError(ctx: Ctx, search: SyncErrorSearch, batch = 1_000): AsyncGenerator<SyncErrorView[]> {
  let after: string | undefined;
  do {
    const page = await searchSyncErrors(ctx, search, batch, after);
    if (page.rows.length) yield page.rows;
    after = page.next ?? undefined;
  } while (after);
}
