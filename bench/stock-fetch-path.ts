// The warm batch-fetch-stock's work in the API process without HTTP or PostgreSQL: a 100,000-SKU fetch cache
// (5 locations, compact) filled as requests fill it, then 256 rotating bodies of 1,000 random SKUs, each parsed
// (JSON.parse), validated as the route's validator does (the schema's safeParseAsync, the Ignored-Fields walk),
// looked up and marked as batchFetchStock does, and copied into one answer buffer (sizeOfAll, writeAll). Prints
// the process's CPU time per request (all threads: the GC's too) after a warm-up. Run the hub's heap flag with it,
// and alternate two trees to compare them: BENCH_SRC=<a checkout's src/> imports that tree's modules instead.
// Run: flock /tmp/hub-bench.lock node --heap-growing-percent=30 --import tsx bench/stock-fetch-path.ts
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';

const src = resolve(process.env.BENCH_SRC ?? new URL('../src', import.meta.url).pathname);
const { NO_LEVELS, StockFetchCache } = await import(`${src}/services/stock/levels/fetch-cache.ts`);
const { sizeOfAll, writeAll } = await import(`${src}/services/stock/levels/stock-fragments.ts`);
const { StockFetchRequest } = await import(`${src}/services/stock/levels/schemas.ts`);
const { ignoredFields } = await import(`${src}/http/validation.ts`);

const SKUS = 100_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 4_000);
const WARM_UP = Math.floor(REQUESTS / 4);
const sku = (s: number) => `SKU-${String(s).padStart(6, '0')}`;
const locations = ['default', 'wh-1', 'wh-2', 'wh-3', 'wh-4'].map((e) => ({ id: randomUUID(), external_id: e }));
const index = { byId: new Map(locations.map((l) => [l.id, l])), byExternalId: new Map(locations.map((l) => [l.external_id, l])) };

const cache = new StockFetchCache(64 * 1024 * 1024);
const filling = cache.tenant('site', 'live', '1');
await filling.locations(async () => index);
for (let s0 = 0; s0 < SKUS; s0 += 1_000) {
  // The keys as the API gets them: out of a parsed request body.
  const keys: string[] = JSON.parse(JSON.stringify(Array.from({ length: 1_000 }, (_, j) => sku(s0 + j))));
  keys.forEach((key, j) => {
    const s = s0 + j;
    const levels = locations.map((l, i) => `{"stock_location_id":"${l.id}","stock_location_external_id":"${l.external_id}","stock_level":${(s * 7 + i * 13) % 500}}`);
    const bytes = Buffer.from(`{"sku":"${key}","stock_levels":[${levels.join(',')}]}`);
    filling.put(key, { bytes, start: 0, end: bytes.length });
  });
}

const bodies = Array.from({ length: 256 }, () => JSON.stringify({ skus: Array.from({ length: 1_000 }, () => sku(Math.floor(Math.random() * SKUS))), filter: { all_stock_locations: true } }));
const out = Buffer.allocUnsafeSlow(1024 * 1024);
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
let bytes = 0;
let start = 0;
for (let r = 0; r < REQUESTS; r++) {
  if (r === WARM_UP) start = cpuMs();
  const raw: unknown = JSON.parse(bodies[r % bodies.length]!);
  const checked = await StockFetchRequest.safeParseAsync(raw);
  if (!checked.success || ignoredFields(raw, checked.data).length) throw new Error('a body did not validate');
  const view = cache.tenant('site', 'live', '1');
  // Trees before pass() (7d5be24) marked with a fresh object per request.
  const mark: unknown = typeof view.pass === 'function' ? view.pass() : {};
  const fragments = [];
  for (const key of (checked.data as { skus: string[] }).skus) {
    const hit = view.get(key);
    if (!hit) fragments.push(NO_LEVELS);
    else if (hit.seen !== mark) {
      hit.seen = mark;
      fragments.push(hit);
    }
  }
  bytes += writeAll(fragments, out.subarray(0, sizeOfAll(fragments))).length;
}
const measured = REQUESTS - WARM_UP;
console.log(`${src}: ${(((cpuMs() - start) / measured) * 1000).toFixed(0)} µs of CPU per request, ${(bytes / REQUESTS / 1024).toFixed(0)} KiB per answer, load ${loadavg()[0]!.toFixed(1)}`);
