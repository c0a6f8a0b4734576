// The named export: under NodeNext the default import types as the CJS namespace, not the class.
import { Decimal } from 'decimal.js';
import { minorUnits } from './currencies.ts';

export { isValidCurrencyCode, minorUnits } from './currencies.ts';

/**
 * The one Decimal constructor for money. A dedicated clone so that nobody else's global
 * `Decimal.set()` changes our precision or rounding; 40 significant digits leave room for
 * Decimal(19,4) prices times rates and quantities without any intermediate rounding.
 */
export const MoneyDecimal = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

/** Anything that converts to a Decimal exactly: a decimal.js (or Prisma) Decimal, a string, or a number. */
export type DecimalLike = Decimal | string | number;

/** Prices carry at most this many places (contract §0 Values, Decimal(19,4) columns). */
export const PRICE_PLACES = 4;

// Decimal(19,4) holds 15 integer digits.
const MAX_PRICE = new MoneyDecimal('999999999999999.9999');

export function dec(v: DecimalLike): Decimal {
  if (typeof v === 'string' || typeof v === 'number') return new MoneyDecimal(v);
  // decimal.js clones share one prototype, so `instanceof` cannot tell them apart; each instance
  // carries its own constructor, which is what its arithmetic uses. Decimals from elsewhere (the
  // global Decimal, Prisma's bundled copy) are re-created so our precision and rounding apply.
  return v.constructor === MoneyDecimal ? v : new MoneyDecimal(v.toString());
}

export function roundHalfUp(v: DecimalLike, places: number): Decimal {
  const rounded = dec(v).toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
  // Never hand out a negative zero: it would render as "-0.00".
  return rounded.isZero() ? new MoneyDecimal(0) : rounded;
}

/** A unit price on the wire: always 4 places, e.g. "12.3400". */
export function formatUnitPrice(v: DecimalLike): string {
  return roundHalfUp(v, PRICE_PLACES).toFixed(PRICE_PLACES);
}

/** A total on the wire: the currency's minor units, e.g. "123.40", "1234" (JPY), "1.235" (BHD). */
export function formatMoney(v: DecimalLike, currency: string): string {
  const places = minorUnits(currency);
  return roundHalfUp(v, places).toFixed(places);
}

export type PriceInputResult = { ok: true; value: Decimal } | { ok: false; reason: string };

// Plain decimal notation only: no exponent, no sign other than a leading minus (caught below
// with its own message), no bare "." forms.
const DECIMAL_STRING = /^-?\d+(\.\d+)?$/;

/**
 * Validates a price sent by a client: a JSON number or a decimal string, not negative, at most
 * 4 significant decimal places (trailing zeros do not count: "1.23450" is 1.2345), and within
 * Decimal(19,4). Surrounding whitespace in strings is ignored (CSV cells).
 */
export function parsePriceInput(v: unknown): PriceInputResult {
  let parsed: Decimal;
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) return { ok: false, reason: 'price must be a finite number' };
    // Number → Decimal goes through the shortest round-trip representation, so 12.34 stays 12.34.
    parsed = new MoneyDecimal(v);
  } else if (typeof v === 'string') {
    const text = v.trim();
    if (text === '') return { ok: false, reason: 'price must not be empty' };
    if (/e/i.test(text) && /^[-+]?[\d.]+e[-+]?\d+$/i.test(text)) {
      return { ok: false, reason: 'price must be written without exponent notation' };
    }
    if (!DECIMAL_STRING.test(text)) return { ok: false, reason: 'price must be a decimal number' };
    parsed = new MoneyDecimal(text);
  } else {
    return { ok: false, reason: 'price must be a number or a decimal string' };
  }

  if (parsed.isZero()) return { ok: true, value: new MoneyDecimal(0) };
  if (parsed.isNegative()) return { ok: false, reason: 'price must not be negative' };
  if (parsed.decimalPlaces() > PRICE_PLACES) {
    return { ok: false, reason: `price must have at most ${PRICE_PLACES} decimal places` };
  }
  if (parsed.greaterThan(MAX_PRICE)) return { ok: false, reason: 'price is too large' };
  return { ok: true, value: parsed };
}
