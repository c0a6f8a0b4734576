import { createHash } from 'node:crypto';
import { createCredential } from '../../src/auth/admin.ts';
import { createDatabase, type Database } from '../../src/db/client.ts';
import { createBenchSite, databaseUrl, freshDatabase, seconds, type BenchSite } from '../lib.ts';

// The lookup bench's data: the main tenant ('bench': 3 lists × 200,000 SKUs × 2 breaks, one customer) and, for
// the tenants run, up to 1,000 small tenants ('bt-0001'…), each with its own credential, token, group settings,
// 3 lists pricing the same 10 SKUs, the product with those variants, and as many customers (buyers) as the run
// spreads over it (see seedTenants).

// BENCH_LOOKUP_DB names another database, so helpers whose migrations differ do not share one.
export const DB_NAME = process.env.BENCH_LOOKUP_DB ?? 'hub_bench_lookup';
export const SKUS = 200_000;
export const LISTS = ['bench-contract', 'bench-trade', 'bench-retail'];
export const LINE_SKUS = Array.from({ length: 10 }, (_, i) => `SKU-${String(1 + i * 19_997).padStart(6, '0')}`);
const TENANT_LISTS = ['t-contract', 't-trade', 't-retail'];

export type Seeded = { url: string; site: BenchSite; customerId: string };
/** A small tenant: its id, its bearer token and its customers' ids (the first is `buyer@example.com`). */
export type BenchTenant = { siteId: string; token: string; customerIds: string[] };

/** The seeded database of an earlier run, with a new credential; null when there is none. */
export async function reuseSeeded(): Promise<Seeded | null> {
  const url = databaseUrl(DB_NAME);
  const db = createDatabase(url, 1);
  try {
    const found = await db.pool.query(`SELECT id FROM customers WHERE site_id = 'bench' AND email = 'buyer@example.com'`);
    if (!found.rows[0]) return null;
    const cred = await createCredential(db.prisma, { siteId: 'bench', environment: 'live', name: `bench-${Date.now()}` });
    console.log('reusing the seeded database');
    return { url, site: { siteId: 'bench', clientId: cred.client_id, clientSecret: cred.client_secret }, customerId: found.rows[0].id as string };
  } catch {
    return null;
  } finally {
    await db.close();
  }
}

export async function seed(): Promise<Seeded> {
  const t0 = performance.now();
  const { url, db } = await freshDatabase(DB_NAME);
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
  await q(`INSERT INTO products (id, site_id, environment, slug, title, status, sku, updated_at)
    VALUES (gen_random_uuid(), 'bench', 'live', 'bench-product', 'Bench product', 'active', 'SKU-PARENT', now())`);
  await q(`INSERT INTO variants (id, product_id, site_id, environment, sku, options, pack_size, tax_rate, updated_at)
    SELECT gen_random_uuid(), p.id, 'bench', 'live', s.sku, '{}', 1, 20, now()
    FROM products p CROSS JOIN unnest(ARRAY[${LINE_SKUS.map((s) => `'${s}'`).join(',')}]) AS s(sku) WHERE p.slug = 'bench-product'`);
  const customer = await q(`INSERT INTO customers (id, site_id, environment, email, group_slug, price_lists, discount_percentage, currency_code, updated_at)
    VALUES (gen_random_uuid(), 'bench', 'live', 'buyer@example.com', 'base', '${JSON.stringify(LISTS)}'::jsonb, 5, 'EUR', now()) RETURNING id`);
  await q('ANALYZE');
  const customerId = customer.rows[0].id as string;
  await db.close();
  console.log(`seeded in ${seconds(performance.now() - t0)} s`);
  return { url, site, customerId };
}

/** A tenant's bearer token, derived from its id (so a reused database needs no token requests). */
const tenantToken = (siteId: string) => `whk_${createHash('sha256').update(`bench-tenant:${siteId}`).digest('base64url')}`;

/**
 * `count` small tenants (kept between runs: only the missing ones are made). Their tokens are written straight
 * into access_tokens (as the token endpoint stores them: SHA-256 of the token), sparing 1,000 argon2 checks.
 * Tenant i (from 0) gets `buyersOf(i)` customers (at least one; the missing ones are added): `buyer@example.com`,
 * then `buyer-1@example.com`, ….
 */
export async function seedTenants(url: string, count: number, buyersOf: (index: number) => number = () => 1): Promise<BenchTenant[]> {
  const db: Database = createDatabase(url, 1);
  const q = (sql: string, values: unknown[] = []) => db.pool.query(sql, values);
  try {
    const t0 = performance.now();
    const ids = `(SELECT 'bt-' || lpad(g::text, 4, '0') AS id FROM generate_series(1, ${count}) g WHERE NOT EXISTS (SELECT 1 FROM sites s WHERE s.id = 'bt-' || lpad(g::text, 4, '0')))`;
    const made = await q(`SELECT count(*)::int AS n FROM ${ids} t`);
    if (made.rows[0].n > 0) {
      await q('BEGIN');
      await q(`CREATE TEMP TABLE new_tenants ON COMMIT DROP AS SELECT id FROM ${ids} t`);
      await q(`INSERT INTO sites (id, name, plan, test_mode, updated_at) SELECT id, id, 'enterprise', false, now() FROM new_tenants`);
      await q(`INSERT INTO api_credentials (id, site_id, environment, name, client_id, secret_hash)
        SELECT gen_random_uuid(), id, 'live', 'bench', id || '-bench-client', 'never-checked' FROM new_tenants`);
      await q(`INSERT INTO group_settings (site_id, environment, group_slug, currency_code, default_tax_rate, updated_at)
        SELECT id, 'live', 'base', 'EUR', 20, now() FROM new_tenants`);
      for (const [i, slug] of TENANT_LISTS.entries()) {
        await q(`INSERT INTO price_lists (id, site_id, environment, slug, name, currency_code, source, tax_inclusive_display, updated_at)
          SELECT gen_random_uuid(), id, 'live', '${slug}', '${slug}', 'EUR', 'custom', false, now() FROM new_tenants`);
        await q(
          `INSERT INTO prices (price_list_id, sku, quantity, site_id, environment, price, updated_at)
           SELECT pl.id, s.sku, b.qty, pl.site_id, 'live', round(10 + s.n / 7.0 + ${i} - b.qty / 20.0, 4), now()
           FROM price_lists pl JOIN new_tenants t ON t.id = pl.site_id
           CROSS JOIN unnest($1::text[]) WITH ORDINALITY AS s(sku, n) CROSS JOIN (VALUES (1), (10)) b(qty)
           WHERE pl.slug = '${slug}' ${i === 0 ? 'AND s.n % 3 <> 0' : ''}`,
          [LINE_SKUS],
        );
      }
      await q(`INSERT INTO products (id, site_id, environment, slug, title, status, sku, updated_at)
        SELECT gen_random_uuid(), id, 'live', 'bench-product', 'Bench product', 'active', 'SKU-PARENT', now() FROM new_tenants`);
      await q(
        `INSERT INTO variants (id, product_id, site_id, environment, sku, options, pack_size, tax_rate, updated_at)
         SELECT gen_random_uuid(), p.id, p.site_id, 'live', s.sku, '{}', 1, 20, now()
         FROM products p JOIN new_tenants t ON t.id = p.site_id CROSS JOIN unnest($1::text[]) AS s(sku)`,
        [LINE_SKUS],
      );
      await q(`INSERT INTO customers (id, site_id, environment, email, group_slug, price_lists, discount_percentage, currency_code, updated_at)
        SELECT gen_random_uuid(), id, 'live', 'buyer@example.com', 'base', '${JSON.stringify(TENANT_LISTS)}'::jsonb, 5, 'EUR', now() FROM new_tenants`);
      await q('COMMIT');
      await q('ANALYZE');
      console.log(`seeded ${made.rows[0].n} tenants in ${seconds(performance.now() - t0)} s`);
    }
    const siteIds = Array.from({ length: count }, (_, i) => `bt-${String(i + 1).padStart(4, '0')}`);
    const buyers = siteIds.map((_, i) => Math.max(1, buyersOf(i)));
    const added = await q(
      `INSERT INTO customers (id, site_id, environment, email, group_slug, price_lists, discount_percentage, currency_code, updated_at)
       SELECT gen_random_uuid(), t.site_id, 'live', 'buyer-' || k || '@example.com', 'base', '${JSON.stringify(TENANT_LISTS)}'::jsonb, 5, 'EUR', now()
         FROM unnest($1::text[], $2::int[]) AS t(site_id, buyers) CROSS JOIN LATERAL generate_series(1, t.buyers - 1) k
       ON CONFLICT (site_id, environment, email) DO NOTHING`,
      [siteIds, buyers],
    );
    if (added.rowCount) console.log(`added ${added.rowCount} buyers to the small tenants`);
    const rows = await q(
      `SELECT s.id AS "siteId", cr.id AS "credentialId",
              array_agg(c.id::text ORDER BY c.email = 'buyer@example.com' DESC, length(c.email), c.email) AS "customerIds"
         FROM unnest($1::text[], $2::int[]) AS t(site_id, buyers) JOIN sites s ON s.id = t.site_id
         JOIN customers c ON c.site_id = s.id AND c.environment = 'live'
         JOIN api_credentials cr ON cr.site_id = s.id AND cr.name = 'bench'
        GROUP BY s.id, cr.id ORDER BY s.id`,
      [siteIds, buyers],
    );
    const tenants = rows.rows.map((r: { siteId: string; customerIds: string[] }, i: number) => ({
      siteId: r.siteId,
      customerIds: r.customerIds.slice(0, buyers[i]),
      token: tenantToken(r.siteId),
    }));
    // Fresh tokens each run (they expire); the hash is what the token endpoint would have stored.
    await q(`DELETE FROM access_tokens WHERE site_id LIKE 'bt-%'`);
    await q(
      `INSERT INTO access_tokens (token_hash, credential_id, site_id, environment, expires_at)
       SELECT t.hash, t.credential_id::uuid, t.site_id, 'live', now() + interval '1 day'
       FROM unnest($1::text[], $2::text[], $3::text[]) AS t(hash, credential_id, site_id)`,
      [
        tenants.map((t) => createHash('sha256').update(t.token).digest('hex')),
        rows.rows.map((r: { credentialId: string }) => r.credentialId),
        tenants.map((t) => t.siteId),
      ],
    );
    return tenants;
  } finally {
    await db.close();
  }
}
