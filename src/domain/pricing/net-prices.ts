import type { Decimal } from 'decimal.js';
import { dec, PRICE_PLACES, roundHalfUp } from '../money.ts';
import type { DecimalLike } from '../money.ts';
import type { NetConversion } from './explain.ts';
import type { IndexedBreak } from './price-index.ts';
import type { PriceBreak } from './types.ts';

// The lookup answers net prices (contract §3). A break stored as gross (or derived from a gross
// source, whose tax_type it keeps) is turned into net per line, not when the breaks are indexed:
// its rate may come from the requested variant or the customer's group settings, and the indexed
// breaks are shared between requests, customers and variants.

/** Where a line's tax rate came from, for explain. */
export type TaxRateSource = 'display_tax_rate' | 'variant tax_rate' | 'settings default_tax_rate' | 'none';

export interface TaxRate {
  /** Percent; 0 when no rate is known anywhere. */
  rate: Decimal;
  source: TaxRateSource;
}

const ZERO = dec(0);

/**
 * The rate of a break on a line: its own `display_tax_rate`, else the requested variant's `tax_rate` (also
 * for a parent-SKU row), else the settings' `default_tax_rate`, else 0. The same chain for the gross display
 * and for turning a gross break into net.
 */
export function taxRateOf(b: IndexedBreak, variantRate: DecimalLike | null | undefined, defaultRate: Decimal | null): Decimal {
  return b.displayTaxRate ?? (variantRate == null ? null : dec(variantRate)) ?? defaultRate ?? ZERO;
}

/** taxRateOf with where the rate came from, for explain. */
export function taxRateWithSource(
  b: IndexedBreak,
  variantRate: DecimalLike | null | undefined,
  defaultRate: Decimal | null,
): TaxRate {
  if (b.displayTaxRate != null) return { rate: b.displayTaxRate, source: 'display_tax_rate' };
  if (variantRate != null) return { rate: dec(variantRate), source: 'variant tax_rate' };
  if (defaultRate != null) return { rate: defaultRate, source: 'settings default_tax_rate' };
  return { rate: ZERO, source: 'none' };
}

/** gross / (1 + rate / 100), rounded half-up to 4 places; with a zero rate the gross itself. */
export function netOfGross(gross: Decimal, rate: Decimal): Decimal {
  return rate.isZero() ? gross : roundHalfUp(gross.times(100).dividedBy(rate.plus(100)), PRICE_PLACES);
}

/** net × (1 + rate / 100), rounded half-up to 4 places. */
export function grossOfNet(net: Decimal, rate: Decimal): Decimal {
  return rate.isZero() ? net : roundHalfUp(net.times(rate.plus(100)).dividedBy(100), PRICE_PLACES);
}

export interface GrossBreakUnit {
  /** Net, after the discount: the line's unit price. */
  unitPrice: Decimal;
  /** The discounted gross the net was taken from: the line's gross display, exactly. */
  grossUnit: Decimal;
  conversion: NetConversion;
}

/**
 * The unit price of a line on a gross break. The discount comes off the gross first (half-up, 4
 * places) and the net is taken from that, so the gross shown is exactly the discounted gross: a
 * net → gross round trip could drift by 0.0001.
 */
export function grossBreakUnit(applied: IndexedBreak, discountFactor: Decimal | null, rate: TaxRate): GrossBreakUnit {
  const net = netOfGross(applied.price, rate.rate);
  if (!discountFactor) return { unitPrice: net, grossUnit: applied.price, conversion: { rate, net } };
  const grossUnit = roundHalfUp(applied.price.times(discountFactor), PRICE_PLACES);
  const unitPrice = netOfGross(grossUnit, rate.rate);
  return { unitPrice, grossUnit, conversion: { rate, net, discounted: { gross: grossUnit, net: unitPrice } } };
}

/**
 * The breaks as the lookup shows them: net, before the discount. Net breaks keep their own
 * (shared, already formatted once) Decimals; only gross ones cost a division.
 */
export function netBreaks(
  breaks: readonly IndexedBreak[],
  variantRate: DecimalLike | null | undefined,
  defaultRate: Decimal | null,
): PriceBreak[] {
  return breaks.map((b) =>
    b.taxType === 'gross'
      ? { quantity: b.quantity, price: netOfGross(b.price, taxRateOf(b, variantRate, defaultRate)) }
      : { quantity: b.quantity, price: b.price },
  );
}
