import type { Ctx } from '../../../context.ts';
import { findPricesOfSku } from './repository.ts';
import type { SkuPricingView } from './schemas.ts';

/**
 * GET /api/v1/pricing/{sku}: the SKU's rows on every list, lists by slug. A SKU no list prices is
 * 200 with [] rather than 404: "no prices" is a normal answer, and SKUs are not records of this service.
 */
export async function getSkuPricing(ctx: Ctx, sku: string): Promise<SkuPricingView> {
  const result: SkuPricingView = [];
  for (const r of await findPricesOfSku(ctx, sku)) {
    let entry = result[result.length - 1];
    if (entry?.price_list_slug !== r.slug) result.push((entry = { price_list_slug: r.slug, pricing: [] }));
    entry.pricing.push({
      quantity: r.quantity,
      price: r.price,
      unit_of_measure: r.unit_of_measure,
      tax_type: r.tax_type as 'net' | 'gross' | null,
    });
  }
  return result;
}
