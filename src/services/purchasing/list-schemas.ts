import { z } from '@hono/zod-openapi';
import { dateTime } from '../core/shared-fields.ts';
import { isUuid } from '../lookup.ts';
import { PURCHASE_STATUSES, PURCHASE_TYPES, PurchaseView } from './view-schemas.ts';

// GET /api/v1/purchases query (contract §0 Paging, offset-based; §5 filters). Any bad value: 400
// parameters-mismatch naming it (the router's query validation).

export const ORDER_FIELDS = ['created_at', 'updated_at', 'placed_at', 'calculated_submitted_at', 'shipping_requested_date'] as const;
export type OrderField = (typeof ORDER_FIELDS)[number];
export const MAX_LIMIT = 500;

const integer = (min: number, max: number, description: string) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be between ${min} and ${max.toLocaleString('en')}`)
    .openapi({ type: 'integer', minimum: min, maximum: max, description });

/** One value or a comma-separated list of an enum. */
const enumList = <T extends readonly [string, ...string[]]>(values: T, description: string) =>
  z
    .string()
    .transform((v) => v.split(',').map((s) => s.trim()))
    .refine((list) => list.every((v) => (values as readonly string[]).includes(v)), `must be one or more (comma-separated) of: ${values.join(', ')}`)
    .transform((list) => [...new Set(list)] as T[number][])
    .openapi({ type: 'string', description, example: values[0] });

const bound = (description: string) => dateTime(description).optional();

export const PurchaseListQuery = z.object({
  limit: integer(1, MAX_LIMIT, 'Purchases per response, 1–500; unset means 500.').optional(),
  offset: integer(0, Number.MAX_SAFE_INTEGER, 'Purchases skipped, default 0.').optional(),
  order_by: z.enum(ORDER_FIELDS).optional().openapi({ description: 'The date newest first (ties by id, descending); default created_at. Purchases without that date come last.' }),
  type: enumList(PURCHASE_TYPES, `Only these types (comma-separated): ${PURCHASE_TYPES.join(', ')}.`).optional(),
  status: enumList(PURCHASE_STATUSES, `Only these statuses (comma-separated): ${PURCHASE_STATUSES.join(', ')}.`).optional(),
  'customer_identifiers[id]': z.string().refine(isUuid, 'must be a UUID').optional().openapi({ description: "The customer's id." }),
  'customer_identifiers[external_id]': z.string().min(1).max(255).optional().openapi({ description: "The customer's external id." }),
  'customer_identifiers[email]': z.string().min(1).max(254).optional().openapi({ description: "The customer's email (any case)." }),
  'dates[last_updated][gte]': bound('Updated at or after (RFC 3339): the incremental-sync filter.'),
  'dates[last_updated][lte]': bound('Updated at or before.'),
  'dates[placed][gte]': bound('Placed at or after.'),
  'dates[placed][lte]': bound('Placed at or before.'),
});
export type PurchaseListQuery = z.infer<typeof PurchaseListQuery>;

export const PurchaseList = z.array(PurchaseView).openapi('PurchaseList');

/** The filter part of a query, normalized (the cache key of keyset boundaries is made from it). */
export type PurchaseFilter = {
  types: string[] | null;
  statuses: string[] | null;
  customerId: string | null;
  customerExternalId: string | null;
  customerEmail: string | null;
  updatedGte: Date | null;
  updatedLte: Date | null;
  placedGte: Date | null;
  placedLte: Date | null;
};

export function filterOf(q: PurchaseListQuery): PurchaseFilter {
  const date = (v: string | undefined) => (v ? new Date(v) : null);
  return {
    types: q.type ? [...q.type].sort() : null,
    statuses: q.status ? [...q.status].sort() : null,
    customerId: q['customer_identifiers[id]']?.toLowerCase() ?? null,
    customerExternalId: q['customer_identifiers[external_id]'] ?? null,
    customerEmail: q['customer_identifiers[email]']?.toLowerCase() ?? null,
    updatedGte: date(q['dates[last_updated][gte]']),
    updatedLte: date(q['dates[last_updated][lte]']),
    placedGte: date(q['dates[placed][gte]']),
    placedLte: date(q['dates[placed][lte]']),
  };
}
