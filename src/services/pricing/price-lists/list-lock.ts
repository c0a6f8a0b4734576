import type { Ctx } from '../../../context.ts';
import { conflict } from '../../../http/problem.ts';
import { tryLockListPrices } from './repository.ts';

const POLL_MS = 100;

/**
 * Takes the per-list price lock (lock-key.ts) in the open transaction, waiting for a running import to
 * finish. Polling pg_try_advisory_xact_lock keeps the wait bounded without aborting the transaction the way
 * a lock_timeout error would; past the bound the caller gets 409 concurrent-update instead of a 500.
 */
export async function lockListForWrite(ctx: Ctx, listId: string, waitMs = ctx.deps.config.PRICE_LIST_LOCK_WAIT_MS): Promise<void> {
  const deadline = Date.now() + waitMs;
  while (!(await tryLockListPrices(ctx, listId))) {
    if (Date.now() >= deadline) throw conflict('concurrent-update', 'An import is still writing to this price list; try again when it has finished.');
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}
