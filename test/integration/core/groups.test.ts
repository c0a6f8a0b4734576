import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueId, useHarness, type Tenant } from '../../helpers/harness.ts';

const setup = useHarness({ tenant: false });

const BASE = { slug: 'base', name: 'Base', parent_slug: null };
const GROUPS = '/api/v1/customer-groups';

function expectProblem(res: { status: number; body: any }, code: string, property?: string) {
  expect(res.status).toBe(400);
  expect(res.body.title).toBe('invalid-request-contents');
  expect(res.body.errors).toContainEqual(expect.objectContaining({ code, ...(property ? { property } : {}) }));
}

const create = (t: Tenant, slug: string, parent_slug?: string | null, name = slug.toUpperCase()) =>
  t.call('POST', GROUPS, { slug, name, ...(parent_slug !== undefined ? { parent_slug } : {}) });

const slugs = (list: { slug: string }[]) => list.map((g) => g.slug);

describe('customer groups: happy paths', () => {
  it('a fresh tenant has only base', async () => {
    const t = await setup.h.tenant();
    const res = await t.call('GET', GROUPS);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([BASE]);
  });

  it('POST creates under base by default and answers 201 with the full list', async () => {
    const t = await setup.h.tenant();
    const res = await create(t, 'wholesale', undefined, 'Wholesale');
    expect(res.status).toBe(201);
    expect(res.body).toEqual([BASE, { slug: 'wholesale', name: 'Wholesale', parent_slug: 'base' }]);

    const child = await create(t, 'wholesale-eu', 'wholesale', 'Wholesale EU');
    expect(child.status).toBe(201);
    expect(child.body).toContainEqual({ slug: 'wholesale-eu', name: 'Wholesale EU', parent_slug: 'wholesale' });
    expect(slugs(child.body)).toEqual(['base', 'wholesale', 'wholesale-eu']);

    const nullParent = await create(t, 'retail', null);
    expect(nullParent.body).toContainEqual({ slug: 'retail', name: 'RETAIL', parent_slug: 'base' });
    expect((await t.call('GET', GROUPS)).body).toEqual(nullParent.body);
  });

  it('PATCH renames and re-parents, answering 200 with the full list', async () => {
    const t = await setup.h.tenant();
    await create(t, 'a');
    await create(t, 'b');
    const renamed = await t.call('PATCH', `${GROUPS}/a`, { name: 'Group A' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toContainEqual({ slug: 'a', name: 'Group A', parent_slug: 'base' });
    const moved = await t.call('PATCH', `${GROUPS}/a`, { parent_slug: 'b', slug: 'a' });
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual([BASE, { slug: 'a', name: 'Group A', parent_slug: 'b' }, { slug: 'b', name: 'B', parent_slug: 'base' }]);
    const back = await t.call('PATCH', `${GROUPS}/a`, { parent_slug: null });
    expect(back.body).toContainEqual({ slug: 'a', name: 'Group A', parent_slug: 'base' });
  });

  it('base can be renamed but keeps no parent', async () => {
    const t = await setup.h.tenant();
    const res = await t.call('PATCH', `${GROUPS}/base`, { name: 'Everyone', parent_slug: null });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ slug: 'base', name: 'Everyone', parent_slug: null }]);
    expect((await t.call('GET', GROUPS)).body).toEqual([{ slug: 'base', name: 'Everyone', parent_slug: null }]);
  });

  it('DELETE answers 204 and removes the group and its settings', async () => {
    const t = await setup.h.tenant();
    await create(t, 'gone');
    expect((await t.call('PUT', '/api/v1/settings/gone', { currency_code: 'EUR' })).status).toBe(200);
    const res = await t.call('DELETE', `${GROUPS}/gone`);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect((await t.call('GET', GROUPS)).body).toEqual([BASE]);
    await create(t, 'gone');
    const settings = await t.call('GET', '/api/v1/settings/gone');
    expect(settings.body.settings.currency_code).toEqual({ value: 'USD', source: 'default', source_group: null });
  });

  it('Idempotency-Key replays a create', async () => {
    const t = await setup.h.tenant();
    const key = { 'Idempotency-Key': uniqueId('key') };
    const first = await t.call('POST', GROUPS, { slug: 'once', name: 'Once' }, key);
    const again = await t.call('POST', GROUPS, { slug: 'once', name: 'Once' }, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });
});

describe('customer groups: errors', () => {
  let t: Tenant;
  beforeAll(async () => {
    t = await setup.h.tenant();
    await create(t, 'parent');
    await create(t, 'child', 'parent');
    await create(t, 'grandchild', 'child');
  });

  it('duplicate slug (base included): 400 resource-already-exists', async () => {
    expectProblem(await create(t, 'parent'), 'resource-already-exists', 'slug');
    expectProblem(await create(t, 'base'), 'resource-already-exists', 'slug');
  });

  it('unknown parent: 400 resource-id-not-found', async () => {
    expectProblem(await create(t, 'orphan', 'nope'), 'resource-id-not-found', 'parent_slug');
    expectProblem(await t.call('PATCH', `${GROUPS}/child`, { parent_slug: 'nope' }), 'resource-id-not-found', 'parent_slug');
  });

  it('unknown slug on PATCH and DELETE: 400 resource-id-not-found', async () => {
    expectProblem(await t.call('PATCH', `${GROUPS}/nope`, { name: 'x' }), 'resource-id-not-found', 'slug');
    expectProblem(await t.call('DELETE', `${GROUPS}/nope`), 'resource-id-not-found', 'slug');
  });

  it('a group cannot become its own ancestor: 400 keyword-mismatch on parent_slug', async () => {
    expectProblem(await t.call('PATCH', `${GROUPS}/parent`, { parent_slug: 'parent' }), 'keyword-mismatch', 'parent_slug');
    expectProblem(await t.call('PATCH', `${GROUPS}/parent`, { parent_slug: 'grandchild' }), 'keyword-mismatch', 'parent_slug');
    expect((await t.call('GET', GROUPS)).body).toContainEqual({ slug: 'parent', name: 'PARENT', parent_slug: 'base' });
  });

  it('base cannot be re-parented or deleted', async () => {
    expectProblem(await t.call('PATCH', `${GROUPS}/base`, { parent_slug: 'parent' }), 'keyword-mismatch', 'parent_slug');
    expectProblem(await t.call('DELETE', `${GROUPS}/base`), 'resource-in-use');
  });

  it('a slug cannot be changed', async () => {
    expectProblem(await t.call('PATCH', `${GROUPS}/child`, { slug: 'renamed' }), 'parameters-mismatch', 'slug');
  });

  it('deleting a group with children: 400 resource-in-use', async () => {
    expectProblem(await t.call('DELETE', `${GROUPS}/child`), 'resource-in-use', 'slug');
  });

  it('deleting a group with customers: 400 resource-in-use', async () => {
    await create(t, 'has-customers');
    await setup.h.deps.db.prisma.customer.create({
      data: { siteId: t.siteId, environment: 'live', email: `${uniqueId('c')}@example.com`, groupSlug: 'has-customers' },
    });
    const res = await t.call('DELETE', `${GROUPS}/has-customers`);
    expectProblem(res, 'resource-in-use', 'slug');
    expect(res.body.detail).toMatch(/1 customer/);
  });

  it('deleting a group a discount or shipping method is limited to: 400 resource-in-use, one item per reason', async () => {
    await create(t, 'promo');
    const discount = await t.call('POST', '/api/v1/discounts', { name: 'd', kind: 'order_total', amount_type: 'fixed', amount: 5, customer_groups: ['promo'] });
    expect(discount.status).toBe(201);
    const method = await t.call('POST', '/api/v2/shipping-methods', {
      slug: 'promo-ship',
      title: 'Promo',
      customer_groups: ['promo'],
      bands: [{ name: 'all', requirement: { type: 'weight' }, cost: { type: 'free' } }],
    });
    expect(method.status).toBe(201);
    const res = await t.call('DELETE', `${GROUPS}/promo`);
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveLength(2);
    expect(res.body.errors.every((e: any) => e.code === 'resource-in-use')).toBe(true);

    expect((await t.call('DELETE', `/api/v1/discounts/${discount.body.id}`)).status).toBe(204);
    expect((await t.call('DELETE', `/api/v2/shipping-methods/${method.body.id}`)).status).toBe(204);
    expect((await t.call('DELETE', `${GROUPS}/promo`)).status).toBe(204);
  });

  it('schema problems: one item per problem with its property', async () => {
    const res = await t.call('POST', GROUPS, { slug: 'Bad Slug!', parent_slug: 7 });
    expect(res.status).toBe(400);
    expect(res.body.title).toBe('invalid-request-contents');
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'keyword-mismatch', property: 'slug' }),
        expect.objectContaining({ code: 'missing-param', property: 'name' }),
        expect.objectContaining({ code: 'keyword-mismatch', property: 'parent_slug' }),
      ]),
    );
    expect(res.body.errors).toHaveLength(3);
    expectProblem(await t.call('POST', GROUPS, { slug: 'x'.repeat(65), name: 'long' }), 'keyword-mismatch', 'slug');
    expectProblem(await t.call('POST', GROUPS, { slug: 'ok', name: '' }), 'keyword-mismatch', 'name');
    expectProblem(await t.call('POST', GROUPS, '[1,2]'), 'body-mismatch');
  });

  it('re-parenting that would put a minimum above a maximum: 400 keyword-mismatch', async () => {
    await create(t, 'low-max');
    await create(t, 'high-min');
    expect((await t.call('PUT', '/api/v1/settings/low-max', { maximum_order_value: '50' })).status).toBe(200);
    expect((await t.call('PUT', '/api/v1/settings/high-min', { minimum_order_value: '100' })).status).toBe(200);
    expectProblem(await t.call('PATCH', `${GROUPS}/high-min`, { parent_slug: 'low-max' }), 'keyword-mismatch', 'parent_slug');
  });
});

describe('customer groups: security and tenants', () => {
  it('401 access_denied without a token', async () => {
    const t = await setup.h.tenant();
    for (const [method, path, body] of [
      ['GET', GROUPS],
      ['POST', GROUPS, JSON.stringify({ slug: 'x', name: 'x' })],
      ['PATCH', `${GROUPS}/base`, JSON.stringify({ name: 'x' })],
      ['DELETE', `${GROUPS}/x`],
    ] as const) {
      const res = await setup.h.request(path, { method, headers: { 'Site-Id': t.siteId, 'Content-Type': 'application/json' }, ...(body ? { body } : {}) });
      expect(res.status).toBe(401);
      expect(((await res.json()) as { title: string }).title).toBe('access_denied');
    }
  });

  it("another site neither sees nor touches a site's groups", async () => {
    const mine = await setup.h.tenant();
    const other = await setup.h.tenant();
    await create(mine, 'private');
    expect((await other.call('GET', GROUPS)).body).toEqual([BASE]);
    expectProblem(await other.call('PATCH', `${GROUPS}/private`, { name: 'hacked' }), 'resource-id-not-found');
    expectProblem(await other.call('DELETE', `${GROUPS}/private`), 'resource-id-not-found');
    // Its own group of the same slug is separate.
    expect((await create(other, 'private')).status).toBe(201);
    expect((await mine.call('GET', GROUPS)).body).toContainEqual({ slug: 'private', name: 'PRIVATE', parent_slug: 'base' });

    const foreignToken = await setup.h.request(GROUPS, { headers: { 'Site-Id': mine.siteId, Authorization: `Bearer ${other.token}` } });
    expect(foreignToken.status).toBe(401);
  });

  it('the test environment does not see live groups', async () => {
    const live = await setup.h.tenant({ testMode: true });
    const test = await setup.h.tenant({ siteId: live.siteId, environment: 'test' });
    await create(live, 'live-only');
    expect((await test.call('GET', GROUPS)).body).toEqual([BASE]);
    expectProblem(await test.call('DELETE', `${GROUPS}/live-only`), 'resource-id-not-found');
    expect((await create(test, 'test-only')).status).toBe(201);
    expect(slugs((await live.call('GET', GROUPS)).body)).toEqual(['base', 'live-only']);
  });
});
