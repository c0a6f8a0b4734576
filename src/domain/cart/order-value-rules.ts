import type { Decimal } from 'decimal.js';
import { dec, formatMoney } from '../money.ts';
import type { CartSettings } from './types.ts';
import type { ValidationError } from './validation-error.ts';

/*
 * The group's `minimum_order_value` / `maximum_order_value` (inherited settings) against the cart's **net
 * subtotal**: the sum of the line totals, before discounts, shipping and tax. Net, because prices and the limits
 * are both stored without tax: a gross comparison would let the same goods pass for a tax-exempt customer and fail
 * for a taxed one, and move with tax rates the wholesaler does not control. Before discounts, because the limits
 * are about the size of the order (the wholesaler's handling threshold, like Core's `min_spend`), and a coupon
 * should not turn a valid cart into an invalid one. An empty cart is `cart-empty`, not an order-value error.
 */
export function orderValueErrors(
  subtotal: Decimal,
  lineCount: number,
  settings: Pick<CartSettings, 'minimumOrderValue' | 'maximumOrderValue'>,
  currencyCode: string,
): ValidationError[] {
  if (lineCount === 0) return [];
  const shown = (v: Decimal | string) => `${formatMoney(v, currencyCode)} ${currencyCode}`;
  const { minimumOrderValue: min, maximumOrderValue: max } = settings;
  const errors: ValidationError[] = [];
  if (min !== null && subtotal.lessThan(dec(min))) {
    errors.push({ type: 'minimum-order-value', message: `The order value ${shown(subtotal)} is below the minimum of ${shown(min)}.` });
  }
  if (max !== null && subtotal.greaterThan(dec(max))) {
    errors.push({ type: 'maximum-order-value', message: `The order value ${shown(subtotal)} is above the maximum of ${shown(max)}.` });
  }
  return errors;
}
