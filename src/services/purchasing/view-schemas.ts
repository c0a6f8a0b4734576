import { z } from '@hono/zod-openapi';

// The purchase on the wire (contract §5), as every Purchasing answer shows it: GET, PUT, the list, and the
// order status update (PATCH /api/v1/orders/…). Money is decimal text: unit prices with 4 places, line totals,
// shipping, tax and the calculated_* totals with the currency's minor units.

export const PURCHASE_TYPES = ['order', 'order_unconfirmed', 'awaiting_approval', 'quote', 'cart'] as const;
export const PURCHASE_STATUSES = ['placed', 'picked', 'packed', 'shipped', 'delivered', 'cancelled', 'on_hold'] as const;

const time = (description: string) => z.string().nullable().openapi({ format: 'date-time', description, example: '2026-11-20T09:30:00.000Z' });
const money = (example: string) => z.string().openapi({ example });

export const PurchaseLineView = z.object({
  sku: z.string().openapi({ example: 'WIDGET-1' }),
  name: z.string().nullable().openapi({ example: 'Widget' }),
  quantity: z.number().int().openapi({ example: 12 }),
  unit_price: money('4.2500'),
  line_total: money('51.00').openapi({ description: "quantity × unit_price, half-up to the currency's minor units." }),
  tax_rate: z.string().nullable().openapi({ example: '19.0000', description: "The line's tax rate in percent (19.0000 = 19 %), 4 places; null when the writer did not send one." }),
  quantity_shipped: z.number().int().openapi({ example: 0 }),
});

export const PackageView = z.object({
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  tracking_url: z.string().nullable(),
  shipped_at: time('When the package left.'),
  line_items: z.array(z.object({ sku: z.string(), quantity: z.number().int() })),
});

export const StatusHistoryView = z.object({
  status: z.enum(PURCHASE_STATUSES),
  occurred_at: z.string().openapi({ format: 'date-time' }),
  source: z.string().openapi({ description: 'What applied it: `put` or `batch-upsert` for writes of the purchase, the sending credential\'s name for a status update.', example: 'put' }),
  note: z.string().nullable(),
});

export const TaxLineView = z.object({
  title: z.string().openapi({ example: 'VAT' }),
  rate: z.string().nullable().openapi({ example: '19.0000', description: 'In percent (19.0000 = 19 %), 4 places; informational, the amount is what counts.' }),
  amount: money('10.20'),
});

export const DiscountView = z.object({
  id: z.string().nullable().openapi({ description: "The discount's id (a Core discount for a completed cart)." }),
  name: z.string().openapi({ example: 'Spring sale' }),
  kind: z.string().nullable().openapi({ example: 'order_total', description: 'For a completed cart: `order_items`, `order_total` or `shipping`.' }),
  code: z.string().nullable().openapi({ example: 'SPRING10', description: 'The coupon code that applied it.' }),
  amount: money('5.10'),
});

export const PurchaseView = z
  .object({
    id: z.string().openapi({ format: 'uuid', example: '0b7e4a52-8a4f-4d7f-b1f2-6f1f4d3f9a10' }),
    type: z.enum(PURCHASE_TYPES),
    status: z.enum(PURCHASE_STATUSES),
    identifiers: z.object({
      id: z.string().openapi({ format: 'uuid' }),
      external: z.string().nullable().openapi({ example: 'ERP-SO-1001' }),
      internal: z.string().nullable(),
      visible: z.string().nullable().openapi({ example: 'SO-1001' }),
    }),
    customer_identifiers: z.object({
      id: z.string().nullable().openapi({ format: 'uuid' }),
      external_id: z.string().nullable().openapi({ example: 'C-1001' }),
      email: z.string().nullable().openapi({ example: 'buyer@example.com' }),
    }),
    payment_method: z.string().nullable().openapi({ example: 'on_account' }),
    currency_code: z.string().openapi({ example: 'EUR' }),
    customer_reference: z.string().nullable(),
    po_number: z.string().nullable(),
    dates: z.object({
      created_at: time('When the purchase was created (as sent, else when first stored).'),
      updated_at: time('When a write last changed it (a replayed PUT keeps it).'),
      placed_at: time('When it was placed.'),
      calculated_submitted_at: time('Computed: placed_at, else created_at; null for a cart.'),
      shipping_requested_date: time('Requested delivery date.'),
    }),
    billing_address: z.record(z.string(), z.unknown()).nullable(),
    shipping_address: z.record(z.string(), z.unknown()).nullable(),
    line_items: z.array(PurchaseLineView),
    shipping: z.object({ title: z.string().nullable(), amount: money('7.50') }).nullable(),
    tax_lines: z.array(TaxLineView),
    discounts: z.array(DiscountView).openapi({ description: 'Discounts applied (a completed cart\'s, or as a PUT sent them).' }),
    custom_fields: z.record(z.string(), z.unknown()).nullable().openapi({ example: { cost_centre: 'CC-12' } }),
    calculated_subtotal: money('51.00').openapi({ description: 'Computed: sum of the line totals.' }),
    calculated_discount_total: money('0.00').openapi({ description: 'Computed: sum of the discounts (goods and shipping discounts alike).' }),
    calculated_tax_total: money('10.20').openapi({ description: 'Computed: sum of the tax lines.' }),
    calculated_total: money('68.70').openapi({ description: 'Computed: subtotal − discount + shipping + tax.' }),
    packages: z.array(PackageView),
    status_history: z.array(StatusHistoryView),
    version: z.number().int().openapi({ example: 3, description: "The writer's version; a PUT with an older one is 409 newer-version-exists." }),
  })
  .openapi('Purchase');
export type PurchaseView = z.infer<typeof PurchaseView>;
