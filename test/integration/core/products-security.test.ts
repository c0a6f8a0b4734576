import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness, type Tenant } from '../../helpers/harness.ts';

// Products and variants, security: tokens, tenant isolation between sites and between live and test.

const setup = useHarness({ tenant: false });
let live: Tenant;
let test: Tenant;
let other: Tenant;
let productId: string;
let variantId: string;
beforeAll(async () => {
  live = await setup.h.tenant({ testMode: true });
  test = await setup.h.tenant({ siteId: live.siteId, environment: 'test', testMode: true });
  other = await setup.h.tenant();
  const res = await live.call('PUT', '/api/v1/products/slug/secret', {
    external_id: 'secret-ext',
    slug: 'secret',
    title: 'Secret',
    sku: 'SECRET-P',
    variants: [{ sku: 'SECRET-1', external_id: 'secret-v' }],
  });
  expect(res.status).toBe(201);
  productId = res.body.id;
  variantId = res.body.variants[0].id;
});

const readPaths = () => [
  `/api/v1/products/id/${productId}`,
  '/api/v1/products/slug/secret',
  '/api/v1/products/external_id/secret-ext',
  `/api/v1/variants/id/${variantId}`,
  '/api/v1/variants/sku/SECRET-1',
  '/api/v1/variants/external_id/secret-v',
];

describe('authentication', () => {
  it('401 access_denied without a token, with a malformed one, and with an unknown one, on every route', async () => {
    const routes: [string, string][] = [
      ['GET', '/api/v1/products'],
      ['GET', '/api/v1/products/slug/secret'],
      ['PUT', '/api/v1/products/slug/secret'],
      ['DELETE', '/api/v1/products/slug/secret'],
      ['GET', '/api/v1/variants/sku/SECRET-1'],
    ];
    for (const [method, path] of routes) {
      for (const auth of [undefined, 'Bearer nope', `Bearer whk_${'a'.repeat(43)}`]) {
        const headers: Record<string, string> = { 'Site-Id': live.siteId };
        if (auth) headers.Authorization = auth;
        const body = method === 'PUT' ? JSON.stringify({ slug: 'secret', title: 'Hacked' }) : undefined;
        if (body) headers['Content-Type'] = 'application/json';
        const res = await setup.h.request(path, { method, headers, ...(body ? { body } : {}) });
        expect(res.status, `${method} ${path} ${auth}`).toBe(401);
        expect(((await res.json()) as { title: string }).title).toBe('access_denied');
      }
    }
    expect((await live.call('GET', '/api/v1/products/slug/secret')).body.title).toBe('Secret');
  });

  it("another site's token on this site's Site-Id is 401 access_denied", async () => {
    const res = await other.call('GET', '/api/v1/products', undefined, { 'Site-Id': live.siteId });
    expect(res.status).toBe(401);
    expect(res.body.title).toBe('access_denied');
  });
});

describe('tenant isolation', () => {
  it("site B cannot see site A's products or variants", async () => {
    expect((await other.call('GET', '/api/v1/products')).body).toEqual([]);
    for (const path of readPaths()) {
      const res = await other.call('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body.title).toBe('resource-not-found');
    }
  });

  it("site B cannot delete site A's product, and its PUT creates its own product without touching A's", async () => {
    expect((await other.call('DELETE', `/api/v1/products/id/${productId}`)).status).toBe(404);
    expect((await other.call('DELETE', '/api/v1/products/slug/secret')).status).toBe(404);
    // Same slug and SKUs are free in another site: a separate product.
    const put = await other.call('PUT', '/api/v1/products/slug/secret', { slug: 'secret', title: 'Mine', sku: 'SECRET-P', variants: [{ sku: 'SECRET-1' }] });
    expect(put.status).toBe(201);
    expect(put.body.id).not.toBe(productId);
    // Ids belong to their tenant: A's id is free in B, so B's PUT by it creates B's own record, and A is untouched.
    const byId = await other.call('PUT', `/api/v1/products/id/${productId}`, { id: productId, slug: 'stolen', title: 'Stolen' });
    expect(byId.status).toBe(201);
    expect(byId.body).toMatchObject({ id: productId, slug: 'stolen', title: 'Stolen', sku: null, variants: [] });
    const mine = await live.call('GET', `/api/v1/products/id/${productId}`);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ title: 'Secret', slug: 'secret', sku: 'SECRET-P' });
    expect((await live.call('GET', '/api/v1/variants/sku/SECRET-1')).body.id).toBe(variantId);
  });

  it('the test environment cannot see, change or delete live products, and has its own catalogue', async () => {
    expect((await test.call('GET', '/api/v1/products')).body).toEqual([]);
    for (const path of readPaths()) expect((await test.call('GET', path)).status, path).toBe(404);
    expect((await test.call('DELETE', '/api/v1/products/slug/secret')).status).toBe(404);

    const created = await test.call('PUT', '/api/v1/products/slug/secret', { slug: 'secret', title: 'Test copy', variants: [{ sku: 'SECRET-1' }] });
    expect(created.status).toBe(201);
    expect(created.body.id).not.toBe(productId);
    expect((await test.call('GET', '/api/v1/products')).body.map((p: any) => p.title)).toEqual(['Test copy']);
    expect((await live.call('GET', '/api/v1/products')).body.map((p: any) => p.title)).toEqual(['Secret']);
    expect((await live.call('GET', '/api/v1/variants/sku/SECRET-1')).body.id).toBe(variantId);

    // A live token is refused on the test base address, and the other way round.
    const liveOnTest = await setup.h.request('/api/v1/products', { headers: { 'Site-Id': live.siteId, Authorization: `Bearer ${live.token}` } }, 'test');
    expect(liveOnTest.status).toBe(401);
    const testOnLive = await setup.h.request('/api/v1/products', { headers: { 'Site-Id': live.siteId, Authorization: `Bearer ${test.token}` } }, 'live');
    expect(testOnLive.status).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents every product route with request and response schemas', async () => {
    const doc = (await (await setup.h.request('/openapi.json')).json()) as any;
    const list = doc.paths['/api/v1/products'];
    expect(list.get.responses['200'].content['application/json'].schema).toBeDefined();
    const one = doc.paths['/api/v1/products/{lookupBy}/{identifier}'];
    expect(Object.keys(one).sort()).toEqual(['delete', 'get', 'put']);
    expect(one.put.requestBody.content['application/json'].schema).toBeDefined();
    expect(Object.keys(one.put.responses)).toEqual(expect.arrayContaining(['200', '201', '400', '401', '409']));
    expect(one.delete.responses['204']).toBeDefined();
    expect(doc.paths['/api/v1/variants/{lookupBy}/{identifier}'].get.responses['200']).toBeDefined();
    expect(doc.components.schemas.Product.properties.variants).toBeDefined();
    expect(doc.components.schemas.ProductInput.required).toEqual(expect.arrayContaining(['slug', 'title']));
  });
});
