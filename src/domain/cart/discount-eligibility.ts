import type { Decimal } from 'decimal.js';
import { dec } from '../money.ts';
import type { CartDiscount } from './types.ts';

/** What a discount's conditions are checked against. */
export interface DiscountContext {
  /** The clock, passed in. */
  now: Date;
  /** The customer's group and its ancestors (CartCustomer.groupSlugs). */
  groupSlugs: readonly string[];
  /** The coupon code the cart carries (set by PATCH), or null. */
  couponCode: string | null;
  /** The net subtotal before discounts, for `min_spend`. */
  subtotal: Decimal;
  /** Units in the cart (sum of quantities), for `min_items`. */
  itemCount: number;
}

export type DiscountIneligibility = 'inactive' | 'not-started' | 'ended' | 'customer-group' | 'coupon' | 'min-spend' | 'min-items';

/**
 * Why a discount does not apply to this cart, or null when it does. The window is half-open: it applies from
 * `starts_at` (inclusive) until `ends_at` (exclusive). A discount with a code applies only when the cart's coupon
 * equals it without regard to case (Core keeps active codes unique that way); one without a code needs no coupon.
 */
export function discountIneligibility(d: CartDiscount, c: DiscountContext): DiscountIneligibility | null {
  if (!d.active) return 'inactive';
  const now = c.now.getTime();
  if (d.startsAt && now < d.startsAt.getTime()) return 'not-started';
  if (d.endsAt && now >= d.endsAt.getTime()) return 'ended';
  if (d.customerGroups.length > 0 && !d.customerGroups.some((g) => c.groupSlugs.includes(g))) return 'customer-group';
  if (d.code !== null && !sameCode(d.code, c.couponCode)) return 'coupon';
  if (d.minSpend !== null && c.subtotal.lessThan(dec(d.minSpend))) return 'min-spend';
  if (d.minItems !== null && c.itemCount < d.minItems) return 'min-items';
  return null;
}

const sameCode = (code: string, coupon: string | null) => coupon !== null && code.trim().toLowerCase() === coupon.trim().toLowerCase();
