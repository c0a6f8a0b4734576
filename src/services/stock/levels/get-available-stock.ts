import type { Ctx } from '../../../context.ts';
import { DEFAULT_EXTERNAL_ID } from '../locations/repository.ts';
import { loadLocationIndex } from './location-index.ts';
import { sumStockLevels } from './repository.ts';

/**
 * For other slices (Ordering's `out-of-stock` rule): each SKU's available level at the default location, or
 * summed over every location (`all`). A SKU with no stored level is absent from the map: whether that means
 * "none" is the caller's rule (a variant that tracks stock and allows no backorder).
 */
export async function getAvailableStock(ctx: Ctx, skus: readonly string[], where: 'default' | 'all' = 'default'): Promise<Map<string, number>> {
  if (skus.length === 0) return new Map();
  const locationIds = where === 'all' ? null : [(await loadLocationIndex(ctx)).byExternalId.get(DEFAULT_EXTERNAL_ID)!.id];
  return sumStockLevels(ctx, [...new Set(skus)], locationIds);
}
