import { describe, expect, it } from 'vitest';
import { encode, expand, locationCodec } from '../../../src/services/stock/levels/level-codec.ts';
import type { LocationIndex } from '../../../src/services/stock/levels/location-index.ts';
import { chosenParts, sizeOfAll, sizeOfParts, writeAll, writeParts } from '../../../src/services/stock/levels/stock-fragments.ts';

// The fetch cache keeps each SKU's element with its levels' location parts as 3-byte references: expanded, an
// answer must be byte for byte what PostgreSQL rendered, and a level the codec cannot vouch for keeps the SKU whole.

const ids = ['0b5e4c2a-1111-4a4a-8888-000000000001', '0b5e4c2a-1111-4a4a-8888-000000000002', '0b5e4c2a-1111-4a4a-8888-000000000003'];
const externalIds = ['default', 'wh "north"', null];
const index: LocationIndex = {
  byId: new Map(ids.map((id, i) => [id, { id, name: id, external_id: externalIds[i]!, created_at: '', updated_at: '' }])),
  byExternalId: new Map(),
};
const codec = locationCodec(index)!;

/** A level as PostgreSQL renders it (to_json for the external id). */
const level = (i: number, rest: string) =>
  `{"stock_location_id":"${ids[i]}"${externalIds[i] === null ? '' : `,"stock_location_external_id":${JSON.stringify(externalIds[i])}`},"stock_level":${rest}}`;
const element = (sku: string, levels: string[]) => `{"sku":${JSON.stringify(sku)},"stock_levels":[${levels.join(',')}]}`;

const A = element('A', [level(0, '5'), level(1, '-3,"restock_date":"2026-12-01"'), level(2, '0,"min_stock_level":4')]);
const B = element('B "quoted" ,[x]', [level(1, '7')]);

function kept(text: string) {
  const bytes = Buffer.from(`junk${text}junk`);
  const compact = encode(bytes, 4, 4 + Buffer.byteLength(text), codec);
  expect(compact).toBeDefined();
  const copy = Buffer.from(compact!);
  return { bytes: copy, start: 0, end: copy.length, codec, size: Buffer.byteLength(text) };
}

describe('level codec', () => {
  it('keeps a level in a few bytes and expands it to the same bytes', () => {
    for (const text of [A, B]) {
      const f = kept(text);
      expect(f.end).toBeLessThan(text.length / 2);
      const out = Buffer.alloc(f.size + 10);
      expect(out.toString('utf8', 0, expand(f.bytes, f.start, f.end, codec, out, 0))).toBe(text);
    }
    const fragments = [kept(A), kept(B)];
    expect(writeAll(fragments, Buffer.alloc(sizeOfAll(fragments))).toString()).toBe(`[${A},${B}]`);
  });

  it('keeps the SKU whole when a level names an unknown location or its opening differs from the codec', () => {
    const unknown = element('C', [level(0, '1'), `{"stock_location_id":"0b5e4c2a-1111-4a4a-8888-00000000000f","stock_level":2}`]);
    expect(encode(Buffer.from(unknown), 0, unknown.length, codec)).toBeUndefined();
    const escapedOtherwise = element('D', [level(0, '1').replace('"default"', '"def\\u0061ult"')]);
    expect(encode(Buffer.from(escapedOtherwise), 0, escapedOtherwise.length, codec)).toBeUndefined();
    expect(encode(Buffer.from(element('E', [])), 0, element('E', []).length, codec)).toBeUndefined();
  });

  it('filters compact and full fragments alike: the chosen levels in location order, SKUs without them left out', () => {
    const full = [A, B].map((t) => ({ bytes: Buffer.from(t), start: 0, end: Buffer.byteLength(t) }));
    const compact = [kept(A), kept(B)];
    for (const choice of [[ids[2]!, ids[0]!], [ids[1]!], [ids[0]!]]) {
      const expected = writeParts(chosenParts(full, choice), Buffer.alloc(sizeOfParts(chosenParts(full, choice)))).toString();
      const parts = chosenParts(compact, choice);
      expect(writeParts(parts, Buffer.alloc(sizeOfParts(parts))).toString()).toBe(expected);
      JSON.parse(expected);
    }
    const parts = chosenParts(compact, [ids[2]!, ids[0]!]);
    expect(JSON.parse(writeParts(parts, Buffer.alloc(sizeOfParts(parts))).toString())).toEqual([
      { sku: 'A', stock_levels: [JSON.parse(level(0, '5')), JSON.parse(level(2, '0,"min_stock_level":4'))] },
    ]);
  });
});
