import { beforeAll, describe, expect, it } from 'vitest';
import { TenantCache } from '../../../src/cache/tenant-cache.ts';
import type { Ctx } from '../../../src/context.ts';
import { useHarness, verbCtx, type Tenant } from '../../helpers/harness.ts';
import { lookup, pricingFixtures } from './lookup-fixtures.ts';

// The tenant read cache has one memory cap for all tenants (LOOKUP_CACHE_MAX_MB, lru-cache maxSize): past it the
// least recently used entries leave, a lookup whose entries left reads them again and answers the same, and the
// writers' announcements still evict at once. The harness runs with a 64 KiB cap, so a few dozen tenants fill it.

const CAP_MB = 1 / 16;
const CAP_BYTES = Math.round(CAP_MB * 1024 * 1024);
const TENANTS = 40;

const setup = useHarness({ env: { LOOKUP_CACHE_MAX_MB: String(CAP_MB) } });
const tenants: { t: Tenant; customerId: string; listId: string }[] = [];

const unitPrice = async (t: Tenant, customerId: string) => {
  const res = await lookup(t, customerId, [['CAP-1', 1]]);
  expect(res.status, res.text).toBe(200);
  return (res.body.line_items[0] as { unit_price: string }).unit_price;
};

/** A stored price changed behind the cache's back (no announcement): only a reload shows it. */
async function setPriceSilently(listId: string, price: string) {
  const res = await setup.h.deps.db.pool.query(`UPDATE prices SET price = $2 WHERE price_list_id = $1 AND sku = 'CAP-1'`, [listId, price]);
  expect(res.rowCount).toBe(1);
}

beforeAll(async () => {
  for (let i = 0; i < TENANTS; i++) {
    const t = i === 0 ? setup.t : await setup.h.tenant();
    const f = pricingFixtures(setup.h, t);
    await f.priceList('cap-list');
    const found = await setup.h.deps.db.pool.query(`SELECT id FROM price_lists WHERE site_id = $1 AND environment = 'live' AND slug = 'cap-list'`, [t.siteId]);
    const listId = found.rows[0].id as string;
    await f.prices('cap-list', 'CAP-1', [[1, `${10 + i}.0000`]]);
    await f.product('cap', null, [{ sku: 'CAP-1' }]);
    const customerId = (await f.customer(`cap-${i}@example.com`, { price_lists: ['cap-list'] })).id;
    tenants.push({ t, customerId, listId });
  }
}, 120_000);

describe('memory cap', () => {
  it('stays under the cap however many tenants look up, and an evicted tenant answers correctly (its rows read again)', async () => {
    const first = tenants[0]!;
    expect(await unitPrice(first.t, first.customerId)).toBe('10.0000');
    await setPriceSilently(first.listId, '99.0000');
    expect(await unitPrice(first.t, first.customerId)).toBe('10.0000'); // served by the cache: it was not evicted yet

    for (const [i, { t, customerId }] of tenants.entries()) {
      if (i === 0) continue;
      expect(await unitPrice(t, customerId)).toBe(`${10 + i}.0000`);
      expect(setup.h.deps.cache.memoryBytes).toBeLessThanOrEqual(CAP_BYTES);
    }
    expect(setup.h.deps.cache.memoryBytes).toBeGreaterThan(CAP_BYTES / 2); // the cap is what bounds it, not a lack of entries
    // Operators see the same figure in /metrics.
    const scraped = /^hub_tenant_cache_bytes (\d+)$/m.exec(await (await setup.h.request('/metrics')).text());
    expect(Number(scraped?.[1])).toBeGreaterThan(CAP_BYTES / 2);
    expect(Number(scraped?.[1])).toBeLessThanOrEqual(CAP_BYTES);

    // Well within the 5 s lifetime, so only the cap can have dropped the first tenant's entries.
    expect(await unitPrice(first.t, first.customerId)).toBe('99.0000');
    expect(await unitPrice(first.t, first.customerId)).toBe('99.0000');
    await setPriceSilently(first.listId, '10.0000');
  });

  it('keeps the recently used tenants: the last one looked up is still served from the cache', async () => {
    for (const { t, customerId } of tenants) await unitPrice(t, customerId);
    const last = tenants.at(-1)!;
    await setPriceSilently(last.listId, '77.0000');
    expect(await unitPrice(last.t, last.customerId)).toBe(`${10 + TENANTS - 1}.0000`);
    await setPriceSilently(last.listId, `${10 + TENANTS - 1}.0000`);
  });

  it('writes still evict at once when the cache is full', async () => {
    for (const { t, customerId } of tenants) await unitPrice(t, customerId);
    const last = tenants.at(-1)!;
    const res = await last.t.call('PATCH', `/api/v2/customers/id/${last.customerId}`, { discount_percentage: '50' });
    expect(res.status, res.text).toBe(200);
    expect(await unitPrice(last.t, last.customerId)).toBe(((10 + TENANTS - 1) / 2).toFixed(4));
    expect(setup.h.deps.cache.memoryBytes).toBeLessThanOrEqual(CAP_BYTES);
  });
});

describe('TenantCache under its cap', () => {
  const ctxOf = (siteId: string): Ctx => verbCtx(setup.h, { siteId, environment: 'live' });
  const fill = (cache: TenantCache, siteId: string, n: number) =>
    cache.getMany(ctxOf(siteId), 'prices', Array.from({ length: n }, (_, i) => `k${i}`), async (keys) => new Map(keys.map((k) => [k, `value of ${k}`.repeat(4)])));

  it('evicts least recently used entries first, counts values by their size, and never exceeds the cap', async () => {
    const cap = 64 * 1024;
    const cache = new TenantCache(60_000, 'unused', cap);
    let loads = 0;
    const read = (siteId: string) => cache.get(ctxOf(siteId), 'customer-groups', 'g', async () => (++loads, `settings of ${siteId}`));
    expect(await read('a')).toBe('settings of a');
    for (let i = 0; i < 200; i++) {
      await fill(cache, `site-${i}`, 20);
      await read('a'); // kept warm: used more recently than anything the fill pushes out
      expect(cache.memoryBytes).toBeLessThanOrEqual(cap);
    }
    expect(loads).toBe(1);
    expect(cache.memoryBytes).toBeGreaterThan(cap * 0.8);
    // site-0's entries are the oldest: gone, so they load again.
    let reloaded = 0;
    await cache.getMany(ctxOf('site-0'), 'prices', ['k0'], async (keys) => (reloaded += keys.length, new Map([['k0', 'again']])));
    expect(reloaded).toBe(1);
    // A value's size counts: one large value pushes out many small ones, and still the total stays under the cap.
    const small = cache.memoryBytes;
    await cache.get(ctxOf('big'), 'prices', 'big', async () => 'x'.repeat(cap / 2));
    expect(cache.memoryBytes).toBeLessThanOrEqual(cap);
    expect(cache.memoryBytes).toBeGreaterThanOrEqual(cap / 2);
    expect(small).toBeGreaterThan(cap * 0.8); // so entries had to leave for it
    expect(await cache.get(ctxOf('big'), 'prices', 'big', async () => 'reloaded')).toHaveLength(cap / 2);
  });

  it('a value larger than the whole cap is answered but not kept', async () => {
    const cache = new TenantCache(60_000, 'unused', 16 * 1024);
    expect(await cache.get(ctxOf('s'), 'prices', 'huge', async () => 'x'.repeat(64 * 1024))).toHaveLength(64 * 1024);
    expect(await cache.get(ctxOf('s'), 'prices', 'huge', async () => 'small')).toBe('small');
    expect(cache.memoryBytes).toBeLessThanOrEqual(16 * 1024);
  });

  it('a bucket the LRU dropped while a load was in flight keeps nothing of that load', async () => {
    const cache = new TenantCache(60_000, 'unused', 32 * 1024);
    const pin = cache.pin(ctxOf('pinned'), 'prices');
    let release!: () => void;
    const slow = cache.getMany(ctxOf('pinned'), 'prices', ['k'], () => new Promise<Map<string, string>>((r) => (release = () => r(new Map([['k', 'read before']])))), undefined, pin);
    for (let i = 0; i < 100; i++) await fill(cache, `other-${i}`, 10); // pushes the pinned bucket out
    release();
    expect((await slow).get('k')).toBe('read before');
    expect(await cache.get(ctxOf('pinned'), 'prices', 'k', async () => 'read after')).toBe('read after');
  });

  it('list hints have their own share of the cap and are dropped least recently used first', () => {
    const cache = new TenantCache(60_000, 'unused', 64 * 1024);
    const ids = ['6f1c3c2e-2b7a-4d39-9f55-0c9a3f0f1d21', '7f1c3c2e-2b7a-4d39-9f55-0c9a3f0f1d21'];
    for (let i = 0; i < 1_000; i++) cache.hints.set(`site\u0000live\u0000id\u0000customer-${i}`, ids);
    expect(cache.hints.calculatedSize).toBeLessThanOrEqual((64 * 1024) / 16);
    expect(cache.hints.get('site\u0000live\u0000id\u0000customer-999')).toEqual(ids);
    expect(cache.hints.get('site\u0000live\u0000id\u0000customer-0')).toBeUndefined();
    expect(cache.memoryBytes).toBeLessThanOrEqual(64 * 1024);
  });
});
