import { describe, expect, it } from 'vitest';
import type { Ctx } from '../../../src/context.ts';
import { fetchStockFragments } from '../../../src/services/stock/levels/repository.ts';

// COPY hands lines over in chunks of any size: a line may span many chunks (or come with empty ones), and each
// element must come out byte for byte at its SKU's index.

let seed = 7;
const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff), seed % n);
const skus = Array.from({ length: 60 }, (_, i) => `S${i}-é😀"\\\n${'x'.repeat(rnd(300))}`);

function payload(): { bytes: Buffer; expected: (string | undefined)[] } {
  const lines: string[] = [];
  const expected = skus.map((sku, i) => {
    if (rnd(3) === 0) return undefined;
    const element = JSON.stringify({ sku, stock_levels: [{ stock_location_id: 'x', stock_level: i }] });
    lines.push(`${i + 1}\x02${element}\n`);
    return element;
  });
  return { bytes: Buffer.from(lines.join('')), expected };
}

describe('fetchStockFragments', () => {
  it('cuts lines out of chunks of any size, empty ones and lines spanning many included', async () => {
    for (let round = 0; round < 300; round++) {
      const { bytes, expected } = payload();
      const chunks: Buffer[] = [];
      for (let at = 0; at < bytes.length; ) {
        const n = rnd(5) === 0 ? 0 : 1 + rnd(round % 2 ? 7 : 400);
        chunks.push(Buffer.from(bytes.subarray(at, at + n)));
        at += n;
      }
      const client = { query: () => (async function* () { yield* chunks; })(), release() {} };
      const ctx = { siteId: 's', environment: 'live', deps: { db: { pool: { connect: async () => client } } } } as unknown as Ctx;
      const out = await fetchStockFragments(ctx, skus);
      expect(out.map((f) => f && f.bytes.toString('utf8', f.start, f.end))).toEqual(expected);
    }
  });
});
