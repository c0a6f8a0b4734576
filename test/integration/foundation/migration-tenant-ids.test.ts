import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../../src/db/client.ts';
import { migrate } from '../../../src/db/migrate.ts';
import { Prisma } from '../../../src/generated/prisma/client.ts';
import { migrationNames, migrationsUpTo, useScratchDatabases, withPool } from './scratch-databases.ts';

// 20261124000000_tenant_scoped_ids on a database filled under the schema before it: every row survives unchanged,
// addresses take their customer's tenant, the keys become (site_id, environment, id), and the relations hold.

const PREVIOUS = '20261121000000_init';
const MIGRATION = '20261124000000_tenant_scoped_ids';
const TABLES = ['products', 'variants', 'customers', 'addresses'] as const;

const databases = useScratchDatabases();
let previous: Awaited<ReturnType<typeof migrationsUpTo>>;
let upToThis: Awaited<ReturnType<typeof migrationsUpTo>>;
beforeAll(async () => {
  previous = await migrationsUpTo(PREVIOUS);
  upToThis = await migrationsUpTo(MIGRATION);
});
afterAll(async () => {
  await previous?.remove();
  await upToThis?.remove();
});

const ids = () => ({
  product: { aLive: randomUUID(), aTest: randomUUID(), b: randomUUID() },
  variant: { aLive1: randomUUID(), aLive2: randomUUID(), aTest: randomUUID(), b: randomUUID() },
  customer: { aLive: randomUUID(), aTest: randomUUID(), b: randomUUID(), bare: randomUUID() },
  address: { aLive1: randomUUID(), aLive2: randomUUID(), aTest: randomUUID(), b: randomUUID() },
});
type Ids = ReturnType<typeof ids>;

/** Site a in live and test, site b in live, written with the previous schema's columns (addresses have no tenant). */
async function fillUnderPreviousSchema(pool: pg.Pool, i: Ids) {
  const p = i.product, v = i.variant, c = i.customer, a = i.address;
  await pool.query(`INSERT INTO sites (id, name, test_mode, updated_at) VALUES ('site-a', 'A', true, now()), ('site-b', 'B', false, now())`);
  await pool.query(
    `INSERT INTO products (id, site_id, environment, external_id, slug, title, description, status, sku, updated_at) VALUES
       ($1, 'site-a', 'live', 'P-1', 'bolt', 'Bolt', 'M8', 'active', 'BOLT', now()),
       ($2, 'site-a', 'test', 'P-1', 'bolt', 'Bolt (test)', NULL, 'draft', NULL, now()),
       ($3, 'site-b', 'live', NULL, 'bolt', 'Nut', NULL, 'archived', 'NUT', now())`,
    [p.aLive, p.aTest, p.b],
  );
  await pool.query(
    `INSERT INTO variants (id, product_id, site_id, environment, external_id, sku, title, options, pack_size, tax_rate, position, updated_at) VALUES
       ($1, $5, 'site-a', 'live', 'V-1', 'BOLT-100', 'Box of 100', '{"size":"100"}', 100, 20.5, 0, now()),
       ($2, $5, 'site-a', 'live', NULL, 'BOLT-500', NULL, '{}', 500, NULL, 1, now()),
       ($3, $6, 'site-a', 'test', 'V-1', 'BOLT-100', NULL, '{}', 1, NULL, 0, now()),
       ($4, $7, 'site-b', 'live', NULL, 'NUT-1', NULL, '{}', 1, 7.7, 0, now())`,
    [v.aLive1, v.aLive2, v.aTest, v.b, p.aLive, p.aTest, p.b],
  );
  await pool.query(
    `INSERT INTO customers (id, site_id, environment, external_id, email, company_name, price_lists, discount_percentage, credit_limit, balance, updated_at) VALUES
       ($1, 'site-a', 'live', 'C-1', 'buyer@a.test', 'Acme', '["trade"]', 12.5, 5000, -12.3456, now()),
       ($2, 'site-a', 'test', 'C-1', 'buyer@a.test', 'Acme (test)', '[]', NULL, NULL, 0, now()),
       ($3, 'site-b', 'live', NULL, 'buyer@a.test', NULL, '[]', NULL, NULL, 0, now()),
       ($4, 'site-b', 'live', NULL, 'bare@b.test', NULL, '[]', NULL, NULL, 0, now())`,
    [c.aLive, c.aTest, c.b, c.bare],
  );
  await pool.query(
    `INSERT INTO addresses (id, customer_id, external_id, city, country_code, is_default_shipping, position) VALUES
       ($1, $5, 'A-1', 'Oslo', 'NO', true, 0),
       ($2, $5, NULL, 'Bergen', 'NO', false, 1),
       ($3, $6, 'A-1', 'Test City', 'DE', true, 0),
       ($4, $7, NULL, 'Lyon', 'FR', false, 0)`,
    [a.aLive1, a.aLive2, a.aTest, a.b, c.aLive, c.aTest, c.b],
  );
}

/** Every row of the four tables, as JSON, by id. */
async function snapshot(pool: pg.Pool): Promise<Record<string, Record<string, Record<string, unknown>>>> {
  const out: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const table of TABLES) {
    const { rows } = await pool.query<{ row: Record<string, unknown> }>(`SELECT to_jsonb(t) AS row FROM ${table} t`);
    out[table] = Object.fromEntries(rows.map((r) => [r.row.id as string, r.row]));
  }
  return out;
}

async function keyDefinitions(pool: pg.Pool) {
  const { rows } = await pool.query<{ t: string; def: string }>(
    `SELECT conrelid::regclass::text AS t, pg_get_constraintdef(oid) AS def FROM pg_constraint
      WHERE conrelid::regclass::text = ANY($1) AND contype IN ('p', 'f') ORDER BY 1, 2`,
    [TABLES],
  );
  return rows.map((r) => `${r.t}: ${r.def}`);
}

const withoutTenant = ({ site_id: _s, environment: _e, ...rest }: Record<string, unknown>) => rest;

describe(`${MIGRATION} on a database filled under ${PREVIOUS}`, () => {
  it('keeps every row and column, gives addresses their customer\'s tenant, and re-keys by (site_id, environment, id)', async () => {
    const url = await databases.empty();
    const i = ids();
    await withPool(url, async (pool) => {
      expect((await migrate(pool, previous.dir)).applied.at(-1)).toBe(PREVIOUS);
      await fillUnderPreviousSchema(pool, i);
      const before = await snapshot(pool);

      expect((await migrate(pool, upToThis.dir)).applied).toEqual([MIGRATION]);
      const after = await snapshot(pool);

      for (const table of ['products', 'variants', 'customers'] as const) expect(after[table], table).toEqual(before[table]);
      expect(Object.keys(after.addresses!).sort()).toEqual(Object.keys(before.addresses!).sort());
      for (const [id, row] of Object.entries(after.addresses!)) {
        expect(withoutTenant(row)).toEqual(before.addresses![id]);
        const customer = after.customers![row.customer_id as string]!;
        expect([row.site_id, row.environment]).toEqual([customer.site_id, customer.environment]);
      }
      expect(after.addresses![i.address.aTest]).toMatchObject({ site_id: 'site-a', environment: 'test' });
      expect(after.addresses![i.address.b]).toMatchObject({ site_id: 'site-b', environment: 'live' });

      expect(await keyDefinitions(pool)).toEqual([
        'addresses: FOREIGN KEY (site_id, environment, customer_id) REFERENCES customers(site_id, environment, id) ON UPDATE CASCADE ON DELETE CASCADE',
        'addresses: PRIMARY KEY (site_id, environment, id)',
        'customers: PRIMARY KEY (site_id, environment, id)',
        'products: PRIMARY KEY (site_id, environment, id)',
        'variants: FOREIGN KEY (site_id, environment, product_id) REFERENCES products(site_id, environment, id) ON UPDATE CASCADE ON DELETE CASCADE',
        'variants: PRIMARY KEY (site_id, environment, id)',
      ]);
    });
  });

  it('the migrated rows work through the current client: relations load, ids are free in other tenants, cascades stay in the tenant', async () => {
    const url = await databases.empty();
    const i = ids();
    await withPool(url, async (pool) => {
      await migrate(pool, previous.dir);
      await fillUnderPreviousSchema(pool, i);
      await migrate(pool);
    });
    const db = createDatabase(url, 2);
    try {
      const key = (siteId: string, environment: 'live' | 'test', id: string) => ({ siteId_environment_id: { siteId, environment, id } });
      const product = await db.prisma.product.findUniqueOrThrow({
        where: key('site-a', 'live', i.product.aLive),
        include: { variants: { orderBy: { position: 'asc' } } },
      });
      expect(product.variants.map((v) => [v.id, v.sku, v.taxRate?.toFixed(4) ?? null])).toEqual([
        [i.variant.aLive1, 'BOLT-100', '20.5000'],
        [i.variant.aLive2, 'BOLT-500', null],
      ]);
      const variant = await db.prisma.variant.findUniqueOrThrow({ where: key('site-a', 'test', i.variant.aTest), include: { product: true } });
      expect(variant.product.title).toBe('Bolt (test)');
      const customer = await db.prisma.customer.findUniqueOrThrow({
        where: key('site-a', 'live', i.customer.aLive),
        include: { addresses: { orderBy: { position: 'asc' } } },
      });
      expect(customer.addresses.map((a) => [a.id, a.city])).toEqual([
        [i.address.aLive1, 'Oslo'],
        [i.address.aLive2, 'Bergen'],
      ]);
      expect(customer.balance.toFixed(4)).toBe('-12.3456');

      // Ids stored before the migration are now free in every other tenant...
      await db.prisma.product.create({ data: { id: i.product.aLive, siteId: 'site-a', environment: 'test', slug: 'copy', title: 'Copy' } });
      await db.prisma.customer.create({ data: { id: i.customer.aLive, siteId: 'site-b', environment: 'live', email: 'copy@b.test' } });
      await db.prisma.address.create({ data: { id: i.address.aLive1, siteId: 'site-b', environment: 'live', customerId: i.customer.aLive, city: 'Copy' } });
      // ...and a child can only hang off a parent of its own tenant.
      const stray = db.prisma.variant.create({ data: { siteId: 'site-b', environment: 'live', productId: i.product.aTest, sku: 'STRAY' } });
      await expect(stray).rejects.toBeInstanceOf(Prisma.PrismaClientKnownRequestError);
      await expect(stray).rejects.toMatchObject({ code: 'P2003' });

      // Deleting site a's live customer takes its own addresses only, not site b's address under the same id.
      await db.prisma.customer.delete({ where: key('site-a', 'live', i.customer.aLive) });
      expect(await db.prisma.address.findMany({ where: { id: i.address.aLive1 }, select: { siteId: true, city: true } })).toEqual([{ siteId: 'site-b', city: 'Copy' }]);
      expect(await db.prisma.address.count({ where: { customerId: i.customer.aTest } })).toBe(1);
      await db.prisma.product.delete({ where: key('site-a', 'live', i.product.aLive) });
      expect(await db.prisma.variant.count({ where: { productId: i.product.aLive } })).toBe(0);
      expect(await db.prisma.product.count({ where: { id: i.product.aLive } })).toBe(1); // the test-environment copy
      expect(await db.prisma.variant.count({ where: { siteId: 'site-a', environment: 'test' } })).toBe(1);
    } finally {
      await db.close();
    }
  });

  it('refuses, and changes nothing, when a stored variant sits in another tenant than its product', async () => {
    const url = await databases.empty();
    const i = ids();
    await withPool(url, async (pool) => {
      await migrate(pool, previous.dir);
      await fillUnderPreviousSchema(pool, i);
      // The previous schema allowed this: the foreign key was on product_id alone.
      await pool.query(`UPDATE variants SET environment = 'test' WHERE id = $1`, [i.variant.aLive2]);
      const before = await snapshot(pool);
      await expect(migrate(pool, upToThis.dir)).rejects.toThrow(/1 variant\(s\) are stored under another site or environment than their product/);
      expect(await snapshot(pool)).toEqual(before);
      const recorded = await pool.query(`SELECT 1 FROM "_prisma_migrations" WHERE migration_name = $1`, [MIGRATION]);
      expect(recorded.rowCount).toBe(0);
    });
  });

  it('is the migration right after the previous one', async () => {
    const names = await migrationNames();
    expect(names[names.indexOf(PREVIOUS) + 1]).toBe(MIGRATION);
  });
});
