import { decimalTextAsJsonNumber } from '../../../domain/money.ts';
import type { StoredPriceRow } from './repository.ts';

// Stored price rows as JSON, written by hand: `price` and `display_tax_rate` are number literals made from the
// stored decimal's exact text (contract §0 "Values"), which JSON.stringify could only write through a float.

const text = (v: string | null) => JSON.stringify(v);
const number = (v: string | null) => (v === null ? 'null' : decimalTextAsJsonNumber(v));

/** One row of a list: `{quantity, price, unit_of_measure, tax_type, display_tax_rate}`, led by `sku` unless left out. */
export function priceRowJson(r: StoredPriceRow, withSku = true): string {
  const head = withSku ? `{"sku":${text(r.sku)},` : '{';
  return `${head}"quantity":${r.quantity},"price":${number(r.price)},"unit_of_measure":${text(r.unit_of_measure)},"tax_type":${text(r.tax_type)},"display_tax_rate":${number(r.display_tax_rate)}}`;
}

/** A SKU's rows per list, lists in the given order: `[{price_list_slug, pricing: [rows without sku]}]`. */
export function skuPricingJson(lists: readonly { slug: string; rows: readonly StoredPriceRow[] }[]): string {
  const entries = lists.map((l) => `{"price_list_slug":${text(l.slug)},"pricing":[${l.rows.map((r) => priceRowJson(r, false)).join(',')}]}`);
  return `[${entries.join(',')}]`;
}
