import type { Decimal } from 'decimal.js';
import { dec, type DecimalLike } from '../money.ts';
import { percentOf, sum } from './cart-money.ts';

/*
 * Tax on net prices: each line at its variant's `tax_rate`, else the group settings' `default_tax_rate` (both in
 * percent). The base is what is really charged: the line total less its share of the items and order discounts
 * (spread over the lines by `allocate`). Shipping has no variant, so the chosen rate less its shipping discount is
 * taxed at the settings' rate. One tax line per distinct rate, each rounded half-up once to the currency's minor
 * units (not line by line, so ten lines at 19 % make one rounding). A 0 % rate yields no tax line. A tax-exempt
 * customer pays no tax and gets no tax lines.
 */

export interface TaxableAmount {
  /** Percent, e.g. "19". */
  rate: DecimalLike;
  /** Net amount charged at that rate, in minor units. */
  base: Decimal;
}

export interface TaxLine {
  /** "Tax 19%". */
  title: string;
  /** Percent, as given (variant or settings), normalised: "19", "7.5". */
  rate: Decimal;
  /** The summed base this line taxes. */
  base: Decimal;
  /** In the currency's minor units. */
  amount: Decimal;
}

/** The rate a line is taxed at: the variant's, else the settings' default. */
export const lineTaxRate = (variantRate: DecimalLike | null | undefined, defaultRate: DecimalLike): Decimal =>
  dec(variantRate ?? defaultRate);

export function taxLines(amounts: readonly TaxableAmount[], taxExempt: boolean, currencyCode: string): TaxLine[] {
  if (taxExempt) return [];
  const byRate = new Map<string, { rate: Decimal; bases: Decimal[] }>();
  for (const a of amounts) {
    const rate = dec(a.rate);
    if (rate.isZero()) continue;
    const key = rate.toFixed();
    const entry = byRate.get(key) ?? byRate.set(key, { rate, bases: [] }).get(key)!;
    entry.bases.push(a.base);
  }
  return [...byRate.entries()]
    .sort(([, a], [, b]) => a.rate.comparedTo(b.rate))
    .map(([key, { rate, bases }]) => {
      const base = sum(bases);
      return { title: `Tax ${key}%`, rate: dec(key), base, amount: percentOf(base, rate, currencyCode) };
    });
}
