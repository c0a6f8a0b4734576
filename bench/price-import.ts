// The bulk price import end to end (issue #17): a 1,000,000-row CSV (5 lists × 100,000 SKUs × 2 quantity breaks)
// sent to PATCH /api/v1/batch-update-pricing and merged by the hub's worker, once with API and workers in one
// process (`npm start`'s shape) and once as separate processes, each figure printed beside PostgreSQL's own floors
// measured in the same run (bench/price-floors.ts); then the same file with 1 % of its prices changed (no target:
// such a file changes nearly every (list, bucket) pair, so it probes every row), and the file again to restore it.
// Then the growth: first loads of 100k, 1M (and, on request,
// 5M) rows, rows/s each. Exits non-zero when a target is missed. Needs PostgreSQL (DATABASE_URL) and Redis.
// Run: flock /tmp/hub-bench.lock npx tsx bench/price-import.ts
import { mkdtempSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBenchSite, fetchToken, freshDatabase, printTable, sampleRss, seconds, startHub, tearDown, uploadAndFollow, type HubProcess, type UploadResult } from './lib.ts';
import { BREAKS, minimalFloor, tableFloor, writePriceCsv } from './price-floors.ts';

const LISTS = 5;
const SKUS = Number(process.env.BENCH_SKUS ?? 100_000);
const ROWS = LISTS * SKUS * BREAKS.length;
const MODES = new Set((process.env.BENCH_MODES ?? 'single,split').split(','));
// Row counts of the growth check; the main run's first single-process load is the one of ROWS.
const GROWTH = (process.env.BENCH_GROWTH ?? '100000,1000000').split(',').map(Number).filter((n) => n > 0);
const API_PORT = 3930;
const FIRST_X = 2;
const AGAIN_X = 1.2;
const RSS_MIB = 250;

const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');
console.log(`load average at start: ${load()}`);

const dir = mkdtempSync(join(tmpdir(), 'hub-bench-'));
async function csvOf(rows: number, changeEvery = 0): Promise<{ file: string; bytes: number }> {
  const file = join(dir, `prices-${rows}${changeEvery ? `-changed-${changeEvery}` : ''}.csv`);
  await writePriceCsv(file, LISTS, rows / LISTS / BREAKS.length, changeEvery);
  return { file, bytes: statSync(file).size };
}
const main = await csvOf(ROWS);
// The same file with every 100th price changed: nearly every (list, bucket) pair then holds a change, so its
// import cannot skip and probes every row (informational, no target).
const changed = await csvOf(ROWS, 100);
console.log(`${ROWS.toLocaleString()} rows, ${(main.bytes / 1024 / 1024).toFixed(1)} MiB: ${main.file}`);

const { url, db } = await freshDatabase('hub_bench');
const site = await createBenchSite(db);
for (let l = 0; l < LISTS; l++) {
  await db.prisma.priceList.create({ data: { siteId: site.siteId, environment: 'live', slug: `bench-${l}`, name: `Bench ${l}`, currencyCode: 'EUR' } });
}

// ---- the floors
const minimal = await minimalFloor(db.pool, main.file, LISTS);
console.log(`minimal floor: ${seconds(minimal.ms)} s (COPY ${seconds(minimal.copyMs)} s, sorted merge into the bare table ${seconds(minimal.ms - minimal.copyMs)} s)`);
const table = await tableFloor(db.pool, main.file, site.siteId);
console.log(`real-table floor: ${seconds(table.ms)} s (COPY ${seconds(table.copyMs)} s, merge into prices ${seconds(table.ms - table.copyMs)} s)`);

const env = { DATABASE_URL: url, QUEUE_PREFIX: `bench-import-${process.pid}`, BULK_WAIT_MS: '0', DB_POOL_SIZE: '10' };
type Row = Record<string, string>;
const rows: Row[] = [
  { run: 'minimal floor: COPY + sorted INSERT into a bare table', seconds: seconds(minimal.ms), 'x minimal': '1.00', 'request s': '-', target: '-', ok: '' },
  { run: 'real-table floor: COPY + INSERT into prices', seconds: seconds(table.ms), 'x minimal': (table.ms / minimal.ms).toFixed(2), 'request s': '-', target: '-', ok: '' },
];
let ok = true;
function check(run: string, ms: number, x: number, upload?: UploadResult) {
  const met = ms <= x * minimal.ms;
  ok &&= met;
  rows.push({ run, seconds: seconds(ms), 'x minimal': (ms / minimal.ms).toFixed(2), 'request s': upload ? seconds(upload.requestMs) : '-', target: `≤ ${x} ×`, ok: met ? 'yes' : 'MISSED' });
}
const rssRows: Row[] = [];
function checkRss(process: string, idle: number | undefined, peak: number) {
  const met = peak <= RSS_MIB;
  ok &&= met;
  rssRows.push({ process, 'idle RSS MiB': idle === undefined ? '-' : idle.toFixed(0), 'peak RSS MiB': peak.toFixed(0), target: `≤ ${RSS_MIB}`, ok: met ? 'yes' : 'MISSED' });
}
async function countPrices(): Promise<number> {
  return Number((await db.pool.query<{ n: string }>('SELECT count(*) AS n FROM prices')).rows[0]!.n);
}
async function emptyPrices() {
  await db.pool.query('TRUNCATE prices');
  await db.pool.query('CHECKPOINT');
}

/** First load and the same file again through `base`, RSS sampled for `pids`; checks the count after both. */
async function firstAndAgain(name: string, base: string, pids: Record<string, number>) {
  const headers = { 'Site-Id': site.siteId, Authorization: `Bearer ${await fetchToken(base, site)}` };
  const upload = (f: { file: string; bytes: number }) =>
    uploadAndFollow(base, { method: 'PATCH', path: '/api/v1/batch-update-pricing', contentType: 'text/csv', ...f }, headers);
  const idle = sampleRss(pids);
  await new Promise((r) => setTimeout(r, 500));
  const idlePeaks = idle.stop();
  const rss = sampleRss(pids);
  const first = await upload(main);
  console.log(`${name}: first load`, first);
  const again = await upload(main);
  console.log(`${name}: same file again`, again);
  const partly = await upload(changed);
  console.log(`${name}: same file with 1 % of prices changed`, partly);
  const restored = await upload(main);
  const peaks = rss.stop();
  check(`${name}: first load → job completed`, first.ms, FIRST_X, first);
  check(`${name}: same file again (no change)`, again.ms, AGAIN_X, again);
  rows.push({
    run: `${name}: 1 % of prices changed (no target)`,
    seconds: seconds(partly.ms),
    'x minimal': (partly.ms / minimal.ms).toFixed(2),
    'request s': seconds(partly.requestMs),
    target: '-',
    ok: '',
  });
  const applied = (u: UploadResult) => (u.result as { applied?: number } | null)?.applied;
  if (applied(partly) !== ROWS / 100 || applied(restored) !== ROWS / 100) {
    ok = false;
    console.log(`${name}: the changed file applied ${applied(partly)} rows and the original after it ${applied(restored)}, expected ${ROWS / 100} each`);
  }
  for (const p of Object.keys(pids)) checkRss(`${name}: ${p}`, idlePeaks[p]!, peaks[p]!);
  const stored = await countPrices();
  if (stored !== ROWS) {
    ok = false;
    console.log(`${name}: ${stored} prices stored, expected ${ROWS}`);
  }
  return { first, upload };
}

const growth: Row[] = [];
const processes: HubProcess[] = [];
if (MODES.has('single')) {
  await emptyPrices();
  const hub = await startHub('--all', { ...env, PORT: String(API_PORT) });
  processes.push(hub);
  const { first, upload } = await firstAndAgain('one process', `http://127.0.0.1:${API_PORT}`, { process: hub.child.pid! });
  // Growth: first loads of each size on the same process, the minimal floor of the same file beside each.
  const rss = sampleRss({ hub: hub.child.pid! });
  for (const n of GROWTH) {
    let ms = first.ms;
    let floorMs = minimal.ms;
    if (n !== ROWS) {
      const f = await csvOf(n);
      floorMs = (await minimalFloor(db.pool, f.file, LISTS)).ms;
      await emptyPrices();
      ms = (await upload(f)).ms;
    }
    growth.push({ rows: n.toLocaleString(), seconds: seconds(ms), 'rows/s': Math.round(n / (ms / 1000)).toLocaleString(), 'x minimal floor': (ms / floorMs).toFixed(2), rate: String(n / ms) });
  }
  const peak = rss.stop().hub!;
  if (GROWTH.some((n) => n !== ROWS)) checkRss('one process, growth uploads', undefined, peak);
  await hub.stop();
}
if (MODES.has('split')) {
  await emptyPrices();
  const api = await startHub('--api', { ...env, PORT: String(API_PORT) });
  const worker = await startHub('--worker', env);
  processes.push(api, worker);
  await firstAndAgain('two processes', `http://127.0.0.1:${API_PORT}`, { api: api.child.pid!, worker: worker.child.pid! });
}
await tearDown({ processes, db, dir, queuePrefix: env.QUEUE_PREFIX });

console.log('');
printTable(rows);
console.log('');
printTable(rssRows);
if (growth.length > 1) {
  // Linear: the slowest size's rows/s is within 25 % of the fastest's.
  const rates = growth.map((g) => Number(g.rate));
  const linear = Math.min(...rates) >= 0.75 * Math.max(...rates);
  ok &&= linear;
  console.log('');
  printTable(growth.map(({ rate: _rate, ...g }) => g));
  console.log(`growth: slowest rows/s = ${((100 * Math.min(...rates)) / Math.max(...rates)).toFixed(0)} % of the fastest (target ≥ 75 %) ${linear ? 'yes' : 'MISSED'}`);
}
console.log(`\nload average at end: ${load()}`);
console.log(ok ? 'all targets met' : 'TARGETS MISSED');
process.exit(ok ? 0 : 1);
