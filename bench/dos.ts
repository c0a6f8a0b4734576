// Issue 15's denial-of-service cases 1 and 3, before and after, with /healthz (on the other port of the same
// process) probed every 5 ms while each attack runs. Run: npx tsx --expose-gc bench/dos.ts (gc optional).
//
// 1. Rule resolution: the graph, dag-0 … dag-21 each sourcing every later list, asked for 3 SKUs priced
//    nowhere. Before: the unmemoised walk (kept in bench/dos-lib.ts) in this process, and extrapolated to 30 lists
//    (×4 per 2 lists). After: calculate-pricing and the lookup on a real API process, the graph inserted straight
//    into the database (the write bounds would refuse it now: this is the worst a tenant could have left behind).
// 2. One huge JSON item: 2.7 M pricing entries (≈ 60 MiB). Before: stream-json's whole-item reader and the row
//    check in this process (added RSS, longest event-loop block; at 250 MiB extrapolated linearly). After: sent to
//    PATCH …/pricing of the API process, alone and three 250 MiB bodies at once; the API's peak RSS.
// Targets: /healthz < 50 ms throughout, API peak RSS < 300 MiB. Exits non-zero when one is missed.
import { loadavg } from 'node:os';
import { calculatePricing } from '../src/domain/pricing/index.ts';
import { createPriceIndex } from '../src/domain/pricing/price-index.ts';
import { attackGraph, hugeItemBody, longestBlock, newReaderCost, oldReaderCost, probeHealth, unmemoisedFound } from './dos-lib.ts';
import { createBenchSite, fetchToken, freshDatabase, printTable, sampleRss, startHub } from './lib.ts';

const LISTS = 22;
const SKUS = ['NP1', 'NP2', 'NP3'];
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 2_700_000);
// 25 bytes an entry: 2.7 M make the 60-odd MiB; the big body stays just under the 256 MiB bulk limit.
const BIG_ENTRIES = Math.floor((250 * 1024 * 1024) / 25);
const PORT = 3950;
const ms = (v: number) => v.toFixed(1);
const misses: string[] = [];

// ---- before, in this process
const graph = attackGraph(LISTS);
const index = createPriceIndex(graph, []);
let t0 = performance.now();
for (const sku of SKUS) unmemoisedFound(index, 'dag-0', sku);
const unmemoisedMs = performance.now() - t0;
t0 = performance.now();
calculatePricing(SKUS, ['dag-0'], graph, []);
const memoisedMs = performance.now() - t0;

const body60 = hugeItemBody(ENTRIES);
const { result: old, blockedMs: oldBlockedMs } = await longestBlock(() => oldReaderCost(body60));

// ---- after, on a real API process
const { url, db } = await freshDatabase('hub_bench_dos');
const site = await createBenchSite(db);
const tenant = { siteId: site.siteId, environment: 'live' as const };
const ids = new Map<string, string>();
for (let i = LISTS - 1; i >= 0; i--) {
  const list = await db.prisma.priceList.create({
    data: {
      ...tenant,
      slug: `dag-${i}`,
      name: `dag-${i}`,
      currencyCode: 'EUR',
      rules: { create: graph[i]!.rules.map((r, position) => ({ sourcePriceListId: ids.get(r.sourcePriceListSlug)!, position })) },
    },
  });
  ids.set(list.slug, list.id);
}
await db.prisma.priceList.create({ data: { ...tenant, slug: 'huge', name: 'huge', currencyCode: 'EUR' } });

const api = await startHub('--api', { DATABASE_URL: url, PORT: String(PORT), QUEUE_PREFIX: `bench-dos-${process.pid}`, BULK_WAIT_MS: '0' });
const base = `http://127.0.0.1:${PORT}`;
const headers = { 'Site-Id': site.siteId, Authorization: `Bearer ${await fetchToken(base, site)}`, 'Content-Type': 'application/json' };
const healthz = `http://127.0.0.1:${PORT + 1}/healthz`;
const put = await fetch(`${base}/api/v2/customers/email/dos@bench.test`, { method: 'PUT', headers, body: JSON.stringify({ email: 'dos@bench.test', price_lists: ['dag-0'] }) });
if (put.status !== 201) throw new Error(`customer: ${put.status} ${await put.text()}`);

/** Runs `attack` `runs` times with /healthz probed alongside; the median time, the statuses, the slowest /healthz. */
async function underProbe(attack: () => Promise<Response[]>, runs = 1, judged = true) {
  const probe = probeHealth(healthz);
  await new Promise((r) => setTimeout(r, 200));
  const times: number[] = [];
  const statuses = new Set<string>();
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const answers = await attack();
    await Promise.all(answers.map((a) => a.arrayBuffer()));
    times.push(performance.now() - started);
    statuses.add(answers.map((a) => a.status).join(','));
  }
  const time = times.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
  const health = await probe.stop();
  if (judged && health.maxMs >= 50) misses.push(`/healthz took ${ms(health.maxMs)} ms`);
  return { time, status: [...statuses].join(' '), health };
}

const post = (path: string, body: unknown) => fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
// The noise floor: /healthz with nothing else running (the machine is shared; see the load average printed).
const quiet = await underProbe(() => new Promise((r) => setTimeout(() => r([]), 2000)), 1, false);
const calcOnce = async () => [await post('/api/v1/calculate-pricing', { skus: SKUS, price_list_slugs: ['dag-0'] })];
const lookupOnce = async () => [
  await post('/api/v1/pricing/lookup', { customer_id: 'dos@bench.test', customer_lookup_by: 'email', line_items: SKUS.map((sku) => ({ sku, quantity: 1 })) }),
];
// The first of each (cold caches, first compile) is measured too: the median of 5 is the steady figure.
const calc = await underProbe(calcOnce, 5);
const lookup = await underProbe(lookupOnce, 5);

const idleRss = sampleRss({ api: api.child.pid! });
await new Promise((r) => setTimeout(r, 500));
const idle = idleRss.stop().api!;
const send = (body: Buffer) => fetch(`${base}/api/v1/price-lists/huge/pricing`, { method: 'PATCH', headers, body });
async function withRss(attack: () => Promise<Response[]>) {
  const rss = sampleRss({ api: api.child.pid! });
  const result = await underProbe(attack);
  const peak = rss.stop().api!;
  if (peak >= 300) misses.push(`API peak RSS ${peak.toFixed(0)} MiB`);
  return { ...result, peak };
}
const one60 = await withRss(async () => [await send(body60)]);
const body250 = hugeItemBody(BIG_ENTRIES);
const readerAlone = await newReaderCost(body250, 3);
const three250 = await withRss(() => Promise.all([send(body250), send(body250), send(body250)]));
await api.stop();
await db.pool.end();

// ---- figures
const mib = (b: Buffer) => (b.length / 1024 / 1024).toFixed(0);
console.log(`load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}; /healthz alone (2 s, no attack): max ${ms(quiet.health.maxMs)} ms`);
console.log(`\n1. rule resolution, ${LISTS} lists each sourcing every later one, ${SKUS.length} SKUs priced nowhere`);
printTable([
  { case: 'before: unmemoised walk, this process (measured)', time_ms: ms(unmemoisedMs), healthz_max_ms: '(blocked throughout)', status: '' },
  { case: 'before: 30 lists (extrapolated, ×4 per 2 lists)', time_ms: ms(unmemoisedMs * 4 ** 4), healthz_max_ms: '(blocked throughout)', status: '' },
  { case: 'after: same graph, this process', time_ms: ms(memoisedMs), healthz_max_ms: '', status: '' },
  { case: 'after: POST /api/v1/calculate-pricing (median of 5)', time_ms: ms(calc.time), healthz_max_ms: ms(calc.health.maxMs), status: calc.status },
  { case: 'after: POST /api/v1/pricing/lookup (median of 5)', time_ms: ms(lookup.time), healthz_max_ms: ms(lookup.health.maxMs), status: lookup.status },
]);
console.log(`\n2. one JSON item of ${ENTRIES.toLocaleString()} pricing entries (${mib(body60)} MiB); API idle RSS ${idle.toFixed(0)} MiB`);
printTable([
  {
    case: `before: whole-item reader + row check, this process (measured)`,
    time_ms: ms(old.ms),
    added_rss_mib: old.addedRssMiB.toFixed(0),
    event_loop_blocked_ms: ms(oldBlockedMs),
    healthz_max_ms: '',
    status: '',
  },
  {
    case: `before: one ${mib(body250)} MiB item (extrapolated linearly)`,
    time_ms: ms((old.ms * BIG_ENTRIES) / ENTRIES),
    added_rss_mib: ((old.addedRssMiB * BIG_ENTRIES) / ENTRIES).toFixed(0),
    event_loop_blocked_ms: '',
    healthz_max_ms: '',
    status: '',
  },
  { case: `after: the reader alone, three ${mib(body250)} MiB items at once, this process`, time_ms: ms(readerAlone.ms), added_rss_mib: readerAlone.addedRssMiB.toFixed(0), event_loop_blocked_ms: '', healthz_max_ms: '', status: '' },
  { case: `after: one ${mib(body60)} MiB body to the API`, time_ms: ms(one60.time), added_rss_mib: (one60.peak - idle).toFixed(0), event_loop_blocked_ms: '', healthz_max_ms: ms(one60.health.maxMs), status: one60.status },
  { case: `after: three ${mib(body250)} MiB bodies at once`, time_ms: ms(three250.time), added_rss_mib: (three250.peak - idle).toFixed(0), event_loop_blocked_ms: '', healthz_max_ms: ms(three250.health.maxMs), status: three250.status },
]);
console.log(`API peak RSS: ${one60.peak.toFixed(0)} MiB (one body), ${three250.peak.toFixed(0)} MiB (three at once); target < 300 MiB`);
if (misses.length) {
  console.log(`\nMISSED: ${misses.join('; ')}`);
  process.exit(1);
}
process.exit(0);
