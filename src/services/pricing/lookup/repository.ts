import type { Ctx } from '../../../context.ts';
import { readRows } from '../../../db/transaction.ts';
import { customerForPricingSelect, skuRowsSelect, type CustomerLookup, type PricingCustomerRow, type SkuRow } from './sources.ts';

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

// The lookup's reads go to the pg pool Prisma itself uses rather than through the ORM, whose per-query overhead
// measured several times the queries' own cost; none needs a transaction (but see readRows for callers in one). Statements are named, so each pooled
// connection parses and plans them once.

// The primary key (price_list_id, sku, quantity) serves `price_list_id = ANY AND sku = ANY` directly; the tenant
// columns are checked too, so a list id from elsewhere can never leak rows.

const PRICE_ROWS = {
  name: 'pricing-lookup-price-rows',
  text: `SELECT price_list_id AS "priceListId", sku, quantity, price::text AS price, unit_of_measure AS "unitOfMeasure",
                tax_type AS "taxType", display_tax_rate::text AS "displayTaxRate"
           FROM prices
          WHERE site_id = $1 AND environment = $2::"Environment" AND price_list_id = ANY($3::uuid[]) AND sku = ANY($4::text[])`,
};

/** Every stored break of these lists for these SKUs, in one query. */
export async function findPriceRows(ctx: Ctx, listIds: readonly string[], skus: readonly string[]): Promise<PriceRowRecord[]> {
  if (listIds.length === 0 || skus.length === 0) return [];
  return readRows<PriceRowRecord>(ctx, PRICE_ROWS, [ctx.siteId, ctx.environment, listIds, skus]);
}

/**
 * The customer, the catalog entries of the SKUs and, for the lists the caller expects to need, the price rows
 * of the SKUs and their parent SKUs: one statement, one round trip. The customer and catalog parts are the
 * Core slices' own SELECTs; the parts come back as JSON (numerics as text inside it, never JSON numbers).
 */
const inputsStatement = (customerSql: string) => `
  WITH customer AS (${customerSql}),
       skus AS (${skuRowsSelect({ site: '$1', environment: '$2', skus: '$4' })})
  SELECT (SELECT row_to_json(customer) FROM customer) AS customer,
         (SELECT json_agg(skus) FROM skus) AS skus,
         (SELECT json_agg(json_build_array(r.price_list_id, r.sku, r.quantity, r.price::text, r.unit_of_measure, r.tax_type, r.display_tax_rate::text))
            FROM prices r
           WHERE cardinality($5::uuid[]) > 0 AND r.site_id = $1 AND r.environment = $2::"Environment" AND r.price_list_id = ANY($5::uuid[])
             AND r.sku = ANY($4::text[] || ARRAY(SELECT "parentSku" FROM skus WHERE "parentSku" IS NOT NULL))) AS prices`;

type PriceRowTuple = [string, string, number, string, string | null, string | null, string | null];
type InputsRow = { customer: PricingCustomerRow | null; skus: SkuRow[] | null; prices: PriceRowTuple[] | null };

export type LookupInputs = { customer: PricingCustomerRow | null; skus: SkuRow[]; rows: PriceRowRecord[] };

export async function findLookupInputs(ctx: Ctx, lookup: CustomerLookup, skus: readonly string[], listIds: readonly string[]): Promise<LookupInputs> {
  const customer = customerForPricingSelect(lookup, { site: '$1', environment: '$2', value: '$3' });
  if (!customer) return { customer: null, skus: [], rows: [] };
  const rows = await readRows<InputsRow>(
    ctx,
    { name: `pricing-lookup-inputs-by-${lookup.by}`, text: inputsStatement(customer.sql) },
    [ctx.siteId, ctx.environment, customer.value, skus, listIds],
  );
  const found = rows[0]!;
  return {
    customer: found.customer,
    skus: found.skus ?? [],
    rows: (found.prices ?? []).map(([priceListId, sku, quantity, price, unitOfMeasure, taxType, displayTaxRate]) => ({
      priceListId,
      sku,
      quantity,
      price,
      unitOfMeasure,
      taxType,
      displayTaxRate,
    })),
  };
}
