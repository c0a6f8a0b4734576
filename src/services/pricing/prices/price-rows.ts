import { JsonNumber } from '../../../domain/json-number.ts';
import type { CsvColumn, CsvRecord, IgnoredFields, JsonItem, RowErrors } from '../../imports/index.ts';
import { parsePrice, parseQuantity, parseSku, parseSlug, parseTaxRate, parseTaxType, parseUnit, type Parsed } from './fields.ts';

/** Which rows a request may carry: one list's (path slug), any list's (`price_list_slug` per row), or one SKU's. */
export type PriceTarget = { kind: 'list'; listId: string } | { kind: 'batch' } | { kind: 'sku'; sku: string };

/** One validated row; `price` null marks "this SKU is sent with no prices" (JSON `pricing: []`, CSV empty price). */
export type PriceRow = {
  listId: string;
  sku: string;
  quantity: number;
  price: string | null;
  unit: string | null;
  taxType: string | null;
  taxRate: string | null;
};

/** Slug → id of the site's price lists (a site has at most 25,000). */
export type ListIds = ReadonlyMap<string, string>;

function take<T>(p: Parsed<T>, line: number, field: string, errors: RowErrors): T | undefined {
  if (p.ok) return p.value;
  errors.add(line, field, p.message);
  return undefined;
}

function listOf(target: PriceTarget, slug: unknown, lists: ListIds, line: number, errors: RowErrors): string | undefined {
  if (target.kind === 'list') return target.listId;
  const s = take(parseSlug(slug), line, 'price_list_slug', errors);
  if (s === undefined) return undefined;
  const id = lists.get(s);
  if (!id) errors.add(line, 'price_list_slug', `no price list with slug "${s}"`);
  return id;
}

function skuOf(target: PriceTarget, sku: unknown, line: number, errors: RowErrors): string | undefined {
  if (target.kind !== 'sku') return take(parseSku(sku), line, 'sku', errors);
  if (sku !== undefined && sku !== '' && sku !== target.sku) {
    errors.add(line, 'sku', `sku must be absent or equal the path's SKU "${target.sku}"`);
    return undefined;
  }
  return target.sku;
}

// A JSON object: not an array, and not a number the reader kept as its text (JsonNumber).
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof JsonNumber);

const ITEM_FIELDS = new Set(['sku', 'display_tax_rate', 'pricing', 'price_list_slug']);
const ENTRY_FIELDS = new Set(['quantity', 'price', 'unit_of_measure', 'tax_type', 'display_tax_rate']);

/** A JSON item → its rows (one `price: null` row for an empty `pricing`), or null after recording its errors. */
export function checkJsonItem({ line, value }: JsonItem, target: PriceTarget, lists: ListIds, errors: RowErrors, ignored?: IgnoredFields): PriceRow[] | null {
  if (!isObject(value)) {
    errors.add(line, 'item', 'each item must be an object');
    return null;
  }
  ignored?.scan(line, value, ITEM_FIELDS);
  const before = errors.count;
  const listId = listOf(target, value.price_list_slug, lists, line, errors);
  const sku = skuOf(target, value.sku, line, errors);
  const taxRate = take(parseTaxRate(value.display_tax_rate), line, 'display_tax_rate', errors);
  const pricing = value.pricing;
  if (!Array.isArray(pricing)) {
    errors.add(line, 'pricing', pricing === undefined ? 'pricing is required' : 'pricing must be an array');
    return null;
  }
  const rows: PriceRow[] = [];
  pricing.forEach((entry: unknown, i) => {
    const at = `pricing[${i}]`;
    if (!isObject(entry)) return errors.add(line, at, 'each pricing entry must be an object');
    ignored?.scan(line, entry, ENTRY_FIELDS, `${at}.`);
    const quantity = take(parseQuantity(entry.quantity), line, `${at}.quantity`, errors);
    const price = take(parsePrice(entry.price), line, `${at}.price`, errors);
    const unit = take(parseUnit(entry.unit_of_measure), line, `${at}.unit_of_measure`, errors);
    const taxType = take(parseTaxType(entry.tax_type), line, `${at}.tax_type`, errors);
    // A row may carry its own rate, as stored rows are read back (GET …/pricing); else the item's applies.
    const rowRate = entry.display_tax_rate === undefined ? (taxRate ?? null) : take(parseTaxRate(entry.display_tax_rate), line, `${at}.display_tax_rate`, errors);
    if (quantity !== undefined && price !== undefined && unit !== undefined && taxType !== undefined && rowRate !== undefined) {
      rows.push({ listId: listId!, sku: sku!, quantity, price, unit, taxType, taxRate: rowRate });
    }
  });
  if (errors.count > before) return null;
  if (rows.length === 0) return [{ listId: listId!, sku: sku!, quantity: 0, price: null, unit: null, taxType: null, taxRate: null }];
  return rows;
}

/** CSV columns of each endpoint; the order is the order of `CsvRecord.values`. */
export function csvColumns(target: PriceTarget): CsvColumn[] {
  return [
    { name: 'sku', required: target.kind !== 'sku' },
    { name: 'quantity', aliases: ['qty'] },
    { name: 'price', required: true, decimal: true },
    { name: 'unit_of_measure' },
    { name: 'tax_type' },
    { name: 'display_tax_rate', decimal: true },
    { name: 'price_list_slug', required: target.kind !== 'list' },
  ];
}

/** A CSV row → its row (`price` null when the price cell is empty: the SKU is sent with no prices), or null. */
export function checkCsvRow({ line, values }: CsvRecord, target: PriceTarget, lists: ListIds, errors: RowErrors): PriceRow | null {
  const [skuCell, qtyCell, priceCell, unitCell, taxTypeCell, rateCell, slugCell] = values;
  const before = errors.count;
  const listId = listOf(target, slugCell, lists, line, errors);
  const sku = skuOf(target, skuCell, line, errors);
  // An absent quantity column or an empty cell is the base break, 1.
  const quantity = qtyCell === undefined || qtyCell === '' ? 1 : take(parseQuantity(qtyCell), line, 'quantity', errors);
  const removal = priceCell === undefined || priceCell.trim() === '';
  const price = removal ? null : take(parsePrice(priceCell), line, 'price', errors);
  const unit = take(parseUnit(unitCell), line, 'unit_of_measure', errors);
  const taxType = take(parseTaxType(taxTypeCell), line, 'tax_type', errors);
  const taxRate = take(parseTaxRate(rateCell), line, 'display_tax_rate', errors);
  if (errors.count > before) return null;
  if (removal) return { listId: listId!, sku: sku!, quantity: 0, price: null, unit: null, taxType: null, taxRate: null };
  return { listId: listId!, sku: sku!, quantity: quantity!, price: price!, unit: unit!, taxType: taxType!, taxRate: taxRate! };
}
