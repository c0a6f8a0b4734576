// PUT /api/v1/batch-upsert-purchases end to end: 10,000 purchases of 5 lines each (each naming one of 1,000
// customers by external id) sent to a real API process and applied by a real worker process, next to
// PostgreSQL's raw floor for the same rows measured in the same run: COPY of the purchases and their lines into
// two unlogged tables, then one INSERT … SELECT into purchases (joining the customers) and one into
// purchase_line_items. Target: the upload applied (request start → job completed) in ≤ 10 s; the same body
// again (every item unchanged) too. Needs PostgreSQL (DATABASE_URL) and Redis. Run: npx tsx bench/purchase-upsert.ts
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pgCopy from 'pg-copy-streams';
import { createBenchSite, dropQueueKeys, fetchToken, freshDatabase, importRow, printTable, seconds, startHub, uploadAndFollow } from './lib.ts';

const PURCHASES = Number(process.env.BENCH_PURCHASES ?? 10_000);
const LINES = 5;
const CUSTOMERS = 1_000;
const API_PORT = 3940;
const TARGET_MS = 10_000;

const items = Array.from({ length: PURCHASES }, (_, k) => ({
  type: 'order',
  status: 'placed',
  identifiers: { external: `SO-${k}`, visible: `V-${k}` },
  customer_identifiers: { external_id: `C-${k % CUSTOMERS}` },
  currency_code: 'EUR',
  po_number: `PO-${k}`,
  dates: { placed_at: new Date(Date.UTC(2026, 0, 1) + k * 60_000).toISOString() },
  shipping_address: { company: `Buyer ${k % CUSTOMERS}`, city: 'Leeds', country_code: 'GB' },
  line_items: Array.from({ length: LINES }, (_, l) => ({ sku: `SKU-${(k * 7 + l) % 5000}`, name: `Item ${l}`, quantity: 1 + ((k + l) % 20), unit_price: `${(1 + ((k * 13 + l) % 997) / 10).toFixed(2)}` })),
  shipping: { title: 'Standard', amount: '7.50' },
  tax_lines: [{ title: 'VAT', rate: '0.2', amount: '12.34' }],
  version: 1,
}));
const body = JSON.stringify(items);
const dir = mkdtempSync(join(tmpdir(), 'hub-bench-'));
const file = join(dir, 'purchases.json');
writeFileSync(file, body);
const bytes = Buffer.byteLength(body);
console.log(`${PURCHASES.toLocaleString()} purchases × ${LINES} lines, ${(bytes / 1024 / 1024).toFixed(1)} MiB of JSON`);

const { url, db } = await freshDatabase('hub_bench_purchases');
const site = await createBenchSite(db);
await db.pool.query(
  `INSERT INTO customers (site_id, environment, id, external_id, email, updated_at)
   SELECT $1, 'live', gen_random_uuid(), 'C-' || g, 'c' || g || '@bench.test', now() FROM generate_series(0, $2::int - 1) g`,
  [site.siteId, CUSTOMERS],
);
// A live system's customers table has statistics; a freshly filled one would send both the floor and the hub to
// scan it once per purchase.
await db.pool.query('ANALYZE customers');

// ---- (a) the floor: the same purchases and lines COPYed, then merged by two INSERT … SELECT, in one transaction.
const copyText = (rows: (string | number | null)[][]) => Readable.from(rows.map((r) => r.map((v) => (v === null ? '\\N' : String(v))).join('\t') + '\n'));
await db.pool.query(`CREATE UNLOGGED TABLE floor_p (id uuid, external_id text, visible_id text, customer_external_id text, po_number text, placed_at timestamptz, shipping_address jsonb)`);
await db.pool.query(`CREATE UNLOGGED TABLE floor_l (purchase_id uuid, position int, sku text, name text, quantity int, unit_price numeric)`);
const ids = items.map(() => randomUUID());
const floorStart = performance.now();
const client = await db.pool.connect();
await client.query('BEGIN');
await pipeline(copyText(items.map((p, k) => [ids[k]!, p.identifiers.external, p.identifiers.visible, p.customer_identifiers.external_id, p.po_number, p.dates.placed_at, JSON.stringify(p.shipping_address)])), client.query(pgCopy.from('COPY floor_p FROM STDIN')));
await pipeline(copyText(items.flatMap((p, k) => p.line_items.map((l, n) => [ids[k]!, n, l.sku, l.name, l.quantity, l.unit_price]))), client.query(pgCopy.from('COPY floor_l FROM STDIN')));
await client.query(
  `INSERT INTO purchases (site_id, environment, id, type, status, status_occurred_at, external_id, visible_id, customer_id, customer_external_id, currency_code,
     po_number, created_at, updated_at, placed_at, calculated_submitted_at, shipping_address, shipping_title, shipping_amount, tax_lines,
     calculated_subtotal, calculated_tax_total, calculated_total, version, content_hash)
   SELECT $1, 'live', f.id, 'order', 'placed', f.placed_at, f.external_id, f.visible_id, c.id, f.customer_external_id, 'EUR', f.po_number, now(), now(),
          f.placed_at, f.placed_at, f.shipping_address, 'Standard', 7.5, '[]', 0, 0, 0, 1, ''
     FROM floor_p f LEFT JOIN customers c ON c.site_id = $1 AND c.environment = 'live' AND c.external_id = f.customer_external_id`,
  [site.siteId],
);
// The lines' foreign key checks need statistics that know the purchases just inserted (the hub does the same).
await client.query('ANALYZE purchases');
await client.query(
  `INSERT INTO purchase_line_items (site_id, environment, purchase_id, position, sku, name, quantity, unit_price, line_total)
   SELECT $1, 'live', purchase_id, position, sku, name, quantity, unit_price, round(quantity * unit_price, 2) FROM floor_l`,
  [site.siteId],
);
await client.query('COMMIT');
const floorMs = performance.now() - floorStart;
client.release();
await db.pool.query('DROP TABLE floor_p, floor_l');
await db.pool.query('TRUNCATE purchases CASCADE');
await db.pool.query('CHECKPOINT');
console.log(`floor: ${seconds(floorMs)} s`);

// ---- (b), (c): the API and a worker as separate processes
const env = { DATABASE_URL: url, QUEUE_PREFIX: `bench-purchases-${process.pid}`, BULK_WAIT_MS: '0', DB_POOL_SIZE: '10' };
const api = await startHub('--api', { ...env, PORT: String(API_PORT) });
const worker = await startHub('--worker', env);
const base = `http://127.0.0.1:${API_PORT}`;
const headers = { 'Site-Id': site.siteId, Authorization: `Bearer ${await fetchToken(base, site)}` };

const target = { method: 'PUT', path: '/api/v1/batch-upsert-purchases', contentType: 'application/json', file, bytes };
const upload = async () => {
  const r = await uploadAndFollow(base, target, headers);
  return { ...r, result: r.result as Record<string, number> };
};

const first = await upload();
console.log('first upload', first);
const again = await upload();
console.log('same body again', again);
const counts = await db.pool.query<{ p: string; l: string }>('SELECT (SELECT count(*) FROM purchases) AS p, (SELECT count(*) FROM purchase_line_items) AS l');
await Promise.all([api.stop(), worker.stop()]);
await db.close();
await dropQueueKeys(env.QUEUE_PREFIX);
rmSync(dir, { recursive: true, force: true });

const row = importRow(PURCHASES, floorMs);
console.log('');
printTable([
  row('(a) floor: COPY + INSERT … SELECT (purchases, lines)', floorMs, '-'),
  row('(b) batch upsert → job completed', first.ms, '≤ 10 s', first.requestMs),
  row('(c) same body again (all unchanged)', again.ms, '≤ 10 s', again.requestMs),
]);
const stored = { purchases: Number(counts.rows[0]!.p), lines: Number(counts.rows[0]!.l) };
console.log(`\nstored: ${stored.purchases.toLocaleString()} purchases, ${stored.lines.toLocaleString()} lines (expected ${PURCHASES.toLocaleString()}, ${(PURCHASES * LINES).toLocaleString()})`);
const ok =
  first.ms <= TARGET_MS && again.ms <= TARGET_MS && first.result.applied === PURCHASES && again.result.unchanged === PURCHASES &&
  stored.purchases === PURCHASES && stored.lines === PURCHASES * LINES;
console.log(ok ? 'all targets met' : 'TARGETS MISSED');
process.exit(ok ? 0 : 1);
