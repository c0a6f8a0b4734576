import type { Decimal } from 'decimal.js';
import type { PaymentMethod } from '../payment-methods.ts';
import { creditLimitErrors } from './credit-limit-rule.ts';
import { orderValueErrors } from './order-value-rules.ts';
import { priceUnavailableErrors } from './price-rule.ts';
import { maximumQuantityErrors, minimumQuantityErrors, packSizeErrors } from './quantity-rules.ts';
import { outOfStockErrors, type StockLevels } from './stock-rule.ts';
import type { CartCustomer, CartLineInput, CartSettings } from './types.ts';
import type { ValidationError } from './validation-error.ts';

export interface ValidateCartInput {
  lines: readonly CartLineInput[];
  /** The net subtotal (lineTotals().subtotal). */
  subtotal: Decimal;
  /** The order total the customer would owe (calculateCart's totals.total). */
  orderTotal: Decimal;
  customer: Pick<CartCustomer, 'creditLimit' | 'balance'>;
  settings: Pick<CartSettings, 'minimumOrderValue' | 'maximumOrderValue'>;
  stock: StockLevels;
  /** The payment method asked for; null when none was chosen yet (no credit check). */
  paymentMethod: PaymentMethod | null;
  currencyCode: string;
}

/** Every rule, in a fixed order (by type, lines in cart order within a type), so answers are stable. */
export function validateCart(v: ValidateCartInput): ValidationError[] {
  return [
    ...priceUnavailableErrors(v.lines),
    ...minimumQuantityErrors(v.lines),
    ...maximumQuantityErrors(v.lines),
    ...packSizeErrors(v.lines),
    ...outOfStockErrors(v.lines, v.stock),
    ...orderValueErrors(v.subtotal, v.lines.length, v.settings, v.currencyCode),
    ...creditLimitErrors(v.paymentMethod, v.customer, v.orderTotal, v.currencyCode),
  ];
}
