import { beforeAll, describe, expect, it } from 'vitest';
import { TenantCache, announceChange, cacheChannel } from '../../../src/cache/tenant-cache.ts';
import type { Ctx } from '../../../src/context.ts';
import { useHarness, type Tenant } from '../../helpers/harness.ts';
import { lookup, pricingFixtures } from './lookup-fixtures.ts';

// The lookup reads group settings and price lists through a per-process cache (src/cache/tenant-cache.ts).
// Every write to them must show in the very next lookup, in the writing process at once and in the others
// through the Redis announcement; and the lookup's list hints must never serve rows of lists it no longer uses.

const setup = useHarness();
let other: Tenant;
type Fixtures = ReturnType<typeof pricingFixtures>;
let f: Fixtures;
const ids: Record<string, string> = {};

const priced = async (customerId: string, sku = 'C-1', quantity = 1) => {
  const res = await lookup(setup.t, customerId, [[sku, quantity]]);
  expect(res.status, res.text).toBe(200);
  return res.body.line_items[0] as { price_list_slug: string; unit_price: string; unit_price_gross?: string };
};

beforeAll(async () => {
  other = await setup.h.tenant();
  f = pricingFixtures(setup.h, setup.t);
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
    expect((await setup.t.call('PATCH', '/api/v1/customer-groups/member', { parent_slug: 'parent-b' })).status).toBe(200);
    expect(await priced(ids.member!)).toMatchObject({ price_list_slug: 'list-b', unit_price: '20.0000' });
    expect((await setup.t.call('PATCH', '/api/v1/customer-groups/member', { parent_slug: 'parent-a' })).status).toBe(200);
    expect(await priced(ids.member!)).toMatchObject({ price_list_slug: 'list-a' });
  });

  it("PATCH price list: a rule's new source and adjustment apply at once", async () => {
    await f.priceList('derived', { rules: [{ source: 'list-a', adjustment: '0.1', direction: 'minus' }] });
    const id = (await f.customer('derived@example.com', { price_lists: ['derived'] })).id;
    expect(await priced(id)).toMatchObject({ price_list_slug: 'derived', unit_price: '9.0000' });
    const res = await setup.t.call('PATCH', '/api/v1/price-lists/derived', {
      rules: [{ source_price_list_slug: 'list-b', adjustment_percentage: '0.5', adjustment_direction: 'plus', currency_exchange_rate: '1' }],
    });
    expect(res.status, res.text).toBe(200);
    expect(await priced(id)).toMatchObject({ price_list_slug: 'derived', unit_price: '30.0000' });
  });

  it('PATCH price list: tax_inclusive_display applies at once', async () => {
    expect((await priced(ids.own!)).unit_price_gross).toBeUndefined();
    expect((await setup.t.call('PATCH', '/api/v1/price-lists/list-a', { tax_inclusive_display: true })).status).toBe(200);
    expect(await priced(ids.own!)).toMatchObject({ unit_price: '10.0000', unit_price_gross: '11.0000' });
    expect((await setup.t.call('PATCH', '/api/v1/price-lists/list-a', { tax_inclusive_display: false })).status).toBe(200);
    expect((await priced(ids.own!)).unit_price_gross).toBeUndefined();
  });

  it('POST and DELETE price list: a slug that named no list starts, and stops, pricing at once', async () => {
    const id = (await f.customer('later@example.com', { price_lists: ['later', 'list-b'] })).id;
    expect(await priced(id)).toMatchObject({ price_list_slug: 'list-b' }); // "later" is remembered as unknown
    await f.priceList('later');
    await f.prices('later', 'C-1', [[1, '5.0000']]);
    expect(await priced(id)).toMatchObject({ price_list_slug: 'later', unit_price: '5.0000' });
    expect((await setup.t.call('DELETE', '/api/v1/price-lists/later')).status).toBe(204);
    expect(await priced(id)).toMatchObject({ price_list_slug: 'list-b' });
  });

  it("PATCH customer: the customer's new lists apply at once (the row hint of its last lookup is not trusted)", async () => {
    const id = (await f.customer('switch@example.com', { price_lists: ['list-a'] })).id;
    expect(await priced(id)).toMatchObject({ price_list_slug: 'list-a' });
    expect(await priced(id)).toMatchObject({ price_list_slug: 'list-a' }); // now served by the one-statement path
    expect((await setup.t.call('PATCH', '/api/v2/customers/id/' + id, { price_lists: ['list-c', 'list-a'] })).status).toBe(200);
    expect(await priced(id)).toMatchObject({ price_list_slug: 'list-c', unit_price: '30.0000' });
    expect((await setup.t.call('PATCH', '/api/v2/customers/id/' + id, { price_lists: ['list-b'] })).status).toBe(200);
    expect(await priced(id)).toMatchObject({ price_list_slug: 'list-b', unit_price: '20.0000' });
  });

  it("another tenant's writes and lists never reach this tenant's lookups", async () => {
    const g = pricingFixtures(setup.h, other);
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
    log: setup.h.deps.log,
    db: setup.h.deps.db.prisma,
    deps: setup.h.deps,
  });

  it("evict a tenant's bucket when a write is announced on the shared Redis channel, and only that tenant's", async () => {
    // A second process's cache: its own instance, subscribed to the same channel the harness app announces on.
    const remote = new TenantCache(60_000, cacheChannel(setup.h.config.QUEUE_PREFIX));
    await remote.subscribe(setup.h.deps.queue.redis, setup.h.deps.log);
    try {
      const ctx = ctxOf(setup.t);
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
  const ctx = (): Ctx => ({ siteId: setup.t.siteId, environment: 'live', credential: null, requestId: 'x', log: setup.h.deps.log, db: setup.h.deps.db.prisma, deps: setup.h.deps });

  it('loads only the missing keys, together, and remembers keys that do not exist', async () => {
    const cache = new TenantCache(60_000, 'unused');
    const asked: string[][] = [];
    const load = async (keys: string[]) => (asked.push(keys), new Map(keys.filter((k) => k !== 'nope').map((k) => [k, k.toUpperCase()])));
    expect([...(await cache.getMany(ctx(), 'price-lists', ['a', 'nope'], load))].sort()).toEqual([['a', 'A'], ['nope', null]]);
    expect([...(await cache.getMany(ctx(), 'price-lists', ['a', 'b', 'nope', 'b'], load))].sort()).toEqual([['a', 'A'], ['b', 'B'], ['nope', null]]);
    expect(asked).toEqual([['a', 'nope'], ['b']]);
  });

  it('finds again what it stored under any key text (stored keys are copied flat, lone surrogates included)', async () => {
    const cache = new TenantCache(60_000, 'unused');
    const keys = ['plain', 'Ünïcødé-😀', 'lone-\ud800-surrogate', 'nul\u0000inside', `${'long-'.repeat(20)}${'x'}`];
    const asked: string[][] = [];
    const load = async (missing: string[]) => (asked.push(missing), new Map(missing.map((k) => [k, `v:${k}`])));
    await cache.getMany(ctx(), 'catalog', keys, load);
    const again = await cache.getMany(ctx(), 'catalog', keys, load);
    expect([...again.values()]).toEqual(keys.map((k) => `v:${k}`));
    expect(asked).toEqual([keys]);
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
    cache.evict('customer-groups', setup.t.siteId, 'live');
    release();
    expect(await slow).toBe('before-write'); // its own caller still gets it
    expect(await cache.get(ctx(), 'customer-groups', 'g', async () => 'after-write')).toBe('after-write');
  });

  // calculate-pricing may ask for 50 lists × 1,000 SKUs keys at once. A linear scan per key made that 10 s of
  // blocked event loop; the bound below catches a return to quadratic work, it is not a speed target.
  it('asks for 50,000 keys with one load, each key once', { timeout: 5_000 }, async () => {
    const cache = new TenantCache(60_000, 'unused');
    const keys = Array.from({ length: 50_000 }, (_, i) => `list-${i % 50}|SKU-${i}`);
    const calls: string[][] = [];
    const got = await cache.getMany(ctx(), 'prices', [...keys, ...keys.slice(0, 100)], async (missing) => {
      calls.push(missing);
      return new Map(missing.filter((k) => k.endsWith('7')).map((k) => [k, k]));
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toHaveLength(50_000);
    expect(got.size).toBe(50_000);
    expect(got.get('list-7|SKU-7')).toBe('list-7|SKU-7');
    expect(got.get('list-0|SKU-0')).toBeNull();
  });

  it('forgets a failed load, and bypasses the cache inside a transaction', async () => {
    const cache = new TenantCache(60_000, 'unused');
    await expect(cache.get(ctx(), 'customer-groups', 'g', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get(ctx(), 'customer-groups', 'g', async () => 'ok')).toBe('ok');
    await setup.h.deps.db.prisma.$transaction(async (tx) => {
      expect(await cache.get({ ...ctx(), db: tx }, 'customer-groups', 'g', async () => 'own write')).toBe('own write');
    });
    expect(await cache.get(ctx(), 'customer-groups', 'g', async () => 'later')).toBe('ok');
  });
});

// Warm, the lookup reads nothing from the database: customers, SKUs and price rows are cached per tenant too.
// Each writer of them announces ('customers', 'catalog', 'prices', and 'price-lists' drops the rows as well).
describe('per-record caches: customers, SKUs and price rows', () => {
  const warm = async (customerId: string, sku = 'C-1') => {
    await priced(customerId, sku);
    return priced(customerId, sku); // the second read is served from the caches
  };
  const lineError = async (customerId: string, sku: string) => {
    const res = await lookup(setup.t, customerId, [[sku, 1]]);
    expect(res.status, res.text).toBe(207);
    return res.body.line_items[0] as { error?: { code?: string } } & Record<string, unknown>;
  };

  it('PUT customer: a replaced customer, a customer created after a failed lookup, by email too', async () => {
    const id = (await f.customer('put@example.com', { price_lists: ['list-a'] })).id;
    expect(await warm(id)).toMatchObject({ price_list_slug: 'list-a' });
    await f.customer('put@example.com', { id, price_lists: ['list-b'] });
    expect(await priced(id)).toMatchObject({ price_list_slug: 'list-b', unit_price: '20.0000' });

    const byEmail = (email: string) => lookup(setup.t, email, [['C-1', 1]], { customer_lookup_by: 'email' });
    expect((await byEmail('put@example.com')).status).toBe(200);
    expect((await byEmail('late@example.com')).status).toBe(400); // remembered as unknown
    await f.customer('late@example.com', { price_lists: ['list-c'] });
    const res = await byEmail('late@example.com');
    expect(res.status, res.text).toBe(200);
    expect(res.body.line_items[0]).toMatchObject({ price_list_slug: 'list-c' });
  });

  it('PATCH customer: a new discount applies at once', async () => {
    const id = (await f.customer('discount@example.com', { price_lists: ['list-b'] })).id;
    const before = await warm(id);
    expect((await setup.t.call('PATCH', '/api/v2/customers/id/' + id, { discount_percentage: '50' })).status).toBe(200);
    expect((await priced(id)).unit_price).not.toBe(before.unit_price);
  });

  it('DELETE customer: the next lookup no longer finds it', async () => {
    const id = (await f.customer('gone@example.com', { price_lists: ['list-a'] })).id;
    await warm(id);
    expect((await setup.t.call('DELETE', '/api/v2/customers/id/' + id)).status).toBe(204);
    const res = await lookup(setup.t, id, [['C-1', 1]]);
    expect(res.status, res.text).toBe(400);
    expect(res.text).toContain('resource-id-not-found');
  });

  it("PUT and DELETE product: a variant starts, and stops, taking its parent SKU's price at once", async () => {
    const id = ids.own!;
    await f.prices('list-a', 'NEW-P', [[1, '7.0000']]); // prices may come before the product; only the parent has one
    const unpriced = await lineError(id, 'NEW-1');
    expect(await lineError(id, 'NEW-1')).toEqual(unpriced); // the SKU's absence is cached
    await f.product('new', 'NEW-P', [{ sku: 'NEW-1' }]);
    expect(await warm(id, 'NEW-1')).toMatchObject({ price_list_slug: 'list-a', unit_price: '7.0000' });
    expect((await setup.t.call('DELETE', '/api/v1/products/slug/new')).status).toBe(204);
    expect(await lineError(id, 'NEW-1')).toEqual(unpriced);
  });

  it('PUT product: a new tax rate shows in the gross price at once', async () => {
    await f.product('taxed', null, [{ sku: 'TX-1', tax_rate: '10' }]);
    await f.priceList('gross-list', { taxInclusiveDisplay: true });
    await f.prices('gross-list', 'TX-1', [[1, '100.0000']]);
    const id = (await f.customer('gross@example.com', { price_lists: ['gross-list'] })).id;
    expect(await warm(id, 'TX-1')).toMatchObject({ unit_price_gross: '110.0000' });
    await f.product('taxed', null, [{ sku: 'TX-1', tax_rate: '20' }]);
    expect(await priced(id, 'TX-1')).toMatchObject({ unit_price_gross: '120.0000' });
  });

  it('PATCH pricing, merged by the worker: the lookup right after the 204 shows the new price', async () => {
    await setup.h.startWorkers();
    const id = (await f.customer('import@example.com', { price_lists: ['list-b'] })).id;
    expect(await warm(id)).toMatchObject({ unit_price: '20.0000' });
    const res = await setup.t.call('PATCH', '/api/v1/price-lists/list-b/pricing', [{ sku: 'C-1', pricing: [{ quantity: 1, price: '21.5' }] }]);
    expect(res.status, res.text).toBe(204);
    expect(await priced(id)).toMatchObject({ price_list_slug: 'list-b', unit_price: '21.5000' });
    await setup.t.call('PATCH', '/api/v1/price-lists/list-b/pricing', [{ sku: 'C-1', pricing: [{ quantity: 1, price: '20' }] }]);
    expect(await priced(id)).toMatchObject({ unit_price: '20.0000' });
  });

  it('DELETE pricing: an emptied list stops pricing at once', async () => {
    await f.priceList('emptied');
    await f.prices('emptied', 'C-1', [[1, '1.0000']]);
    const id = (await f.customer('emptied@example.com', { price_lists: ['emptied', 'list-c'] })).id;
    expect(await warm(id)).toMatchObject({ price_list_slug: 'emptied', unit_price: '1.0000' });
    expect((await setup.t.call('DELETE', '/api/v1/price-lists/emptied/pricing')).status).toBe(204);
    expect(await priced(id)).toMatchObject({ price_list_slug: 'list-c', unit_price: '30.0000' });
  });

  it('a second process evicts customers, SKUs and price rows on the announcements', async () => {
    const remote = new TenantCache(60_000, cacheChannel(setup.h.config.QUEUE_PREFIX));
    await remote.subscribe(setup.h.deps.queue.redis, setup.h.deps.log);
    const ctx: Ctx = { siteId: setup.t.siteId, environment: setup.t.environment, credential: null, requestId: 'x', log: setup.h.deps.log, db: setup.h.deps.db.prisma, deps: setup.h.deps };
    const read = (topic: 'customers' | 'catalog' | 'prices', value: string) => remote.get(ctx, topic, 'k', async () => value);
    const evicted = async (topic: 'customers' | 'catalog' | 'prices') => {
      const deadline = Date.now() + 5_000;
      while ((await read(topic, 'new')) !== 'new' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      return read(topic, 'newer');
    };
    try {
      for (const topic of ['customers', 'catalog', 'prices'] as const) expect(await read(topic, 'old')).toBe('old');
      expect((await setup.t.call('PATCH', '/api/v2/customers/id/' + ids.own!, { discount_percentage: '1' })).status).toBe(200);
      expect(await evicted('customers')).toBe('new');
      expect(await read('catalog', 'new')).toBe('old'); // other topics keep their entries
      await f.product('remote', null, [{ sku: 'R-1' }]);
      expect(await evicted('catalog')).toBe('new');
      expect(await read('prices', 'new')).toBe('old');
      // The import runs in a worker: its announcement reaches this process only through Redis.
      expect((await setup.t.call('PATCH', '/api/v1/price-lists/list-c/pricing', [{ sku: 'R-1', pricing: [{ quantity: 1, price: '3' }] }])).status).toBe(204);
      expect(await evicted('prices')).toBe('new');
      expect(await read('prices', 'x')).toBe('new');
      await f.priceList('remote-list'); // 'price-lists' drops the rows too
      expect(await evicted('prices')).toBe('new');
    } finally {
      await remote.close();
    }
  });

  it('a pinned bucket dropped by a write keeps nothing read after the pin', async () => {
    const cache = new TenantCache(60_000, 'unused');
    const ctx: Ctx = { siteId: setup.t.siteId, environment: 'live', credential: null, requestId: 'x', log: setup.h.deps.log, db: setup.h.deps.db.prisma, deps: setup.h.deps };
    const pin = cache.pin(ctx, 'prices');
    cache.evict('prices', setup.t.siteId, 'live'); // a write committed after the pin, before the read
    const read = (value: string, p = cache.pin(ctx, 'prices')) => cache.getMany(ctx, 'prices', ['k'], async () => new Map([['k', value]]), undefined, p);
    expect((await read('before-write', pin)).get('k')).toBe('before-write');
    expect((await read('after-write')).get('k')).toBe('after-write');
    expect((await read('later')).get('k')).toBe('after-write');
    cache.evict('price-lists', setup.t.siteId, 'live');
    expect((await read('after-list-write')).get('k')).toBe('after-list-write');
  });
});
