import { beforeAll, describe, expect, it } from 'vitest';
import { newAccessToken } from '../../../src/auth/secrets.ts';
import { useHarness, type Tenant } from '../../helpers/harness.ts';
import { failuresOf, problemOf, record } from './support.ts';

// GET /api/v1/sync-errors (contract §8): newest first, at most 5,000, filters; Sync Logging's auth and 400 style.

const setup = useHarness({ tenant: { testMode: true } });
let t: Tenant;

beforeAll(async () => {
  t = setup.t;
});

describe('GET /api/v1/sync-errors', () => {
  it('lists the tenant’s errors newest first (last_seen_at, ties by id desc), with every field of the contract', async () => {
    const site = await setup.h.tenant();
    await record(setup.h, failuresOf(site, 3), new Date('2026-11-25T10:00:00Z'));
    await record(setup.h, failuresOf(site, 1, { externalId: 'PO-late', visibleId: '77', externalUrl: 'https://erp/77', payload: { a: 1 } }), new Date('2026-11-25T12:00:00Z'));
    const res = await site.call('GET', '/api/v1/sync-errors');
    expect(res.status).toBe(200);
    expect(res.body.map((e: any) => e.external_id)[0]).toBe('PO-late');
    const tied = res.body.slice(1).map((e: any) => e.id);
    expect(tied).toEqual([...tied].sort().reverse());
    expect(res.body[0]).toEqual({
      id: expect.any(String),
      integration: site.credentialName,
      data_type: 'purchases',
      external_id: 'PO-late',
      visible_id: '77',
      external_url: 'https://erp/77',
      code: 'purchase-invalid',
      message: 'purchase 0 is invalid',
      payload: { a: 1 },
      job_id: 'job-1',
      attempts: 1,
      occurrences: 1,
      first_seen_at: '2026-11-25T12:00:00.000Z',
      last_seen_at: '2026-11-25T12:00:00.000Z',
      status: 'open',
      resolved_at: null,
    });
  });

  it('answers at most 5,000 records, the newest ones; limit asks for fewer', async () => {
    const site = await setup.h.tenant();
    await record(setup.h, failuresOf(site, 5_002), new Date('2026-11-25T10:00:00Z'));
    await record(setup.h, failuresOf(site, 1, { externalId: 'newest' }), new Date('2026-11-25T11:00:00Z'));
    const all = await site.call('GET', '/api/v1/sync-errors');
    expect(all.body).toHaveLength(5_000);
    expect(all.body[0].external_id).toBe('newest');
    const few = await site.call('GET', '/api/v1/sync-errors?limit=2');
    expect(few.body.map((e: any) => e.external_id)).toEqual(['newest', all.body[1].external_id]);
  });

  it('filters by integration, data_type, status and external_id', async () => {
    const site = await setup.h.tenant();
    await record(setup.h, [
      ...failuresOf(site, 2),
      ...failuresOf(site, 1, { integration: 'wms', dataType: 'stock', externalId: 'SKU-1' }),
      ...failuresOf(site, 1, { dataType: 'customers', externalId: 'C-1' }),
    ]);
    await setup.h.deps.db.prisma.syncError.updateMany({ where: { siteId: site.siteId, externalId: 'PO-1' }, data: { status: 'resolved', resolvedAt: new Date() } });
    const ids = async (q: string) => ((await site.call('GET', `/api/v1/sync-errors?${q}`)).body as any[]).map((e) => e.external_id).sort();
    expect(await ids('integration=wms')).toEqual(['SKU-1']);
    expect(await ids(`integration=${site.credentialName}`)).toEqual(['C-1', 'PO-0', 'PO-1']);
    expect(await ids('data_type=customers')).toEqual(['C-1']);
    expect(await ids('status=resolved')).toEqual(['PO-1']);
    expect(await ids('status=open&data_type=purchases')).toEqual(['PO-0']);
    expect(await ids('external_id=PO-0')).toEqual(['PO-0']);
  });

  it('a bad filter value is 400 parameters-mismatch, spelled out in detail', async () => {
    for (const [q, property] of [
      ['data_type=pricez', 'data_type'],
      ['status=closed', 'status'],
      ['limit=0', 'limit'],
      ['limit=5001', 'limit'],
      ['limit=ten', 'limit'],
    ] as const) {
      const res = await t.call('GET', `/api/v1/sync-errors?${q}`);
      expect(res.status, q).toBe(400);
      const p = problemOf(res.body);
      expect(p).toMatchObject({ title: 'invalid-request-contents', codes: ['parameters-mismatch'], properties: [property] });
      expect(p.detail, q).toContain(`${property}: `);
    }
  });

  it('keeps sites and environments apart', async () => {
    const a = await setup.h.tenant({ testMode: true });
    const aTest = await setup.h.tenant({ siteId: a.siteId, environment: 'test' });
    const b = await setup.h.tenant();
    await record(setup.h, failuresOf(a, 1, { externalId: 'A-live' }));
    await record(setup.h, failuresOf(aTest, 1, { externalId: 'A-test' }));
    await record(setup.h, failuresOf(b, 1, { externalId: 'B-live' }));
    const ids = async (x: Tenant) => ((await x.call('GET', '/api/v1/sync-errors')).body as any[]).map((e) => e.external_id);
    expect(await ids(a)).toEqual(['A-live']);
    expect(await ids(aTest)).toEqual(['A-test']);
    expect(await ids(b)).toEqual(['B-live']);
  });

  describe('auth (Sync Logging style: 401, or 403 for another tenant, detail explaining)', () => {
    const get = (headers: Record<string, string>, environment: 'live' | 'test' = 'live') =>
      setup.h.request('/api/v1/sync-errors', { headers }, environment).then(async (r) => ({ status: r.status, body: (await r.json()) as { title: string; detail: string } }));

    it.each([
      ['missing', () => ({ 'Site-Id': t.siteId }), /Authorization header is missing/],
      ['malformed', () => ({ 'Site-Id': t.siteId, Authorization: 'Bearer nope' }), /not "Bearer <access_token>"/],
      ['unknown', () => ({ 'Site-Id': t.siteId, Authorization: `Bearer ${newAccessToken()}` }), /not known/],
    ] as const)('%s token → 401', async (_, headers, detail) => {
      const res = await get(headers());
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ title: 'access_denied', detail: expect.stringMatching(detail) });
    });

    it('expired token → 401', async () => {
      const x = await setup.h.tenant();
      await setup.h.deps.db.prisma.accessToken.updateMany({ where: { credential: { clientId: x.clientId } }, data: { expiresAt: new Date(Date.now() - 1000) } });
      const res = await get({ 'Site-Id': x.siteId, Authorization: `Bearer ${x.token}` });
      expect(res.status).toBe(401);
      expect(res.body.detail).toMatch(/expired/);
    });

    it('another site’s or environment’s token → 403', async () => {
      const other = await setup.h.tenant();
      const site = await get({ 'Site-Id': t.siteId, Authorization: `Bearer ${other.token}` });
      expect(site.status).toBe(403);
      expect(site.body.detail).toMatch(/another site or environment/);
      const env = await get({ 'Site-Id': t.siteId, Authorization: `Bearer ${t.token}` }, 'test');
      expect(env.status).toBe(403);
      expect(env.body.detail).toMatch(/another site or environment/);
    });
  });
});
