// Stock end to end: a 500,000-item JSON body (100,000 SKUs × 5 locations) sent to POST /api/v1/batch-update-stock
// of a real API process and merged by a real worker process, against PostgreSQL's raw floor (COPY the same rows
// into a staging table + one INSERT … ON CONFLICT into stock_levels) measured in the same run; then
// POST /api/v1/batch-fetch-stock of 1,000 random SKUs across all locations from 32 wrk connections (needs `wrk`).
// Targets: upload → job completed ≤ 10 s and ≤ 2.5 × the floor; fetch p95 < 50 ms; peak RSS of the API and of the
// worker < 300 MiB each. The same fetch load then goes to a second API process with the fetch cache off
// (STOCK_CACHE_MAX_MB=0: every answer read from PostgreSQL), for the difference the cache makes in this run.
// Needs PostgreSQL (DATABASE_URL) and Redis. Run: npx tsx bench/stock-import.ts
// STOCK_BENCH_ONLY=fetch: only the fetch part (the levels written straight into the table, no upload, no floor).
// BENCH_CPU_PROF=<dir>: CPU-profiles the cached API during the measured fetch load (after the warm-up) and writes
// <dir>/api-<pid>.cpuprofile when it exits.
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import pgCopy from 'pg-copy-streams';
import { createBenchSite, fetchToken, freshDatabase, printImportTable, printTable, sampleRss, seconds, startHub, tearDown, uploadAndFollow, windowedProfilerPreload } from './lib.ts';
import { runStockWrk, stockWrkScript, type StockWrkResult } from './stock-wrk.ts';

const LOCATIONS = ['default', 'wh-1', 'wh-2', 'wh-3', 'wh-4'];
const SKUS = Number(process.env.BENCH_SKUS ?? 100_000);
const ROWS = SKUS * LOCATIONS.length;
const FETCH_SKUS = 1_000;
const CLIENTS = 32;
const FETCH_SECONDS = Number(process.env.BENCH_FETCH_SECONDS ?? 10);
const API_PORT = 3962;
const ONLY_FETCH = process.env.STOCK_BENCH_ONLY === 'fetch';
const sku = (s: number) => `SKU-${String(s).padStart(6, '0')}`;
const level = (s: number, l: number) => (s * 7 + l * 13) % 500;

// ---- the body (JSON, as a WMS sends it) and the same rows as CSV for the floor's COPY
const dir = mkdtempSync(join(tmpdir(), 'hub-bench-stock-'));
const file = join(dir, 'stock.json');
const csv = join(dir, 'stock.csv');
async function write(path: string, head: string, line: (s: number, l: number, first: boolean) => string, tail: string) {
  await pipeline(
    (function* () {
      yield head;
      let lines: string[] = [];
      for (let s = 0; s < SKUS; s++) {
        for (let l = 0; l < LOCATIONS.length; l++) lines.push(line(s, l, s === 0 && l === 0));
        if (lines.length >= 10_000) yield lines.splice(0).join('');
      }
      yield lines.join('') + tail;
    })(),
    createWriteStream(path),
  );
}
if (!ONLY_FETCH) {
  await write(file, '[\n', (s, l, first) => `${first ? '' : ','}{"sku":"${sku(s)}","stock_location_external_id":"${LOCATIONS[l]}","stock_level":${level(s, l)}}\n`, ']\n');
  await write(csv, 'sku,location,stock_level\n', (s, l) => `${sku(s)},${LOCATIONS[l]},${level(s, l)}\n`, '');
}
const bytes = ONLY_FETCH ? 0 : statSync(file).size;
if (!ONLY_FETCH) console.log(`${ROWS.toLocaleString()} items, ${(bytes / 1024 / 1024).toFixed(1)} MiB of JSON: ${file}`);

// ---- a fresh database with the site, its credential and the locations
const { url, db } = await freshDatabase('hub_bench_stock');
const site = await createBenchSite(db);
for (const externalId of LOCATIONS) {
  await db.prisma.stockLocation.create({ data: { id: randomUUID(), siteId: site.siteId, environment: 'live', externalId, name: externalId } });
}

// ---- (a) the floor: COPY of the same rows into a staging table, then one set-based merge into the real
// stock_levels table (its primary key, its location index and its foreign key are part of the work).
let floorMs = 0;
if (ONLY_FETCH) {
  // The levels the upload would store, written straight into the table.
  await db.pool.query(
    `INSERT INTO stock_levels (site_id, environment, sku, location_id, stock_level, updated_at)
     SELECT $1, 'live', 'SKU-' || lpad(s::text, 6, '0'), l.id, (s * 7 + (l.n - 1) * 13) % 500, now()
       FROM generate_series(0, $2::int - 1) s
      CROSS JOIN (SELECT id, row_number() OVER (ORDER BY position) AS n FROM stock_locations WHERE site_id = $1) l`,
    [site.siteId, SKUS],
  );
} else {
  await db.pool.query(`CREATE UNLOGGED TABLE floor_staging (sku text, location text, stock_level int)`);
  const floorStart = performance.now();
  const client = await db.pool.connect();
  await pipeline(createReadStream(csv), client.query(pgCopy.from(`COPY floor_staging FROM STDIN (FORMAT csv, HEADER true)`)));
  const floorCopyMs = performance.now() - floorStart;
  await client.query(`INSERT INTO stock_levels (site_id, environment, sku, location_id, stock_level, updated_at)
    SELECT l.site_id, l.environment, s.sku, l.id, s.stock_level, now()
      FROM floor_staging s JOIN stock_locations l ON l.external_id = s.location AND l.site_id = '${site.siteId}' AND l.environment = 'live'
    ON CONFLICT (site_id, environment, sku, location_id) DO UPDATE SET stock_level = EXCLUDED.stock_level, updated_at = now()`);
  floorMs = performance.now() - floorStart;
  client.release();
  await db.pool.query('DROP TABLE floor_staging');
  await db.pool.query('TRUNCATE stock_levels');
  await db.pool.query('CHECKPOINT');
  console.log(`floor: ${seconds(floorMs)} s (COPY ${seconds(floorCopyMs)} s, merge ${seconds(floorMs - floorCopyMs)} s)`);
}

// ---- the API and a worker as separate processes
const env = { DATABASE_URL: url, QUEUE_PREFIX: `bench-stock-${process.pid}`, BULK_WAIT_MS: '0', DB_POOL_SIZE: '10' };
const profile: Record<string, string> = process.env.BENCH_CPU_PROF ? { NODE_OPTIONS: `--import=${windowedProfilerPreload(process.env.BENCH_CPU_PROF, 'api')}` } : {};
const api = await startHub('--api', { ...env, ...profile, PORT: String(API_PORT) });
const worker = await startHub('--worker', { ...env, PORT: String(API_PORT + 2) });
// Whatever fails below, the two processes go with this one.
process.on('exit', () => [api, worker].forEach((p) => p.child.exitCode === null && p.child.kill('SIGKILL')));
const base = `http://127.0.0.1:${API_PORT}`;
const token = await fetchToken(base, site);
const headers = { 'Site-Id': site.siteId, Authorization: `Bearer ${token}` };

const upload = () => uploadAndFollow(base, { method: 'POST', path: '/api/v1/batch-update-stock', contentType: 'application/json', file, bytes }, headers);

// 256 request bodies of 1,000 random SKUs across all locations, rotated by wrk's 32 connections (closed loop).
const bodySkus = Array.from({ length: 256 }, () => Array.from({ length: FETCH_SKUS }, () => Math.floor(Math.random() * SKUS)));
const bodies = bodySkus.map((s) => JSON.stringify({ skus: s.map(sku), filter: { all_stock_locations: true } }));
const script = stockWrkScript(dir, '/api/v1/batch-fetch-stock', headers, bodies);

/** Sample-checks answers from Node before the load: 200, every asked SKU once, its 5 levels as written. */
async function verifyAnswers(target: string): Promise<void> {
  for (const k of [0, 1, 2, 255]) {
    const res = await fetch(`${target}/api/v1/batch-fetch-stock`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: bodies[k] });
    if (res.status !== 200) throw new Error(`fetch answered ${res.status}: ${await res.text()}`);
    const answer = (await res.json()) as { sku: string; stock_levels: { stock_level: number }[] }[];
    const asked = new Set(bodySkus[k]!);
    if (answer.length !== asked.size) throw new Error(`answer has ${answer.length} SKUs, ${asked.size} asked`);
    for (const s of asked) {
      const el = answer.find((e) => e.sku === sku(s));
      const got = el?.stock_levels.map((l) => l.stock_level).sort((a, b) => a - b).join(',');
      const want = LOCATIONS.map((_, l) => level(s, l)).sort((a, b) => a - b).join(',');
      if (got !== want) throw new Error(`${sku(s)}: levels ${got}, expected ${want}`);
    }
  }
}

/** 32 wrk connections for `seconds`, after a 2 s warm-up; fails on any non-2xx answer or socket error. */
async function fetchLoad(seconds: number, target = base, afterWarmUp = () => {}): Promise<StockWrkResult> {
  await runStockWrk(`${target}/api/v1/batch-fetch-stock`, script, 2, CLIENTS);
  afterWarmUp();
  const r = await runStockWrk(`${target}/api/v1/batch-fetch-stock`, script, seconds, CLIENTS);
  if (r.non2xx !== 0 || r.socketErrors !== 0) throw new Error(`wrk saw ${r.non2xx} non-2xx answers and ${r.socketErrors} socket errors`);
  return r;
}

/** User + system CPU seconds a process has used so far (/proc/<pid>/stat, clock ticks of 10 ms). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The process's memory as its /metrics has it (prom-client's default metrics), in MiB. */
async function memoryOf(target: string): Promise<Record<string, string>> {
  const text = await (await fetch(`${target}/metrics`)).text();
  const mib = (name: string, label = '') => {
    const line = text.split('\n').find((l) => l.startsWith(name + (label ? `{${label}}` : ' ')));
    return line ? (Number(line.split(' ').pop()) / 1024 / 1024).toFixed(0) : '?';
  };
  return {
    'RSS MiB': mib('process_resident_memory_bytes'),
    'V8 heap used MiB': mib('nodejs_heap_size_used_bytes'),
    'V8 heap total MiB': mib('nodejs_heap_size_total_bytes'),
    'external MiB (buffers)': mib('nodejs_external_memory_bytes'),
  };
}


const idle = sampleRss({ api: api.child.pid!, worker: worker.child.pid! });
await new Promise((r) => setTimeout(r, 500));
const idlePeaks = idle.stop();
const importRss = sampleRss({ api: api.child.pid!, worker: worker.child.pid! });
const skipped = { ms: 0, requestMs: 0, result: 'skipped (STOCK_BENCH_ONLY=fetch)' };
const first = ONLY_FETCH ? skipped : await upload();
console.log('first upload', first);
const again = ONLY_FETCH ? skipped : await upload();
console.log('same body again', again);
const importPeaks = importRss.stop();
const stored = await db.pool.query<{ n: string }>('SELECT count(*) AS n FROM stock_levels');
// Fresh statistics, as autovacuum would have them a minute after the first load.
await db.pool.query('ANALYZE stock_levels');
const fetchRss = sampleRss({ api: api.child.pid!, worker: worker.child.pid! });
await verifyAnswers(base);
const cpuBefore = cpuSeconds(api.child.pid!);
const load = await fetchLoad(FETCH_SECONDS, base, () => process.env.BENCH_CPU_PROF && api.child.kill('SIGUSR2'));
const apiCpu = cpuSeconds(api.child.pid!) - cpuBefore;
const fetchPeaks = fetchRss.stop();
const apiMemory = await memoryOf(base);
const peaks = { api: Math.max(importPeaks.api!, fetchPeaks.api!), worker: Math.max(importPeaks.worker!, fetchPeaks.worker!) };
// The same load on an API process without the fetch cache, after the measured one (so they never compete).
await api.stop();
const uncachedApi = await startHub('--api', { ...env, PORT: String(API_PORT + 4), STOCK_CACHE_MAX_MB: '0' });
process.on('exit', () => uncachedApi.child.exitCode === null && uncachedApi.child.kill('SIGKILL'));
const uncachedBase = `http://127.0.0.1:${API_PORT + 4}`;
const uncachedRss = sampleRss({ api: uncachedApi.child.pid! });
await verifyAnswers(uncachedBase);
const uncachedCpuBefore = cpuSeconds(uncachedApi.child.pid!);
const uncached = await fetchLoad(FETCH_SECONDS, uncachedBase);
const uncachedCpu = cpuSeconds(uncachedApi.child.pid!) - uncachedCpuBefore;
const uncachedPeak = uncachedRss.stop().api!;
await tearDown({ processes: [api, worker, uncachedApi], db, dir, queuePrefix: env.QUEUE_PREFIX });

if (!ONLY_FETCH) printImportTable(ROWS, floorMs, first, again, { first: '≤ 10 s, ≤ 2.5 × floor', again: '-' });
const fetchRow = (name: string, run: StockWrkResult, cpu: number, target: string) => ({
  'batch-fetch-stock (wrk)': name,
  'req/s': Math.round(run.requests / run.seconds),
  'p50 ms': run.p50.toFixed(1),
  'p95 ms': run.p95.toFixed(1),
  'p99 ms': run.p99.toFixed(1),
  'KiB/answer': (run.bytes / run.requests / 1024).toFixed(0),
  'API CPU ms/req': ((cpu * 1000) / run.requests).toFixed(2),
  non2xx: run.non2xx,
  target,
});
const p95 = load.p95;
console.log(`\n${FETCH_SKUS} random SKUs of ${SKUS.toLocaleString()} × all ${LOCATIONS.length} locations, ${CLIENTS} wrk connections (-t2), ${FETCH_SECONDS} s each after a 2 s warm-up, 256 rotating bodies:`);
printTable([
  fetchRow(`with the fetch cache (STOCK_CACHE_MAX_MB=${process.env.STOCK_CACHE_MAX_MB ?? '64, the default'})`, load, apiCpu, 'p95 < 50 ms'),
  fetchRow('cache off (STOCK_CACHE_MAX_MB=0), same run', uncached, uncachedCpu, '-'),
]);
console.log('');
printTable([
  { process: 'api', 'idle RSS MiB': idlePeaks.api!.toFixed(0), 'import peak MiB': importPeaks.api!.toFixed(0), 'fetch peak MiB': fetchPeaks.api!.toFixed(0), target: '< 300' },
  { process: 'api, cache off (comparison)', 'idle RSS MiB': '-', 'import peak MiB': '-', 'fetch peak MiB': uncachedPeak.toFixed(0), target: '-' },
  { process: 'worker', 'idle RSS MiB': idlePeaks.worker!.toFixed(0), 'import peak MiB': importPeaks.worker!.toFixed(0), 'fetch peak MiB': fetchPeaks.worker!.toFixed(0), target: '< 300' },
]);
console.log('\nAPI memory right after the fetch load (its /metrics):');
printTable([apiMemory]);
console.log(`\nload average (1 min) at the end: ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`);
console.log(`stock levels stored: ${Number(stored.rows[0]!.n).toLocaleString()} (expected ${ROWS.toLocaleString()})`);
const importOk = ONLY_FETCH || (first.ms <= 10_000 && first.ms <= 2.5 * floorMs);
const ok = importOk && p95 < 50 && peaks.api! < 300 && peaks.worker! < 300 && Number(stored.rows[0]!.n) === ROWS;
console.log(ok ? 'all targets met' : 'TARGETS MISSED');
process.exit(ok ? 0 : 1);
