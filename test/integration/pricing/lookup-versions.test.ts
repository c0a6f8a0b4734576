import { beforeAll, describe, expect, it } from 'vitest';
import { TenantCache } from '../../../src/cache/tenant-cache.ts';
import type { Ctx } from '../../../src/context.ts';
import { BUMP_TENANT_VERSION, readTenantVersions } from '../../../src/db/tenant-versions.ts';
import { useHarness } from '../../helpers/harness.ts';
import { lookup, pricingFixtures } from './lookup-fixtures.ts';

// The tenant read cache revalidates instead of reloading (src/cache/tenant-cache.ts, watchVersions): every write
// to what it holds bumps its topic's row of tenant_versions (one per tenant and cache topic) in its own transaction
// (triggers on the small tables, explicit bumps where prices are written), and each process polls the table. A
// tenant nobody writes keeps its cache past the 5 s lifetime; a write whose Redis announcement is lost still shows
// within the poll's bound, and drops only its topic (and the topics derived from it).

const setup = useHarness();
let customerId: string;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const version = async (topic: string, siteId = setup.t.siteId) =>
  (
    await setup.h.deps.db.pool.query<{ v: string }>(`SELECT version::text AS v FROM tenant_versions WHERE site_id = $1 AND environment = 'live' AND topic = $2`, [
      siteId,
      topic,
    ])
  ).rows[0]?.v;

const unitPrice = async () => {
  const res = await lookup(setup.t, customerId, [['VER-1', 1]]);
  expect(res.status, res.text).toBe(200);
  return res.body.line_items[0].unit_price as string;
};

/** A write nobody hears of: no announcement, and (triggers off for this session) no version bump either. */
async function writeUnseen(sql: string, values: unknown[]): Promise<void> {
  const client = await setup.h.deps.db.pool.connect();
  try {
    await client.query(`SET session_replication_role = replica`);
    await client.query(sql, values);
  } finally {
    await client.query(`RESET session_replication_role`).catch(() => {});
    client.release();
  }
}

beforeAll(async () => {
  const f = pricingFixtures(setup.h, setup.t);
  await f.product('versions', null, [{ sku: 'VER-1' }]);
  await f.priceList('ver-list');
  await f.priceList('ver-derived', { rules: [{ source: 'ver-list', adjustment: '0.1' }] });
  await f.prices('ver-list', 'VER-1', [[1, '10.0000']]);
  customerId = (await f.customer('versions@example.com', { price_lists: ['ver-list'] })).id;
});

describe('tenant_versions', () => {
  it('the tables the cache reads have a deferred version trigger (insert, update and delete); prices has none', async () => {
    const { rows } = await setup.h.deps.db.pool.query<{ t: string; deferred: boolean; type: number }>(
      `SELECT tgrelid::regclass::text AS t, tginitdeferred AS deferred, tgtype::int AS type FROM pg_trigger WHERE tgname LIKE '%\\_tenant\\_version' ORDER BY 1`,
    );
    // tgtype 29: row-level (1), after, insert (4), delete (8) and update (16).
    expect(rows).toEqual(
      ['addresses', 'customer_groups', 'customers', 'discounts', 'group_settings', 'price_list_rules', 'price_lists', 'products', 'shipping_methods', 'variants'].map((t) => ({ t, deferred: true, type: 29 })),
    );
  });

  it('the bump waits for the commit: a writer holds no lock on the version row until then', async () => {
    const pool = setup.h.deps.db.pool;
    const [a, b] = [await pool.connect(), await pool.connect()];
    try {
      await a.query('BEGIN');
      await a.query(`UPDATE customers SET first_name = 'A' WHERE site_id = $1 AND id = $2`, [setup.t.siteId, customerId]);
      await b.query('BEGIN');
      await b.query(`SET LOCAL lock_timeout = '1s'`);
      // Another writer of the same tenant commits (and bumps) while the first one is still open.
      await b.query(`UPDATE products SET title = 'B' WHERE site_id = $1`, [setup.t.siteId]);
      await b.query('COMMIT');
      await a.query('COMMIT');
    } finally {
      a.release();
      b.release();
    }
  });

  it("a write bumps only its own tenant's version of its own topic, in its transaction (a rollback leaves it)", async () => {
    const other = await setup.h.tenant();
    await pricingFixtures(setup.h, other).customer('other@example.com');
    const [mine, theirs, catalog] = [await version('customers'), await version('customers', other.siteId), await version('catalog')];
    const pool = setup.h.deps.db.pool;
    await pool.query(`UPDATE customers SET first_name = 'X' WHERE site_id = $1 AND id = $2`, [setup.t.siteId, customerId]);
    const bumped = await version('customers');
    expect(BigInt(bumped!)).toBeGreaterThan(BigInt(mine!));
    expect(await version('customers', other.siteId)).toBe(theirs);
    expect(await version('catalog')).toBe(catalog);
    // Rules name no tenant: their list does.
    const lists = await version('price-lists');
    await pool.query(`UPDATE price_list_rules SET adjustment_percentage = 0.11 WHERE price_list_id IN (SELECT id FROM price_lists WHERE site_id = $1)`, [setup.t.siteId]);
    expect(await version('price-lists')).not.toBe(lists);
    // A statement that touches no row bumps nothing.
    await pool.query(`DELETE FROM products WHERE site_id = $1 AND slug = 'none'`, [setup.t.siteId]);
    expect(await version('catalog')).toBe(catalog);
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(`DELETE FROM variants WHERE site_id = $1`, [setup.t.siteId]);
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
    expect(await version('catalog')).toBe(catalog);
  });

  it('a price import step and a cleared list bump the version (prices has no trigger)', async () => {
    await setup.h.startWorkers();
    const before = await version('prices');
    const res = await setup.t.call('PATCH', '/api/v1/price-lists/ver-list/pricing', [{ sku: 'VER-2', pricing: [{ quantity: 1, price: '5' }] }]);
    expect(res.status, res.text).toBe(204);
    const afterImport = await version('prices');
    expect(afterImport).not.toBe(before);
    await pricingFixtures(setup.h, setup.t).priceList('ver-cleared');
    await pricingFixtures(setup.h, setup.t).prices('ver-cleared', 'VER-1', [[1, '1.0000']]);
    const beforeClear = await version('prices');
    expect((await setup.t.call('DELETE', '/api/v1/price-lists/ver-cleared/pricing')).status).toBe(204);
    expect(await version('prices')).not.toBe(beforeClear);
  });
});

describe('revalidation in the running app (5 s lifetime, polled every 2 s)', () => {
  it("an unchanged tenant's cache outlives the lifetime, and a bump alone (no announcement) ends it within the poll's bound", { timeout: 25_000 }, async () => {
    expect(await unitPrice()).toBe('10.0000');
    // The writes of the tests above reach this process's poll up to 2 s later and drop what was cached until then.
    await sleep(2_500);
    expect(await unitPrice()).toBe('10.0000');
    // Behind the cache's back and without a bump: only a reload would show it, and none may happen.
    await writeUnseen(`UPDATE prices SET price = 12 WHERE site_id = $1 AND sku = 'VER-1' AND quantity = 1`, [setup.t.siteId]);
    await sleep(6_000);
    expect(await unitPrice()).toBe('10.0000');
    // A committed write whose Redis announcement was lost: only its version bump tells the process.
    await setup.h.deps.db.pool.query(BUMP_TENANT_VERSION, [setup.t.siteId, 'live', 'prices']);
    const bumpedAt = Date.now();
    while ((await unitPrice()) !== '12.0000' && Date.now() - bumpedAt < 5_000) await sleep(50);
    expect(await unitPrice()).toBe('12.0000');
    expect(Date.now() - bumpedAt).toBeLessThan(5_000);
  });

  it('a write through a trigger table with no announcement shows within the bound', { timeout: 10_000 }, async () => {
    expect(await unitPrice()).toBe('12.0000');
    await setup.h.deps.db.pool.query(`UPDATE customers SET discount_percentage = 50 WHERE site_id = $1 AND id = $2`, [setup.t.siteId, customerId]);
    const wroteAt = Date.now();
    while ((await unitPrice()) === '12.0000' && Date.now() - wroteAt < 5_000) await sleep(50);
    expect(await unitPrice()).toBe('6.0000');
  });
});

describe('TenantCache.watchVersions', () => {
  const ctx = (siteId = setup.t.siteId): Ctx => ({ siteId, environment: 'live', credential: null, requestId: 'x', log: setup.h.deps.log, db: setup.h.deps.db.prisma, deps: setup.h.deps });
  const rows = (v: string, topic = 'prices') => [{ siteId: setup.t.siteId, environment: 'live', topic, version: v }];
  /** Answers as readTenantVersions does: rows only when the table differs from what the poll already has. */
  const table = (current: () => ReturnType<typeof rows>) => async (known: string | undefined) => {
    const digest = JSON.stringify(current());
    return digest === known ? { digest } : { digest, rows: current() };
  };

  it('keeps watched buckets past the lifetime while polls vouch for them, and drops a tenant whose version moved', async () => {
    const cache = new TenantCache(300, 'unused');
    let current = rows('1');
    cache.watchVersions(table(() => current), setup.h.deps.log, 20);
    try {
      await sleep(50); // the first answer: buckets made from now on are watched
      let n = 0;
      const read = (topic: 'prices' | 'purchases' = 'prices') => cache.get(ctx(), topic, 'k', async () => ++n);
      expect(await read()).toBe(1);
      const purchases = await read('purchases');
      await sleep(500);
      expect(await read()).toBe(1); // past the 300 ms lifetime, still current
      expect(await read('purchases')).toBe(purchases + 1); // no version covers purchases: the lifetime holds
      current = rows('2');
      await sleep(100);
      expect(await read()).toBe(n); // reloaded once
      expect(n).toBe(purchases + 2);
    } finally {
      await cache.close();
    }
  });

  it("drops only the topic whose version moved, and the topics derived from it", async () => {
    const cache = new TenantCache(300, 'unused');
    let current = [...rows('1', 'prices'), ...rows('1', 'customers'), ...rows('1', 'price-lists')];
    cache.watchVersions(table(() => current), setup.h.deps.log, 20);
    try {
      await sleep(50);
      const loads = { prices: 0, customers: 0 };
      const read = (topic: 'prices' | 'customers') => cache.get(ctx(), topic, 'k', async () => ++loads[topic]);
      await read('prices');
      await read('customers');
      // A customer's balance moved: the prices stay.
      current = [...rows('1', 'prices'), ...rows('2', 'customers'), ...rows('1', 'price-lists')];
      await sleep(100);
      expect([await read('prices'), await read('customers')]).toEqual([1, 2]);
      // A list was deleted: its price rows go too (prices derive from price-lists).
      current = [...rows('1', 'prices'), ...rows('2', 'customers'), ...rows('2', 'price-lists')];
      await sleep(100);
      expect([await read('prices'), await read('customers')]).toEqual([2, 2]);
    } finally {
      await cache.close();
    }
  });

  it('falls back to the lifetime when the polls fail, and a bucket made before the first answer keeps it too', async () => {
    const cache = new TenantCache(300, 'unused');
    let fail = true;
    const answer = table(() => rows('1'));
    cache.watchVersions((known) => (fail ? Promise.reject(new Error('database down')) : answer(known)), setup.h.deps.log, 20);
    try {
      let n = 0;
      const read = () => cache.get(ctx(), 'customers', 'k', async () => ++n);
      expect(await read()).toBe(1);
      await sleep(350);
      expect(await read()).toBe(2); // never vouched for
      fail = false;
      await sleep(350);
      expect(await read()).toBe(3); // made before the first answer: unwatched
      await sleep(350);
      expect(await read()).toBe(3); // watched
      fail = true;
      await sleep(700);
      expect(await read()).toBe(4); // the last answer is older than the lifetime
    } finally {
      await cache.close();
    }
  });

  it('after failed polls, the next answer still drops what moved while they failed', async () => {
    const cache = new TenantCache(300, 'unused');
    let current = rows('1');
    let fail = false;
    const answer = table(() => current);
    cache.watchVersions((known) => (fail ? Promise.reject(new Error('database down')) : answer(known)), setup.h.deps.log, 20);
    try {
      await sleep(50);
      let n = 0;
      const read = () => cache.get(ctx(), 'prices', 'k', async () => ++n);
      expect(await read()).toBe(1);
      fail = true;
      current = rows('2');
      await sleep(100);
      expect(await read()).toBe(1); // the failed polls saw nothing, and the last answer still vouches
      fail = false;
      await sleep(100);
      expect(await read()).toBe(2); // the poll sent the digest it had before the failures: the rows came back
    } finally {
      await cache.close();
    }
  });

  it('polls the real table: one statement answers every tenant, and only a digest while nothing moved', async () => {
    const pool = setup.h.deps.db.pool;
    const first = await readTenantVersions(pool);
    expect(first.rows?.find((r) => r.siteId === setup.t.siteId && r.topic === 'prices')?.version).toBe(await version('prices'));
    expect(first.rows).toHaveLength(Number((await pool.query(`SELECT count(*) AS n FROM tenant_versions`)).rows[0].n));
    // Other test files share the database and write to it: the digest is the same while nothing moved.
    let again = await readTenantVersions(pool, first.digest);
    while (again.digest !== first.digest) again = await readTenantVersions(pool, (first.digest = again.digest));
    expect(again).toEqual({ digest: first.digest });
    await pool.query(BUMP_TENANT_VERSION, [setup.t.siteId, 'live', 'prices']);
    const moved = await readTenantVersions(pool, first.digest);
    expect(moved.digest).not.toBe(first.digest);
    expect(moved.rows?.find((r) => r.siteId === setup.t.siteId && r.topic === 'prices')?.version).toBe(await version('prices'));
  });

  it("a deleted version row changes the digest too", async () => {
    const pool = setup.h.deps.db.pool;
    await pool.query(BUMP_TENANT_VERSION, [setup.t.siteId, 'live', 'digest-probe']);
    const before = await readTenantVersions(pool);
    await pool.query(`DELETE FROM tenant_versions WHERE site_id = $1 AND topic = 'digest-probe'`, [setup.t.siteId]);
    const after = await readTenantVersions(pool, before.digest);
    expect(after.digest).not.toBe(before.digest);
    expect(after.rows?.some((r) => r.siteId === setup.t.siteId && r.topic === 'digest-probe')).toBe(false);
  });
});
