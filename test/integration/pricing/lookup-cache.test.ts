import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantCache, announceChange, cacheChannel } from '../../../src/cache/tenant-cache.ts';
import type { Ctx } from '../../../src/context.ts';
import { createHarness, type Harness, type Tenant } from '../../helpers/harness.ts';
import { lookup, pricingFixtures } from './lookup-fixtures.ts';

// The lookup reads group settings and price lists through a per-process cache (src/cache/tenant-cache.ts).
// Every write to them must show in the very next lookup, in the writing process at once and in the others
// through the Redis announcement; and the lookup's list hints must never serve rows of lists it no longer uses.

let h: Harness;
let t: Tenant;
let other: Tenant;
type Fixtures = ReturnType<typeof pricingFixtures>;
let f: Fixtures;
const ids: Record<string, string> = {};

const priced = async (customerId: string, sku = 'C-1', quantity = 1) => {
  const res = await lookup(t, customerId, [[sku, quantity]]);
  expect(res.status, res.text).toBe(200);
  return res.body.line_items[0] as { price_list_slug: string; unit_price: string; unit_price_gross?: string };
};

beforeAll(async () => {
  h = await createHarness();
  t = await h.tenant();
  other = await h.tenant();
  f = pricingFixtures(h, t);
  await f.product('cached', null, [{ sku: 'C-1', tax_rate: '10' }]);
  for (const [slug, price] of [['list-a', '10.0000'], ['list-b', '20.0000'], ['list-c', '30.0000']] as const) {
    await f.priceList(slug);
    await f.prices(slug, 'C-1', [[1, price]]);
  }
  await f.group('parent-a');
  await f.group('parent-b');
  await f.group('member', 'parent-a');
  await f.settings('parent-a', { priceLists: ['list-a'] });
  await f.settings('parent-b', { priceLists: ['list-b'] });
  ids.member = (await f.customer('member@example.com', { group: 'member' })).id;
  ids.own = (await f.customer('own@example.com', { price_lists: ['list-a'] })).id;
});
afterAll(() => h.close());

describe('writes show in the very next lookup of the same process', () => {
  it("PUT settings: the group's new lists apply at once", async () => {
    expect(await priced(ids.member!)).toMatchObject({ price_list_slug: 'list-a', unit_price: '10.0000' });
    await f.settings('member', { priceLists: ['list-c'] });
    expect(await priced(ids.member!)).toMatchObject({ price_list_slug: 'list-c', unit_price: '30.0000' });
    await f.settings('member', {}); // back to inheriting
    expect(await priced(ids.member!)).toMatchObject({ price_list_slug: 'list-a' });
  });

  it('PATCH group: a new parent changes what the group inherits at once', async () => {
    expect(await priced(ids.member!)).toMatchObject({ price_list_slug: 'list-a' });
    expect((await t.call('PATCH', '/api/v1/customer-groups/member', { parent_slug: 'parent-b' })).status).toBe(200);
    expect(await priced(ids.member!)).toMatchObject({ price_list_slug: 'list-b', unit_price: '20.0000' });
    expect((await t.call('PATCH', '/api/v1/customer-groups/member', { parent_slug: 'parent-a' })).status).toBe(200);
    expect(await priced(ids.member!)).toMatchObject({ price_list_slug: 'list-a' });
  });

  it("PATCH price list: a rule's new source and adjustment apply at once", async () => {
    await f.priceList('derived', { rules: [{ source: 'list-a', adjustment: '0.1', direction: 'minus' }] });
    const id = (await f.customer('derived@example.com', { price_lists: ['derived'] })).id;
    expect(await priced(id)).toMatchObject({ price_list_slug: 'derived', unit_price: '9.0000' });
    const res = await t.call('PATCH', '/api/v1/price-lists/derived', {
      rules: [{ source_price_list_slug: 'list-b', adjustment_percentage: '0.5', adjustment_direction: 'plus', currency_exchange_rate: '1' }],
    });
    expect(res.status, res.text).toBe(200);
    expect(await priced(id)).toMatchObject({ price_list_slug: 'derived', unit_price: '30.0000' });
  });

  it('PATCH price list: tax_inclusive_display applies at once', async () => {
    expect((await priced(ids.own!)).unit_price_gross).toBeUndefined();
    expect((await t.call('PATCH', '/api/v1/price-lists/list-a', { tax_inclusive_display: true })).status).toBe(200);
    expect(await priced(ids.own!)).toMatchObject({ unit_price: '10.0000', unit_price_gross: '11.0000' });
    expect((await t.call('PATCH', '/api/v1/price-lists/list-a', { tax_inclusive_display: false })).status).toBe(200);
    expect((await priced(ids.own!)).unit_price_gross).toBeUndefined();
  });

  it('POST and DELETE price list: a slug that named no list starts, and stops, pricing at once', async () => {
    const id = (await f.customer('later@example.com', { price_lists: ['later', 'list-b'] })).id;
    expect(await priced(id)).toMatchObject({ price_list_slug: 'list-b' }); // "later" is remembered as unknown
    await f.priceList('later');
    await f.prices('later', 'C-1', [[1, '5.0000']]);
    expect(await priced(id)).toMatchObject({ price_list_slug: 'later', unit_price: '5.0000' });
    expect((await t.call('DELETE', '/api/v1/price-lists/later')).status).toBe(204);
    expect(await priced(id)).toMatchObject({ price_list_slug: 'list-b' });
  });

  it("PATCH customer: the customer's new lists apply at once (the row hint of its last lookup is not trusted)", async () => {
    const id = (await f.customer('switch@example.com', { price_lists: ['list-a'] })).id;
    expect(await priced(id)).toMatchObject({ price_list_slug: 'list-a' });
    expect(await priced(id)).toMatchObject({ price_list_slug: 'list-a' }); // now served by the one-statement path
    expect((await t.call('PATCH', '/api/v2/customers/id/' + id, { price_lists: ['list-c', 'list-a'] })).status).toBe(200);
    expect(await priced(id)).toMatchObject({ price_list_slug: 'list-c', unit_price: '30.0000' });
    expect((await t.call('PATCH', '/api/v2/customers/id/' + id, { price_lists: ['list-b'] })).status).toBe(200);
    expect(await priced(id)).toMatchObject({ price_list_slug: 'list-b', unit_price: '20.0000' });
  });

  it("another tenant's writes and lists never reach this tenant's lookups", async () => {
    const g = pricingFixtures(h, other);
    await g.priceList('list-c'); // same slug, another site
    await g.prices('list-c', 'C-1', [[1, '99.0000']]);
    await g.settings('base', { priceLists: ['list-c'] });
    const id = (await f.customer('iso@example.com', { price_lists: ['list-c'] })).id;
    expect(await priced(id)).toMatchObject({ price_list_slug: 'list-c', unit_price: '30.0000' });
    expect(await priced(id)).toMatchObject({ price_list_slug: 'list-c', unit_price: '30.0000' });
  });
});

describe('other processes', () => {
  const ctxOf = (tenant: Tenant): Ctx => ({
    siteId: tenant.siteId,
    environment: tenant.environment,
    credential: null,
    requestId: 'test',
    log: h.deps.log,
    db: h.deps.db.prisma,
    deps: h.deps,
  });

  it("evict a tenant's bucket when a write is announced on the shared Redis channel, and only that tenant's", async () => {
    // A second process's cache: its own instance, subscribed to the same channel the harness app announces on.
    const remote = new TenantCache(60_000, cacheChannel(h.config.QUEUE_PREFIX));
    await remote.subscribe(h.deps.queue.redis, h.deps.log);
    try {
      const ctx = ctxOf(t);
      const otherCtx = ctxOf(other);
      const read = (c: Ctx, value: string) => remote.get(c, 'customer-groups', 'member', async () => value);
      expect(await read(ctx, 'old')).toBe('old');
      expect(await read(ctx, 'new')).toBe('old'); // cached
      expect(await read(otherCtx, 'other-old')).toBe('other-old');
      expect(await remote.get(ctx, 'price-lists', 'list-a', async () => 'list-old')).toBe('list-old');

      await f.settings('parent-b', { priceLists: ['list-c'] }); // through the API: the app announces after commit

      const deadline = Date.now() + 5_000;
      while ((await read(ctx, 'new')) !== 'new' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(await read(ctx, 'newer')).toBe('new');
      expect(await read(otherCtx, 'other-new')).toBe('other-old'); // another tenant keeps its entry
      expect(await remote.get(ctx, 'price-lists', 'list-a', async () => 'list-new')).toBe('list-old'); // another topic too

      announceChange(ctx, 'price-lists');
      const until = Date.now() + 5_000;
      while ((await remote.get(ctx, 'price-lists', 'list-a', async () => 'list-new')) !== 'list-new' && Date.now() < until) {
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(await remote.get(ctx, 'price-lists', 'list-a', async () => 'list-newer')).toBe('list-new');
    } finally {
      await remote.close();
    }
  });
});

describe('TenantCache', () => {
  const ctx = (): Ctx => ({ siteId: t.siteId, environment: 'live', credential: null, requestId: 'x', log: h.deps.log, db: h.deps.db.prisma, deps: h.deps });

  it('loads only the missing keys, together, and remembers keys that do not exist', async () => {
    const cache = new TenantCache(60_000, 'unused');
    const asked: string[][] = [];
    const load = async (keys: string[]) => (asked.push(keys), new Map(keys.filter((k) => k !== 'nope').map((k) => [k, k.toUpperCase()])));
    expect([...(await cache.getMany(ctx(), 'price-lists', ['a', 'nope'], load))].sort()).toEqual([['a', 'A'], ['nope', null]]);
    expect([...(await cache.getMany(ctx(), 'price-lists', ['a', 'b', 'nope', 'b'], load))].sort()).toEqual([['a', 'A'], ['b', 'B'], ['nope', null]]);
    expect(asked).toEqual([['a', 'nope'], ['b']]);
  });

  it('reloads after the lifetime', async () => {
    const cache = new TenantCache(1_000, 'unused');
    let n = 0;
    const load = async (keys: string[]) => new Map(keys.map((k) => [k, ++n]));
    expect((await cache.getMany(ctx(), 'price-lists', ['a'], load, 10_000)).get('a')).toBe(1);
    expect((await cache.getMany(ctx(), 'price-lists', ['a'], load, 10_999)).get('a')).toBe(1);
    expect((await cache.getMany(ctx(), 'price-lists', ['a'], load, 11_000)).get('a')).toBe(2);
  });

  it('never keeps what a load read before an eviction (a write committed while it ran)', async () => {
    const cache = new TenantCache(60_000, 'unused');
    let release!: () => void;
    const slow = cache.get(ctx(), 'customer-groups', 'g', () => new Promise<string>((r) => (release = () => r('before-write'))));
    cache.evict('customer-groups', t.siteId, 'live');
    release();
    expect(await slow).toBe('before-write'); // its own caller still gets it
    expect(await cache.get(ctx(), 'customer-groups', 'g', async () => 'after-write')).toBe('after-write');
  });

  it('forgets a failed load, and bypasses the cache inside a transaction', async () => {
    const cache = new TenantCache(60_000, 'unused');
    await expect(cache.get(ctx(), 'customer-groups', 'g', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get(ctx(), 'customer-groups', 'g', async () => 'ok')).toBe('ok');
    await h.deps.db.prisma.$transaction(async (tx) => {
      expect(await cache.get({ ...ctx(), db: tx }, 'customer-groups', 'g', async () => 'own write')).toBe('own write');
    });
    expect(await cache.get(ctx(), 'customer-groups', 'g', async () => 'later')).toBe('ok');
  });
});
