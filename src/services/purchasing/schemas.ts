import { z } from '@hono/zod-openapi';
import { DECIMAL_19_4_MAX } from '../../domain/money.ts';
import { decimalInput } from '../../http/decimal-input.ts';
import { currencyCode, dateTime } from '../core/shared-fields.ts';
import { isUuid, lookupByParam } from '../lookup.ts';
import { PURCHASE_LOOKUPS } from './lookup-key.ts';
import { PURCHASE_STATUSES, PURCHASE_TYPES } from './view-schemas.ts';

// The PUT body of one purchase, also each item of a batch upsert. `calculated_*`, `line_total`,
// `dates.updated_at`, `dates.calculated_submitted_at` and `status_history` are the hub's own: a body that sends
// them is not refused, they are named in Ignored-Fields and not used.

export const MAX_TEXT = 255;
export const MAX_LINES = 1_000;
export const MAX_PACKAGES = 100;
export const MAX_TAX_LINES = 50;
export const MAX_DISCOUNTS = 50;

const text = (max = MAX_TEXT) => z.string().max(max);
const optionalText = (max = MAX_TEXT) => text(max).nullable().optional();
const uuid = () => z.string().refine(isUuid, 'must be a UUID').openapi({ format: 'uuid' });
const quantity = (description: string) => z.number().int().min(0).max(1_000_000_000).openapi({ description, example: 12 });
const money = (description: string, example: string) =>
  decimalInput({ places: 4, min: 0, max: DECIMAL_19_4_MAX, description, example });
/** A date-time, or a plain date (midnight UTC) for the requested shipping date. */
const dateOrDateTime = (description: string) =>
  z.union([dateTime(description), z.iso.date().transform((d) => `${d}T00:00:00Z`)]).openapi({ description, example: '2026-12-01' });

/** A tax rate in percent (19 = 19 %), as variants and group settings carry it. */
const percentRate = (description: string) =>
  decimalInput({ places: 4, min: 0, max: 100, nullable: true, description, example: '19', overMaxHint: 'a percentage (19 = 19 %)' });

const Address = z.record(z.string(), z.unknown()).nullable().optional()
  .refine((a) => a == null || JSON.stringify(a).length <= 16_384, 'must be at most 16 KiB as JSON')
  .openapi({ description: 'An address snapshot, stored as sent (at most 16 KiB of JSON).', example: { company: 'Engines Ltd', city: 'Leeds', country_code: 'GB' } });

export const PurchaseLineInput = z.object({
  sku: text().min(1, 'must not be empty').openapi({ example: 'WIDGET-1' }),
  name: optionalText().openapi({ example: 'Widget' }),
  quantity: quantity('Ordered quantity (not negative).'),
  unit_price: money('Unit price, at most 4 places, not negative.', '4.25'),
  quantity_shipped: quantity("Shipped so far (not negative). Unset: on a replace, what was shipped of the purchase's line of this SKU (the nth line of a SKU keeps the nth's), else 0.").optional(),
  tax_rate: percentRate("The line's tax rate in percent (19 = 19 %); informational.").optional(),
});

export const PurchaseDiscountInput = z.object({
  id: optionalText().openapi({ description: "The discount's id, if it has one." }),
  name: text().min(1, 'must not be empty').openapi({ example: 'Spring sale' }),
  kind: optionalText(64).openapi({ example: 'order_total', description: '`order_total`, `order_items`, `shipping`, or your own.' }),
  code: optionalText().openapi({ example: 'SPRING10', description: 'The coupon code that applied it.' }),
  amount: money('The amount taken off (not negative).', '5.10'),
});

export const PackageInput = z.object({
  carrier: optionalText(),
  tracking_number: optionalText(),
  tracking_url: optionalText(2048),
  shipped_at: dateTime('When the package left.').nullable().optional(),
  line_items: z.array(z.object({ sku: text().min(1, 'must not be empty'), quantity: quantity('Quantity in the package.') })).max(MAX_LINES).optional(),
});

export const PurchaseInput = z
  .object({
    id: uuid().optional().openapi({ description: 'The purchase id (also accepted as identifiers.id); chosen by the client on create, never changed.' }),
    type: z.enum(PURCHASE_TYPES),
    status: z.enum(PURCHASE_STATUSES).optional().openapi({ description: 'Unset: `placed` for a new purchase; a replace keeps the purchase\'s status (the WMS moves it through PATCH /api/v1/orders/…).' }),
    identifiers: z
      .object({
        id: uuid().optional(),
        external: optionalText().openapi({ example: 'ERP-SO-1001', description: 'Unique per site and environment.' }),
        internal: optionalText().openapi({ description: 'Unique per site and environment.' }),
        visible: optionalText().openapi({ example: 'SO-1001', description: 'Unique per site and environment. The number cart completion gives an order is cleared by a PUT that leaves it out, as every field is.' }),
      })
      .optional(),
    customer_identifiers: z
      .object({
        id: uuid().nullable().optional(),
        external_id: optionalText(),
        email: optionalText(254),
      })
      .optional()
      .openapi({ description: 'The customer, matched by id, else external_id, else email; one that matches no customer is 400 resource-id-not-found.' }),
    payment_method: optionalText(64).openapi({ example: 'on_account' }),
    currency_code: currencyCode(),
    customer_reference: optionalText(),
    po_number: optionalText(),
    dates: z
      .object({
        created_at: dateTime('When it was created; default: when first stored.').nullable().optional(),
        placed_at: dateTime('When it was placed.').nullable().optional(),
        shipping_requested_date: dateOrDateTime('Requested delivery date (a date or a date-time).').nullable().optional(),
      })
      .optional(),
    billing_address: Address,
    shipping_address: Address,
    line_items: z.array(PurchaseLineInput).max(MAX_LINES),
    shipping: z.object({ title: optionalText(), amount: money('Shipping charged.', '7.50') }).nullable().optional(),
    tax_lines: z
      .array(z.object({ title: text().min(1), rate: percentRate('Rate in percent (19 = 19 %); informational, the amount is what counts.').optional(), amount: money('Tax charged.', '10.20') }))
      .max(MAX_TAX_LINES)
      .optional(),
    discounts: z.array(PurchaseDiscountInput).max(MAX_DISCOUNTS).optional()
      .openapi({ description: 'Discounts applied; their amounts make calculated_discount_total (total = subtotal − discount + shipping + tax). Left out: none.' }),
    custom_fields: z.record(z.string(), z.unknown()).nullable().optional()
      .refine((a) => a == null || JSON.stringify(a).length <= 16_384, 'must be at most 16 KiB as JSON')
      .openapi({ description: 'Free-form fields (at most 16 KiB of JSON), stored as sent.', example: { cost_centre: 'CC-12' } }),
    packages: z.array(PackageInput).max(MAX_PACKAGES).optional().openapi({ description: "Unset: none for a new purchase; a replace keeps the purchase's packages (those the WMS added included). `[]` removes them." }),
    version: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional()
      .openapi({ example: 3, description: "The writer's version: one older than the stored version is 409 newer-version-exists." }),
  })
  .refine((b) => b.id === undefined || b.identifiers?.id === undefined || b.id.toLowerCase() === b.identifiers.id.toLowerCase(), {
    message: 'id and identifiers.id differ',
    path: ['identifiers', 'id'],
  })
  .openapi('PurchaseInput');
export type PurchaseInput = z.infer<typeof PurchaseInput>;

export const PurchaseLookupParams = z.object({
  lookupBy: lookupByParam(PURCHASE_LOOKUPS, 'external_id'),
  identifier: z.string().openapi({ param: { name: 'identifier', in: 'path' }, example: 'ERP-SO-1001' }),
});
