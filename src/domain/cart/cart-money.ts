import type { Decimal } from 'decimal.js';
import { dec, minorUnits, PRICE_PLACES, roundHalfUp, type DecimalLike } from '../money.ts';

// Every cart amount passes through these: unit prices at 4 places, money at the currency's minor units, both
// half-up through money.ts's one rounding helper.

export const ZERO: Decimal = dec(0);

/** A unit price: 4 places, half-up. */
export const unitPrice = (v: DecimalLike): Decimal => roundHalfUp(v, PRICE_PLACES);

/** An amount in the currency's minor units, half-up. */
export const money = (v: DecimalLike, currencyCode: string): Decimal => roundHalfUp(v, minorUnits(currencyCode));

/** `percent` % of `base`, in the currency's minor units. */
export const percentOf = (base: DecimalLike, percent: DecimalLike, currencyCode: string): Decimal =>
  money(dec(base).times(dec(percent)).dividedBy(100), currencyCode);

export const sum = (values: readonly DecimalLike[]): Decimal => values.reduce<Decimal>((a, b) => a.plus(dec(b)), ZERO);

export const minDecimal = (a: Decimal, b: Decimal): Decimal => (a.lessThan(b) ? a : b);
