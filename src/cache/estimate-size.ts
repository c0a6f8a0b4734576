import { Decimal } from 'decimal.js';

// An estimate of the heap bytes a cached value keeps alive, for the caches' memory caps (lru-cache's maxSize).
// V8 exposes no per-object size, so this counts what V8's layout costs on 64-bit Node (pointer compression off):
// an object header of 3 words plus a word per property, an array's header plus its backing store of a word per
// element, a string's 16-byte header plus its characters. Values shared with other entries (interned strings,
// the same list id in many rows) count in each, so the estimate errs high; bench/cache-size.ts compares it with
// the heap V8 reports for the lookup's own entries.

const WORD = 8;
// 3 words of header plus one of the in-object slack V8 leaves on objects built by constructors and literals.
const OBJECT_HEADER = 4 * WORD;
const ARRAY_HEADER = 4 * WORD + 2 * WORD; // JSArray (map, properties, elements, length) + FixedArray (map, length)
const STRING_HEADER = 16;
const HEAP_NUMBER = 16;
const MAP_ENTRY = 3 * WORD; // an OrderedHashMap slot: key, value, chain
/**
 * A Decimal is an object with 4 own slots (its constructor, digits, exponent, sign) over an array of digit words,
 * which decimal.js fills by push: V8 then leaves a backing store of 17 slots (bench/cache-size.ts history).
 */
const DECIMAL_DIGIT_SLOTS = 17;
const MAX_DEPTH = 12;

export const stringBytes = (s: string) => STRING_HEADER + Math.ceil(s.length / WORD) * WORD;

/**
 * What the layout count misses (hidden-class transitions of frozen objects, V8's own rounding), as a small margin:
 * bench/cache-size.ts measures the lookup's entries (price breaks kept as text) at 1.14 × the heap they take.
 */
const UNCOUNTED = 1.05;

/** Estimated bytes of `value` and everything it references (each object once). */
export function estimateSize(value: unknown): number {
  return Math.ceil(sizeOf(value, new Set(), 0) * UNCOUNTED);
}

function sizeOf(value: unknown, seen: Set<object>, depth: number): number {
  switch (typeof value) {
    case 'string':
      return stringBytes(value);
    case 'number':
      return Number.isInteger(value) && Math.abs(value) < 2 ** 31 ? 0 : HEAP_NUMBER; // small integers live in the slot
    case 'bigint':
      return HEAP_NUMBER;
    case 'object':
      break;
    default:
      return 0; // booleans, undefined, functions (shared code, not per entry)
  }
  if (value === null || seen.has(value)) return 0;
  seen.add(value);
  // Deeper than any row the caches hold: counted as one object rather than walked.
  if (depth >= MAX_DEPTH) return OBJECT_HEADER;
  if (Decimal.isDecimal(value)) return OBJECT_HEADER + 4 * WORD + ARRAY_HEADER + Math.max((value as Decimal).d.length, DECIMAL_DIGIT_SLOTS) * WORD;
  if (Array.isArray(value)) {
    let bytes = ARRAY_HEADER + value.length * WORD;
    for (const v of value) bytes += sizeOf(v, seen, depth + 1);
    return bytes;
  }
  if (value instanceof Map || value instanceof Set) {
    let bytes = OBJECT_HEADER + 4 * WORD + value.size * MAP_ENTRY;
    for (const [k, v] of value.entries()) bytes += sizeOf(k, seen, depth + 1) + (value instanceof Map ? sizeOf(v, seen, depth + 1) : 0);
    return bytes;
  }
  if (value instanceof Date) return OBJECT_HEADER + HEAP_NUMBER;
  let bytes = OBJECT_HEADER;
  for (const key in value) {
    bytes += WORD + sizeOf((value as Record<string, unknown>)[key], seen, depth + 1);
  }
  return bytes;
}
