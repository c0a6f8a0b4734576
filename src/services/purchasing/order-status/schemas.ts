import { z } from '@hono/zod-openapi';
import { ORDER_STATUSES } from '../../../domain/order-status.ts';
import { dateTime } from '../../core/shared-fields.ts';
import { lookupByParam } from '../../lookup.ts';

// PATCH /api/v1/orders/… (contract §5): what a WMS sends when an order moves. The machine's rules live in
// src/domain/order-status.ts; these schemas only say what a well-formed update looks like.

export const ORDER_LOOKUP_KEYS = ['id', 'external_id', 'internal', 'visible'] as const;

const text = (max: number, description: string, example: string) => z.string().min(1, 'must not be empty').max(max, `must be at most ${max} characters`).openapi({ description, example });

export const PackageLine = z
  .object({
    sku: text(255, 'The SKU packed.', 'TSHIRT-RED-M'),
    quantity: z.number().int('must be a whole number').positive('must be at least 1').max(1_000_000_000, 'must be at most 1000000000').openapi({ example: 2 }),
  })
  .openapi('OrderPackageLine');

export const OrderPackageInput = z
  .object({
    carrier: text(100, 'The carrier (free text, as the WMS names it).', 'DHL'),
    tracking_number: text(200, "The carrier's tracking number.", '00340434161094042557'),
    tracking_url: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).max(2000, 'must be at most 2000 characters').openapi({ example: 'https://www.dhl.com/track?AWB=00340434161094042557' }),
    line_items: z.array(PackageLine).max(10_000, 'must have at most 10000 entries').optional().openapi({ description: 'What the package holds; absent = not itemised.' }),
  })
  .openapi('OrderPackageInput');

export const OrderStatusUpdate = z
  .object({
    status: z.enum(ORDER_STATUSES).openapi({ description: 'The status the order moves to (see the transitions in the README and the operation description).' }),
    occurred_at: dateTime('When the change happened at the sender (RFC 3339); default: when the hub received it. An update older than the status in force is 409 newer-version-exists.').optional(),
    note: z.string().max(2000, 'must be at most 2000 characters').optional().openapi({ description: 'Shown in status_history.', example: 'Left the warehouse with the 14:00 pickup' }),
    package: OrderPackageInput.optional().openapi({ description: 'A package shipped with this change, recorded on the purchase with shipped_at = occurred_at.' }),
    event_id: text(200, "The sender's id of this event: a repeat for the same order is a no-op 200 (webhook retries are safe).", 'wms-evt-8812'),
  })
  .partial({ event_id: true })
  .openapi('OrderStatusUpdate');
export type OrderStatusUpdate = z.infer<typeof OrderStatusUpdate>;

export const OrderIdParam = z.object({
  orderId: z.string().openapi({ param: { name: 'orderId', in: 'path' }, description: "The purchase's id (UUID).", example: '3f1c2a9e-5b7d-4e21-9a0c-1d2e3f4a5b6c' }),
});

export const OrderLookupParams = z.object({
  lookupBy: lookupByParam(ORDER_LOOKUP_KEYS, 'external_id'),
  identifier: z.string().openapi({ param: { name: 'identifier', in: 'path' }, example: 'ERP-SO-1001' }),
});
