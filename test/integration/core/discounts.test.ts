import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueId, useHarness, type Tenant } from '../../helpers/harness.ts';

const setup = useHarness({ tenant: false });

const PATH = '/api/v1/discounts';
const MISSING = '00000000-0000-4000-8000-000000000000';
const minimal = { name: 'Ten off', kind: 'order_total', amount_type: 'fixed', amount: 10 };

function expectProblems(res: { status: number; body: any }, expected: { code: string; property?: string }[]) {
  expect(res.status).toBe(400);
  expect(res.body.title).toBe('invalid-request-contents');
  for (const e of expected) expect(res.body.errors).toContainEqual(expect.objectContaining(e));
  expect(res.body.errors).toHaveLength(expected.length);
}

describe('discounts: happy paths', () => {
  let t: Tenant;
  beforeAll(async () => {
    t = await setup.h.tenant();
    await t.call('POST', '/api/v1/customer-groups', { slug: 'wholesale', name: 'Wholesale' });
  });

  it('POST creates with defaults (201)', async () => {
    const res = await t.call('POST', PATH, minimal);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Ten off',
      kind: 'order_total',
      amount_type: 'fixed',
      amount: '10.0000',
      min_spend: null,
      min_items: null,
      customer_groups: [],
      code: null,
      priority: 0,
      starts_at: null,
      ends_at: null,
      active: true,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it('POST takes every field; GET returns the same', async () => {
    const body = {
      name: 'Spring',
      kind: 'order_items',
      amount_type: 'percentage',
      amount: '12.5',
      min_spend: 250,
      min_items: 3,
      customer_groups: ['wholesale', 'base'],
      code: 'SPRING',
      priority: 5,
      starts_at: '2026-03-01T00:00:00+01:00',
      ends_at: '2026-04-01T00:00:00Z',
      active: false,
    };
    const created = await t.call('POST', PATH, body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      ...body,
      amount: '12.5000',
      min_spend: '250.0000',
      starts_at: '2026-02-28T23:00:00.000Z',
      ends_at: '2026-04-01T00:00:00.000Z',
    });
    const got = await t.call('GET', `${PATH}/${created.body.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(created.body);
    const list = await t.call('GET', PATH);
    expect(list.status).toBe(200);
    expect(list.body.map((d: any) => d.id)).toContain(created.body.id);
  });

  it('PATCH changes only the fields sent; null clears', async () => {
    const created = await t.call('POST', PATH, { ...minimal, code: 'CLEARME', min_items: 2 });
    const res = await t.call('PATCH', `${PATH}/${created.body.id}`, { name: 'Renamed', code: null, kind: 'shipping' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Renamed', code: null, kind: 'shipping', min_items: 2, amount: '10.0000', amount_type: 'fixed' });
    expect((await t.call('GET', `${PATH}/${created.body.id}`)).body).toEqual(res.body);
  });

  it('DELETE answers 204, then the discount is gone', async () => {
    const created = await t.call('POST', PATH, minimal);
    const res = await t.call('DELETE', `${PATH}/${created.body.id}`);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect((await t.call('GET', `${PATH}/${created.body.id}`)).status).toBe(404);
  });

  it('Idempotency-Key replays a create instead of creating twice', async () => {
    const fresh = await setup.h.tenant();
    const key = { 'Idempotency-Key': uniqueId('key') };
    const first = await fresh.call('POST', PATH, minimal, key);
    const again = await fresh.call('POST', PATH, minimal, key);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect((await fresh.call('GET', PATH)).body).toHaveLength(1);
    const reused = await fresh.call('POST', PATH, { ...minimal, amount: 11 }, key);
    expect(reused.status).toBe(409);
    expect(reused.body.title).toBe('idempotency-key-reused');
  });
});

describe('discounts: errors', () => {
  let t: Tenant;
  beforeAll(async () => {
    t = await setup.h.tenant();
  });

  it('unknown id: 404 resource-not-found on GET, PATCH and DELETE', async () => {
    for (const [method, body] of [['GET'], ['PATCH', { name: 'x' }], ['DELETE']] as const) {
      const res = await t.call(method, `${PATH}/${MISSING}`, body);
      expect(res.status).toBe(404);
      expect(res.body.title).toBe('resource-not-found');
    }
  });

  it('malformed id: 400 resource-id-invalid', async () => {
    for (const [method, body] of [['GET'], ['PATCH', { name: 'x' }], ['DELETE']] as const) {
      expectProblems(await t.call(method, `${PATH}/not-a-uuid`, body), [{ code: 'resource-id-invalid', property: 'id' }]);
    }
  });

  it('schema problems: one item per field', async () => {
    const res = await t.call('POST', PATH, {
      kind: 'everything',
      amount_type: 'percent',
      amount: 0,
      min_spend: -5,
      min_items: 1.5,
      customer_groups: ['Bad Slug'],
      code: 'has space',
      priority: -1,
      starts_at: '2026-03-01',
      active: 'yes',
    });
    expectProblems(res, [
      { code: 'missing-param', property: 'name' },
      { code: 'keyword-mismatch', property: 'kind' },
      { code: 'keyword-mismatch', property: 'amount_type' },
      { code: 'keyword-mismatch', property: 'amount' },
      { code: 'keyword-mismatch', property: 'min_spend' },
      { code: 'keyword-mismatch', property: 'min_items' },
      { code: 'keyword-mismatch', property: 'customer_groups[0]' },
      { code: 'keyword-mismatch', property: 'code' },
      { code: 'keyword-mismatch', property: 'priority' },
      { code: 'keyword-mismatch', property: 'starts_at' },
      { code: 'keyword-mismatch', property: 'active' },
    ]);
    expectProblems(await t.call('POST', PATH, { name: 'x', kind: 'order_total', amount_type: 'fixed' }), [{ code: 'missing-param', property: 'amount' }]);
  });

  it('a percentage above 100 and ends_at not after starts_at are refused, also when a PATCH makes them so', async () => {
    expectProblems(
      await t.call('POST', PATH, { ...minimal, amount_type: 'percentage', amount: '100.01', starts_at: '2026-03-01T00:00:00Z', ends_at: '2026-03-01T00:00:00Z' }),
      [
        { code: 'keyword-mismatch', property: 'amount' },
        { code: 'keyword-mismatch', property: 'ends_at' },
      ],
    );
    const created = await t.call('POST', PATH, { ...minimal, amount: 150, ends_at: '2026-03-01T00:00:00Z' });
    expect(created.status).toBe(201);
    expectProblems(await t.call('PATCH', `${PATH}/${created.body.id}`, { amount_type: 'percentage' }), [{ code: 'keyword-mismatch', property: 'amount' }]);
    expectProblems(await t.call('PATCH', `${PATH}/${created.body.id}`, { starts_at: '2026-04-01T00:00:00Z' }), [{ code: 'keyword-mismatch', property: 'ends_at' }]);
    expect((await t.call('GET', `${PATH}/${created.body.id}`)).body).toEqual(created.body);
    const hundred = await t.call('POST', PATH, { ...minimal, amount_type: 'percentage', amount: 100 });
    expect(hundred.status).toBe(201);
  });

  it('an unknown customer group: 400 resource-id-not-found per slug', async () => {
    expectProblems(await t.call('POST', PATH, { ...minimal, customer_groups: ['base', 'ghost', 'phantom'] }), [
      { code: 'resource-id-not-found', property: 'customer_groups[1]' },
      { code: 'resource-id-not-found', property: 'customer_groups[2]' },
    ]);
    const created = await t.call('POST', PATH, minimal);
    expectProblems(await t.call('PATCH', `${PATH}/${created.body.id}`, { customer_groups: ['ghost'] }), [{ code: 'resource-id-not-found', property: 'customer_groups[0]' }]);
  });

  it('a coupon code is unique among active discounts, ignoring case', async () => {
    const first = await t.call('POST', PATH, { ...minimal, code: 'SAVE10' });
    expect(first.status).toBe(201);
    expectProblems(await t.call('POST', PATH, { ...minimal, code: 'save10' }), [{ code: 'resource-already-exists', property: 'code' }]);
    const inactive = await t.call('POST', PATH, { ...minimal, code: 'save10', active: false });
    expect(inactive.status).toBe(201);
    expectProblems(await t.call('PATCH', `${PATH}/${inactive.body.id}`, { active: true }), [{ code: 'resource-already-exists', property: 'code' }]);
    // Its own code does not conflict with itself.
    expect((await t.call('PATCH', `${PATH}/${first.body.id}`, { code: 'SAVE10', name: 'Still' })).status).toBe(200);
    expect((await t.call('PATCH', `${PATH}/${first.body.id}`, { active: false })).status).toBe(200);
    expect((await t.call('PATCH', `${PATH}/${inactive.body.id}`, { active: true })).status).toBe(200);
  });
});

describe('discounts: security and tenants', () => {
  it('401 access_denied without a token', async () => {
    const t = await setup.h.tenant();
    for (const [method, path] of [['GET', PATH], ['POST', PATH], ['GET', `${PATH}/${MISSING}`], ['PATCH', `${PATH}/${MISSING}`], ['DELETE', `${PATH}/${MISSING}`]] as const) {
      const res = await setup.h.request(path, { method, headers: { 'Site-Id': t.siteId, 'Content-Type': 'application/json' }, ...(method === 'POST' || method === 'PATCH' ? { body: JSON.stringify(minimal) } : {}) });
      expect(res.status).toBe(401);
      expect(((await res.json()) as { title: string }).title).toBe('access_denied');
    }
  });

  it("another site neither sees nor touches a site's discounts", async () => {
    const mine = await setup.h.tenant();
    const other = await setup.h.tenant();
    const created = await mine.call('POST', PATH, { ...minimal, code: 'MINE' });
    const id = created.body.id;
    expect((await other.call('GET', PATH)).body).toEqual([]);
    expect((await other.call('GET', `${PATH}/${id}`)).status).toBe(404);
    expect((await other.call('PATCH', `${PATH}/${id}`, { name: 'hacked' })).status).toBe(404);
    expect((await other.call('DELETE', `${PATH}/${id}`)).status).toBe(404);
    // Codes are per tenant.
    expect((await other.call('POST', PATH, { ...minimal, code: 'MINE' })).status).toBe(201);
    expect((await mine.call('GET', `${PATH}/${id}`)).body).toEqual(created.body);
  });

  it('the test environment does not see live discounts', async () => {
    const live = await setup.h.tenant({ testMode: true });
    const test = await setup.h.tenant({ siteId: live.siteId, environment: 'test' });
    const created = await live.call('POST', PATH, minimal);
    expect((await test.call('GET', PATH)).body).toEqual([]);
    expect((await test.call('GET', `${PATH}/${created.body.id}`)).status).toBe(404);
    expect((await test.call('DELETE', `${PATH}/${created.body.id}`)).status).toBe(404);
    expect((await live.call('GET', `${PATH}/${created.body.id}`)).status).toBe(200);
  });
});
