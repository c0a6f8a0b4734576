// Answers of batch-fetch-stock assembled from fragments: each SKU's element `{"sku":…,"stock_levels":[L,L,…]}`
// with its levels at every location, in location order, as PostgreSQL rendered them (fetch-cache.ts keeps them).
// Each level L is `{"stock_location_id":"<uuid>",…}`. That opening cannot occur inside a JSON string (its quotes
// would be escaped there), so searching for it finds exactly the levels, whatever a SKU or external id holds.

const LEVEL = Buffer.from('{"stock_location_id":"');
const OPEN = 0x5b; // [
const COMMA = 0x2c;
const CLOSE = 0x5d; // ]
const OPEN_ARRAY = Buffer.from('[');
const SEPARATOR = Buffer.from(',');
const CLOSE_SKU = Buffer.from(']}');
const CLOSE_ARRAY = Buffer.from(']');

/** `[f1,f2,…]` of the fragments that have levels, in one buffer (no per-level work at all). */
export function joinAll(fragments: readonly Buffer[]): Buffer<ArrayBuffer> {
  let total = 2;
  let count = 0;
  for (const f of fragments) if (f.length) (total += f.length), count++;
  const out = Buffer.allocUnsafe(total + Math.max(0, count - 1));
  let at = 0;
  out[at++] = OPEN;
  for (const f of fragments) {
    if (!f.length) continue;
    if (at > 1) out[at++] = COMMA;
    out.set(f, at);
    at += f.length;
  }
  out[at++] = CLOSE;
  return out;
}

/** The needle that finds a location's level in a fragment. */
export const levelNeedle = (locationId: string) => Buffer.from(`{"stock_location_id":"${locationId}"`);

/**
 * `[…]` of the fragments cut down to the levels at the chosen locations (needles from levelNeedle); a SKU with
 * none of them is left out. The levels keep their order (location order), whatever the order of the needles.
 */
export function joinChosen(fragments: readonly Buffer[], needles: readonly Buffer[]): Buffer<ArrayBuffer> {
  const parts: Buffer[] = [OPEN_ARRAY];
  const starts: number[] = [];
  for (const f of fragments) {
    if (!f.length) continue;
    starts.length = 0;
    for (const needle of needles) {
      const at = f.indexOf(needle);
      if (at >= 0) starts.push(at);
    }
    if (!starts.length) continue;
    if (starts.length > 1) starts.sort((a, b) => a - b);
    if (parts.length > 1) parts.push(SEPARATOR);
    parts.push(f.subarray(0, f.indexOf(LEVEL)));
    starts.forEach((start, i) => {
      const next = f.indexOf(LEVEL, start + LEVEL.length);
      // A level ends before the comma that opens the next one, or before the fragment's closing `]}`.
      if (i > 0) parts.push(SEPARATOR);
      parts.push(f.subarray(start, next >= 0 ? next - 1 : f.length - 2));
    });
    parts.push(CLOSE_SKU);
  }
  parts.push(CLOSE_ARRAY);
  return Buffer.concat(parts);
}
