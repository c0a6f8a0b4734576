import { z } from '@hono/zod-openapi';
import { ACCEPTED_PAYMENT_METHOD_NAMES, PAYMENT_METHODS } from '../../domain/payment-methods.ts';
import { VALIDATION_ERROR_TYPES } from '../../domain/cart/index.ts';
import { problemCode } from '../../http/validation.ts';
import { PurchaseView } from '../purchasing/index.ts';

// Wire shapes of Ordering (contract §4). Money is decimal strings: unit prices with 4 places, amounts in the
// cart currency's minor units. Unknown request members are ignored (and named in Ignored-Fields).

/** A line's quantity is a PostgreSQL integer. */
export const INT4_MAX = 2_147_483_647;
/** More lines than this in one cart is refused: a cart is an order, not a catalog import. */
export const MAX_CART_LINES = 1000;
const SKU = z.string().min(1).max(255).openapi({ example: 'WID-BLUE-10' });
const TEXT = z.string().max(1000);
const MONEY = z.string().openapi({ example: '123.40', description: "An amount in the cart currency's minor units." });
const UUID_EXAMPLE = '0b9e6a8e-4c71-4c55-9d6e-8a0f1f2f3a4b';

export const CUSTOMER_LOOKUP_BY = ['id', 'external_id', 'email', 'sparklayer', 'platform'] as const;
type CustomerLookupBy = (typeof CUSTOMER_LOOKUP_BY)[number];

export const CartIdParam = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' }, example: UUID_EXAMPLE }),
});

export const CartCreate = z
  .object({
    customer_id: z.string().min(1).max(255).openapi({ example: UUID_EXAMPLE }),
    customer_lookup_by: z
      .string()
      .refine((v): v is CustomerLookupBy => (CUSTOMER_LOOKUP_BY as readonly string[]).includes(v), problemCode('parameters-mismatch', `must be one of ${CUSTOMER_LOOKUP_BY.join(', ')}`))
      .default('id')
      .openapi({ enum: [...CUSTOMER_LOOKUP_BY], description: 'How `customer_id` is matched: `id` (alias `sparklayer`, default), `external_id` (alias `platform`) or `email`.' }),
  })
  .openapi('CartCreate');
export type CartCreate = z.infer<typeof CartCreate>;

const QUANTITY = z.number().int().min(1).max(INT4_MAX);

export const LineItemAdd = z.object({ sku: SKU, quantity: QUANTITY }).openapi('CartLineItemAdd');
export type LineItemAdd = z.infer<typeof LineItemAdd>;

const NULLABLE_TEXT = z.string().max(255).nullable().optional();
export const TemporaryAddress = z
  .object({
    first_name: NULLABLE_TEXT,
    last_name: NULLABLE_TEXT,
    company: NULLABLE_TEXT,
    address_line1: NULLABLE_TEXT,
    address_line2: NULLABLE_TEXT,
    city: NULLABLE_TEXT,
    region_code: NULLABLE_TEXT,
    postal_code: NULLABLE_TEXT,
    country_code: z.string().regex(/^[A-Za-z]{2}$/, 'must be an ISO 3166-1 alpha-2 code').nullable().optional().openapi({ example: 'DE' }),
    phone: NULLABLE_TEXT,
  })
  .openapi('CartTemporaryAddress', { description: "A one-off shipping address for this cart; wins over `shipping_address_id`. Shipping rates use its `country_code`." });
export type TemporaryAddress = z.infer<typeof TemporaryAddress>;

const clearable = (schema: z.ZodString, description: string) => z.union([schema, z.null()]).optional().openapi({ description: `${description} \`""\` or null clears it.` });

export const CartUpdate = z
  .object({
    line_items: z
      .array(z.object({ sku: SKU, quantity: z.number().int().min(0).max(INT4_MAX) }))
      .max(MAX_CART_LINES)
      .optional()
      .openapi({ description: 'Replaces every line: absolute quantities, in this order (`[]` empties the cart; quantity 0 leaves the SKU out; a SKU listed twice counts once with the quantities added). An unknown SKU is 400 resource-id-not-found and nothing changes.' }),
    shipping_address_id: z.union([z.string(), z.null()]).optional().openapi({ description: "An address of the cart's customer (`\"\"` or null clears it); another id is 400 resource-id-not-found." }),
    billing_address_id: z.union([z.string(), z.null()]).optional().openapi({ description: "An address of the cart's customer (`\"\"` or null clears it); another id is 400 resource-id-not-found." }),
    temporary_shipping_address: TemporaryAddress.nullable().optional(),
    po_number: clearable(TEXT, 'The buyer\'s purchase order number.'),
    customer_reference: clearable(TEXT, 'The buyer\'s own reference.'),
    shipping_requested_date: z
      .union([z.literal(''), z.iso.date(), z.null()])
      .optional()
      .openapi({ format: 'date', example: '2026-12-03', description: 'YYYY-MM-DD; `""` or null clears it.' }),
    custom_fields: z.record(z.string(), z.unknown()).nullable().optional().openapi({ description: 'Free-form fields carried onto the order; null clears them.' }),
    coupon_code: clearable(z.string().max(255), 'A discount code; discounts with this code apply while it is set (compared without case).'),
  })
  .openapi('CartUpdate');
export type CartUpdate = z.infer<typeof CartUpdate>;

const PAYMENT_METHOD = z.string().max(255).openapi({ enum: [...ACCEPTED_PAYMENT_METHOD_NAMES], description: 'A payment method (`invoice`, `on_account`, `upfront`; the older camelCase names are accepted). One the customer may not use is 422 cart-payment-method-unavailable.' });

export const CalculateRequest = z
  .object({
    shipping_rate_handle: z.string().max(255).nullable().optional().openapi({ description: 'A `handle` from `shipping_rates`: its amount is charged in the totals.' }),
    payment_method: PAYMENT_METHOD.nullable().optional(),
  })
  .openapi('CartCalculateRequest');
export type CalculateRequest = z.infer<typeof CalculateRequest>;

const IGNORABLE = ['*', ...VALIDATION_ERROR_TYPES] as const;
export const CompleteRequest = z
  .object({
    shipping_rate_handle: z.string().max(255).nullable().optional().openapi({ description: 'Required whenever the cart is offered shipping rates (422 cart-shipping-rate-handle-unavailable otherwise).' }),
    payment_method: PAYMENT_METHOD.nullable().optional().openapi({ description: 'Required (422 cart-payment-method-unavailable without one).' }),
    ignore_validation_errors: z
      .array(z.string().refine((v) => (IGNORABLE as readonly string[]).includes(v), `must be one of ${IGNORABLE.join(', ')}`))
      .max(20)
      .optional()
      .openapi({ description: 'Validation error types to accept, or `["*"]` for all of them. `price-unavailable` can never be ignored.' }),
  })
  .openapi('CartCompleteRequest');
export type CompleteRequest = z.infer<typeof CompleteRequest>;

// Responses.

const ValidationErrorView = z
  .object({ type: z.enum(VALIDATION_ERROR_TYPES), message: z.string(), sku: z.string().optional() })
  .openapi('CartValidationError');

export const CartLineView = z
  .object({
    sku: z.string(),
    name: z.string().nullable().openapi({ description: "The variant's title (else its product's); null when the SKU left the catalog." }),
    quantity: z.number().int(),
    unit_price: z.string().nullable().openapi({ example: '12.3400', description: 'Net, after the customer discount, 4 places; null when the line has no price (`price-unavailable`).' }),
    line_total: MONEY.nullable(),
    price_list_slug: z.string().nullable().openapi({ description: 'The price list the price came from.' }),
    tax_rate: z.string().openapi({ example: '19.0000', description: 'Percent.' }),
  })
  .openapi('CartLine');

export const CartTotals = z
  .object({ subtotal: MONEY, discount_total: MONEY, shipping_total: MONEY, tax_total: MONEY, total: MONEY, currency_code: z.string().openapi({ example: 'EUR' }) })
  .openapi('CartTotals', { description: 'total = subtotal − discount_total + shipping_total + tax_total. shipping_total is the chosen rate (0 until one is chosen by calculate).' });

export const AppliedDiscountView = z
  .object({ id: z.string(), name: z.string(), kind: z.enum(['order_total', 'order_items', 'shipping']), code: z.string().nullable(), amount: MONEY })
  .openapi('CartAppliedDiscount');

const Address = z.record(z.string(), z.unknown());

export const CartView = z
  .object({
    id: z.string().openapi({ format: 'uuid' }),
    cart_id: z.string().openapi({ format: 'uuid', description: 'The same as `id`.' }),
    customer_id: z.string().openapi({ format: 'uuid' }),
    currency_code: z.string(),
    shipping_address_id: z.string().nullable(),
    billing_address_id: z.string().nullable(),
    temporary_shipping_address: Address.nullable(),
    shipping_address: Address.nullable().openapi({ description: 'The address the order ships to: the temporary one, else the chosen address of the customer.' }),
    billing_address: Address.nullable(),
    po_number: z.string().nullable(),
    customer_reference: z.string().nullable(),
    shipping_requested_date: z.string().nullable().openapi({ format: 'date' }),
    custom_fields: z.record(z.string(), z.unknown()).nullable(),
    coupon_code: z.string().nullable(),
    line_items: z.array(CartLineView),
    totals: CartTotals,
    discounts: z.array(AppliedDiscountView),
    validation_errors: z.array(ValidationErrorView),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi('Cart');
export type CartView = z.infer<typeof CartView>;

export const ShippingRateView = z
  .object({ handle: z.string(), shipping_method_id: z.string(), title: z.string(), amount: MONEY })
  .openapi('CartShippingRate');

export const CartCalculationView = CartView.extend({
  shipping_rates: z.array(ShippingRateView),
  shipping_rate_handle: z.string().nullable().openapi({ description: 'The rate charged in the totals.' }),
  payment_methods: z.array(z.enum(PAYMENT_METHODS)),
  payment_method: z.enum(PAYMENT_METHODS).nullable(),
  tax_lines: z.array(z.object({ title: z.string(), rate: z.string(), amount: MONEY })),
}).openapi('CartCalculation');
export type CartCalculationView = z.infer<typeof CartCalculationView>;

export const CompleteResponse = z
  .object({ purchase_id: z.string().openapi({ format: 'uuid' }), order: PurchaseView })
  .openapi('CartCompletion');

export const CartError = z
  .object({
    title: z.enum(['cart-error', 'cart-validation-errors']),
    status: z.literal(422),
    detail: z.string(),
    errors: z.union([
      z.array(z.object({ code: z.enum(['cart-empty', 'cart-customer-not-found', 'cart-shipping-rate-handle-unavailable', 'cart-payment-method-unavailable']), message: z.string() })),
      z.object({ validation_error_types: z.array(z.enum(VALIDATION_ERROR_TYPES)), validation_errors: z.array(ValidationErrorView) }),
    ]),
  })
  .openapi('CartError');
