import { JsonNumber } from '../../../domain/json-number.ts';
import type { IgnoredFields, JsonItem, RowErrors } from '../../imports/index.ts';
import type { LocationIndex } from './location-index.ts';
import { locationOf } from './location-keys.ts';
import { parseLevel, parseMinLevel, parseRestockDate, parseSku, type Parsed } from './stock-fields.ts';

/** An item is the pair's whole record: an optional field left out is stored as null, as the price rule replaces rows. */
export type StockRow = { locationId: string; sku: string; level: number; restockDate: string | null; minLevel: number | null };

const ITEM_FIELDS = new Set(['sku', 'stock_location_id', 'stock_location_external_id', 'stock_level', 'restock_date', 'min_stock_level']);

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof JsonNumber);

function take<T>(p: Parsed<T>, line: number, field: string, errors: RowErrors): T | undefined {
  if (p.ok) return p.value;
  errors.add(line, field, p.message, p.code);
  return undefined;
}

/** One item of a batch-update-stock body → its row, or null after recording every problem it has. */
export function checkStockItem({ line, value }: JsonItem, locations: LocationIndex, errors: RowErrors, ignored?: IgnoredFields): StockRow | null {
  if (!isObject(value)) {
    errors.add(line, 'item', 'each item must be an object', 'body-mismatch');
    return null;
  }
  ignored?.scan(line, value, ITEM_FIELDS);
  const sku = take(parseSku(value.sku), line, 'sku', errors);
  const location = locationOf(value, locations);
  const locationId = take(location, line, location.field, errors);
  const level = take(parseLevel(value.stock_level, 'stock_level'), line, 'stock_level', errors);
  const restock = take(parseRestockDate(value.restock_date), line, 'restock_date', errors);
  const min = take(parseMinLevel(value.min_stock_level), line, 'min_stock_level', errors);
  if (sku === undefined || locationId === undefined || level === undefined || restock === undefined || min === undefined) return null;
  return { locationId, sku, level, restockDate: restock, minLevel: min };
}
