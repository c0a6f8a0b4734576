import type { Ctx } from '../../../context.ts';

/** One stored price break, as the price index wants it (numerics stay strings: no float ever). */
export type PriceRowRecord = {
  priceListId: string;
  sku: string;
  quantity: number;
  price: string;
  unitOfMeasure: string | null;
  taxType: string | null;
  displayTaxRate: string | null;
};

// The primary key (price_list_id, sku, quantity) serves `price_list_id = ANY AND sku = ANY` directly; the
// tenant columns are checked too, so a list id from elsewhere can never leak rows. Named, so each pooled
// connection parses and plans it once.
const PRICE_ROWS = {
  name: 'pricing-lookup-price-rows',
  text: `SELECT price_list_id AS "priceListId", sku, quantity, price::text AS price, unit_of_measure AS "unitOfMeasure",
                tax_type AS "taxType", display_tax_rate::text AS "displayTaxRate"
           FROM prices
          WHERE site_id = $1 AND environment = $2::"Environment" AND price_list_id = ANY($3::uuid[]) AND sku = ANY($4::text[])`,
};

/**
 * Every stored break of these lists for these SKUs, in one query. This is the lookup's hot path (thousands
 * of requests a second), so it goes to the pg pool Prisma itself uses rather than through the ORM, whose
 * per-query overhead measured several times the query's own cost. The read needs no transaction.
 */
export async function findPriceRows(ctx: Ctx, listIds: readonly string[], skus: readonly string[]): Promise<PriceRowRecord[]> {
  if (listIds.length === 0 || skus.length === 0) return [];
  const result = await ctx.deps.db.pool.query<PriceRowRecord>({ ...PRICE_ROWS, values: [ctx.siteId, ctx.environment, listIds, skus] });
  return result.rows;
}
