import { announceChange } from '../../../cache/tenant-cache.ts';
import type { Ctx } from '../../../context.ts';
import { forgetListDigestsIn, keepPriceDigestsIn } from '../../../db/price-digests.ts';
import { bumpTenantVersionIn } from '../../../db/tenant-versions.ts';
import { withTransaction } from '../../../db/transaction.ts';
import { BULK_DELETE_TIMEOUT_MS } from './delete-price-list.ts';
import { requireList } from './get-price-list.ts';
import { lockListForWrite } from './list-lock.ts';
import { deletePrices } from './repository.ts';

/**
 * DELETE /api/v1/price-lists/{slug}/pricing: removes every stored row of the list. The import worker takes
 * the same per-list advisory lock (lock-key.ts), so a clear never interleaves with an import on the list:
 * it waits for a running one and the next one waits for it.
 */
export async function clearPriceListPricing(ctx: Ctx, slug: string): Promise<{ removed: number }> {
  const result = await withTransaction(
    ctx,
    async (tx) => {
      const list = await requireList(tx, slug);
      await lockListForWrite(tx, list.id);
      // The list's import digests go with its prices (else re-sending the last file would skip and restore nothing).
      await keepPriceDigestsIn(tx.db);
      await forgetListDigestsIn(tx.db, list.id);
      const { count } = await deletePrices(tx, list.id);
      if (count > 0) await bumpTenantVersionIn(tx, 'prices'); // prices has no trigger (src/db/tenant-versions.ts)
      return { removed: count };
    },
    { timeout: BULK_DELETE_TIMEOUT_MS },
  );
  announceChange(ctx, 'prices'); // the pricing lookup caches price rows (src/cache/tenant-cache.ts)
  return result;
}
