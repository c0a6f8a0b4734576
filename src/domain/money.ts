// The named export: under NodeNext the default import types as the CJS namespace, not the class.
import { Decimal } from 'decimal.js';
import { minorUnits } from './currencies.ts';
import { JsonNumber } from './json-number.ts';

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

export function dec(v: DecimalLike): Decimal {
  if (typeof v === 'string' || typeof v === 'number') return new MoneyDecimal(v);
  // decimal.js clones share one prototype, so `instanceof` cannot tell them apart; each instance
  // carries its own constructor, which is what its arithmetic uses. Decimals from elsewhere (the
  // global Decimal, Prisma's bundled copy) are re-created so our precision and rounding apply.
  return v.constructor === MoneyDecimal ? v : new MoneyDecimal(v.toString());
}

export function roundHalfUp(v: DecimalLike, places: number): Decimal {
  const d = dec(v);
  // Never hand out a negative zero: it would render as "-0.00".
  if (d.isZero()) return ZERO;
  // Already within the places (most prices): nothing to round, and Decimals are immutable, so it is the result.
  if (d.decimalPlaces() <= places) return d;
  const rounded = d.toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
  return rounded.isZero() ? ZERO : rounded;
}

const ZERO = new MoneyDecimal(0);

/** A unit price on the wire: always 4 places, e.g. "12.3400". */
export function formatUnitPrice(v: DecimalLike): string {
  return toFixedHalfUp(dec(v), PRICE_PLACES);
}

const PLAIN_DECIMAL = /^-?\d+(?:\.\d+)?$/;

/**
 * A stored decimal's text (PostgreSQL NUMERIC, e.g. "10.4000") as a JSON number literal with trailing zeros
 * dropped ("10.4", "12", "0.0001"): exact, because it never passes through a float (a Decimal(19,4) holds 19
 * digits, a double only 15 reliably).
 */
export function decimalTextAsJsonNumber(text: string): string {
  if (!PLAIN_DECIMAL.test(text)) throw new Error(`not a plain decimal: ${text}`);
  if (!text.includes('.')) return text;
  const trimmed = text.replace(/\.?0+$/, '');
  return trimmed === '-0' ? '0' : trimmed;
}

/** A total on the wire: the currency's minor units, e.g. "123.40", "1234" (JPY), "1.235" (BHD). */
export function formatMoney(v: DecimalLike, currency: string): string {
  return toFixedHalfUp(dec(v), minorUnits(currency));
}

const NEGATIVE_ZERO = /^-0(\.0*)?$/;

/** Rounded half-up and written in one step (the hot path formats every price of every lookup line). */
function toFixedHalfUp(d: Decimal, places: number): string {
  // The hot path formats prices that already have at most `places`: their plain text padded with zeros is the
  // answer, without the Decimal toFixed would build (decimal.js writes an exponent only below 1e-7 or from 1e21).
  if (d.decimalPlaces() <= places && !d.isZero()) {
    const plain = d.toString();
    if (!plain.includes('e')) {
      const dot = plain.indexOf('.');
      const have = dot === -1 ? 0 : plain.length - dot - 1;
      if (places === 0) return plain;
      return (dot === -1 ? `${plain}.` : plain) + '0'.repeat(places - have);
    }
  }
  const text = d.toFixed(places, Decimal.ROUND_HALF_UP);
  // Never hand out a negative zero ("-0.00"), as roundHalfUp does not.
  return text.charCodeAt(0) === 45 && NEGATIVE_ZERO.test(text) ? text.slice(1) : text;
}

export type PriceInputResult = { ok: true; value: Decimal } | { ok: false; reason: string };
export type DecimalInputResult = PriceInputResult;

// Plain decimal notation only: no exponent, no sign other than a leading minus (caught below
// with its own message), no bare "." forms.
const DECIMAL_STRING = /^-?\d+(\.\d+)?$/;

/** The largest value a Decimal(19,4) column holds (15 integer digits). */
export const DECIMAL_19_4_MAX = '999999999999999.9999';

export type DecimalInputRule = {
  /** Most significant decimal places (trailing zeros do not count: "1.23450" has 4). */
  places: number;
  /** Inclusive bounds; default 0 and Decimal(19,4)'s largest value. */
  min?: DecimalLike;
  max?: DecimalLike;
  /** Reject zero (an amount that must be greater than 0). */
  positive?: boolean;
  /** How messages name the value ("price must not be negative"); default "value". */
  label?: string;
};

/**
 * The one parser of decimal request values (contract §0 Values): a JSON number or a plain decimal string (no
 * exponent, surrounding whitespace ignored, e.g. CSV cells), within the rule's places and bounds. A JSON number
 * kept as its source text (JsonNumber) is judged by those digits, exactly as the same digits in a string; a JS
 * number goes through its shortest round-trip text, so 12.34 stays 12.34; "-0" is 0.
 */
export function parseDecimalInput(v: unknown, rule: DecimalInputRule): DecimalInputResult {
  const label = rule.label ?? 'value';
  const fail = (reason: string): DecimalInputResult => ({ ok: false, reason: `${label} ${reason}` });
  let parsed: Decimal;
  if (v instanceof JsonNumber) {
    // The reader checked the JSON number syntax; only an exponent past decimal.js's range can still fail here.
    parsed = new MoneyDecimal(v.text);
    if (!parsed.isFinite()) return fail(parsed.isNegative() ? 'must not be negative' : 'is too large');
  } else if (typeof v === 'number') {
    if (!Number.isFinite(v)) return fail('must be a finite number');
    parsed = new MoneyDecimal(v);
  } else if (typeof v === 'string') {
    const text = v.trim();
    if (text === '') return fail('must not be empty');
    if (/^[-+]?[\d.]+e[-+]?\d+$/i.test(text)) return fail('must be written without exponent notation');
    if (!DECIMAL_STRING.test(text)) return fail('must be a decimal number');
    parsed = new MoneyDecimal(text);
  } else {
    return fail('must be a number or a decimal string');
  }

  if (parsed.isZero()) parsed = new MoneyDecimal(0);
  const min = dec(rule.min ?? 0);
  const max = dec(rule.max ?? DECIMAL_19_4_MAX);
  if (parsed.lessThan(min)) return fail(min.isZero() ? 'must not be negative' : `must be at least ${min.toFixed()}`);
  if (rule.positive && parsed.isZero()) return fail('must be greater than 0');
  if (parsed.decimalPlaces() > rule.places) return fail(`must have at most ${rule.places} decimal places`);
  if (parsed.greaterThan(max)) return fail(max.equals(DECIMAL_19_4_MAX) ? 'is too large' : `must be at most ${max.toFixed()}`);
  return { ok: true, value: parsed };
}

/**
 * Validates a price sent by a client: not negative, at most 4 significant decimal places, within
 * Decimal(19,4). parseDecimalInput with the price rule.
 */
export function parsePriceInput(v: unknown): PriceInputResult {
  return parseDecimalInput(v, { places: PRICE_PLACES, label: 'price' });
}
