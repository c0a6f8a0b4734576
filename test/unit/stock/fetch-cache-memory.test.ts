import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { heapOfSku, NO_LEVELS, StockFetchCache } from '../../../src/services/stock/levels/fetch-cache.ts';
import { locationCodec } from '../../../src/services/stock/levels/level-codec.ts';
import type { LocationIndex } from '../../../src/services/stock/levels/location-index.ts';

// STOCK_CACHE_MAX_MB promises the memory of each API process's cache: what the cache counts must cover what it
// holds on the heap, whatever SKUs clients send and however often the stock version moves.

const ids = ['0b5e4c2a-1111-4a4a-8888-000000000001', '0b5e4c2a-1111-4a4a-8888-000000000002'];
const indexOf = (externalIds: string[]): LocationIndex => ({
  byId: new Map(ids.map((id, i) => [id, { id, name: id, external_id: externalIds[i]!, created_at: '', updated_at: '' }])),
  byExternalId: new Map(),
});
const element = (sku: string, externalIds: string[]) =>
  Buffer.from(`{"sku":${JSON.stringify(sku)},"stock_levels":[${ids.map((id, i) => `{"stock_location_id":"${id}","stock_location_external_id":${JSON.stringify(externalIds[i])},"stock_level":${i}}`).join(',')}]}`);

async function keep(cache: StockFetchCache, version: number, externalIds: string[], sku: string) {
  const view = cache.tenant('site', 'live', String(version));
  await view.locations(async () => indexOf(externalIds));
  const bytes = element(sku, externalIds);
  return view.put(sku, { bytes, start: 0, end: bytes.length });
}

describe('stock fetch cache memory', () => {
  it('counts a SKU by its length, as stored', () => {
    const short = new StockFetchCache(64 * 2 ** 20);
    const long = new StockFetchCache(64 * 2 ** 20);
    for (let i = 0; i < 5_000; i++) {
      short.tenant('site', 'live', '1').put(`S${i}`, NO_LEVELS);
      long.tenant('site', 'live', '1').put(`${i}-`.padEnd(255, 'ж'), NO_LEVELS);
    }
    // Counted as it grows, not only once a slab is full (neither one has filled a slab here).
    expect(long.stats.bytes - short.stats.bytes).toBeGreaterThanOrEqual(5_000 * (heapOfSku('x'.repeat(255)) - heapOfSku('S4999')) - 2 ** 17);
    expect(long.stats.bytes).toBeGreaterThan(5_000 * 2 * 255);
  });

  it('shares a codec across versions while the locations render the same, and not once they change', async () => {
    const cache = new StockFetchCache(64 * 2 ** 20);
    const first = await keep(cache, 1, ['default', 'north'], 'A');
    const levelsOnly = await keep(cache, 2, ['default', 'north'], 'B');
    const renamed = await keep(cache, 3, ['default', 'north 2'], 'C');
    expect(first.codec).toBeDefined();
    expect(levelsOnly.codec).toBe(first.codec);
    expect(renamed.codec).toBeDefined();
    expect(renamed.codec).not.toBe(first.codec);
    // A new codec is counted with the slab where its first SKU lands.
    const before = cache.stats.bytes;
    await keep(cache, 4, ['default', 'north 3'], 'D');
    expect(cache.stats.bytes - before).toBeGreaterThan(heapOfSku('D') + locationCodec(indexOf(['default', 'north 3']))!.prefixes.length * 200);
  });

  it('keeps heap + arrayBuffers growth within the cap (typical, made-up long SKUs, many versions)', () => {
    // A process of its own with --expose-gc, so that the heap after a full GC is what the cache holds.
    const out = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/stock-cache-size.ts'], {
      env: { ...process.env, BENCH_CACHE_MB: '8' },
      encoding: 'utf8',
    });
    const rows = [...out.matchAll(/^(\w+): .*counted ([\d.]+) MiB, heap \+ arrayBuffers grew ([\d.]+) MiB/gm)];
    expect(rows.map((r) => r[1])).toEqual(['typical', 'unknown', 'versions', 'relocate']);
    for (const [, mode, counted, grown] of rows) {
      expect(Number(counted), mode).toBeLessThanOrEqual(8);
      // 10 % for what a GC'd heap still varies by.
      expect(Number(grown), mode).toBeLessThanOrEqual(8 * 1.1);
    }
  }, 60_000);
});
