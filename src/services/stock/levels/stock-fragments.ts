import type { Fragment } from './fetch-cache.ts';
import { expand, nextMark, type LocationCodec } from './level-codec.ts';

// Answers of batch-fetch-stock assembled from fragments: each SKU's element `{"sku":…,"stock_levels":[L,L,…]}`
// with its levels at every location, in location order, as PostgreSQL rendered them, or in the cache's compact
// form (level-codec.ts), where each level opens with MARK and its location's index instead.
// Each level L is `{"stock_location_id":"<uuid>",…}`. That opening cannot occur inside a JSON string (its quotes
// would be escaped there), so searching for it finds exactly the levels, whatever a SKU or external id holds.

const LEVEL = Buffer.from('{"stock_location_id":"');
const OPEN = 0x5b; // [
const COMMA = 0x2c;
const CLOSE = 0x5d; // ]
const SEPARATOR = Buffer.from(',');
const CLOSE_SKU = Buffer.from(']}');

/** Where an answer is written: a buffer of at least `size` bytes (see answer-buffers.ts). */
export type AnswerBuffer = (size: number) => Buffer<ArrayBuffer> | Promise<Buffer<ArrayBuffer>>;

/** The bytes of `[f1,f2,…]` over the fragments that have levels. */
export function sizeOfAll(fragments: readonly Fragment[]): number {
  let size = 1;
  for (const f of fragments) if (f.end > f.start) size += (f.size ?? f.end - f.start) + 1;
  return Math.max(2, size);
}

/** Writes `[f1,f2,…]` of the fragments that have levels into `out` (no per-level work at all). */
export function writeAll(fragments: readonly Fragment[], out: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  touch(fragments);
  let at = 0;
  out[at++] = OPEN;
  for (const f of fragments) {
    if (f.end === f.start) continue;
    if (at > 1) out[at++] = COMMA;
    at = f.codec ? expand(f.bytes, f.start, f.end, f.codec, out, at) : at + f.bytes.copy(out, at, f.start, f.end);
  }
  out[at++] = CLOSE;
  return out.subarray(0, at);
}

/** Where touch() leaves what it read, so that the compiler keeps the reads. */
let touched = 0;

/**
 * Reads the first and last byte of each fragment. The fragments lie scattered over the cache's slabs, mostly not
 * in the CPU's caches: in this short loop the CPU fetches many of them from memory at once, where the copy, with
 * hundreds of steps per fragment, would wait for each in turn.
 */
function touch(fragments: readonly Fragment[]): void {
  let sum = 0;
  for (const f of fragments) if (f.end > f.start) sum += f.bytes[f.start]! + f.bytes[f.end - 1]!;
  touched = sum;
}

/** The needle that finds a location's level in a fragment. */
const levelNeedle = (locationId: string) => Buffer.from(`{"stock_location_id":"${locationId}"`);

/**
 * The pieces of `[…]` over the fragments cut down to the levels at the chosen locations (by id), brackets aside;
 * a SKU with none of them is left out. The levels keep their order (location order), whatever the order of ids.
 */
export function chosenParts(fragments: readonly Fragment[], locationIds: readonly string[]): Buffer[] {
  const needles = locationIds.map(levelNeedle);
  const parts: Buffer[] = [];
  const starts: number[] = [];
  let codec: LocationCodec | undefined;
  let chosen: Uint8Array | undefined;
  for (const fragment of fragments) {
    if (fragment.end === fragment.start) continue;
    if (fragment.codec) {
      // The fragments of one request share their tenant's codec: which of its indexes are chosen, worked out once.
      if (fragment.codec !== codec) ({ codec, chosen } = chosenIndexes(fragment.codec, locationIds));
      compactParts(fragment, codec!, chosen!, parts);
      continue;
    }
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
  return parts;
}

function chosenIndexes(codec: LocationCodec, locationIds: readonly string[]): { codec: LocationCodec; chosen: Uint8Array } {
  const chosen = new Uint8Array(codec.ids.length);
  for (const id of locationIds) {
    const i = codec.byId.get(id);
    if (i !== undefined) chosen[i] = 1;
  }
  return { codec, chosen };
}

/** chosenParts of one compact fragment: its levels at chosen indexes, expanded, appended to `parts`. */
function compactParts(fragment: Fragment, codec: LocationCodec, chosen: Uint8Array, parts: Buffer[]): void {
  const { bytes, end } = fragment;
  let level = nextMark(bytes, fragment.start, end);
  const head = bytes.subarray(fragment.start, level);
  let first = true;
  while (level < end) {
    const i = (bytes[level + 1]! << 8) | bytes[level + 2]!;
    const next = nextMark(bytes, level + 3, end);
    if (chosen[i]) {
      if (first) {
        if (parts.length) parts.push(SEPARATOR);
        parts.push(head);
        first = false;
      } else parts.push(SEPARATOR);
      // A level's value ends before the comma that opens the next one, or before the fragment's closing `]}`.
      parts.push(codec.prefixes[i]!, bytes.subarray(level + 3, next < end ? next - 1 : end - 2));
    }
    level = next;
  }
  if (!first) parts.push(CLOSE_SKU);
}

export function sizeOfParts(parts: readonly Buffer[]): number {
  let size = 2;
  for (const p of parts) size += p.length;
  return size;
}

/** Writes `[` + parts + `]` into `out`. */
export function writeParts(parts: readonly Buffer[], out: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  let at = 0;
  out[at++] = OPEN;
  for (const p of parts) at += p.copy(out, at);
  out[at++] = CLOSE;
  return out.subarray(0, at);
}
