import type { Ctx } from '../../../context.ts';
import { findPricesOfSku, type StoredPriceRow } from './repository.ts';

export type SkuPricing = { slug: string; rows: StoredPriceRow[] }[];

/**
 * GET /api/v1/pricing/{sku}: the SKU's rows on every list, lists by slug. A SKU no list prices is
 * 200 with [] rather than 404: "no prices" is a normal answer, and SKUs are not records of this service.
 */
export async function getSkuPricing(ctx: Ctx, sku: string): Promise<SkuPricing> {
  const result: SkuPricing = [];
  for (const { slug, ...row } of await findPricesOfSku(ctx, sku)) {
    let entry = result[result.length - 1];
    if (entry?.slug !== slug) result.push((entry = { slug, rows: [] }));
    entry.rows.push(row);
  }
  return result;
}
