import type { Ctx } from '../../../context.ts';
import { conflict } from '../../../http/problem.ts';
import { hasOpenImport, tryLockListPrices } from './repository.ts';

const POLL_MS = 100;

/**
 * Takes the per-list price lock (lock-key.ts) in the open transaction, once no import on the list is running or
 * still waiting to run: a clear or delete sent after an upload applies after it, never before (contract §3:
 * the second write waits its turn). Polling pg_try_advisory_xact_lock keeps the wait bounded without aborting the
 * transaction the way a lock_timeout error would; past the bound the caller gets 409 concurrent-update.
 */
export async function lockListForWrite(ctx: Ctx, listId: string, waitMs = ctx.deps.config.PRICE_LIST_LOCK_WAIT_MS): Promise<void> {
  const deadline = Date.now() + waitMs;
  while ((await hasOpenImport(ctx, listId)) || !(await tryLockListPrices(ctx, listId))) {
    if (Date.now() >= deadline) {
      throw conflict('concurrent-update', 'An import on this price list is still running or waiting to run; try again when it has finished.');
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}
