import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness, type Tenant } from '../../helpers/harness.ts';
import { levelMap } from './stock-fixtures.ts';

// Stock's error style for tokens (contract §0): 401 for a missing, malformed, unknown or expired token, 403 for
// another site's or environment's, each with a detail that explains; and tenants never see each other's stock.

const setup = useHarness({ workers: true, tenant: { testMode: true } });
let testEnv: Tenant;
let otherSite: Tenant;
let expired: Tenant;

beforeAll(async () => {
  testEnv = await setup.h.tenant({ siteId: setup.t.siteId, environment: 'test' });
  otherSite = await setup.h.tenant();
  expired = await setup.h.tenant();
  await setup.h.deps.db.prisma.accessToken.updateMany({ where: { credential: { clientId: expired.clientId } }, data: { expiresAt: new Date(Date.now() - 1000) } });
});

const OPERATIONS: [string, string, unknown?][] = [
  ['GET', '/api/v1/stock-locations'],
  ['POST', '/api/v1/stock-locations', { name: 'X' }],
  ['GET', '/api/v1/stock-locations/default'],
  ['PATCH', '/api/v1/stock-locations/default', { name: 'X' }],
  ['DELETE', '/api/v1/stock-locations/default'],
  ['POST', '/api/v1/batch-update-stock', [{ sku: 'A', stock_location_external_id: 'default', stock_level: 1 }]],
  ['POST', '/api/v1/batch-fetch-stock', { skus: ['A'] }],
  ['POST', '/api/v1/batch-delete-stock', [{ sku: 'A', stock_location_external_id: 'default' }]],
];

function send(method: string, path: string, body: unknown, headers: Record<string, string>, environment: 'live' | 'test' = 'live') {
  const init: RequestInit = { method, headers: { 'Site-Id': setup.t.siteId, ...headers } };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
  }
  return setup.h.request(path, init, environment);
}

describe('401 and 403 in the Stock style', () => {
  it.each(OPERATIONS)('%s %s', async (method, path, body) => {
    const cases: [string, Record<string, string>, number, RegExp, ('live' | 'test')?][] = [
      ['missing', {}, 401, /Authorization header is missing/],
      ['malformed', { Authorization: 'Basic abc' }, 401, /not "Bearer <access_token>"/],
      ['unknown', { Authorization: `Bearer ${'hub_at_'.padEnd(50, 'x')}` }, 401, /not known|not "Bearer/],
      ['expired', { 'Site-Id': expired.siteId, Authorization: `Bearer ${expired.token}` }, 401, /expired/],
      ['other site', { Authorization: `Bearer ${otherSite.token}` }, 403, /another site or environment/],
      ['other environment', { Authorization: `Bearer ${testEnv.token}` }, 403, /another site or environment/, 'live'],
    ];
    for (const [name, headers, status, detail, env] of cases) {
      const res = await send(method, path, body, headers, env);
      expect(res.status, `${name}`).toBe(status);
      const problem = (await res.json()) as { title: string; detail: string };
      expect(problem.title, name).toBe('access_denied');
      expect(problem.detail, name).toMatch(detail);
      if (status === 401) expect(res.headers.get('www-authenticate'), name).toMatch(/^Bearer realm="wholesale-hub"/);
    }
  });
});

describe('tenant isolation', () => {
  it("a site's locations, levels and jobs are its own, and live and test are apart", async () => {
    const mine = (await setup.t.call('POST', '/api/v1/stock-locations', { name: 'Mine', external_id: 'iso' })).body;
    const put = await setup.t.call('POST', '/api/v1/batch-update-stock', [{ sku: 'ISO', stock_location_external_id: 'iso', stock_level: 5 }]);
    expect(put.status).toBe(204);
    for (const other of [otherSite, testEnv]) {
      expect((await other.call('GET', `/api/v1/stock-locations/${mine.id}`)).status).toBe(404);
      expect((await other.call('GET', '/api/v1/stock-locations/iso')).status).toBe(404);
      expect((await other.call('GET', '/api/v1/stock-locations')).body.map((l: { id: string }) => l.id)).not.toContain(mine.id);
      expect((await other.call('PATCH', `/api/v1/stock-locations/${mine.id}`, { name: 'Hijack' })).status).toBe(404);
      expect((await other.call('POST', '/api/v1/batch-fetch-stock', { skus: ['ISO'], filter: { all_stock_locations: true } })).body).toEqual([]);
      const fetchTheirs = await other.call('POST', '/api/v1/batch-fetch-stock', { skus: ['ISO'], filter: { stock_location_ids: [mine.id] } });
      expect(fetchTheirs.status).toBe(400);
      const writeTheirs = await other.call('POST', '/api/v1/batch-update-stock', [{ sku: 'ISO', stock_location_id: mine.id, stock_level: 0 }]);
      expect(writeTheirs.status).toBe(400);
      const deleteTheirs = await other.call('POST', '/api/v1/batch-delete-stock', [{ sku: 'ISO', stock_location_id: mine.id }]);
      expect(deleteTheirs.status).toBe(400);
      expect((await other.call('DELETE', `/api/v1/stock-locations/${mine.id}`)).status).toBe(204);
      expect((await other.call('GET', put.headers.get('location')!)).status).toBe(404);
    }
    expect(await levelMap(setup.h, setup.t)).toEqual(['ISO@iso=5']);
    expect((await setup.t.call('GET', `/api/v1/stock-locations/${mine.id}`)).body.name).toBe('Mine');
  });
});
