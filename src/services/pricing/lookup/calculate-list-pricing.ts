import type { Ctx } from '../../../context.ts';
import { calculatePricing, type CalculatedPricing } from '../../../domain/pricing/index.ts';
import { loadPriceLists } from './load-price-lists.ts';
import { loadPriceBreaks } from './load-price-breaks.ts';

export type CalculateListPricingInput = { skus: string[]; priceListSlugs: string[] };

/**
 * `POST /api/v1/calculate-pricing`: per SKU, the first of the given lists with a price (stored or
 * derived through its rules). No customer, so no discount and no parent-SKU fallback. `[]` when none
 * of the slugs names a list; unknown slugs and unpriced SKUs are left out.
 */
export async function calculateListPricing(ctx: Ctx, input: CalculateListPricingInput): Promise<CalculatedPricing[]> {
  const lists = await loadPriceLists(ctx, input.priceListSlugs);
  if (lists.size === 0) return [];
  const breaks = await loadPriceBreaks(ctx, lists, [...new Set(input.skus)]);
  return calculatePricing(input.skus, input.priceListSlugs, lists, breaks);
}
