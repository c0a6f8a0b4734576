import type { Ctx } from '../../context.ts';
import { withTransaction } from '../../db/transaction.ts';
import { badRequest } from '../../http/problem.ts';
import { getCustomer } from '../core/customers/get-customer.ts';
import { isUuid } from '../lookup.ts';
import { requireKnownSkus } from './check-lines.ts';
import { getCart } from './get-cart.ts';
import { lockAndLoadCart } from './load-cart.ts';
import { replaceLines, updateCartFields, type CartFields, type CartLine, type CartRow } from './repository.ts';
import { INT4_MAX, type CartUpdate, type CartView } from './schemas.ts';

/**
 * `PATCH /api/v1/carts/{id}`: sets what the body names, leaves the rest. `line_items` replaces every line with
 * absolute quantities. Checked before anything is written, so a refused PATCH changes nothing: unknown SKUs and
 * addresses outside the customer's book are 400 resource-id-not-found.
 */
export async function updateCart(ctx: Ctx, id: string, input: CartUpdate): Promise<CartView> {
  await withTransaction(ctx, async (tx) => {
    const cart = await lockAndLoadCart(tx, id);
    const lines = input.line_items === undefined ? undefined : mergeLines(input.line_items);
    if (lines) await requireKnownSkus(tx, lines, (i) => `line_items[${input.line_items!.findIndex((l) => l.sku === lines[i]!.sku)}].sku`);
    const fields = await fieldsOf(tx, cart, input);
    if (lines) await replaceLines(tx, cart.id, lines);
    await updateCartFields(tx, cart.id, fields);
  });
  // Priced and validated once committed, outside the transaction: the tenant cache serves prices, groups, rules and
  // the address book there (inside a transaction it is bypassed, and every read would hold the cart's row lock).
  return getCart(ctx, id);
}

/** A SKU listed twice is one line with the quantities added (at most INT4_MAX in all); quantity 0 leaves it out. */
function mergeLines(items: readonly CartLine[]): CartLine[] {
  const bySku = new Map<string, CartLine>();
  items.forEach((item, i) => {
    const line = bySku.get(item.sku);
    if (!line) return void bySku.set(item.sku, { sku: item.sku, quantity: item.quantity });
    line.quantity += item.quantity;
    if (line.quantity > INT4_MAX) throw badRequest('keyword-mismatch', `The quantities of ${item.sku} add up to more than ${INT4_MAX}.`, `line_items[${i}].quantity`);
  });
  return [...bySku.values()].filter((l) => l.quantity > 0);
}

const clear = (v: string | null | undefined) => (v === undefined ? undefined : v === '' ? null : v);

async function fieldsOf(ctx: Ctx, cart: CartRow, input: CartUpdate): Promise<CartFields> {
  const shippingAddressId = clear(input.shipping_address_id);
  const billingAddressId = clear(input.billing_address_id);
  if (shippingAddressId || billingAddressId) {
    const book = new Set((await getCustomer(ctx, { lookupBy: 'id', identifier: cart.customerId })).addresses.map((a) => a.id));
    for (const [property, value] of [['shipping_address_id', shippingAddressId], ['billing_address_id', billingAddressId]] as const) {
      if (value && !(isUuid(value) && book.has(value.toLowerCase()))) {
        throw badRequest('resource-id-not-found', `${property}: the customer has no address with id ${value}; nothing was changed.`, property);
      }
    }
  }
  const fields: CartFields = {
    shippingAddressId: shippingAddressId?.toLowerCase() ?? shippingAddressId,
    billingAddressId: billingAddressId?.toLowerCase() ?? billingAddressId,
    poNumber: clear(input.po_number),
    customerReference: clear(input.customer_reference),
    couponCode: clear(input.coupon_code),
    shippingRequestedDate: input.shipping_requested_date === undefined ? undefined : input.shipping_requested_date ? new Date(`${input.shipping_requested_date}T00:00:00Z`) : null,
    customFields: input.custom_fields,
    temporaryShippingAddress: input.temporary_shipping_address === undefined ? undefined : input.temporary_shipping_address && normalizedAddress(input.temporary_shipping_address),
  };
  // Choosing an address of the book replaces a one-off address, unless the same PATCH sends one.
  if (shippingAddressId && input.temporary_shipping_address === undefined) fields.temporaryShippingAddress = null;
  return fields;
}

function normalizedAddress(a: NonNullable<CartUpdate['temporary_shipping_address']>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(a)) if (v !== undefined) out[k] = k === 'country_code' && typeof v === 'string' ? v.toUpperCase() : v;
  return out;
}
