// POST /api/v1/pricing/lookup under load: 10 lines for one customer with 3 price lists of 200,000 SKUs × 2
// breaks each. Target: ≥ 3,000 req/s with p99 < 25 ms at 32 connections on 2 cores. A plain Hono JSON echo
// server is measured the same way as the ceiling. Needs PostgreSQL (DATABASE_URL), Redis and `wrk`
// (apt-get install -y wrk). Run: npx tsx bench/pricing-lookup.ts
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBenchSite, fetchToken, freshDatabase, printTable, seconds, startHub } from './lib.ts';

const SKUS = 200_000;
const LISTS = ['bench-contract', 'bench-trade', 'bench-retail'];
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const API_PORT = 3920;
const ECHO_PORT = 3950;

if (spawnSync('wrk', ['--version']).error) {
  console.error('wrk is not installed (apt-get install -y wrk)');
  process.exit(1);
}

const t0 = performance.now();
const { url, db } = await freshDatabase('hub_bench_lookup');
const site = await createBenchSite(db);
const q = (sql: string) => db.pool.query(sql);

console.log(`seeding ${LISTS.length} price lists × ${SKUS.toLocaleString()} SKUs × 2 breaks…`);
await q(`INSERT INTO group_settings (site_id, environment, group_slug, currency_code, default_tax_rate, updated_at)
  VALUES ('bench', 'live', 'base', 'EUR', 20, now())`);
for (const [i, slug] of LISTS.entries()) {
  await q(`INSERT INTO price_lists (id, site_id, environment, slug, name, currency_code, source, tax_inclusive_display, updated_at)
    VALUES (gen_random_uuid(), 'bench', 'live', '${slug}', '${slug}', 'EUR', 'custom', false, now())`);
  // The first list leaves out every third SKU, so some lines fall through to the second list.
  await q(`INSERT INTO prices (price_list_id, sku, quantity, site_id, environment, price, updated_at)
    SELECT pl.id, 'SKU-' || lpad(g::text, 6, '0'), b.qty, 'bench', 'live', round(10 + (g % 997) / 7.0 + ${i} - b.qty / 20.0, 4), now()
    FROM price_lists pl CROSS JOIN generate_series(1, ${SKUS}) g CROSS JOIN (VALUES (1), (10)) b(qty)
    WHERE pl.site_id = 'bench' AND pl.slug = '${slug}' ${i === 0 ? 'AND g % 3 <> 0' : ''}`);
}
const lineSkus = Array.from({ length: 10 }, (_, i) => `SKU-${String(1 + i * 19_997).padStart(6, '0')}`);
await q(`INSERT INTO products (id, site_id, environment, slug, title, status, sku, updated_at)
  VALUES (gen_random_uuid(), 'bench', 'live', 'bench-product', 'Bench product', 'active', 'SKU-PARENT', now())`);
await q(`INSERT INTO variants (id, product_id, site_id, environment, sku, options, pack_size, tax_rate, updated_at)
  SELECT gen_random_uuid(), p.id, 'bench', 'live', s.sku, '{}', 1, 20, now()
  FROM products p CROSS JOIN unnest(ARRAY[${lineSkus.map((s) => `'${s}'`).join(',')}]) AS s(sku) WHERE p.slug = 'bench-product'`);
const customer = await q(`INSERT INTO customers (id, site_id, environment, email, group_slug, price_lists, discount_percentage, currency_code, updated_at)
  VALUES (gen_random_uuid(), 'bench', 'live', 'buyer@example.com', 'base', '${JSON.stringify(LISTS)}'::jsonb, 5, 'EUR', now()) RETURNING id`);
await q('ANALYZE');
const customerId = customer.rows[0].id as string;
await db.close();
console.log(`seeded in ${seconds(performance.now() - t0)} s`);

const api = await startHub('--api', { DATABASE_URL: url, PORT: String(API_PORT), QUEUE_PREFIX: `bench-lookup-${process.pid}` });
const echo = spawn(process.execPath, ['--import', 'tsx', 'bench/json-echo-server.ts', String(ECHO_PORT)], { stdio: ['ignore', 'inherit', 'inherit'] });
const stopEcho = () => new Promise<void>((resolve) => (echo.exitCode !== null ? resolve() : (echo.once('exit', () => resolve()), echo.kill('SIGTERM'))));

try {
  const base = `http://127.0.0.1:${api.port}`;
  const token = await fetchToken(base, site);
  const body = JSON.stringify({
    customer_id: customerId,
    line_items: lineSkus.map((sku, i) => ({ sku, quantity: [1, 5, 10, 25][i % 4] })),
  });
  const headers = { 'Content-Type': 'application/json', 'Site-Id': site.siteId, Authorization: `Bearer ${token}` };

  const check = await fetch(`${base}/api/v1/pricing/lookup`, { method: 'POST', headers, body });
  const checked = (await check.json()) as { line_items?: { price_list_slug?: string }[] };
  const lists = checked.line_items?.map((l) => l.price_list_slug ?? 'ERROR') ?? [];
  if (check.status !== 200) throw new Error(`lookup answered ${check.status}: ${JSON.stringify(checked)}`);
  console.log(`sanity check: 200, lines priced from ${lists.join(', ')}`);
  await waitFor(`http://127.0.0.1:${ECHO_PORT}/healthz`);

  const dir = mkdtempSync(join(tmpdir(), 'bench-lookup-'));
  const lookupScript = wrkScript(dir, 'lookup.lua', headers, body);
  const echoScript = wrkScript(dir, 'echo.lua', { 'Content-Type': 'application/json' }, body);

  const results = [];
  for (const [name, target, script] of [
    ['POST /api/v1/pricing/lookup (10 lines, 3 lists)', `${base}/api/v1/pricing/lookup`, lookupScript],
    ['plain Hono JSON echo (ceiling)', `http://127.0.0.1:${ECHO_PORT}/echo`, echoScript],
  ] as const) {
    runWrk(target, script, 3); // warm-up: JIT, pools, caches
    const r = runWrk(target, script, DURATION_S);
    results.push({
      target: name,
      'req/s': Math.round(r.requests / (r.duration_us / 1e6)).toLocaleString(),
      'p50 ms': (r.p50_us / 1000).toFixed(2),
      'p99 ms': (r.p99_us / 1000).toFixed(2),
      requests: r.requests,
      'non-2xx/errors': r.status_errors + r.socket_errors,
    });
  }
  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, wrk -t2 (after a 3 s warm-up); machine has ${availableParallelism()} cores`);
  console.log('note: wrk, the API, PostgreSQL and the echo server all share these cores, so the load generator takes part of the budget.\n');
  printTable(results);
  console.log('\ntarget: ≥ 3,000 req/s and p99 < 25 ms for the lookup');
} finally {
  await api.stop();
  await stopEcho();
}

function wrkScript(dir: string, name: string, hdrs: Record<string, string>, payload: string) {
  const lua = [
    'wrk.method = "POST"',
    `wrk.body = ${JSON.stringify(payload)}`,
    ...Object.entries(hdrs).map(([k, v]) => `wrk.headers[${JSON.stringify(k)}] = ${JSON.stringify(v)}`),
    'done = function(summary, latency, requests)',
    '  local e = summary.errors',
    '  io.write(string.format("RESULT %d %d %d %d %d %d\\n", summary.requests, summary.duration,',
    '    latency:percentile(50), latency:percentile(99), e.status, e.connect + e.read + e.write + e.timeout))',
    'end',
  ].join('\n');
  const file = join(dir, name);
  writeFileSync(file, lua);
  return file;
}

function runWrk(target: string, script: string, durationS: number) {
  const out = spawnSync('wrk', ['-t2', `-c${CONNECTIONS}`, `-d${durationS}s`, '-s', script, target], { encoding: 'utf8' });
  const m = /RESULT (\d+) (\d+) (\d+) (\d+) (\d+) (\d+)/.exec(out.stdout);
  if (!m) throw new Error(`wrk failed: ${out.stdout}${out.stderr}`);
  const [requests, duration_us, p50_us, p99_us, status_errors, socket_errors] = m.slice(1).map(Number) as number[];
  return { requests: requests!, duration_us: duration_us!, p50_us: p50_us!, p99_us: p99_us!, status_errors: status_errors!, socket_errors: socket_errors! };
}

async function waitFor(healthUrl: string) {
  for (let i = 0; i < 100; i++) {
    if (await fetch(healthUrl).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${healthUrl} did not come up`);
}
