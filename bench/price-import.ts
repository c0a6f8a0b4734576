// The bulk price import end to end: a 1,000,000-row CSV (5 lists × 100,000 SKUs × 2 quantity breaks) sent to
// PATCH /api/v1/batch-update-pricing of a real API process, applied by a real worker process, against
// PostgreSQL's raw floor (COPY the same file into a staging table + one INSERT … ON CONFLICT) measured in the same
// run. Targets: first upload ≤ 20 s and ≤ 2.5 × the floor, the same file again faster than the first, peak RSS of
// each process < 300 MiB. Needs PostgreSQL (DATABASE_URL) and Redis. Run: npx tsx bench/price-import.ts
import { createReadStream, createWriteStream, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import pgCopy from 'pg-copy-streams';
import { createBenchSite, fetchToken, freshDatabase, printImportTable, printTable, sampleRss, seconds, startHub, tearDown, uploadAndFollow } from './lib.ts';

const LISTS = 5;
const SKUS = Number(process.env.BENCH_SKUS ?? 100_000);
const BREAKS = [1, 10];
const ROWS = LISTS * SKUS * BREAKS.length;
const API_PORT = 3930;

// ---- the file
const dir = mkdtempSync(join(tmpdir(), 'hub-bench-'));
const file = join(dir, 'prices.csv');
await pipeline(
  (function* () {
    yield 'price_list_slug,sku,quantity,price\n';
    for (let l = 0; l < LISTS; l++) {
      const lines: string[] = [];
      for (let s = 0; s < SKUS; s++) {
        for (const q of BREAKS) lines.push(`bench-${l},SKU-${String(s).padStart(6, '0')},${q},${(10 + ((s * 7 + l) % 9973) / 100 - q / 20).toFixed(2)}\n`);
        if (lines.length >= 10_000) yield lines.splice(0).join('');
      }
      yield lines.join('');
    }
  })(),
  createWriteStream(file),
);
const bytes = statSync(file).size;
console.log(`${ROWS.toLocaleString()} rows, ${(bytes / 1024 / 1024).toFixed(1)} MiB: ${file}`);

// ---- a fresh database with the site, its credential and the lists
const { url, db } = await freshDatabase('hub_bench');
const site = await createBenchSite(db);
for (let l = 0; l < LISTS; l++) {
  await db.prisma.priceList.create({ data: { siteId: site.siteId, environment: 'live', slug: `bench-${l}`, name: `Bench ${l}`, currencyCode: 'EUR' } });
}

// ---- (a) the floor: psql-style COPY of the same file into a staging table, then one set-based merge into the
// real prices table (its indexes and its foreign key to price_lists are part of the work), emptied afterwards.
await db.pool.query(`CREATE UNLOGGED TABLE floor_staging (price_list_slug text, sku text, quantity int, price numeric(19,4))`);
const floorStart = performance.now();
const client = await db.pool.connect();
await pipeline(createReadStream(file), client.query(pgCopy.from(`COPY floor_staging FROM STDIN (FORMAT csv, HEADER true)`)));
const floorCopyMs = performance.now() - floorStart;
await client.query(`INSERT INTO prices (price_list_id, sku, quantity, site_id, environment, price, updated_at)
  SELECT l.id, s.sku, s.quantity, l.site_id, l.environment, s.price, now()
    FROM floor_staging s JOIN price_lists l ON l.slug = s.price_list_slug AND l.site_id = '${site.siteId}' AND l.environment = 'live'
  ON CONFLICT (price_list_id, sku, quantity) DO UPDATE SET price = EXCLUDED.price, updated_at = now()`);
const floorMs = performance.now() - floorStart;
client.release();
await db.pool.query('DROP TABLE floor_staging');
await db.pool.query('TRUNCATE prices');
await db.pool.query('CHECKPOINT');
console.log(`floor: ${seconds(floorMs)} s (COPY ${seconds(floorCopyMs)} s, merge ${seconds(floorMs - floorCopyMs)} s)`);

// ---- (b), (c): the API and a worker as separate processes
const env = { DATABASE_URL: url, QUEUE_PREFIX: `bench-import-${process.pid}`, BULK_WAIT_MS: '0', DB_POOL_SIZE: '10' };
const api = await startHub('--api', { ...env, PORT: String(API_PORT) });
const worker = await startHub('--worker', env);
const base = `http://127.0.0.1:${API_PORT}`;
const token = await fetchToken(base, site);
const headers = { 'Site-Id': site.siteId, Authorization: `Bearer ${token}` };

const upload = () => uploadAndFollow(base, { method: 'PATCH', path: '/api/v1/batch-update-pricing', contentType: 'text/csv', file, bytes }, headers);

const idle = sampleRss({ api: api.child.pid!, worker: worker.child.pid! });
await new Promise((r) => setTimeout(r, 500));
const idlePeaks = idle.stop();
const rss = sampleRss({ api: api.child.pid!, worker: worker.child.pid! });
const first = await upload();
console.log('first upload', first);
const again = await upload();
console.log('same file again', again);
const peaks = rss.stop();
const stored = await db.pool.query<{ n: string }>('SELECT count(*) AS n FROM prices');
await tearDown({ processes: [api, worker], db, dir, queuePrefix: env.QUEUE_PREFIX });

printImportTable(ROWS, floorMs, first, again, { first: '≤ 20 s, ≤ 2.5 × floor', again: '< (b)' });
console.log('');
printTable([
  { process: 'api', 'idle RSS MiB': idlePeaks.api!.toFixed(0), 'peak RSS MiB': peaks.api!.toFixed(0), target: '< 300' },
  { process: 'worker', 'idle RSS MiB': idlePeaks.worker!.toFixed(0), 'peak RSS MiB': peaks.worker!.toFixed(0), target: '< 300' },
]);
console.log(`\nprices stored: ${Number(stored.rows[0]!.n).toLocaleString()} (expected ${ROWS.toLocaleString()})`);
const ok = first.ms <= 20_000 && first.ms <= 2.5 * floorMs && again.ms < first.ms && peaks.api! < 300 && peaks.worker! < 300 && Number(stored.rows[0]!.n) === ROWS;
console.log(ok ? 'all targets met' : 'TARGETS MISSED');
process.exit(ok ? 0 : 1);
