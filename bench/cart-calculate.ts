// Ordering under load (issue #11). (1) `POST /api/v1/carts/{id}/calculate` of a 100-line cart with a shipping
// rate and payment method chosen, one request at a time after a warm-up: target p95 < 50 ms. (2) 50 carts
// completed at once, each complete sent twice at the same moment (100 requests): target no deadlock or error,
// exactly 50 orders (50 × 201 and 50 × 404), none lost or duplicated, consecutive order numbers, every cart gone.
// A real API process (the `npm run build` bundle) on a fresh database. Run: npm run bench -- cart-calculate
// BENCH_CALCS (default 300) sets the number of measured calculates; BENCH_CARTS (default 50) the carts completed.
import { availableParallelism } from 'node:os';
import { createBenchSite, fetchToken, freshDatabase, printTable, startHub } from './lib.ts';

const LINES = 100;
const CALCS = Number(process.env.BENCH_CALCS ?? 300);
const CARTS = Number(process.env.BENCH_CARTS ?? 50);
const API_PORT = 3960;
const DB_NAME = 'hub_bench_carts';
const P95_TARGET_MS = 50;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

const { url, db } = await freshDatabase(DB_NAME);
const site = await createBenchSite(db);
const q = (sql: string, params: unknown[] = []) => db.pool.query(sql, params);

// The catalog: 100 variants priced on one list (two breaks each), a shipping method with two bands, a discount
// that applies to everyone, and 10 on-account customers with an address, so completes of one customer contend
// for its balance row as well as for the tenant's order-number counter.
await q(`INSERT INTO group_settings (site_id, environment, group_slug, price_lists, currency_code, default_tax_rate, updated_at)
  VALUES ('bench', 'live', 'base', '["bench-list"]', 'EUR', 19, now())`);
await q(`INSERT INTO price_lists (id, site_id, environment, slug, name, currency_code, source, tax_inclusive_display, updated_at)
  VALUES (gen_random_uuid(), 'bench', 'live', 'bench-list', 'Bench', 'EUR', 'custom', false, now())`);
await q(`INSERT INTO products (id, site_id, environment, slug, title, status, updated_at) VALUES (gen_random_uuid(), 'bench', 'live', 'bench-product', 'Bench product', 'active', now())`);
await q(`INSERT INTO variants (id, product_id, site_id, environment, sku, title, options, pack_size, tax_rate, weight_grams, updated_at)
  SELECT gen_random_uuid(), p.id, 'bench', 'live', 'SKU-' || lpad(g::text, 3, '0'), 'Item ' || g, '{}', 1, CASE WHEN g % 2 = 0 THEN 7 ELSE 19 END, 250, now()
  FROM products p CROSS JOIN generate_series(1, ${LINES}) g WHERE p.slug = 'bench-product'`);
await q(`INSERT INTO prices (price_list_id, sku, quantity, site_id, environment, price, updated_at)
  SELECT pl.id, 'SKU-' || lpad(g::text, 3, '0'), b.qty, 'bench', 'live', round(5 + g / 7.0 - b.qty / 100.0, 4), now()
  FROM price_lists pl CROSS JOIN generate_series(1, ${LINES}) g CROSS JOIN (VALUES (1), (10)) b(qty) WHERE pl.slug = 'bench-list'`);
await q(`INSERT INTO shipping_methods (id, site_id, environment, slug, title, priority, countries, customer_groups, bands, updated_at)
  VALUES (gen_random_uuid(), 'bench', 'live', 'standard', 'Standard', 0, '[]', '[]',
  '[{"name":"Light","requirement":{"type":"weight","min":"0","max":"20000"},"cost":{"type":"fixed","amount":"9.90"}},
    {"name":"Heavy","requirement":{"type":"weight","min":"20001","max":null},"cost":{"type":"fixed","amount":"29.00"}}]', now())`);
await q(`INSERT INTO discounts (id, site_id, environment, name, kind, amount_type, amount, customer_groups, priority, active, updated_at)
  VALUES (gen_random_uuid(), 'bench', 'live', 'Five percent', 'order_total', 'percentage', 5, '[]', 0, true, now())`);
const customers = (
  await q(`INSERT INTO customers (id, site_id, environment, email, group_slug, price_lists, balance, updated_at)
    SELECT gen_random_uuid(), 'bench', 'live', 'buyer' || g || '@example.com', 'base', '[]', 0, now() FROM generate_series(1, 10) g RETURNING id`)
).rows.map((r) => r.id as string);
await q('ANALYZE');

// Completes queue on the counter row and the customers' rows: give them connections to wait on.
const api = await startHub('--api', { DATABASE_URL: url, PORT: String(API_PORT), QUEUE_PREFIX: `bench-carts-${process.pid}`, DB_POOL_SIZE: '30', DEPENDENCY_TIMEOUT_MS: '30000' });

try {
  const base = `http://127.0.0.1:${api.port}`;
  const token = await fetchToken(base, site);
  const headers = { 'Content-Type': 'application/json', 'Site-Id': site.siteId, Authorization: `Bearer ${token}` };
  const call = async (method: string, path: string, body?: unknown) => {
    const started = performance.now();
    const res = await fetch(`${base}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    const json = (await res.json().catch(() => null)) as any;
    return { status: res.status, body: json, ms: performance.now() - started };
  };
  const must = async (method: string, path: string, body: unknown, status: number) => {
    const res = await call(method, path, body);
    if (res.status !== status) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const newCart = async (customerId: string, lines: number) => {
    const cart = await must('POST', '/api/v1/carts', { customer_id: customerId }, 201);
    const items = Array.from({ length: lines }, (_, i) => ({ sku: `SKU-${String(i + 1).padStart(3, '0')}`, quantity: 1 + (i % 12) }));
    await must('PATCH', `/api/v1/carts/${cart.id}`, { line_items: items, temporary_shipping_address: { city: 'Berlin', country_code: 'DE' } }, 200);
    return cart.id as string;
  };

  // (1) calculate
  const big = await newCart(customers[0]!, LINES);
  const offer = await must('POST', `/api/v1/carts/${big}/calculate`, {}, 200);
  if (offer.line_items.length !== LINES || offer.validation_errors.length) throw new Error(`unexpected cart: ${JSON.stringify(offer.validation_errors)}`);
  const choice = { shipping_rate_handle: offer.shipping_rates[0].handle, payment_method: 'on_account' };
  for (let i = 0; i < 30; i++) await must('POST', `/api/v1/carts/${big}/calculate`, choice, 200);
  const times: number[] = [];
  for (let i = 0; i < CALCS; i++) {
    const res = await call('POST', `/api/v1/carts/${big}/calculate`, choice);
    if (res.status !== 200) throw new Error(`calculate: ${res.status}`);
    times.push(res.ms);
  }
  const p95 = percentile(times, 95);

  // (2) concurrent completes
  const carts: string[] = [];
  for (let i = 0; i < CARTS; i++) carts.push(await newCart(customers[i % customers.length]!, 5));
  const handle = (await must('POST', `/api/v1/carts/${carts[0]}/calculate`, {}, 200)).shipping_rates[0].handle;
  const before = Number((await q(`SELECT count(*) FROM purchases WHERE site_id = 'bench' AND type = 'order'`)).rows[0].count);
  const started = performance.now();
  const answers = await Promise.all([...carts, ...carts].map((id) => call('POST', `/api/v1/carts/${id}/complete`, { shipping_rate_handle: handle, payment_method: 'on_account' })));
  const burstMs = performance.now() - started;
  const created = answers.filter((a) => a.status === 201);
  const gone = answers.filter((a) => a.status === 404).length;
  const other = answers.filter((a) => a.status !== 201 && a.status !== 404);
  const orders = (await q(`SELECT id, visible_id FROM purchases WHERE site_id = 'bench' AND type = 'order' ORDER BY visible_id::bigint`)).rows;
  const numbers = orders.map((o) => Number(o.visible_id));
  const perCart = new Map(carts.map((id) => [id, 0]));
  for (const o of orders) perCart.set(o.id, (perCart.get(o.id) ?? 0) + 1);
  const cartsLeft = Number((await q(`SELECT count(*) FROM carts WHERE site_id = 'bench' AND id = ANY($1::uuid[])`, [carts])).rows[0].count);
  const consecutive = numbers.every((n, i) => i === 0 || n === numbers[i - 1]! + 1);
  const onePerCart = [...perCart.values()].every((n) => n === 1);

  console.log(`\nmachine: ${availableParallelism()} cores shared with PostgreSQL and this client\n`);
  printTable([
    { run: `calculate, ${LINES}-line cart (${CALCS} sequential)`, 'p50 ms': percentile(times, 50).toFixed(1), 'p95 ms': p95.toFixed(1), 'p99 ms': percentile(times, 99).toFixed(1), 'max ms': Math.max(...times).toFixed(1) },
  ]);
  console.log();
  printTable([
    {
      run: `${CARTS} carts × 2 completes at once`,
      'wall ms': burstMs.toFixed(0),
      'p95 ms': percentile(answers.map((a) => a.ms), 95).toFixed(0),
      '201': created.length,
      '404': gone,
      other: other.length,
      'orders new': orders.length - before,
      'carts left': cartsLeft,
    },
  ]);
  if (other.length) console.error(`unexpected answers: ${other.slice(0, 3).map((a) => `${a.status} ${JSON.stringify(a.body)}`).join('; ')}`);
  const completesOk = other.length === 0 && created.length === CARTS && gone === CARTS && orders.length - before === CARTS && onePerCart && consecutive && cartsLeft === 0;
  const met = p95 < P95_TARGET_MS && completesOk;
  console.log(`\ncalculate p95 ${p95.toFixed(1)} ms (target < ${P95_TARGET_MS} ms): ${p95 < P95_TARGET_MS ? 'met' : 'MISSED'}`);
  console.log(`completes: ${created.length} orders for ${CARTS} carts, one per cart: ${onePerCart}, numbers ${numbers[0]}–${numbers.at(-1)} consecutive: ${consecutive}, no errors or deadlocks: ${other.length === 0}: ${completesOk ? 'met' : 'MISSED'}`);
  if (!met) process.exitCode = 1;
} finally {
  await api.stop();
  await db.close();
}
