import type { Ctx } from '../../../context.ts';
import { conflict, invalidRequest, type ProblemItem } from '../../../http/problem.ts';
import { loadLocationIndex } from './location-index.ts';
import { locationOf } from './location-keys.ts';
import { stockLockKey } from './lock-key.ts';
import { deleteStockPairs } from './repository.ts';
import type { StockDeleteRequest } from './schemas.ts';

/**
 * POST /api/v1/batch-delete-stock: removes the levels of the (SKU, location) pairs sent, all or nothing. Each item
 * names its location with exactly one key, and the location must exist (400 naming every bad item); a pair
 * without a level is no error.
 */
export async function batchDeleteStock(ctx: Ctx, items: StockDeleteRequest): Promise<number> {
  const index = await loadLocationIndex(ctx);
  const problems: ProblemItem[] = [];
  const pairs: { locationId: string; sku: string }[] = [];
  items.forEach((item, i) => {
    const location = locationOf(item, index);
    if (!location.ok) problems.push({ code: location.code, message: location.message, property: `[${i}].${location.field}` });
    else pairs.push({ locationId: location.value, sku: item.sku });
  });
  if (problems.length) throw invalidRequest(problems);
  if (pairs.length === 0) return 0;
  const lockKeys = [...new Set(pairs.map((p) => p.locationId))].sort().map(stockLockKey);
  try {
    return await deleteStockPairs(ctx, pairs, lockKeys);
  } catch (err) {
    // lock_timeout: an import kept writing to these locations for longer than the delete waits.
    if ((err as { code?: string }).code === '55P03') throw conflict('concurrent-update', 'An import into these stock locations is still running; retry once it has finished.');
    throw err;
  }
}
