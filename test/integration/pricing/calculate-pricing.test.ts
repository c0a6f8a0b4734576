import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness, type ApiResponse, type Tenant } from '../../helpers/harness.ts';
import { pricingFixtures } from './lookup-fixtures.ts';

// POST /api/v1/calculate-pricing: first listed list with a price (stored or derived), [] when no list exists.

const setup = useHarness({ tenant: { testMode: true } });
let other: Tenant;
let testEnv: Tenant;

beforeAll(async () => {
  other = await setup.h.tenant();
  testEnv = await setup.h.tenant({ siteId: setup.t.siteId, environment: 'test' });
  const f = pricingFixtures(setup.h, setup.t);
  await f.priceList('a');
  await f.prices('a', 'S-1', [[1, '10.0000'], [10, '9.0000']]);
  await f.priceList('b');
  await f.prices('b', 'S-1', [[1, '11.0000']]);
  await f.prices('b', 'S-2', [[1, '5.5000']]);
  await f.priceList('b-plus', { rules: [{ source: 'b', adjustment: '0.2', direction: 'plus', rate: '1.5' }] });
  await f.priceList('empty');

  await pricingFixtures(setup.h, other).priceList('theirs');
  await pricingFixtures(setup.h, other).prices('theirs', 'S-1', [[1, '99.0000']]);
  const te = pricingFixtures(setup.h, testEnv);
  await te.priceList('a');
  await te.prices('a', 'S-1', [[1, '1.2300']]);
});

const calc = (tenant: Tenant, skus: unknown, slugs: unknown) =>
  tenant.call('POST', '/api/v1/calculate-pricing', { skus, price_list_slugs: slugs });

const expect400 = (res: ApiResponse, code: string, property: string) => {
  expect(res.status).toBe(400);
  expect(res.body.title).toBe('invalid-request-contents');
  expect(res.body.errors).toContainEqual(expect.objectContaining({ code, property }));
};

describe('POST /api/v1/calculate-pricing', () => {
  it('gives each SKU the first listed list with a price, with all its breaks', async () => {
    const res = await calc(setup.t, ['S-1', 'S-2'], ['a', 'b']);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { sku: 'S-1', price_list_slug: 'a', pricing: [{ quantity: 1, price: '10.0000' }, { quantity: 10, price: '9.0000' }] },
      { sku: 'S-2', price_list_slug: 'b', pricing: [{ quantity: 1, price: '5.5000' }] },
    ]);
  });

  it('follows the order of price_list_slugs', async () => {
    const res = await calc(setup.t, ['S-1'], ['b', 'a']);
    expect(res.body).toEqual([{ sku: 'S-1', price_list_slug: 'b', pricing: [{ quantity: 1, price: '11.0000' }] }]);
  });

  it('derives prices through a rule: source × (1 + adjustment) × exchange rate', async () => {
    const res = await calc(setup.t, ['S-1', 'S-2'], ['empty', 'b-plus']);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { sku: 'S-1', price_list_slug: 'b-plus', pricing: [{ quantity: 1, price: '19.8000' }] },
      { sku: 'S-2', price_list_slug: 'b-plus', pricing: [{ quantity: 1, price: '9.9000' }] },
    ]);
  });

  it('leaves out SKUs no list prices, unknown slugs, and repeats', async () => {
    const res = await calc(setup.t, ['S-2', 'NOPE', 'S-2'], ['nope', 'a', 'b']);
    expect(res.body).toEqual([{ sku: 'S-2', price_list_slug: 'b', pricing: [{ quantity: 1, price: '5.5000' }] }]);
  });

  it('answers [] when no list exists', async () => {
    const res = await calc(setup.t, ['S-1'], ['nope', 'nada']);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('answers [] for an empty price_list_slugs: no slug, no list', async () => {
    const res = await calc(setup.t, ['S-1'], []);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('answers [] when lists exist but none prices the SKUs', async () => {
    expect((await calc(setup.t, ['NOPE'], ['a', 'empty'])).body).toEqual([]);
  });

  it.each([
    ['no skus', [], ['a'], 'keyword-mismatch', 'skus'],
    ['too many skus', Array.from({ length: 1001 }, (_, i) => `S-${i}`), ['a'], 'keyword-mismatch', 'skus'],
    ['too many slugs', ['S-1'], Array.from({ length: 51 }, (_, i) => `l-${i}`), 'keyword-mismatch', 'price_list_slugs'],
    ['a sku that is not a string', [1], ['a'], 'keyword-mismatch', 'skus[0]'],
    ['missing skus', undefined, ['a'], 'missing-param', 'skus'],
  ])('400 for %s', async (_name, skus, slugs, code, property) => {
    expect400(await calc(setup.t, skus, slugs), code, property);
  });

  it('accepts 1000 SKUs and 50 lists', async () => {
    const skus = Array.from({ length: 1000 }, (_, i) => (i === 999 ? 'S-1' : `X-${i}`));
    const slugs = Array.from({ length: 50 }, (_, i) => (i === 49 ? 'a' : `l-${i}`));
    const res = await calc(setup.t, skus, slugs);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([expect.objectContaining({ sku: 'S-1', price_list_slug: 'a' })]);
  });

  it("403 without a token or with another site's token; never another tenant's lists", async () => {
    const none = await setup.h.request('/api/v1/calculate-pricing', {
      method: 'POST',
      headers: { 'Site-Id': setup.t.siteId, 'Content-Type': 'application/json' },
      body: JSON.stringify({ skus: ['S-1'], price_list_slugs: ['a'] }),
    });
    expect(none.status).toBe(403);
    const foreign = await other.call('POST', '/api/v1/calculate-pricing', { skus: ['S-1'], price_list_slugs: ['a'] }, { 'Site-Id': setup.t.siteId });
    expect(foreign.status).toBe(403);
    expect((await calc(setup.t, ['S-1'], ['theirs'])).body).toEqual([]);
    expect((await calc(other, ['S-1'], ['a'])).body).toEqual([]);
  });

  it('the test environment sees only its own lists and prices', async () => {
    const res = await calc(testEnv, ['S-1', 'S-2'], ['a', 'b']);
    expect(res.body).toEqual([{ sku: 'S-1', price_list_slug: 'a', pricing: [{ quantity: 1, price: '1.2300' }] }]);
  });
});
