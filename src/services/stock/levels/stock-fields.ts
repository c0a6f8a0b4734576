import { JsonNumber } from '../../../domain/json-number.ts';

// One parser per stock item field, for the streamed batch-update body (numbers arrive as JsonNumber, their source
// text) and, through the same rules, for the small JSON bodies of batch-fetch and batch-delete.

export type Parsed<T> = { ok: true; value: T } | { ok: false; code: string; message: string };

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const bad = (code: string, message: string): Parsed<never> => ({ ok: false, code, message });

export const MAX_TEXT = 255;
const INT_MIN = -2_147_483_648;
const INT_MAX = 2_147_483_647;

export function parseSku(v: unknown): Parsed<string> {
  if (v === undefined || v === null) return bad('missing-param', 'sku is required');
  if (typeof v !== 'string' || v.trim() === '') return bad('keyword-mismatch', 'sku must be a non-empty string');
  if (v.length > MAX_TEXT) return bad('keyword-mismatch', `sku must be at most ${MAX_TEXT} characters`);
  // PostgreSQL text cannot hold U+0000: refused here as an item error rather than failing the COPY.
  if (v.includes('\0')) return bad('keyword-mismatch', 'sku must not contain NUL characters');
  return ok(v);
}

// A JSON number's own digits decide: 5, -5, 5.0 and 5e0 are integers; 5.5 and 1.0000000000000001 are not.
function integerOf(v: unknown): number | undefined {
  const text = v instanceof JsonNumber ? v.text : typeof v === 'number' ? String(v) : undefined;
  if (text === undefined) return undefined;
  if (/^-?\d{1,10}$/.test(text)) return Number(text);
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([-+]?\d+))?$/.exec(text);
  if (!m) return undefined;
  const fraction = (m[3] ?? '').replace(/0+$/, '');
  const exponent = Number(m[4] ?? 0);
  if (fraction.length > exponent || exponent > 10) return undefined;
  const n = Number(`${m[1]}${m[2]}${fraction}`) * 10 ** (exponent - fraction.length);
  return Number.isSafeInteger(n) ? n : undefined;
}

/** A whole number within PostgreSQL's integer (negative levels are allowed: a WMS may report oversold stock). */
export function parseLevel(v: unknown, field: string, min = INT_MIN): Parsed<number> {
  if (v === undefined || v === null) return bad('missing-param', `${field} is required`);
  const n = integerOf(v);
  if (n === undefined) return bad('keyword-mismatch', `${field} must be an integer (a JSON number without a fraction), not ${describe(v)}`);
  if (n < min || n > INT_MAX) return bad('keyword-mismatch', `${field} must be between ${min} and ${INT_MAX}`);
  return ok(n);
}

/** min_stock_level: left out or null (none), or an integer ≥ 0. */
export function parseMinLevel(v: unknown): Parsed<number | null> {
  if (v === undefined || v === null) return ok(null);
  return parseLevel(v, 'min_stock_level', 0);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** restock_date: left out or null (none), or a calendar date `YYYY-MM-DD`. */
export function parseRestockDate(v: unknown): Parsed<string | null> {
  if (v === undefined || v === null) return ok(null);
  const m = typeof v === 'string' ? DATE.exec(v) : null;
  if (m) {
    const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
    if (d.getUTCFullYear() >= 1 && d.toISOString().slice(0, 10) === v) return ok(v);
  }
  return bad('keyword-mismatch', `restock_date must be a calendar date YYYY-MM-DD or null, not ${describe(v)}`);
}

/** How a bad value is named in a message: short, and never the whole of a long string. */
function describe(v: unknown): string {
  if (v instanceof JsonNumber) return v.text.length > 40 ? `${v.text.slice(0, 40)}…` : v.text;
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);
  if (v === null) return 'null';
  return Array.isArray(v) ? 'an array' : typeof v === 'object' ? 'an object' : String(v);
}
