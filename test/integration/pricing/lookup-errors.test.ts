import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness, type ApiResponse, type Tenant } from '../../helpers/harness.ts';
import { lookup, pricingFixtures } from './lookup-fixtures.ts';

// POST /api/v1/pricing/lookup: every 400, the Pricing auth answers, and tenant isolation.

const setup = useHarness({ tenant: { testMode: true } });
let other: Tenant;
let testEnv: Tenant;
const ids: Record<string, string> = {};

beforeAll(async () => {
  other = await setup.h.tenant();
  testEnv = await setup.h.tenant({ siteId: setup.t.siteId, environment: 'test' });

  const f = pricingFixtures(setup.h, setup.t);
  await f.priceList('wholesale');
  await f.prices('wholesale', 'W-1', [[1, '10.0000']]);
  await f.product('widget', null, [{ sku: 'W-1' }]);
  ids.priced = (await f.customer('priced@example.com', { price_lists: ['wholesale'] })).id;
  ids.noLists = (await f.customer('nolists@example.com')).id;
  ids.ghostLists = (await f.customer('ghost@example.com', { price_lists: ['no-such-list'] })).id;

  // The same SKU and list slug on another site and in the test environment, with other prices.
  const o = pricingFixtures(setup.h, other);
  await o.priceList('wholesale');
  await o.prices('wholesale', 'W-1', [[1, '77.0000']]);
  await o.product('widget', null, [{ sku: 'W-1' }]);
  ids.otherSite = (await o.customer('priced@example.com', { price_lists: ['wholesale'] })).id;

  const te = pricingFixtures(setup.h, testEnv);
  await te.priceList('wholesale');
  await te.prices('wholesale', 'W-1', [[1, '55.0000']]);
  await te.product('widget', null, [{ sku: 'W-1' }]);
  ids.testEnv = (await te.customer('tester@example.com', { price_lists: ['wholesale'] })).id;
});

const expect400 = (res: ApiResponse, code: string, property?: string) => {
  expect(res.status).toBe(400);
  expect(res.headers.get('content-type')).toMatch(/problem\+json/);
  expect(res.body.title).toBe('invalid-request-contents');
  expect(res.body.errors).toContainEqual(expect.objectContaining({ code, ...(property ? { property } : {}) }));
};

describe('customer errors', () => {
  it('400 resource-id-not-found for an unknown customer id', async () => {
    const res = await lookup(setup.t, '00000000-0000-4000-8000-000000000000', [['W-1', 1]]);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      title: 'invalid-request-contents',
      status: 400,
      errors: [{ code: 'resource-id-not-found', property: 'customer_id', message: expect.any(String) }],
    });
    expect(res.body.errors).toHaveLength(1);
  });

  it('400 resource-id-not-found for an unknown external_id or email', async () => {
    expect400(await lookup(setup.t, 'NOPE-1', [['W-1', 1]], { customer_lookup_by: 'external_id' }), 'resource-id-not-found', 'customer_id');
    expect400(await lookup(setup.t, 'nobody@example.com', [['W-1', 1]], { customer_lookup_by: 'email' }), 'resource-id-not-found', 'customer_id');
  });

  it('400 resource-id-invalid for a customer_id that is not a UUID when looking up by id', async () => {
    const res = await lookup(setup.t, 'not-a-uuid', [['W-1', 1]]);
    expect400(res, 'resource-id-invalid', 'customer_id');
    expect400(await lookup(setup.t, 'not-a-uuid', [['W-1', 1]], { customer_lookup_by: 'sparklayer' }), 'resource-id-invalid', 'customer_id');
  });

  it('400 missing-param (property price_lists) for a customer with no own and no group price lists', async () => {
    const res = await lookup(setup.t, ids.noLists!, [['W-1', 1]]);
    expect400(res, 'missing-param', 'price_lists');
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.detail).toMatch(/no price lists/);
  });

  it('prices nothing (207 price-unavailable), not 400, when the named lists do not exist', async () => {
    const res = await lookup(setup.t, ids.ghostLists!, [['W-1', 1]]);
    expect(res.status).toBe(207);
    expect(res.body.line_items[0].error.code).toBe('price-unavailable');
    // It says which of the customer's lists do not exist, not only that none had a price.
    expect(res.body.line_items[0].error.message).toMatch(/The customer's lists 'no-such-list' \(named in its price_lists\) do not exist/);
  });
});

describe('body and query validation', () => {
  const body = (over: Record<string, unknown>) => ({ customer_id: ids.priced, line_items: [{ sku: 'W-1', quantity: 1 }], ...over });

  it.each([
    ['quantity 0', { line_items: [{ sku: 'W-1', quantity: 0 }] }, 'keyword-mismatch', 'line_items[0].quantity'],
    ['fractional quantity', { line_items: [{ sku: 'W-1', quantity: 1.5 }] }, 'keyword-mismatch', 'line_items[0].quantity'],
    ['quantity as text', { line_items: [{ sku: 'W-1', quantity: 'ten' }] }, 'keyword-mismatch', 'line_items[0].quantity'],
    ['missing quantity', { line_items: [{ sku: 'W-1' }] }, 'missing-param', 'line_items[0].quantity'],
    ['empty sku', { line_items: [{ sku: '', quantity: 1 }] }, 'keyword-mismatch', 'line_items[0].sku'],
    ['no line items', { line_items: [] }, 'keyword-mismatch', 'line_items'],
    ['missing line_items', { line_items: undefined }, 'missing-param', 'line_items'],
    ['missing customer_id', { customer_id: undefined }, 'missing-param', 'customer_id'],
    ['unsupported customer_lookup_by (contract §0: unsupported lookupBy)', { customer_lookup_by: 'slug' }, 'parameters-mismatch', 'customer_lookup_by'],
  ])('400 for %s', async (_name, over, code, property) => {
    const res = await setup.t.call('POST', '/api/v1/pricing/lookup', body(over));
    expect400(res, code, property);
  });

  it('400 for more than 500 line items', async () => {
    const lines = Array.from({ length: 501 }, (_, i) => ({ sku: `S-${i}`, quantity: 1 }));
    expect400(await setup.t.call('POST', '/api/v1/pricing/lookup', body({ line_items: lines })), 'keyword-mismatch', 'line_items');
  });

  it('accepts exactly 500 line items', async () => {
    const lines = Array.from({ length: 500 }, (_, i) => ({ sku: i === 0 ? 'W-1' : `S-${i}`, quantity: 1 }));
    const res = await setup.t.call('POST', '/api/v1/pricing/lookup', body({ line_items: lines }));
    expect(res.status).toBe(207);
    expect(res.body.line_items).toHaveLength(500);
  });

  it('400 body-mismatch for a body that is not JSON or not an object', async () => {
    expect400(await setup.t.call('POST', '/api/v1/pricing/lookup', '{"customer_id":'), 'body-mismatch');
    expect400(await setup.t.call('POST', '/api/v1/pricing/lookup', '[1,2]'), 'body-mismatch');
  });

  it('400 parameters-mismatch for a bad explain value', async () => {
    expect400(await setup.t.call('POST', '/api/v1/pricing/lookup?explain=maybe', body({})), 'parameters-mismatch', 'explain');
  });

  it('415 for a body that is not JSON by media type', async () => {
    // Content-Length as a real client sends it (in process, a Request carries none by itself).
    const res = await setup.t.call('POST', '/api/v1/pricing/lookup', 'customer_id=x', { 'Content-Type': 'text/plain', 'Content-Length': '13' });
    expect(res.status).toBe(415);
    expect(res.text).toBe('');
  });
});

describe('auth (Pricing style) and tenant isolation', () => {
  const good = () => ({ customer_id: ids.priced, line_items: [{ sku: 'W-1', quantity: 1 }] });

  it('403 without Authorization, 401 for a malformed token, 403 for another site’s token', async () => {
    const none = await setup.h.request('/api/v1/pricing/lookup', {
      method: 'POST',
      headers: { 'Site-Id': setup.t.siteId, 'Content-Type': 'application/json' },
      body: JSON.stringify(good()),
    });
    expect(none.status).toBe(403);
    expect(((await none.json()) as { title: string }).title).toBe('access_denied');
    const malformed = await setup.t.call('POST', '/api/v1/pricing/lookup', good(), { Authorization: 'Bearer nope' });
    expect(malformed.status).toBe(401);
    const foreign = await other.call('POST', '/api/v1/pricing/lookup', good(), { 'Site-Id': setup.t.siteId });
    expect(foreign.status).toBe(403);
    expect(foreign.body.title).toBe('access_denied');
  });

  it('400 Site-Id problems come first', async () => {
    const res = await setup.t.call('POST', '/api/v1/pricing/lookup', good(), { 'Site-Id': 'Bad Site!' });
    expect(res.status).toBe(400);
  });

  it("cannot see another site's customer, and uses only its own site's prices", async () => {
    expect400(await lookup(setup.t, ids.otherSite!, [['W-1', 1]]), 'resource-id-not-found', 'customer_id');
    const mine = await lookup(setup.t, ids.priced!, [['W-1', 1]]);
    expect(mine.body.line_items[0].unit_price).toBe('10.0000');
    const theirs = await lookup(other, ids.otherSite!, [['W-1', 1]]);
    expect(theirs.body.line_items[0].unit_price).toBe('77.0000');
  });

  it('live cannot see a test customer; test prices from its own data only', async () => {
    expect400(await lookup(setup.t, ids.testEnv!, [['W-1', 1]]), 'resource-id-not-found', 'customer_id');
    expect400(await lookup(testEnv, ids.priced!, [['W-1', 1]]), 'resource-id-not-found', 'customer_id');
    const res = await lookup(testEnv, ids.testEnv!, [['W-1', 1]]);
    expect(res.status).toBe(200);
    expect(res.body.line_items[0].unit_price).toBe('55.0000');
  });

  it("a live token is refused on the test address (403)", async () => {
    const res = await setup.h.request(
      '/api/v1/pricing/lookup',
      {
        method: 'POST',
        headers: { 'Site-Id': setup.t.siteId, Authorization: `Bearer ${setup.t.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(good()),
      },
      'test',
    );
    expect(res.status).toBe(403);
  });
});
