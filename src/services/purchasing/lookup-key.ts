import { parseLookup, type LookupKey } from '../lookup.ts';
import type { PurchaseKey } from './repository.ts';

// The lookupBy values a purchase answers to (contract §5): id (alias sparklayer), external_id (alias platform),
// internal, visible.
export const PURCHASE_LOOKUPS: readonly LookupKey[] = ['id', 'external_id', 'internal', 'visible'];

/** The path's lookupBy and identifier as a repository key; 400 for an unsupported lookupBy or a malformed id. */
export function parsePurchaseLookup(lookupBy: string, identifier: string): { key: PurchaseKey; described: string } {
  const { by, value } = parseLookup(lookupBy, identifier, PURCHASE_LOOKUPS);
  const described = `${by} ${value}`;
  if (by === 'id') return { key: { id: value.toLowerCase() }, described };
  if (by === 'external_id') return { key: { externalId: value }, described };
  if (by === 'internal') return { key: { internalId: value }, described };
  return { key: { visibleId: value }, described };
}
