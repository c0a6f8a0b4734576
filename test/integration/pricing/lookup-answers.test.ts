import { beforeAll, describe, expect, it } from 'vitest';
import { TenantCache } from '../../../src/cache/tenant-cache.ts';
import { useHarness } from '../../helpers/harness.ts';
import { lookup, pricingFixtures } from './lookup-fixtures.ts';

// A lookup repeating a body is answered from the tenant cache (src/http/middleware/answer-cache.ts), pinned to
// the tenant's buckets of every topic the answer reads: the same bytes while nothing changed, a fresh answer
// after any write to them, never an answer older than the cache's lifetime.

const setup = useHarness();
let customerId: string;

const answer = async (query = '', extra: Record<string, unknown> = {}) => {
  const res = await lookup(setup.t, customerId, [['ANS-1', 1], ['ANS-1', 10]], extra, query);
  return { status: res.status, text: res.text, ignored: res.headers.get('ignored-fields') };
};

/** A price changed behind the cache's back (no announcement): only a new computation shows it. */
const setPriceSilently = (price: string) =>
  setup.h.deps.db.pool.query(`UPDATE prices SET price = $2 WHERE site_id = $1 AND sku = 'ANS-1' AND quantity = 1`, [setup.t.siteId, price]);

beforeAll(async () => {
  const f = pricingFixtures(setup.h, setup.t);
  await f.product('answers', null, [{ sku: 'ANS-1' }]);
  await f.priceList('ans-list');
  await f.prices('ans-list', 'ANS-1', [[1, '10.0000'], [10, '9.0000']]);
  customerId = (await f.customer('answers@example.com', { price_lists: ['ans-list'] })).id;
});

describe('lookup answers', () => {
  it('repeats the same answer for the same body, and a new one after a write announced to any of its topics', async () => {
    const first = await answer();
    expect(first.status, first.text).toBe(200);
    await setPriceSilently('11'); // unannounced: the kept answer is still what the cache holds
    expect((await answer()).text).toBe(first.text);
    // An announced write to a topic the answer reads makes the next answer new (catalog and group writes: the
    // "at once" cases of lookup-cache.test.ts repeat their bodies too).
    setup.h.deps.cache.evict('prices', setup.t.siteId, setup.t.environment);
    expect(JSON.parse((await answer()).text).line_items[0].unit_price).toBe('11.0000');
    await setPriceSilently('12');
    setup.h.deps.cache.evict('price-lists', setup.t.siteId, setup.t.environment); // drops the rows too
    expect(JSON.parse((await answer()).text).line_items[0].unit_price).toBe('12.0000');
    await setup.h.deps.db.pool.query(`UPDATE customers SET discount_percentage = 50 WHERE id = $1`, [customerId]);
    setup.h.deps.cache.evict('customers', setup.t.siteId, setup.t.environment);
    expect(JSON.parse((await answer()).text).line_items[0].unit_price).toBe('6.0000');
    await setup.h.deps.db.pool.query(`UPDATE customers SET discount_percentage = 0 WHERE id = $1`, [customerId]);
    setup.h.deps.cache.evict('customers', setup.t.siteId, setup.t.environment);
  });

  it('counts in /metrics how many lookups were answered whole from the cache and how many were computed', async () => {
    const counts = async () => {
      const text = await (await setup.h.request('/metrics')).text();
      const count = (result: string) => Number(new RegExp(`^hub_answer_cache_lookups_total\\{result="${result}"\\} (\\d+)$`, 'm').exec(text)?.[1]);
      return { hit: count('hit'), miss: count('miss') };
    };
    setup.h.deps.cache.evict('prices', setup.t.siteId, setup.t.environment);
    const before = await counts();
    expect(Number.isFinite(before.hit) && Number.isFinite(before.miss), 'both series in /metrics').toBe(true);
    await answer(); // computed: its bucket was just dropped
    await answer();
    await answer();
    expect(await counts()).toEqual({ hit: before.hit + 2, miss: before.miss + 1 });
  });

  it('a price change through the API shows in the very next lookup with the same body', async () => {
    await setup.h.startWorkers();
    await answer();
    const res = await setup.t.call('PATCH', '/api/v1/price-lists/ans-list/pricing', [{ sku: 'ANS-1', pricing: [{ quantity: 1, price: '7.5' }] }]);
    expect(res.status, res.text).toBe(204);
    expect(JSON.parse((await answer()).text).line_items[0].unit_price).toBe('7.5000');
  });

  it('keeps answers apart by query and body, and never keeps one that names ignored fields', async () => {
    const plain = await answer();
    const explained = await answer('?explain=true');
    expect(JSON.parse(explained.text).line_items[0].explain).toBeDefined();
    expect(JSON.parse(plain.text).line_items[0].explain).toBeUndefined();
    expect((await answer()).text).toBe(plain.text);
    const extra = await answer('', { pak_size: 1 });
    expect(extra.ignored).toBe('pak_size');
    expect((await answer('', { pak_size: 1 })).ignored).toBe('pak_size'); // computed again: the header every time
  });

  it('an unknown customer is not kept: created later, it is priced at once', async () => {
    const id = '0b7f0b8e-8a5e-4c8b-9d3e-1f1f1f1f1f1f';
    expect((await lookup(setup.t, id, [['ANS-1', 1]])).status).toBe(400);
    expect((await lookup(setup.t, id, [['ANS-1', 1]])).status).toBe(400);
  });
});

describe('TenantCache derived values', () => {
  it('live while every pinned bucket is current, dropped by a write, the LRU or the lifetime', () => {
    const cache = new TenantCache(1_000, 'unused');
    const pins = () => cache.pinTopics('s', 'live', ['prices', 'customers'], 10_000);
    cache.rememberDerived('s', 'live', 'k', pins(), 'v', 10, 10_000);
    expect(cache.derived('s', 'live', 'k', 10_999)).toBe('v');
    expect(cache.derived('s', 'other', 'k', 10_000)).toBeUndefined();
    expect(cache.derived('s', 'live', 'k', 11_000)).toBeUndefined(); // the buckets' lifetime ended
    const now = Date.now();
    cache.rememberDerived('s', 'live', 'k', cache.pinTopics('s', 'live', ['prices', 'customers'], now), 'w', 10, now);
    expect(cache.derived('s', 'live', 'k', now)).toBe('w');
    cache.evict('customers', 's', 'live');
    expect(cache.derived('s', 'live', 'k', now)).toBeUndefined();
  });

  it('a value whose pins died before it was stored is not kept, and a bucket past its lifetime is replaced', async () => {
    const cache = new TenantCache(1_000, 'unused');
    const now = Date.now();
    const pins = cache.pinTopics('s', 'live', ['prices'], now);
    cache.evict('prices', 's', 'live'); // a write while the value was computed
    cache.rememberDerived('s', 'live', 'k', pins, 'stale', 10, now);
    expect(cache.derived('s', 'live', 'k', now)).toBeUndefined();
    const current = cache.pinTopics('s', 'live', ['prices'], now)[0]!;
    expect(cache.pinTopics('s', 'live', ['prices'], now + 999)[0]).toBe(current);
    expect(cache.pinTopics('s', 'live', ['prices'], now + 1_000)[0]).not.toBe(current);
    expect(current.live).toBe(false);
  });

  it('derived values count against the cap', () => {
    const cap = 64 * 1024;
    const cache = new TenantCache(60_000, 'unused', cap);
    for (let i = 0; i < 200; i++) {
      const pins = cache.pinTopics(`s-${i}`, 'live', ['prices']);
      cache.rememberDerived(`s-${i}`, 'live', 'k', pins, 'x'.repeat(1_000), 2_000);
      expect(cache.memoryBytes).toBeLessThanOrEqual(cap);
    }
    expect(cache.derived('s-199', 'live', 'k')).toBe('x'.repeat(1_000));
    expect(cache.derived('s-0', 'live', 'k')).toBeUndefined();
  });
});
