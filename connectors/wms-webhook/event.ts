// The generic WMS shipment event the receiver takes, and how it becomes the hub's order status update.
import { z } from 'zod';
import type { components } from '../client/index.ts';

export const EVENT_STATUS = {
  'order.picked': 'picked',
  'order.packed': 'packed',
  'shipment.dispatched': 'shipped',
  'shipment.delivered': 'delivered',
  'order.cancelled': 'cancelled',
  'order.on_hold': 'on_hold',
} as const satisfies Record<string, components['schemas']['OrderStatusUpdate']['status']>;

const text = (max: number) => z.string().trim().min(1).max(max);

export const WmsEvent = z
  .object({
    /** The WMS's id of this event: the same on every retry of it, so the hub applies it once. */
    id: text(255),
    type: z.enum(Object.keys(EVENT_STATUS) as [keyof typeof EVENT_STATUS, ...(keyof typeof EVENT_STATUS)[]]),
    occurred_at: z.iso.datetime({ offset: true }),
    /** Which order: the hub's id, the ERP's external id, or the number the customer sees. Exactly one. */
    order: z
      .object({ id: z.uuid().optional(), external_id: text(255).optional(), visible_id: text(255).optional() })
      .refine((o) => [o.id, o.external_id, o.visible_id].filter(Boolean).length === 1, { message: 'give exactly one of id, external_id, visible_id' }),
    note: z.string().max(2000).optional(),
    shipment: z
      .object({
        carrier: text(100),
        tracking_number: text(255),
        tracking_url: z.url(),
        lines: z.array(z.object({ sku: text(255), quantity: z.number().int().positive() })).max(1000).optional(),
      })
      .optional(),
  });
export type WmsEvent = z.infer<typeof WmsEvent>;

export type OrderRef = { lookupBy: 'id' | 'external_id' | 'visible'; identifier: string };

export function orderRef(event: WmsEvent): OrderRef {
  const { id, external_id, visible_id } = event.order;
  if (id) return { lookupBy: 'id', identifier: id };
  if (external_id) return { lookupBy: 'external_id', identifier: external_id };
  return { lookupBy: 'visible', identifier: visible_id! };
}

export function toStatusUpdate(event: WmsEvent): components['schemas']['OrderStatusUpdate'] {
  const { shipment } = event;
  return {
    status: EVENT_STATUS[event.type],
    occurred_at: event.occurred_at,
    event_id: event.id,
    ...(event.note ? { note: event.note } : {}),
    ...(shipment
      ? { package: { carrier: shipment.carrier, tracking_number: shipment.tracking_number, tracking_url: shipment.tracking_url, ...(shipment.lines ? { line_items: shipment.lines } : {}) } }
      : {}),
  };
}

/** zod's issues as `path: message` lines, for the 400 and the sync error. */
export function describeIssues(error: z.ZodError): { property: string; message: string }[] {
  return error.issues.map((i) => ({ property: i.path.join('.') || '(body)', message: i.message }));
}
