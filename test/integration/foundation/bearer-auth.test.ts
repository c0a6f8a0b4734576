import { beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../../src/app.ts';
import { setTestMode } from '../../../src/auth/admin.ts';
import { newAccessToken } from '../../../src/auth/secrets.ts';
import { announceInvalidation, revocationChannel, TokenCache } from '../../../src/auth/token-cache.ts';
import type { AuthStyle } from '../../../src/http/types.ts';
import { useHarness, type Tenant } from '../../helpers/harness.ts';
import { AUTH_STYLES, callAs, eventually, probeApp, probeRouter, send } from './support.ts';

// Contract §0 "Errors": a missing or bad token, answered in each service's style. Probe routes exist for every
// style; the real jobs route (Pricing style) is checked alongside.

type Case = 'missing' | 'malformed' | 'unknown' | 'expired' | 'other-site' | 'other-env';

const EXPECTED: Record<AuthStyle, Record<Case, 401 | 403>> = {
  core: { missing: 401, malformed: 401, unknown: 401, expired: 401, 'other-site': 401, 'other-env': 401 },
  ordering: { missing: 401, malformed: 401, unknown: 401, expired: 401, 'other-site': 401, 'other-env': 401 },
  pricing: { missing: 403, malformed: 401, unknown: 401, expired: 401, 'other-site': 403, 'other-env': 403 },
  purchasing: { missing: 403, malformed: 401, unknown: 401, expired: 401, 'other-site': 403, 'other-env': 403 },
  stock: { missing: 401, malformed: 401, unknown: 401, expired: 401, 'other-site': 403, 'other-env': 403 },
  'sync-logging': { missing: 401, malformed: 401, unknown: 401, expired: 401, 'other-site': 403, 'other-env': 403 },
  files: { missing: 401, malformed: 401, unknown: 401, expired: 401, 'other-site': 403, 'other-env': 403 },
};

const setup = useHarness({ tenant: false });
let app: App;
let live: Tenant; // site A, live
let liveB: Tenant; // site B, live
let testA: Tenant; // site A, test environment
let expired: Tenant;

beforeAll(async () => {
  app = probeApp(setup.h);
  live = await setup.h.tenant({ testMode: true });
  testA = await setup.h.tenant({ siteId: live.siteId, environment: 'test' });
  liveB = await setup.h.tenant();
  expired = await setup.h.tenant();
  // Never used before, so no process has it cached.
  await setup.h.deps.db.prisma.accessToken.updateMany({ where: { credential: { clientId: expired.clientId } }, data: { expiresAt: new Date(Date.now() - 1000) } });
});

function headersFor(kase: Case): { headers: Record<string, string>; environment: 'live' | 'test' } {
  const site = { 'Site-Id': live.siteId };
  switch (kase) {
    case 'missing':
      return { headers: site, environment: 'live' };
    case 'malformed':
      return { headers: { ...site, Authorization: `Token ${live.token}` }, environment: 'live' };
    case 'unknown':
      return { headers: { ...site, Authorization: `Bearer ${newAccessToken()}` }, environment: 'live' };
    case 'expired':
      return { headers: { 'Site-Id': expired.siteId, Authorization: `Bearer ${expired.token}` }, environment: 'live' };
    case 'other-site':
      // B's valid token, sent with A's Site-Id.
      return { headers: { ...site, Authorization: `Bearer ${liveB.token}` }, environment: 'live' };
    case 'other-env':
      // A's live token on the test base address.
      return { headers: { ...site, Authorization: `Bearer ${live.token}` }, environment: 'test' };
  }
}

describe('the style matrix', () => {
  for (const style of AUTH_STYLES) {
    for (const kase of Object.keys(EXPECTED[style]) as Case[]) {
      const status = EXPECTED[style][kase];
      it(`${style}: ${kase} token → ${status} access_denied`, async () => {
        const { headers, environment } = headersFor(kase);
        const res = await send(app, `/__probe/${style}`, { headers }, environment);
        expect(res.status).toBe(status);
        expect(res.headers.get('content-type')).toBe('application/problem+json');
        expect(res.body).toMatchObject({ title: 'access_denied', status, detail: expect.any(String) });
        expect(res.body.detail.length).toBeGreaterThan(10);
        // RFC 6750 §3: every 401 names the Bearer scheme; a token that was sent but is unusable says invalid_token.
        const challenge = res.headers.get('www-authenticate');
        if (status === 403) expect(challenge).toBeNull();
        else if (kase === 'missing' || kase === 'malformed') expect(challenge).toBe('Bearer realm="wholesale-hub"');
        else expect(challenge).toMatch(/^Bearer realm="wholesale-hub", error="invalid_token", error_description="[^"]+"$/);
      });
    }
  }

  it('each probe answers 200 with a good token, with the tenant the token belongs to', async () => {
    for (const style of AUTH_STYLES) {
      const res = await callAs(app, live, 'GET', `/__probe/${style}`);
      expect(res.status, style).toBe(200);
      expect(res.body).toEqual({ site_id: live.siteId, environment: 'live', credential: live.credentialName });
    }
    const test = await callAs(app, testA, 'GET', '/__probe/core');
    expect(test.body).toEqual({ site_id: live.siteId, environment: 'test', credential: testA.credentialName });
  });

  it('malformed variants: no scheme, Basic, empty bearer, a token we never issue, extra parts', async () => {
    for (const value of [live.token, `Basic ${live.token}`, 'Bearer ', 'Bearer abc', `Bearer ${live.token} extra`, `Bearer ${live.token}x`]) {
      const res = await send(app, '/__probe/pricing', { headers: { 'Site-Id': live.siteId, Authorization: value } });
      expect(res.status, value).toBe(401);
    }
    // The scheme is case-insensitive (RFC 7235).
    expect((await send(app, '/__probe/pricing', { headers: { 'Site-Id': live.siteId, Authorization: `bearer ${live.token}` } })).status).toBe(200);
  });

  it('a test token on the live base address is another environment too', async () => {
    const res = await send(app, '/__probe/stock', { headers: { 'Site-Id': testA.siteId, Authorization: `Bearer ${testA.token}` } }, 'live');
    expect(res.status).toBe(403);
  });
});

describe('the real routes', () => {
  const JOB = '/api/v1/jobs/00000000-0000-4000-8000-000000000000';

  it('jobs (Pricing style): 403 missing, 401 malformed/unknown/expired, 403 other site/env', async () => {
    for (const kase of ['missing', 'malformed', 'unknown', 'expired', 'other-site', 'other-env'] as Case[]) {
      const { headers, environment } = headersFor(kase);
      const res = await send(setup.h.app, JOB, { headers }, environment);
      expect(res.status, kase).toBe(EXPECTED.pricing[kase]);
      expect(res.body.title).toBe('access_denied');
    }
  });

  it('products (Core style): 401 access_denied for a missing token and for another site', async () => {
    const missing = await send(setup.h.app, '/api/v1/products', { headers: { 'Site-Id': live.siteId } });
    expect(missing.status).toBe(401);
    expect(missing.body.title).toBe('access_denied');
    const other = await send(setup.h.app, '/api/v1/products', { headers: { 'Site-Id': live.siteId, Authorization: `Bearer ${liveB.token}` } });
    expect(other.status).toBe(401);
  });
});

describe('revocation, expiry and site changes reach cached tokens', () => {
  it('a token that expires while cached is refused', async () => {
    const t = await setup.h.tenant();
    expect((await t.call('GET', '/api/v1/jobs/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    await setup.h.deps.db.prisma.accessToken.updateMany({ where: { credential: { clientId: t.clientId } }, data: { expiresAt: new Date(Date.now() - 1) } });
    const credentialId = (await setup.h.deps.db.prisma.apiCredential.findUniqueOrThrow({ where: { clientId: t.clientId } })).id;
    setup.h.deps.tokens.evict(`credential:${credentialId}`);
    const res = await t.call('GET', '/api/v1/jobs/00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(401);
    expect(res.body.detail).toMatch(/expired/);
  });

  it('a revoked credential is refused at once, also when its token was cached by a successful call', async () => {
    const t = await setup.h.tenant();
    expect((await callAs(app, t, 'GET', '/__probe/core')).status).toBe(200);
    await t.revoke();
    for (const style of ['core', 'pricing', 'stock'] as const) {
      const res = await callAs(app, t, 'GET', `/__probe/${style}`);
      expect(res.status, style).toBe(401);
      expect(res.body.title).toBe('access_denied');
    }
    expect(await setup.h.deps.db.prisma.accessToken.count({ where: { credential: { clientId: t.clientId } } })).toBe(0);
  });

  it('another API process drops its cached token when the revocation is announced on Redis', async () => {
    const t = await setup.h.tenant();
    // A second process: its own token cache (long TTL) subscribed to the same channel, and its own app.
    const cache = new TokenCache(setup.h.deps.db.pool, 3600_000, revocationChannel(setup.h.config.QUEUE_PREFIX));
    await cache.subscribe(setup.h.deps.queue.redis, setup.h.deps.log);
    try {
      const other = createApp({ ...setup.h.deps, tokens: cache }, { extraRouters: [probeRouter()] });
      expect((await callAs(other, t, 'GET', '/__probe/core')).status).toBe(200);
      // Revoke behind the second process's back (database only), so only the announcement can evict it.
      const cred = await setup.h.deps.db.prisma.apiCredential.update({ where: { clientId: t.clientId }, data: { revokedAt: new Date() } });
      await setup.h.deps.db.prisma.accessToken.deleteMany({ where: { credentialId: cred.id } });
      expect((await callAs(other, t, 'GET', '/__probe/core')).status).toBe(200); // still cached: the cache is real
      await announceInvalidation(setup.h.deps.queue.redis, setup.h.config.QUEUE_PREFIX, `credential:${cred.id}`);
      await eventually(async () => (await callAs(other, t, 'GET', '/__probe/core')).status === 401, 5_000);
    } finally {
      await cache.close();
    }
  });

  it('switching test mode off refuses test tokens at once, also cached ones', async () => {
    const t = await setup.h.tenant({ environment: 'test' });
    expect((await callAs(app, t, 'GET', '/__probe/stock')).status).toBe(200);
    await setTestMode(setup.h.deps.db.prisma, t.siteId, false, { redis: setup.h.deps.queue.redis, prefix: setup.h.config.QUEUE_PREFIX });
    await eventually(async () => (await callAs(app, t, 'GET', '/__probe/stock')).status === 403, 5_000);
    expect((await callAs(app, t, 'GET', '/__probe/core')).status).toBe(401);
  });

  it('a plan downgraded to free: 403 access_denied (fresh token, and cached token after the site is announced)', async () => {
    const fresh = await setup.h.tenant();
    const cached = await setup.h.tenant({ siteId: fresh.siteId });
    expect((await callAs(app, cached, 'GET', '/__probe/core')).status).toBe(200);
    await setup.h.deps.db.prisma.site.update({ where: { id: fresh.siteId }, data: { plan: 'free' } });
    for (const style of ['core', 'pricing', 'stock'] as const) {
      const res = await callAs(app, fresh, 'GET', `/__probe/${style}`);
      expect(res.status, style).toBe(403);
      expect(res.body.title).toBe('access_denied');
      expect(res.body.detail).toMatch(/plan/);
    }
    await announceInvalidation(setup.h.deps.queue.redis, setup.h.config.QUEUE_PREFIX, `site:${fresh.siteId}`);
    await eventually(async () => (await callAs(app, cached, 'GET', '/__probe/core')).status === 403, 5_000);
  });
});
