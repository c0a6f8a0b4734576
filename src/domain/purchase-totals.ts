import { dec, minorUnits, roundHalfUp, type DecimalLike } from './money.ts';

// A purchase's computed money (contract §5: calculated_* fields are computed, never taken from the body).
// Line totals are quantity × unit price rounded half-up to the currency's minor units, each on its own, so the
// subtotal is the sum of what the lines show; shipping, discount and tax amounts are held to the same places.
// total = subtotal − discount + shipping + tax: the discounts an order was placed with (cart completion) keep its
// total equal to the cart's; a writer that sends none (most PUTs) has discount 0.

export type TotalsInput = {
  currencyCode: string;
  lines: { quantity: number; unitPrice: DecimalLike }[];
  shippingAmount: DecimalLike | null;
  taxAmounts: DecimalLike[];
  /** Amounts of the discounts applied (order, items and shipping discounts alike); [] for none. */
  discountAmounts?: DecimalLike[];
};

export type PurchaseTotals = {
  lineTotals: string[];
  shippingAmount: string | null;
  taxAmounts: string[];
  discountAmounts: string[];
  subtotal: string;
  discountTotal: string;
  taxTotal: string;
  total: string;
};

export function computePurchaseTotals(input: TotalsInput): PurchaseTotals {
  const places = minorUnits(input.currencyCode);
  const money = (v: DecimalLike) => roundHalfUp(v, places);
  const lineTotals = input.lines.map((l) => money(dec(l.unitPrice).times(l.quantity)));
  const taxAmounts = input.taxAmounts.map(money);
  const shipping = input.shippingAmount === null ? null : money(input.shippingAmount);
  const subtotal = lineTotals.reduce((a, b) => a.plus(b), dec(0));
  const taxTotal = taxAmounts.reduce((a, b) => a.plus(b), dec(0));
  const discountAmounts = (input.discountAmounts ?? []).map(money);
  const discountTotal = discountAmounts.reduce((a, b) => a.plus(b), dec(0));
  const total = subtotal.minus(discountTotal).plus(taxTotal).plus(shipping ?? 0);
  const text = (v: DecimalLike) => dec(v).toFixed(places);
  return {
    lineTotals: lineTotals.map(text),
    shippingAmount: shipping === null ? null : text(shipping),
    taxAmounts: taxAmounts.map(text),
    discountAmounts: discountAmounts.map(text),
    subtotal: text(subtotal),
    discountTotal: text(discountTotal),
    taxTotal: text(taxTotal),
    total: text(total),
  };
}
