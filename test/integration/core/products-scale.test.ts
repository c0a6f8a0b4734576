import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../helpers/harness.ts';

// GET /api/v1/products answers the whole catalogue in one response; it must stay fast at 50,000 variants
// (two queries, grouped in memory; never a query per product).

const setup = useHarness();
const PRODUCTS = 5_000;
const VARIANTS_EACH = 10;

beforeAll(async () => {
  // Seeded in SQL: building 50,000 rows through the API or the ORM would dominate the run.
  const pool = setup.h.deps.db.pool;
  await pool.query(
    `INSERT INTO products (id, site_id, environment, slug, title, external_id, sku, updated_at)
     SELECT gen_random_uuid(), $1, 'live', 'p-' || lpad(i::text, 5, '0'), 'Product ' || i, 'ext-' || i, 'P' || i, now()
     FROM generate_series(0, $2::int - 1) i`,
    [setup.t.siteId, PRODUCTS],
  );
  await pool.query(
    `INSERT INTO variants (id, product_id, site_id, environment, sku, external_id, title, options, pack_size, min_quantity, tax_rate, position, updated_at)
     SELECT gen_random_uuid(), p.id, p.site_id, p.environment, p.sku || '-V' || j, p.external_id || '-' || j, 'Variant ' || j,
            jsonb_build_object('size', j::text), 2, 2, 20, j, now()
     FROM products p, generate_series(0, $2::int - 1) j WHERE p.site_id = $1`,
    [setup.t.siteId, VARIANTS_EACH],
  );
}, 120_000);

describe('GET /api/v1/products at 50,000 variants', () => {
  it('returns everything, correctly grouped, quickly', async () => {
    await setup.t.call('GET', '/api/v1/products'); // warm up the connection pool and JIT
    const started = performance.now();
    const res = await setup.t.call('GET', '/api/v1/products');
    const elapsed = performance.now() - started;
    console.log(`GET /api/v1/products: ${PRODUCTS} products, ${PRODUCTS * VARIANTS_EACH} variants, ${Math.round(elapsed)} ms, ${res.text.length} bytes`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(PRODUCTS);
    expect(res.body.reduce((n: number, p: any) => n + p.variants.length, 0)).toBe(PRODUCTS * VARIANTS_EACH);
    const p42 = res.body.find((p: any) => p.slug === 'p-00042');
    expect(p42.variants.map((v: any) => v.sku)).toEqual(Array.from({ length: VARIANTS_EACH }, (_, j) => `P42-V${j}`));
    expect(p42.variants[3]).toMatchObject({ tax_rate: '20.0000', pack_size: 2, options: { size: '3' } });
    // Generous bound for a shared CI machine; per-product queries would take far longer.
    expect(elapsed).toBeLessThan(8_000);
  });
});
