import { dec, formatUnitPrice } from '../../../domain/money.ts';
import type { ShippingMethodRow, StoredBand } from './repository.ts';
import type { BandInput, BandView, ShippingMethodView } from './schemas.ts';

/** Canonical stored form of a validated band: min defaults to 0, a free cost to amount 0. */
export const toStoredBand = (b: BandInput): StoredBand => ({
  name: b.name,
  requirement: { type: b.requirement.type, min: b.requirement.min ?? '0', max: b.requirement.max ?? null },
  cost: { type: b.cost.type, amount: b.cost.type === 'free' ? '0' : (b.cost.amount ?? '0') },
});

// Weights are whole grams; order values and costs are money with 4 places.
const bound = (type: string, v: string) => (type === 'weight' ? dec(v).toFixed(0) : formatUnitPrice(v));

const toBandView = (b: StoredBand): BandView => ({
  name: b.name,
  requirement: {
    type: b.requirement.type as BandView['requirement']['type'],
    min: bound(b.requirement.type, b.requirement.min),
    max: b.requirement.max === null ? null : bound(b.requirement.type, b.requirement.max),
  },
  cost: { type: b.cost.type as BandView['cost']['type'], amount: formatUnitPrice(b.cost.amount) },
});

const list = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

export function toShippingMethodView(row: ShippingMethodRow): ShippingMethodView {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    priority: row.priority,
    countries: list<string>(row.countries),
    customer_groups: list<string>(row.customerGroups),
    bands: list<StoredBand>(row.bands).map(toBandView),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export const storedBands = (row: ShippingMethodRow): StoredBand[] => list<StoredBand>(row.bands);
