// GET /api/v1/products with 50,000 variants and GET /api/v1/customers with 20,000 customers must each answer in
// under 2 s. Seeds with set-based SQL, runs the API as a real process, and reports each endpoint beside the
// baseline of one plain SQL read of the same rows measured in the same run.
import { createBenchSite, fetchToken, freshDatabase, printTable, seconds, startHub } from './lib.ts';

const PRODUCTS = 10_000;
const VARIANTS_PER_PRODUCT = 5;
const CUSTOMERS = 20_000;
const RUNS = 5;

const { url, db } = await freshDatabase('hub_bench_core');
const site = await createBenchSite(db);
const q = (sql: string) => db.pool.query(sql);

console.log(`seeding ${PRODUCTS * VARIANTS_PER_PRODUCT} variants and ${CUSTOMERS} customers…`);
await q(`INSERT INTO products (id, site_id, environment, external_id, slug, title, description, status, sku, updated_at)
  SELECT gen_random_uuid(), 'bench', 'live', 'P' || g, 'product-' || g, 'Product ' || g, 'A product used by the benchmark', 'active', NULL, now()
  FROM generate_series(1, ${PRODUCTS}) g`);
await q(`INSERT INTO variants (id, product_id, site_id, environment, external_id, sku, title, options, weight_grams, pack_size, min_quantity, max_quantity, tax_rate, track_stock, allow_backorder, active, position, updated_at)
  SELECT gen_random_uuid(), p.id, 'bench', 'live', p.external_id || '-V' || v, 'SKU-' || substr(p.external_id, 2) || '-' || v, 'Variant ' || v,
         jsonb_build_object('size', v::text), 500, 1, NULL, NULL, 20, true, false, true, v, now()
  FROM products p CROSS JOIN generate_series(1, ${VARIANTS_PER_PRODUCT}) v`);
await q(`INSERT INTO customers (id, site_id, environment, external_id, email, first_name, last_name, company_name, status, group_slug, role, price_lists, updated_at)
  SELECT gen_random_uuid(), 'bench', 'live', 'C' || g, 'buyer' || g || '@example.com', 'Buyer', 'Number ' || g, 'Company ' || g, 'active', 'base', 'main', '["wholesale"]'::jsonb, now()
  FROM generate_series(1, ${CUSTOMERS}) g`);
await q(`INSERT INTO addresses (id, site_id, environment, customer_id, first_name, last_name, address_line1, city, postal_code, country_code, is_default_shipping, is_default_billing)
  SELECT gen_random_uuid(), c.site_id, c.environment, c.id, c.first_name, c.last_name, '1 Main Street', 'Springfield', '12345', 'US', true, true FROM customers c`);
await q('ANALYZE');

const api = await startHub('--api', { DATABASE_URL: url, PORT: '3910' });
const base = `http://127.0.0.1:${api.port}`;
const token = await fetchToken(base, site);

async function timeGet(path: string) {
  const times: number[] = [];
  let count = 0;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const res = await fetch(`${base}${path}`, { headers: { 'Site-Id': site.siteId, Authorization: `Bearer ${token}` } });
    const body = (await res.json()) as unknown[];
    times.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    count = body.length;
  }
  times.sort((a, b) => a - b);
  return { count, best: times[0]!, median: times[Math.floor(times.length / 2)]! };
}

async function timeSql(sql: string) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await q(sql);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

const products = await timeGet('/api/v1/products');
const customers = await timeGet('/api/v1/customers');
const productsSql = await timeSql(`SELECT p.*, v.* FROM products p JOIN variants v ON v.site_id = p.site_id AND v.environment = p.environment AND v.product_id = p.id WHERE p.site_id = 'bench'`);
const customersSql = await timeSql(`SELECT c.*, a.* FROM customers c LEFT JOIN addresses a ON a.site_id = c.site_id AND a.environment = c.environment AND a.customer_id = c.id WHERE c.site_id = 'bench'`);

console.log('');
printTable([
  { endpoint: 'GET /api/v1/products', records: `${products.count} products / ${PRODUCTS * VARIANTS_PER_PRODUCT} variants`, 'median s': seconds(products.median), 'best s': seconds(products.best), 'baseline SQL s': seconds(productsSql), target: '< 2 s', ok: products.median < 2000 ? 'yes' : 'NO' },
  { endpoint: 'GET /api/v1/customers', records: `${customers.count} customers`, 'median s': seconds(customers.median), 'best s': seconds(customers.best), 'baseline SQL s': seconds(customersSql), target: '< 2 s', ok: customers.median < 2000 ? 'yes' : 'NO' },
]);

await api.stop();
await db.close();
