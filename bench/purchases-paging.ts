// GET /api/v1/purchases paged to the end: 1,000,000 purchases (one line each) read in pages of 500 with a
// `dates[last_updated][gte]` filter, newest first, by a real API process, as an incremental sync reads them
// (offset += 500 until a short page). Prints ms per page at offsets 0, 100,000 and 900,000 (median of the 5 pages
// from there), next to the baseline measured in the same run: the same pages asked for cold (a jump straight to
// the offset, so the hub has no remembered boundary and walks OFFSET rows). Target: a page at 900,000 costs at
// most 2 × a page at 0 (and no page of the walk over 1 s). Run: npx tsx bench/purchases-paging.ts
import { createBenchSite, dropQueueKeys, fetchToken, freshDatabase, printTable, startHub } from './lib.ts';

const TOTAL = Number(process.env.BENCH_PURCHASES ?? 1_000_000);
const LIMIT = 500;
const AT = [0, 100_000, 900_000].filter((o) => o < TOTAL);
const API_PORT = 3950;
const FILTER = 'dates[last_updated][gte]=2026-01-01T00:00:00Z';

const { url, db } = await freshDatabase('hub_bench_paging');
const site = await createBenchSite(db);
const seedStart = performance.now();
// Batches of 100,000 keep each statement's memory small. Every updated_at passes the filter; created_at repeats
// in runs of 4 so the order has ties (broken by id).
for (let from = 0; from < TOTAL; from += 100_000) {
  const to = Math.min(TOTAL, from + 100_000) - 1;
  await db.pool.query(
    `INSERT INTO purchases (site_id, environment, id, type, status, status_occurred_at, external_id, currency_code, created_at, updated_at,
       placed_at, calculated_submitted_at, calculated_subtotal, calculated_tax_total, calculated_total, content_hash)
     SELECT $1, 'live', gen_random_uuid(), 'order', 'placed', now(), 'SO-' || g, 'EUR',
            timestamptz '2025-01-01' + (g / 4) * interval '1 second', timestamptz '2026-01-01' + g * interval '1 second',
            timestamptz '2025-01-01' + (g / 4) * interval '1 second', timestamptz '2025-01-01' + (g / 4) * interval '1 second', 10, 0, 10, 'seed'
       FROM generate_series($2::int, $3::int) g`,
    [site.siteId, from, to],
  );
}
// Statistics first: the lines' foreign key checks look each purchase up, by its primary key only once the planner
// knows the table is not empty.
await db.pool.query('ANALYZE purchases');
await db.pool.query(
  `INSERT INTO purchase_line_items (site_id, environment, purchase_id, position, sku, quantity, unit_price, line_total)
   SELECT site_id, environment, id, 0, 'SKU-1', 1, 10, 10 FROM purchases`,
);
await db.pool.query('VACUUM ANALYZE purchases');
await db.pool.query('VACUUM ANALYZE purchase_line_items');
console.log(`seeded ${TOTAL.toLocaleString()} purchases in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

const env = { DATABASE_URL: url, QUEUE_PREFIX: `bench-paging-${process.pid}`, DB_POOL_SIZE: '4' };
const api = await startHub('--api', { ...env, PORT: String(API_PORT) });
const base = `http://127.0.0.1:${API_PORT}`;
const headers = { 'Site-Id': site.siteId, Authorization: `Bearer ${await fetchToken(base, site)}` };

async function page(offset: number): Promise<{ ms: number; n: number; first: string }> {
  const started = performance.now();
  const res = await fetch(`${base}/api/v1/purchases?${FILTER}&limit=${LIMIT}&offset=${offset}`, { headers });
  const list = (await res.json()) as { id: string }[];
  if (res.status !== 200) throw new Error(`page ${offset}: ${res.status}`);
  return { ms: performance.now() - started, n: list.length, first: list[0]?.id ?? '' };
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

// Baseline: cold jumps (no remembered boundary), 3 each, medians.
const cold: Record<number, number> = {};
const coldFirst: Record<number, string> = {};
for (const at of AT) {
  const runs = [];
  for (let k = 0; k < 3; k++) runs.push(await page(at + k * 7));
  cold[at] = median(runs.map((r) => r.ms));
  coldFirst[at] = (await page(at)).first;
}

// The walk, as a client reads everything.
const walk: number[] = [];
const walkFirst: Record<number, string> = {};
let seen = 0;
const walkStart = performance.now();
for (let offset = 0; ; offset += LIMIT) {
  const p = await page(offset);
  walk.push(p.ms);
  walkFirst[offset] = p.first;
  seen += p.n;
  if (p.n < LIMIT) break;
}
const walkMs = performance.now() - walkStart;
await api.stop();
await db.close();
await dropQueueKeys(env.QUEUE_PREFIX);

const warm = Object.fromEntries(AT.map((at) => [at, median(walk.slice(at / LIMIT, at / LIMIT + 5))]));
printTable(
  AT.map((at) => ({
    offset: at.toLocaleString(),
    'walk ms/page (median of 5)': warm[at]!.toFixed(1),
    'cold jump ms (OFFSET baseline)': cold[at]!.toFixed(1),
    'same first row': String(walkFirst[at] === coldFirst[at]),
  })),
);
console.log(`\nwalk: ${seen.toLocaleString()} purchases in ${walk.length} pages, ${(walkMs / 1000).toFixed(1)} s; slowest page ${Math.max(...walk).toFixed(0)} ms`);
const last = AT.at(-1)!;
const ok = seen === TOTAL && warm[last]! <= 2 * Math.max(warm[0]!, 1) && AT.every((at) => walkFirst[at] === coldFirst[at]) && Math.max(...walk) < 1_000;
console.log(ok ? 'all targets met' : 'TARGETS MISSED');
process.exit(ok ? 0 : 1);
