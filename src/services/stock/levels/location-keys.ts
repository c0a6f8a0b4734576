import { isUuid } from '../../lookup.ts';
import type { LocationIndex } from './location-index.ts';
import type { Parsed } from './stock-fields.ts';

/**
 * The location an item names with exactly one of `stock_location_id` and `stock_location_external_id`, shared by
 * batch-update (streamed items) and batch-delete. Returns the problem with the field it concerns.
 */
const given = (v: unknown) => v !== undefined && v !== null;

export function locationOf(item: Record<string, unknown>, index: LocationIndex): Parsed<string> & { field: string } {
  const id = item.stock_location_id;
  const ext = item.stock_location_external_id;
  if (given(id) && given(ext)) {
    return { ok: false, field: 'stock_location_id', code: 'body-mismatch', message: 'give exactly one of stock_location_id and stock_location_external_id, not both' };
  }
  if (given(id)) {
    if (typeof id !== 'string' || !isUuid(id)) return { ok: false, field: 'stock_location_id', code: 'resource-id-invalid', message: 'stock_location_id is not a UUID' };
    const location = index.byId.get(id.toLowerCase());
    if (!location) return { ok: false, field: 'stock_location_id', code: 'resource-id-not-found', message: `no stock location with id ${id}` };
    return { ok: true, field: 'stock_location_id', value: location.id };
  }
  if (given(ext)) {
    const location = typeof ext === 'string' ? index.byExternalId.get(ext) : undefined;
    if (typeof ext !== 'string') return { ok: false, field: 'stock_location_external_id', code: 'keyword-mismatch', message: 'stock_location_external_id must be a string' };
    if (!location) {
      const shown = ext.length > 60 ? `${ext.slice(0, 60)}…` : ext;
      return { ok: false, field: 'stock_location_external_id', code: 'resource-id-not-found', message: `no stock location with external id "${shown}"` };
    }
    return { ok: true, field: 'stock_location_external_id', value: location.id };
  }
  return { ok: false, field: 'stock_location_id', code: 'missing-param', message: 'give one of stock_location_id and stock_location_external_id' };
}
