import type { Decimal } from 'decimal.js';
import { money, sum, unitPrice, ZERO } from './cart-money.ts';
import type { CartLineInput } from './types.ts';

export interface LineTotal {
  sku: string;
  quantity: number;
  /** 4 places; null for a line without a price. */
  unitPrice: Decimal | null;
  /** unitPrice × quantity in the currency's minor units, each line rounded on its own; null without a price. */
  lineTotal: Decimal | null;
}

export interface LineTotals {
  lines: LineTotal[];
  /** Sum of the priced lines' totals (what the lines show add up to it); an unpriced line counts nothing. */
  subtotal: Decimal;
  /** Sum of every line's quantity, for `min_items`. */
  itemCount: number;
  /** Sum of weight × quantity in whole grams, for weight bands. */
  weightGrams: number;
}

export function lineTotals(lines: readonly CartLineInput[], currencyCode: string): LineTotals {
  const out = lines.map((l): LineTotal => {
    if (l.unitPrice === null) return { sku: l.sku, quantity: l.quantity, unitPrice: null, lineTotal: null };
    const price = unitPrice(l.unitPrice);
    return { sku: l.sku, quantity: l.quantity, unitPrice: price, lineTotal: money(price.times(l.quantity), currencyCode) };
  });
  return {
    lines: out,
    subtotal: sum(out.map((l) => l.lineTotal ?? ZERO)),
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
    weightGrams: lines.reduce((g, l) => g + (l.variant?.weightGrams ?? 0) * l.quantity, 0),
  };
}
