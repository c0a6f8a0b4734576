import type { Ctx } from '../../context.ts';
import { isTransactionClient } from '../../db/transaction.ts';
import type { MoneyDecimal } from '../../domain/money.ts';
import { announceChange } from '../../cache/tenant-cache.ts';
import { ApiError } from '../../http/problem.ts';
import { writeEventToOutbox } from '../../queue/outbox.ts';
import { addToCustomerBalance } from '../core/customers/add-to-balance.ts';
import { findCustomerForPricing } from '../core/customers/find-customer-for-pricing.ts';
import { readPurchase } from './get-purchase.ts';
import { takeStatusSequence } from './order-status/repository.ts';
import { takeOrderNumber } from './order-number.ts';
import { insertPlacedOrder, placedOrderTotals } from './placed-order-row.ts';
import type { PurchaseView } from './view-schemas.ts';

// Cart completion's Purchasing half (contract §4 complete, issue #11): the carts verb re-prices and re-validates
// the cart, then calls placeOrder inside its own transaction, so the order, the customer's balance, the order
// number, the order.completed event and the cart's deletion commit together or not at all. See README.md here.

type Decimal = InstanceType<typeof MoneyDecimal>;

export type PlacedOrderLine = { sku: string; name: string | null; quantity: number; unitPrice: Decimal; lineTotal: Decimal; taxRate: Decimal | null };

/**
 * An address snapshot in the wire shape (snake_case, as Core's AddressView and the purchase's billing_address /
 * shipping_address show it). Stored as given, without `is_default_shipping` / `is_default_billing` (meaningless
 * on an order); other keys (a temporary address's) are kept.
 */
export type PlacedOrderAddress = {
  id?: string | null;
  external_id?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  company?: string | null;
  address_line1?: string | null;
  address_line2?: string | null;
  city?: string | null;
  region_code?: string | null;
  postal_code?: string | null;
  country_code?: string | null;
  phone?: string | null;
  [key: string]: unknown;
};

export type PlaceOrderInput = {
  /** The purchase id, chosen by the caller (the cart's id): a UUID. */
  id: string;
  /** The tenant's customer (UUID); its external_id and email become the order's customer_identifiers. */
  customerId: string;
  currencyCode: string;
  /** A PaymentMethod (src/domain/payment-methods.ts); `on_account` adds the total to the customer's balance. */
  paymentMethod: string;
  poNumber: string | null;
  customerReference: string | null;
  /** YYYY-MM-DD */
  shippingRequestedDate: string | null;
  billingAddress: PlacedOrderAddress | null;
  shippingAddress: PlacedOrderAddress | null;
  customFields: Record<string, unknown> | null;
  lines: PlacedOrderLine[];
  /** The chosen rate; `amount` before any shipping discount (that one is in `discounts`). */
  shipping: { title: string; amount: Decimal; shippingMethodId: string; handle: string } | null;
  discounts: { id: string; name: string; kind: string; code: string | null; amount: Decimal }[];
  /** `rate` in percent as the cart rules give it (19 = 19 %). */
  taxLines: { title: string; rate: Decimal; amount: Decimal }[];
  /** The cart's totals; they must add up (total = subtotal − discount + shipping + tax) or placeOrder throws. */
  totals: { subtotal: Decimal; discountTotal: Decimal; shippingTotal: Decimal; taxTotal: Decimal; total: Decimal };
  placedAt: Date;
};

export type PlaceOrderResult = { purchaseId: string; order: PurchaseView };

const customerNotFound = (id: string) =>
  new ApiError({ status: 422, title: 'cart-error', detail: `The cart's customer ${id} no longer exists.`, errors: [{ code: 'cart-customer-not-found', message: `No customer with id ${id}.` }] });

/**
 * Places the order: a purchase of type `order`, status `placed`, numbered (visible_id), the customer's balance
 * raised for `on_account`, the order's first event sequence taken and an `order.completed` outbox event written.
 * ctx.db must be an open transaction (withTransaction); everything happens in it.
 */
export async function placeOrder(ctx: Ctx, input: PlaceOrderInput): Promise<PlaceOrderResult> {
  if (!isTransactionClient(ctx.db)) throw new Error('placeOrder must run inside the caller\'s transaction (withTransaction)');
  const totals = placedOrderTotals(input);
  const customer =
    input.paymentMethod === 'on_account'
      ? await addToCustomerBalance(ctx, input.customerId, totals.total)
      : await findCustomerForPricing(ctx, { by: 'id', value: input.customerId });
  if (!customer) throw customerNotFound(input.customerId);
  await insertPlacedOrder(ctx, input, totals, { source: ctx.credential?.name ?? 'cart', customer });
  const { sequence } = await takeStatusSequence(ctx, input.id);
  // Numbered last: from here until commit the tenant's other completions wait on its order-number counter.
  await takeOrderNumber(ctx, input.id);
  const order = (await readPurchase(ctx, { id: input.id }))!;
  await writeEventToOutbox(ctx, 'order.completed', { order_id: input.id, identifiers: order.identifiers, sequence, order });
  // The purchases list remembers page boundaries (list-purchases.ts): a new order must show at once.
  announceChange(ctx, 'purchases');
  return { purchaseId: input.id, order };
}
