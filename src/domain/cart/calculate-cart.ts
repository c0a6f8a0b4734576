import type { Decimal } from 'decimal.js';
import type { PaymentMethod } from '../payment-methods.ts';
import { allocate } from './allocate.ts';
import { applyDiscounts, type AppliedDiscount } from './apply-discounts.ts';
import { ZERO } from './cart-money.ts';
import { lineTotals, type LineTotal } from './line-totals.ts';
import { allowedPaymentMethods } from './payment-methods.ts';
import { findShippingRate, shippingRates, type ShippingRate } from './shipping-rates.ts';
import type { StockLevels } from './stock-rule.ts';
import { lineTaxRate, taxLines, type TaxLine } from './tax.ts';
import type { CartCustomer, CartDiscount, CartLineInput, CartSettings, CartShippingMethod } from './types.ts';
import { validateCart } from './validate-cart.ts';
import type { ValidationError } from './validation-error.ts';

export interface CartInput {
  /** The cart's currency: the customer's `currency_code`, else the group settings'. */
  currencyCode: string;
  /** The clock, for discount windows. */
  now: Date;
  lines: readonly CartLineInput[];
  customer: CartCustomer;
  settings: CartSettings;
  stock: StockLevels;
  /** Every discount of the tenant (inactive ones are skipped here). */
  discounts: readonly CartDiscount[];
  couponCode: string | null;
  /** Every shipping method of the tenant. */
  shippingMethods: readonly CartShippingMethod[];
  shippingCountry: string | null;
  /** The rate chosen (calculate's optional `shipping_rate_handle`, complete's required one); null: none yet. */
  shippingRateHandle: string | null;
  paymentMethod: PaymentMethod | null;
}

export interface CartTotals {
  /** Sum of the priced lines' totals (net). */
  subtotal: Decimal;
  /** Every applied discount: items + order + shipping. */
  discountTotal: Decimal;
  /** The chosen rate's amount before its discount; 0 without a chosen rate. */
  shippingTotal: Decimal;
  taxTotal: Decimal;
  /** subtotal − discountTotal + shippingTotal + taxTotal. */
  total: Decimal;
}

export interface CartCalculation {
  currencyCode: string;
  lines: Array<LineTotal & { taxRate: Decimal }>;
  itemCount: number;
  weightGrams: number;
  shippingRates: ShippingRate[];
  selectedShippingRate: ShippingRate | null;
  /** A handle was given but no current rate has it: `cart-shipping-rate-handle-unavailable`. */
  shippingRateHandleUnavailable: boolean;
  discounts: AppliedDiscount[];
  taxLines: TaxLine[];
  totals: CartTotals;
  paymentMethods: PaymentMethod[];
  /** The payment method asked for (CartInput.paymentMethod), allowed or not. */
  paymentMethod: PaymentMethod | null;
  /** A payment method was given but is not allowed: `cart-payment-method-unavailable`. */
  paymentMethodUnavailable: boolean;
  validationErrors: ValidationError[];
}

/** The whole cart, priced lines in: the one calculation GET, calculate and complete all show. */
export function calculateCart(input: CartInput): CartCalculation {
  const { currencyCode, customer } = input;
  const lt = lineTotals(input.lines, currencyCode);
  const rates = shippingRates(input.shippingMethods, {
    country: input.shippingCountry,
    groupSlugs: customer.groupSlugs,
    weightGrams: lt.weightGrams,
    orderValue: lt.subtotal,
    currencyCode,
  });
  const selected = input.shippingRateHandle === null ? null : findShippingRate(rates, input.shippingRateHandle);
  const shippingTotal = selected?.amount ?? ZERO;

  const discounts = applyDiscounts(
    input.discounts,
    { now: input.now, groupSlugs: customer.groupSlugs, couponCode: input.couponCode, subtotal: lt.subtotal, itemCount: lt.itemCount },
    { subtotal: lt.subtotal, shipping: shippingTotal },
    currencyCode,
  );

  // Tax on what is really charged: each line less its share of the goods discounts, shipping less its discount.
  const lineRates = input.lines.map((l) => lineTaxRate(l.variant?.taxRate, input.settings.defaultTaxRate));
  const lineBases = lt.lines.map((l) => l.lineTotal ?? ZERO);
  const shares = allocate(discounts.items.plus(discounts.order), lineBases, currencyCode);
  const taxes = taxLines(
    [
      ...lineBases.map((base, i) => ({ rate: lineRates[i]!, base: base.minus(shares[i]!) })),
      { rate: input.settings.defaultTaxRate, base: shippingTotal.minus(discounts.shipping) },
    ],
    customer.taxExempt,
    currencyCode,
  );
  const taxTotal = taxes.reduce((a, t) => a.plus(t.amount), ZERO);
  const total = lt.subtotal.minus(discounts.total).plus(shippingTotal).plus(taxTotal);

  const paymentMethods = allowedPaymentMethods(customer, input.settings);
  return {
    currencyCode,
    lines: lt.lines.map((l, i) => ({ ...l, taxRate: lineRates[i]! })),
    itemCount: lt.itemCount,
    weightGrams: lt.weightGrams,
    shippingRates: rates,
    selectedShippingRate: selected,
    shippingRateHandleUnavailable: input.shippingRateHandle !== null && selected === null,
    discounts: discounts.applied,
    taxLines: taxes,
    totals: { subtotal: lt.subtotal, discountTotal: discounts.total, shippingTotal, taxTotal, total },
    paymentMethods,
    paymentMethod: input.paymentMethod,
    paymentMethodUnavailable: input.paymentMethod !== null && !paymentMethods.includes(input.paymentMethod),
    validationErrors: validateCart({
      lines: input.lines,
      subtotal: lt.subtotal,
      orderTotal: total,
      customer,
      settings: input.settings,
      stock: input.stock,
      paymentMethod: input.paymentMethod,
      currencyCode,
    }),
  };
}
