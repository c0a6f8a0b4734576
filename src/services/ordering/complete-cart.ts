import type { Ctx } from '../../context.ts';
import { withTransaction } from '../../db/transaction.ts';
import { completeRefusal } from '../../domain/cart/index.ts';
import { normalizePaymentMethod } from '../../domain/payment-methods.ts';
import { findCustomerForPricing } from '../core/customers/find-customer-for-pricing.ts';
import { lockCustomerForOrder } from '../core/customers/lock-customer-for-order.ts';
import { placeOrder, type PlacedOrderAddress, type PurchaseView } from '../purchasing/index.ts';
import { customerNotFound, refusalError } from './errors.ts';
import { evaluateCart } from './evaluate-cart.ts';
import { lockAndLoadCart } from './load-cart.ts';
import { deleteCartRow } from './repository.ts';
import type { CompleteRequest } from './schemas.ts';

export type CompletedCart = { purchase_id: string; order: PurchaseView };

/**
 * `POST /api/v1/carts/{id}/complete`, all in one transaction: lock the cart row (a concurrent complete waits here
 * and then finds the cart gone: 404), re-price and re-validate it with the customer as it is now (its balance for
 * the credit limit), refuse per completeRefusal, place the order (Purchasing's placeOrder: order number, balance,
 * order.completed outbox event), delete the cart. The order's id is the cart's.
 */
export async function completeCart(ctx: Ctx, id: string, input: CompleteRequest, now = new Date()): Promise<CompletedCart> {
  return withTransaction(ctx, async (tx) => {
    const cart = await lockAndLoadCart(tx, id);
    // An unknown payment method name is no method: completeRefusal answers cart-payment-method-unavailable.
    const paymentMethod = normalizePaymentMethod(input.payment_method ?? null);
    // On account, the credit limit is checked against the balance with the customer's row locked (the lock
    // placeOrder's balance update takes anyway, taken earlier): two orders at once cannot both fit one limit.
    // Lock order cart → customer → order-number counter is the same in every completion, so none can deadlock.
    const customer =
      paymentMethod === 'on_account' ? await lockCustomerForOrder(tx, cart.customerId) : await findCustomerForPricing(tx, { by: 'id', value: cart.customerId });
    if (!customer) throw customerNotFound(cart.customerId);
    const e = await evaluateCart(tx, cart, { shippingRateHandle: input.shipping_rate_handle ?? null, paymentMethod }, now, customer);
    const refusal = completeRefusal(e.calc, input.ignore_validation_errors ?? []);
    if (refusal) throw refusalError(refusal);

    const rate = e.calc.selectedShippingRate;
    const { purchaseId, order } = await placeOrder(tx, {
      id: cart.id,
      customerId: cart.customerId,
      currencyCode: e.currencyCode,
      paymentMethod: e.calc.paymentMethod!,
      poNumber: cart.poNumber,
      customerReference: cart.customerReference,
      shippingRequestedDate: cart.shippingRequestedDate?.toISOString().slice(0, 10) ?? null,
      billingAddress: e.billingAddress as PlacedOrderAddress | null,
      shippingAddress: e.shippingAddress as PlacedOrderAddress | null,
      customFields: (cart.customFields as Record<string, unknown> | null) ?? null,
      // completeRefusal never lets an unpriced line through (price-unavailable cannot be ignored).
      lines: e.calc.lines.map((l, i) => ({ sku: l.sku, name: e.lines[i]!.name, quantity: l.quantity, unitPrice: l.unitPrice!, lineTotal: l.lineTotal!, taxRate: l.taxRate })),
      shipping: rate && { title: rate.title, amount: rate.amount, shippingMethodId: rate.shippingMethodId, handle: rate.handle },
      discounts: e.calc.discounts,
      taxLines: e.calc.taxLines.map((t) => ({ title: t.title, rate: t.rate, amount: t.amount })),
      totals: e.calc.totals,
      placedAt: now,
    });
    await deleteCartRow(tx, cart.id);
    return { purchase_id: purchaseId, order };
  });
}
