import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueId, useHarness, type Tenant } from '../../helpers/harness.ts';

const setup = useHarness({ tenant: false });

const PATH = '/api/v2/shipping-methods';
const MISSING = '00000000-0000-4000-8000-000000000000';
const band = (over: Record<string, unknown> = {}) => ({
  name: 'Up to 5 kg',
  requirement: { type: 'weight', min: 0, max: 5000 },
  cost: { type: 'fixed', amount: '4.95' },
  ...over,
});
const method = (slug: string, over: Record<string, unknown> = {}) => ({ slug, title: `Method ${slug}`, bands: [band()], ...over });

function expectProblems(res: { status: number; body: any }, expected: { code: string; property?: string }[]) {
  expect(res.status).toBe(400);
  expect(res.body.title).toBe('invalid-request-contents');
  for (const e of expected) expect(res.body.errors).toContainEqual(expect.objectContaining(e));
  expect(res.body.errors).toHaveLength(expected.length);
}

describe('shipping methods: happy paths', () => {
  let t: Tenant;
  beforeAll(async () => {
    t = await setup.h.tenant();
    await t.call('POST', '/api/v1/customer-groups', { slug: 'wholesale', name: 'Wholesale' });
  });

  it('POST creates (201) with normalised countries and bands', async () => {
    const res = await t.call('POST', PATH, {
      slug: 'standard',
      title: 'Standard',
      priority: 2,
      countries: ['de', 'AT'],
      customer_groups: ['wholesale'],
      bands: [
        band(),
        { name: 'Heavy', requirement: { type: 'weight', min: '5001' }, cost: { type: 'percentage', amount: 5 } },
        { name: 'Big orders', requirement: { type: 'order_value', min: '500.5', max: null }, cost: { type: 'free' } },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      slug: 'standard',
      title: 'Standard',
      priority: 2,
      countries: ['DE', 'AT'],
      customer_groups: ['wholesale'],
      bands: [
        { name: 'Up to 5 kg', requirement: { type: 'weight', min: '0', max: '5000' }, cost: { type: 'fixed', amount: '4.9500' } },
        { name: 'Heavy', requirement: { type: 'weight', min: '5001', max: null }, cost: { type: 'percentage', amount: '5.0000' } },
        { name: 'Big orders', requirement: { type: 'order_value', min: '500.5000', max: null }, cost: { type: 'free', amount: '0.0000' } },
      ],
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const got = await t.call('GET', `${PATH}/${res.body.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(res.body);
  });

  it('GET lists by priority then title, with defaults applied', async () => {
    const fresh = await setup.h.tenant();
    await fresh.call('POST', PATH, method('b', { title: 'Bravo', priority: 1 }));
    await fresh.call('POST', PATH, method('a', { title: 'Alpha', priority: 1 }));
    await fresh.call('POST', PATH, method('z', { title: 'Zulu' }));
    const res = await fresh.call('GET', PATH);
    expect(res.status).toBe(200);
    expect(res.body.map((m: any) => m.slug)).toEqual(['z', 'a', 'b']);
    expect(res.body[0]).toMatchObject({ priority: 0, countries: [], customer_groups: [] });
  });

  it('PATCH changes only the fields sent; bands are replaced whole', async () => {
    const created = await t.call('POST', PATH, method('patchable', { countries: ['FR'] }));
    const res = await t.call('PATCH', `${PATH}/${created.body.id}`, {
      title: 'Express',
      slug: 'express',
      bands: [{ name: 'Flat', requirement: { type: 'order_value' }, cost: { type: 'fixed', amount: 12 } }],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      slug: 'express',
      title: 'Express',
      countries: ['FR'],
      bands: [{ name: 'Flat', requirement: { type: 'order_value', min: '0.0000', max: null }, cost: { type: 'fixed', amount: '12.0000' } }],
    });
  });

  it('DELETE answers 204, then the method is gone', async () => {
    const created = await t.call('POST', PATH, method('deletable'));
    const res = await t.call('DELETE', `${PATH}/${created.body.id}`);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect((await t.call('GET', `${PATH}/${created.body.id}`)).status).toBe(404);
    // Its slug is free again.
    expect((await t.call('POST', PATH, method('deletable'))).status).toBe(201);
  });

  it('Idempotency-Key replays a create', async () => {
    const key = { 'Idempotency-Key': uniqueId('key') };
    const first = await t.call('POST', PATH, method('idem'), key);
    const again = await t.call('POST', PATH, method('idem'), key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
  });
});

describe('shipping methods: errors', () => {
  let t: Tenant;
  beforeAll(async () => {
    t = await setup.h.tenant();
  });

  it('duplicate slug: 400 resource-already-exists, on create and on rename', async () => {
    await t.call('POST', PATH, method('taken'));
    expectProblems(await t.call('POST', PATH, method('taken')), [{ code: 'resource-already-exists', property: 'slug' }]);
    const other = await t.call('POST', PATH, method('free'));
    expectProblems(await t.call('PATCH', `${PATH}/${other.body.id}`, { slug: 'taken' }), [{ code: 'resource-already-exists', property: 'slug' }]);
  });

  it('unknown id: 404 resource-not-found; malformed id: 400 resource-id-invalid', async () => {
    for (const [m, body] of [['GET'], ['PATCH', { title: 'x' }], ['DELETE']] as const) {
      const missing = await t.call(m, `${PATH}/${MISSING}`, body);
      expect(missing.status).toBe(404);
      expect(missing.body.title).toBe('resource-not-found');
      expectProblems(await t.call(m, `${PATH}/12345`, body), [{ code: 'resource-id-invalid', property: 'id' }]);
    }
  });

  it('an unknown customer group: 400 resource-id-not-found', async () => {
    expectProblems(await t.call('POST', PATH, method('grouped', { customer_groups: ['ghost'] })), [{ code: 'resource-id-not-found', property: 'customer_groups[0]' }]);
  });

  it('schema problems: one item per field', async () => {
    const res = await t.call('POST', PATH, { slug: 'UPPER', priority: 'high', countries: ['XX', 'de', 'DE'], bands: [] });
    expectProblems(res, [
      { code: 'keyword-mismatch', property: 'slug' },
      { code: 'missing-param', property: 'title' },
      { code: 'keyword-mismatch', property: 'priority' },
      { code: 'keyword-mismatch', property: 'countries[0]' },
      { code: 'keyword-mismatch', property: 'countries' }, // "de" and "DE" are the same country
      { code: 'keyword-mismatch', property: 'bands' },
    ]);
    expectProblems(await t.call('POST', PATH, method('dupes', { countries: ['de', 'DE'] })), [{ code: 'keyword-mismatch', property: 'countries' }]);
  });

  it('band rules: min ≤ max, amounts ≥ 0, percentage ≤ 100, free has no amount, fixed needs one, whole grams', async () => {
    const res = await t.call('POST', PATH, {
      slug: 'bad-bands',
      title: 'Bad',
      bands: [
        { name: 'inverted', requirement: { type: 'order_value', min: 100, max: 50 }, cost: { type: 'fixed', amount: 1 } },
        { name: 'negative', requirement: { type: 'weight' }, cost: { type: 'fixed', amount: -1 } },
        { name: 'too much', requirement: { type: 'weight' }, cost: { type: 'percentage', amount: 101 } },
        { name: 'not free', requirement: { type: 'weight' }, cost: { type: 'free', amount: 3 } },
        { name: 'no amount', requirement: { type: 'weight' }, cost: { type: 'fixed' } },
        { name: 'fractional', requirement: { type: 'weight', min: 0.5 }, cost: { type: 'free', amount: 0 } },
        { requirement: { type: 'volume' }, cost: { type: 'gift' } },
      ],
    });
    expectProblems(res, [
      { code: 'keyword-mismatch', property: 'bands[0].requirement.max' },
      { code: 'keyword-mismatch', property: 'bands[1].cost.amount' },
      { code: 'keyword-mismatch', property: 'bands[2].cost.amount' },
      { code: 'keyword-mismatch', property: 'bands[3].cost.amount' },
      { code: 'missing-param', property: 'bands[4].cost.amount' },
      { code: 'keyword-mismatch', property: 'bands[5].requirement.min' },
      { code: 'missing-param', property: 'bands[6].name' },
      { code: 'keyword-mismatch', property: 'bands[6].requirement.type' },
      { code: 'keyword-mismatch', property: 'bands[6].cost.type' },
    ]);
    const ok = await t.call('POST', PATH, method('edge', { bands: [band({ requirement: { type: 'weight', min: 10, max: 10 }, cost: { type: 'percentage', amount: 100 } })] }));
    expect(ok.status).toBe(201);
  });
});

describe('shipping methods: security and tenants', () => {
  it('401 access_denied without a token', async () => {
    const t = await setup.h.tenant();
    for (const [m, path] of [['GET', PATH], ['POST', PATH], ['GET', `${PATH}/${MISSING}`], ['PATCH', `${PATH}/${MISSING}`], ['DELETE', `${PATH}/${MISSING}`]] as const) {
      const res = await setup.h.request(path, { method: m, headers: { 'Site-Id': t.siteId, 'Content-Type': 'application/json' }, ...(m === 'POST' || m === 'PATCH' ? { body: JSON.stringify(method('x')) } : {}) });
      expect(res.status).toBe(401);
      expect(((await res.json()) as { title: string }).title).toBe('access_denied');
    }
  });

  it("another site neither sees nor touches a site's methods, and has its own slugs", async () => {
    const mine = await setup.h.tenant();
    const other = await setup.h.tenant();
    const created = await mine.call('POST', PATH, method('shared-slug'));
    const id = created.body.id;
    expect((await other.call('GET', PATH)).body).toEqual([]);
    expect((await other.call('GET', `${PATH}/${id}`)).status).toBe(404);
    expect((await other.call('PATCH', `${PATH}/${id}`, { title: 'hacked' })).status).toBe(404);
    expect((await other.call('DELETE', `${PATH}/${id}`)).status).toBe(404);
    expect((await other.call('POST', PATH, method('shared-slug'))).status).toBe(201);
    expect((await mine.call('GET', `${PATH}/${id}`)).body).toEqual(created.body);
  });

  it('the test environment does not see live methods', async () => {
    const live = await setup.h.tenant({ testMode: true });
    const test = await setup.h.tenant({ siteId: live.siteId, environment: 'test' });
    const created = await live.call('POST', PATH, method('live-only'));
    expect((await test.call('GET', PATH)).body).toEqual([]);
    expect((await test.call('GET', `${PATH}/${created.body.id}`)).status).toBe(404);
    expect((await test.call('POST', PATH, method('live-only'))).status).toBe(201);
  });
});
