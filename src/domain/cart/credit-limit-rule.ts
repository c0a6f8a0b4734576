import type { Decimal } from 'decimal.js';
import { dec, formatMoney } from '../money.ts';
import type { PaymentMethod } from '../payment-methods.ts';
import type { CartCustomer } from './types.ts';
import type { ValidationError } from './validation-error.ts';

/**
 * `credit-limit-exceeded` when paying `on_account` and balance + the order's total (what completion adds to the
 * balance) is above the credit limit; equal is allowed. No credit limit (null) means on-account orders are not
 * limited; other payment methods never touch the balance.
 */
export function creditLimitErrors(
  paymentMethod: PaymentMethod | null,
  customer: Pick<CartCustomer, 'creditLimit' | 'balance'>,
  orderTotal: Decimal,
  currencyCode: string,
): ValidationError[] {
  if (paymentMethod !== 'on_account' || customer.creditLimit === null) return [];
  const limit = dec(customer.creditLimit);
  const after = dec(customer.balance).plus(orderTotal);
  if (after.lessThanOrEqualTo(limit)) return [];
  const shown = (v: Decimal) => `${formatMoney(v, currencyCode)} ${currencyCode}`;
  return [
    {
      type: 'credit-limit-exceeded',
      message: `The balance after this order, ${shown(after)}, would exceed the credit limit of ${shown(limit)}.`,
    },
  ];
}
