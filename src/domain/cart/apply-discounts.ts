import type { Decimal } from 'decimal.js';
import { dec } from '../money.ts';
import { minDecimal, money, percentOf, ZERO } from './cart-money.ts';
import { discountIneligibility, type DiscountContext } from './discount-eligibility.ts';
import type { CartDiscount, DiscountKind } from './types.ts';

/*
 * Stacking: at most ONE discount per target (kind), and the three targets stack:
 *   1. `order_items` off the items (the subtotal),
 *   2. `order_total` off what remains of the goods (subtotal − items discount; shipping and tax excluded),
 *   3. `shipping` off the chosen shipping rate.
 * Within a kind the eligible discount with the lowest `priority` wins (Core: "lower numbers are considered
 * first"), ties going to the larger saving, then the lower id, so the answer never depends on row order. Core
 * stores a priority rather than a stacking flag, so it ranks discounts; applying every one of a kind could add
 * up past what the wholesaler meant. A discount that would save nothing (e.g. on free shipping) is passed over.
 * Percentages are of the target, fixed amounts are taken in the cart's currency; both are rounded half-up to the
 * currency's minor units and never exceed the target, so no total goes below zero.
 */

export interface AppliedDiscount {
  id: string;
  name: string;
  kind: DiscountKind;
  code: string | null;
  /** What the discount took off this cart, in the currency's minor units (> 0). */
  amount: Decimal;
}

export interface DiscountTargets {
  /** The net subtotal (sum of the line totals). */
  subtotal: Decimal;
  /** The chosen shipping rate's amount; 0 without one. */
  shipping: Decimal;
}

export interface DiscountResult {
  applied: AppliedDiscount[];
  items: Decimal;
  order: Decimal;
  shipping: Decimal;
  /** items + order + shipping. */
  total: Decimal;
}

export const KIND_ORDER: readonly DiscountKind[] = ['order_items', 'order_total', 'shipping'];

/** What `d` takes off `base`. */
export function discountAmount(d: Pick<CartDiscount, 'amountType' | 'amount'>, base: Decimal, currencyCode: string): Decimal {
  if (base.lessThanOrEqualTo(0)) return ZERO;
  const raw = d.amountType === 'percentage' ? percentOf(base, d.amount, currencyCode) : money(dec(d.amount), currencyCode);
  return minDecimal(raw, base);
}

export function applyDiscounts(
  discounts: readonly CartDiscount[],
  context: DiscountContext,
  targets: DiscountTargets,
  currencyCode: string,
): DiscountResult {
  const eligible = discounts.filter((d) => discountIneligibility(d, context) === null);
  const taken: Record<DiscountKind, Decimal> = { order_items: ZERO, order_total: ZERO, shipping: ZERO };
  const applied: AppliedDiscount[] = [];
  for (const kind of KIND_ORDER) {
    const base =
      kind === 'order_items' ? targets.subtotal : kind === 'order_total' ? targets.subtotal.minus(taken.order_items) : targets.shipping;
    const best = eligible
      .filter((d) => d.kind === kind)
      .map((d) => ({ d, amount: discountAmount(d, base, currencyCode) }))
      .filter((c) => c.amount.greaterThan(0))
      .sort((a, b) => a.d.priority - b.d.priority || b.amount.comparedTo(a.amount) || (a.d.id < b.d.id ? -1 : a.d.id > b.d.id ? 1 : 0))[0];
    if (!best) continue;
    taken[kind] = best.amount;
    applied.push({ id: best.d.id, name: best.d.name, kind, code: best.d.code, amount: best.amount });
  }
  const { order_items: items, order_total: order, shipping } = taken;
  return { applied, items, order, shipping, total: items.plus(order).plus(shipping) };
}
