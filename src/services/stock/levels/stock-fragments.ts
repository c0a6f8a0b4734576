import type { Fragment } from './fetch-cache.ts';

// Answers of batch-fetch-stock assembled from fragments: each SKU's element `{"sku":…,"stock_levels":[L,L,…]}`
// with its levels at every location, in location order, as PostgreSQL rendered them (fetch-cache.ts keeps them).
// Each level L is `{"stock_location_id":"<uuid>",…}`. That opening cannot occur inside a JSON string (its quotes
// would be escaped there), so searching for it finds exactly the levels, whatever a SKU or external id holds.

const LEVEL = Buffer.from('{"stock_location_id":"');
const OPEN = 0x5b; // [
const COMMA = 0x2c;
const CLOSE = 0x5d; // ]
const SEPARATOR = Buffer.from(',');
const CLOSE_SKU = Buffer.from(']}');

/** Where an answer is written: a buffer of at least `size` bytes (see answer-buffers.ts). */
export type AnswerBuffer = (size: number) => Buffer<ArrayBuffer>;

const fresh: AnswerBuffer = (size) => Buffer.allocUnsafe(size);

/** `[f1,f2,…]` of the fragments that have levels, copied into one buffer (no per-level work at all). */
export function joinAll(fragments: readonly Fragment[], take: AnswerBuffer = fresh): Buffer<ArrayBuffer> {
  let size = 1;
  for (const f of fragments) if (f.end > f.start) size += f.end - f.start + 1;
  const out = take(Math.max(2, size));
  let at = 0;
  out[at++] = OPEN;
  for (const f of fragments) {
    if (f.end === f.start) continue;
    if (at > 1) out[at++] = COMMA;
    at += f.bytes.copy(out, at, f.start, f.end);
  }
  out[at++] = CLOSE;
  return out.subarray(0, at);
}

/** The needle that finds a location's level in a fragment. */
export const levelNeedle = (locationId: string) => Buffer.from(`{"stock_location_id":"${locationId}"`);

/**
 * `[…]` of the fragments cut down to the levels at the chosen locations (needles from levelNeedle); a SKU with
 * none of them is left out. The levels keep their order (location order), whatever the order of the needles.
 */
export function joinChosen(fragments: readonly Fragment[], needles: readonly Buffer[], take: AnswerBuffer = fresh): Buffer<ArrayBuffer> {
  const parts: Buffer[] = [];
  const starts: number[] = [];
  for (const fragment of fragments) {
    if (fragment.end === fragment.start) continue;
    const f = fragment.bytes.subarray(fragment.start, fragment.end);
    starts.length = 0;
    for (const needle of needles) {
      const at = f.indexOf(needle);
      if (at >= 0) starts.push(at);
    }
    if (!starts.length) continue;
    if (starts.length > 1) starts.sort((a, b) => a - b);
    if (parts.length) parts.push(SEPARATOR);
    parts.push(f.subarray(0, f.indexOf(LEVEL)));
    starts.forEach((start, i) => {
      const next = f.indexOf(LEVEL, start + LEVEL.length);
      // A level ends before the comma that opens the next one, or before the fragment's closing `]}`.
      if (i > 0) parts.push(SEPARATOR);
      parts.push(f.subarray(start, next >= 0 ? next - 1 : f.length - 2));
    });
    parts.push(CLOSE_SKU);
  }
  let size = 2;
  for (const p of parts) size += p.length;
  const out = take(size);
  let at = 0;
  out[at++] = OPEN;
  for (const p of parts) at += p.copy(out, at);
  out[at++] = CLOSE;
  return out.subarray(0, at);
}
