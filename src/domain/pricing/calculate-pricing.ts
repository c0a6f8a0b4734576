import { formatUnitPrice } from '../money.ts';
import { createPriceIndex, pricesOnList, type BreaksLookup } from './price-index.ts';
import type { CalculatedPricing, PriceListInfo, PriceRow } from './types.ts';

/**
 * `POST /api/v1/calculate-pricing`: for each SKU, the first of `priceListSlugs` (in the order
 * given) that has a price for it, stored or derived through its rules, with all of that list's
 * breaks. No customer is involved, so no discount, no quantity and no parent-SKU fallback. SKUs
 * no list prices are left out, as are unknown slugs; a SKU sent twice appears once. The result is
 * already in wire form (snake_case keys, prices as 4-place strings).
 *
 * Prices are the list's as stored (or derived), in their stored `tax_type`: a gross row stays gross.
 * Unlike the customer lookup, which answers net prices, there is no variant or group settings here to
 * take a tax rate from, so nothing is converted.
 */
export function calculatePricing(
  skus: readonly string[],
  priceListSlugs: readonly string[],
  lists: readonly PriceListInfo[] | ReadonlyMap<string, PriceListInfo>,
  rows: readonly PriceRow[] | BreaksLookup,
): CalculatedPricing[] {
  const index = createPriceIndex(lists, rows);
  const slugs = [...new Set(priceListSlugs)].filter((slug) => index.lists.has(slug));
  const result: CalculatedPricing[] = [];
  if (slugs.length === 0) return result;

  for (const sku of new Set(skus)) {
    for (const slug of slugs) {
      const prices = pricesOnList(index, slug, sku);
      if (!prices.found) continue;
      result.push({
        sku,
        price_list_slug: slug,
        pricing: prices.breaks.map((b) => ({ quantity: b.quantity, price: formatUnitPrice(b.price) })),
      });
      break;
    }
  }
  return result;
}
