import { JsonNumber } from '../../../domain/json-number.ts';
import { dec, parsePriceInput } from '../../../domain/money.ts';

// One parser per price row field, shared by the JSON and CSV readers so both formats accept and refuse the same
// values with the same messages. JSON gives numbers (as JsonNumber, their source text) or strings; CSV cells are
// always strings ('' = not given).

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const bad = (message: string): Parsed<never> => ({ ok: false, message });
const absent = (v: unknown) => v === undefined || v === null || v === '';

const MAX_QUANTITY = 2_147_483_647;
const MAX_TEXT = 255;

// PostgreSQL text cannot hold U+0000: refused here as a row error rather than failing the COPY.
const NUL = '\0';

export function parseSku(v: unknown): Parsed<string> {
  if (typeof v !== 'string' || v.trim() === '') return bad('sku is required');
  if (v.length > MAX_TEXT) return bad(`sku must be at most ${MAX_TEXT} characters`);
  if (v.includes(NUL)) return bad('sku must not contain NUL characters');
  return ok(v);
}

// Slugs have at most 30 characters; a longer one names no list, and is not echoed into up to 1,000 messages.
const MAX_SLUG = 30;

export function parseSlug(v: unknown): Parsed<string> {
  if (typeof v !== 'string' || v.trim() === '') return bad('price_list_slug is required');
  if (v.trim().length > MAX_SLUG) return bad(`price_list_slug must be at most ${MAX_SLUG} characters`);
  return ok(v.trim());
}

// A JSON number's own digits decide: 1.0 and 1e2 are integers, 1.0000000000000001 (which a float reads as 1) is not.
function integerOf(v: JsonNumber): number {
  if (/^\d{1,10}$/.test(v.text)) return Number(v.text);
  const d = dec(v.text);
  return d.isInteger() && d.isPositive() && d.lessThanOrEqualTo(MAX_QUANTITY) ? d.toNumber() : NaN;
}

/** The quantity break: an integer of at least 1 (a JSON integer, or digits in a string or CSV cell). */
export function parseQuantity(v: unknown): Parsed<number> {
  const n =
    v instanceof JsonNumber ? integerOf(v) : typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_QUANTITY) return bad('quantity must be an integer of at least 1');
  return ok(n);
}

// The common spelling of a price ("12", "12.5", "0.1234"): already what parsePriceInput would accept and
// PostgreSQL reads, so a million-row upload skips a Decimal per row.
const PLAIN_PRICE = /^\d{1,15}(\.\d{1,4})?$/;

/** A price: not negative, at most 4 decimal places; written to COPY as plain decimal text. */
export function parsePrice(v: unknown): Parsed<string> {
  if (typeof v === 'string' && PLAIN_PRICE.test(v)) return ok(v);
  if (v instanceof JsonNumber && PLAIN_PRICE.test(v.text)) return ok(v.text);
  const r = parsePriceInput(v);
  return r.ok ? ok(r.value.toFixed()) : bad(r.reason);
}

export function parseUnit(v: unknown): Parsed<string | null> {
  if (absent(v)) return ok(null);
  if (typeof v !== 'string') return bad('unit_of_measure must be a string');
  if (v.length > 64) return bad('unit_of_measure must be at most 64 characters');
  if (v.includes(NUL)) return bad('unit_of_measure must not contain NUL characters');
  return ok(v);
}

export function parseTaxType(v: unknown): Parsed<'net' | 'gross' | null> {
  if (absent(v)) return ok(null);
  if (v === 'net' || v === 'gross') return ok(v);
  return bad('tax_type must be net or gross');
}

/** A display tax rate in percent, 0 to 100, at most 4 decimal places. */
export function parseTaxRate(v: unknown): Parsed<string | null> {
  if (absent(v)) return ok(null);
  const r = parsePriceInput(v);
  if (!r.ok) return bad(r.reason.replace(/^price/, 'display_tax_rate'));
  if (r.value.greaterThan(100)) return bad('display_tax_rate must be at most 100');
  return ok(r.value.toFixed());
}
