// How honest is the stock fetch cache's count of its memory (src/services/stock/levels/fetch-cache.ts)? Fills a
// StockFetchCache the way batch-fetch-stock does, in the shapes that cost the most per counted byte, and compares
// the growth of heapUsed + arrayBuffers (after a full GC) with the cap and with what the cache counts.
// No database or Redis. Run: node --expose-gc --import tsx bench/stock-cache-size.ts [mode …]
// BENCH_CACHE_MB (default 64) sets the cap; the counts below are for 64 MiB and scale with it (the unit test
// test/unit/stock/fetch-cache-memory.test.ts runs this at 8 MiB).
//   typical    600,000 SKUs like `SKU-0000001-RED-M` at 5 locations, then each one read (its `seen` set)
//   unknown    1,000,000 made-up 255-char non-Latin-1 SKUs without levels (what a client can make us keep)
//   versions   10 SKUs after each of 40,000 version bumps that change levels only (20 locations)
//   relocate   the same, but every bump renames a location (a new codec each version)
import { randomUUID } from 'node:crypto';
import { NO_LEVELS, StockFetchCache } from '../src/services/stock/levels/fetch-cache.ts';
import type { LocationIndex } from '../src/services/stock/levels/location-index.ts';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) {
  console.error('run with node --expose-gc --import tsx bench/stock-cache-size.ts');
  process.exit(1);
}
const CAP = Number(process.env.BENCH_CACHE_MB ?? 64) * 2 ** 20;
/** A count for the 64 MiB cap, scaled to this one. */
const scaled = (n: number) => Math.ceil((n * CAP) / 2 ** 26);
const used = () => (gc(), gc(), process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers);
const copy = (s: string): string => JSON.parse(JSON.stringify(s)); // a fresh string, as a parsed request body has

type Location = { id: string; name: string; external_id: string | null; created_at: string; updated_at: string };
const locationsOf = (n: number): Location[] =>
  Array.from({ length: n }, (_, i) => ({ id: randomUUID(), name: 'n', external_id: i ? `wh-${i}` : 'default', created_at: '', updated_at: '' }));
const indexOf = (locations: Location[]): LocationIndex => ({ byId: new Map(locations.map((l) => [l.id, { ...l }])), byExternalId: new Map() });
const element = (sku: string, locations: Location[], level: number) =>
  Buffer.from(
    `{"sku":${JSON.stringify(sku)},"stock_levels":[${locations
      .map((l) => `{"stock_location_id":"${l.id}","stock_location_external_id":${JSON.stringify(l.external_id)},"stock_level":${level}}`)
      .join(',')}]}`,
  );

async function fill(cache: StockFetchCache, mode: string): Promise<void> {
  if (mode === 'typical') {
    const locations = locationsOf(5);
    const view = cache.tenant('s', 'live', '1');
    await view.locations(async () => indexOf(locations));
    const sku = (i: number) => copy(`SKU-${String(i).padStart(7, '0')}-RED-M`);
    for (let i = 0; i < scaled(600_000); i++) {
      const bytes = element(sku(i), locations, i % 100);
      view.put(sku(i), { bytes, start: 0, end: bytes.length });
    }
    for (let i = 0; i < scaled(600_000); i++) {
      const view = cache.tenant('s', 'live', '1');
      const hit = view.get(sku(i));
      if (hit) hit.seen = view.pass();
    }
  } else if (mode === 'unknown') {
    for (let r = 0; r < scaled(100); r++) {
      const view = cache.tenant('s', 'live', '1');
      await view.locations(async () => indexOf(locationsOf(5)));
      for (let i = 0; i < 10_000; i++) view.put(copy(`ü${r}-${i}-`.padEnd(255, 'ж')), NO_LEVELS);
    }
  } else {
    const locations = locationsOf(20);
    for (let v = 1; v <= scaled(40_000); v++) {
      if (mode === 'relocate') locations[1]!.external_id = `wh-1-${v}`;
      const view = cache.tenant('s', 'live', String(v));
      await view.locations(async () => indexOf(locations));
      for (let k = 0; k < 10; k++) {
        const bytes = element(`SKU-${k}`, locations, 5);
        view.put(`SKU-${k}`, { bytes, start: 0, end: bytes.length });
      }
    }
  }
}

const modes = process.argv.length > 2 ? process.argv.slice(2) : ['typical', 'unknown', 'versions', 'relocate'];
for (const mode of modes) {
  let cache: StockFetchCache | undefined = new StockFetchCache(CAP);
  const before = used();
  await fill(cache, mode);
  const grown = used() - before;
  const { skus, bytes } = cache.stats;
  const mib = (n: number) => (n / 2 ** 20).toFixed(1);
  console.log(`${mode}: ${skus} SKUs kept, counted ${mib(bytes)} MiB, heap + arrayBuffers grew ${mib(grown)} MiB (cap ${mib(CAP)} MiB)`);
  cache = undefined;
}
