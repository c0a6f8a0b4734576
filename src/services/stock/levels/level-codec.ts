import type { LocationIndex } from './location-index.ts';

// The fetch cache's compact form of a SKU's answer element. As PostgreSQL renders it, each level opens with its
// location's part, the same bytes for every SKU: `{"stock_location_id":"<uuid>","stock_location_external_id":"…",
// "stock_level":` (~95 of a level's ~115 bytes). Kept, that part is three bytes instead: MARK and the location's
// index in the tenant's location list (at the version the cache files under), so a SKU with 5 levels takes ~80
// bytes instead of ~600 (the benchmark's 100,000 SKUs: ~8 MiB of slabs instead of ~58). Answers expand it again
// while they copy, at about the cost of copying the full bytes (fewer bytes read from scattered slabs, more steps).
// MARK (U+0001) never occurs raw in the JSON text around it: JSON escapes every control character inside strings.

export const MARK = 0x01;
/** Two bytes of index. */
const MAX_LOCATIONS = 0xffff;

/** A tenant's locations at one version: each one's rendered opening, and its id, by index (location order). */
export type LocationCodec = { readonly prefixes: readonly Buffer[]; readonly ids: readonly string[]; readonly byId: ReadonlyMap<string, number> };

/**
 * The codec of a location list; undefined when it has too many locations to index in two bytes. A prefix renders
 * the external id with JSON.stringify: where PostgreSQL's to_json writes it otherwise, encode finds the bytes
 * differ and keeps that SKU in full.
 */
export function locationCodec(index: LocationIndex): LocationCodec | undefined {
  if (index.byId.size > MAX_LOCATIONS) return undefined;
  const locations = [...index.byId.values()];
  const texts = locations.map(
    (l) => `{"stock_location_id":"${l.id}"${l.external_id === null ? '' : `,"stock_location_external_id":${JSON.stringify(l.external_id)}`},"stock_level":`,
  );
  // One allocation of its own for all prefixes: Buffer.from would place each in the process's shared 8 KiB pool,
  // and a cached codec would then keep alive whole pool chunks that other, short-lived Buffers filled.
  const all = Buffer.allocUnsafeSlow(texts.reduce((n, t) => n + Buffer.byteLength(t), 0));
  let at = 0;
  return {
    prefixes: texts.map((t) => {
      const length = all.write(t, at);
      return all.subarray(at, (at += length));
    }),
    ids: locations.map((l) => l.id),
    byId: new Map(locations.map((l, i) => [l.id, i])),
  };
}

/**
 * The codec of `index`: `previous` itself when it renders the same ids and prefixes in the same order (a version
 * bump that changed levels only), so SKUs kept at older versions and newer ones share one.
 */
export function sharedCodec(previous: LocationCodec | undefined, index: LocationIndex): LocationCodec | undefined {
  const codec = locationCodec(index);
  if (!previous || !codec || previous.ids.length !== codec.ids.length) return codec;
  for (let i = 0; i < codec.ids.length; i++) if (previous.ids[i] !== codec.ids[i] || !previous.prefixes[i]!.equals(codec.prefixes[i]!)) return codec;
  return previous;
}

/**
 * The heap of a location codec: its prefix bytes, and per location the prefix's Buffer view, its id and map entry
 * (measured: ~650 bytes at 1 location, ~5,700 at 20, ~52,000 at 200).
 */
export function codecBytes(codec: LocationCodec): number {
  let bytes = 600;
  for (const prefix of codec.prefixes) bytes += prefix.length + 200;
  return bytes;
}

const LEVEL = Buffer.from('{"stock_location_id":"');
const UUID_CHARS = 36;
let scratch = Buffer.allocUnsafeSlow(64 * 1024);

/**
 * `bytes[start, end)` (one SKU's element as PostgreSQL rendered it) in compact form, in a scratch buffer that the
 * next call overwrites; undefined when a level does not open with a known location's exact prefix (then the SKU
 * is kept in full).
 */
export function encode(bytes: Buffer, start: number, end: number, codec: LocationCodec): Buffer | undefined {
  if (scratch.length < end - start) scratch = Buffer.allocUnsafeSlow(end - start);
  let level = bytes.indexOf(LEVEL, start);
  if (level < 0 || level >= end || bytes.subarray(start, end).includes(MARK)) return undefined;
  let at = bytes.copy(scratch, 0, start, level);
  while (level >= 0 && level < end) {
    const i = codec.byId.get(bytes.toString('latin1', level + LEVEL.length, level + LEVEL.length + UUID_CHARS));
    if (i === undefined) return undefined;
    const prefix = codec.prefixes[i]!;
    const tail = level + prefix.length;
    if (tail > end || bytes.compare(prefix, 0, prefix.length, level, tail) !== 0) return undefined;
    scratch[at++] = MARK;
    scratch[at++] = i >> 8;
    scratch[at++] = i & 0xff;
    level = bytes.indexOf(LEVEL, tail);
    // The level's value and fields, the comma before the next level (or the element's closing `]}`).
    at += bytes.copy(scratch, at, tail, level >= 0 && level < end ? level : end);
  }
  return scratch.subarray(0, at);
}

/** Writes the full bytes of compact `bytes[start, end)` into `out` at `at`; returns where it ended. */
export function expand(bytes: Buffer, start: number, end: number, codec: LocationCodec, out: Buffer, at: number): number {
  const { prefixes } = codec;
  // Byte by byte: the literal runs are short (a SKU, a level's digits), and a call per run would cost more.
  for (let i = start; i < end; ) {
    const c = bytes[i]!;
    if (c === MARK) {
      const prefix = prefixes[(bytes[i + 1]! << 8) | bytes[i + 2]!]!;
      out.set(prefix, at);
      at += prefix.length;
      i += 3;
    } else {
      out[at++] = c;
      i++;
    }
  }
  return at;
}

/** The next MARK in `bytes[from, end)`, or `end`. */
export function nextMark(bytes: Buffer, from: number, end: number): number {
  while (from < end && bytes[from] !== MARK) from++;
  return from;
}
