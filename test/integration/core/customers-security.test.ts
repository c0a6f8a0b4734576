import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueId, useHarness, type Tenant } from '../../helpers/harness.ts';

// Tenant isolation and the Core auth style (contract §0): every site and environment sees only its own
// customers; a missing or foreign token is 401 access_denied.

const setup = useHarness({ tenant: false });
let live: Tenant;
let test: Tenant;
let otherSite: Tenant;
let customer: any;
beforeAll(async () => {
  live = await setup.h.tenant({ siteId: uniqueId('cust'), testMode: true });
  test = await setup.h.tenant({ siteId: live.siteId, environment: 'test' });
  otherSite = await setup.h.tenant();
  const res = await live.call('PUT', '/api/v2/customers/external_id/SEC-1', {
    external_id: 'SEC-1', email: 'sec@example.com', addresses: [{ city: 'Oslo', country_code: 'NO' }],
  });
  expect(res.status).toBe(201);
  customer = res.body;
});

const paths = () => [
  ['GET', '/api/v1/customers'],
  ['GET', `/api/v2/customers/id/${customer.id}`],
  ['PUT', '/api/v2/customers/external_id/SEC-1'],
  ['PATCH', '/api/v2/customers/external_id/SEC-1'],
  ['DELETE', `/api/v2/customers/id/${customer.id}`],
  ['DELETE', `/api/v1/customers/id/${customer.id}`],
] as const;

const bodyFor = (method: string) => (method === 'PUT' || method === 'PATCH' ? JSON.stringify({ external_id: 'SEC-1', email: 'sec@example.com', first_name: 'Hacked' }) : undefined);

describe('authentication', () => {
  it('every endpoint without a token is 401 access_denied', async () => {
    for (const [method, path] of paths()) {
      const body = bodyFor(method);
      const res = await setup.h.request(path, { method, headers: { 'Site-Id': live.siteId, ...(body ? { 'Content-Type': 'application/json' } : {}) }, ...(body ? { body } : {}) });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(((await res.json()) as any).title).toBe('access_denied');
    }
  });

  it("another site's token, sent with this site's Site-Id, is 401 access_denied", async () => {
    for (const [method, path] of paths()) {
      const res = await otherSite.call(method, path, bodyFor(method), { 'Site-Id': live.siteId });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.title).toBe('access_denied');
    }
  });

  it('a malformed token is 401 access_denied', async () => {
    const res = await setup.h.request('/api/v1/customers', { headers: { 'Site-Id': live.siteId, Authorization: 'Bearer nope' } });
    expect(res.status).toBe(401);
    expect(((await res.json()) as any).title).toBe('access_denied');
  });
});

describe('tenant isolation', () => {
  it('another site cannot see, change or delete the customer, and keeps its own namespace', async () => {
    expect((await otherSite.call('GET', '/api/v1/customers')).body).toEqual([]);
    for (const path of [`id/${customer.id}`, 'external_id/SEC-1', 'email/sec@example.com']) {
      expect((await otherSite.call('GET', `/api/v2/customers/${path}`)).status).toBe(404);
      expect((await otherSite.call('PATCH', `/api/v2/customers/${path}`, { first_name: 'Hacked' })).status).toBe(404);
      expect((await otherSite.call('DELETE', `/api/v2/customers/${path}`)).status).toBe(404);
      expect((await otherSite.call('DELETE', `/api/v1/customers/${path}`)).status).toBe(404);
    }
    // Ids, emails and external ids belong to their tenant: the same id makes another site a record of its own.
    const own = await otherSite.call('PUT', `/api/v2/customers/id/${customer.id}`, { id: customer.id, external_id: 'SEC-1', email: 'sec@example.com' });
    expect(own.status).toBe(201);
    expect(own.body).toMatchObject({ id: customer.id, external_id: 'SEC-1', email: 'sec@example.com', addresses: [] });
    expect((await live.call('GET', `/api/v2/customers/id/${customer.id}`)).body).toEqual(customer);
  });

  it('the test environment does not see live customers, and live does not see test ones', async () => {
    expect((await test.call('GET', '/api/v1/customers')).body).toEqual([]);
    expect((await test.call('GET', `/api/v2/customers/id/${customer.id}`)).status).toBe(404);
    expect((await test.call('PATCH', '/api/v2/customers/external_id/SEC-1', { first_name: 'x' })).status).toBe(404);
    expect((await test.call('DELETE', '/api/v1/customers/external_id/SEC-1')).status).toBe(404);

    const inTest = await test.call('PUT', '/api/v2/customers/email/sec@example.com', { email: 'sec@example.com', external_id: 'SEC-1' });
    expect(inTest.status).toBe(201);
    expect((await live.call('GET', `/api/v2/customers/id/${inTest.body.id}`)).status).toBe(404);
    expect((await live.call('GET', '/api/v1/customers')).body.map((c: any) => c.id)).toEqual([customer.id]);
    expect((await test.call('GET', '/api/v1/customers')).body.map((c: any) => c.id)).toEqual([inTest.body.id]);
    expect((await live.call('GET', `/api/v2/customers/id/${customer.id}`)).body).toEqual(customer);
  });

  it("a live token is refused on the test environment's address", async () => {
    const res = await setup.h.request('/api/v1/customers', { headers: { 'Site-Id': live.siteId, Authorization: `Bearer ${live.token}` } }, 'test');
    expect(res.status).toBe(401);
    expect(((await res.json()) as any).title).toBe('access_denied');
  });
});
