import { beforeAll, describe, expect, it } from 'vitest';
import { createCredential, createSite, revokeCredential, setTestMode } from '../../../src/auth/admin.ts';
import { hashToken } from '../../../src/auth/secrets.ts';
import { uniqueId, useHarness } from '../../helpers/harness.ts';
import { grant, send, tokenRequest } from './support.ts';

// Contract §1 and the token-endpoint rows of §0 "Errors". The failure limit is raised here so that the many
// deliberate failures of this file never trip the 429 (tested in rate-limit.test.ts).

const setup = useHarness({ env: { TOKEN_FAILURE_LIMIT: '1000' }, tenant: false });

async function site(opts: { plan?: 'free' | 'pro' | 'enterprise'; testMode?: boolean } = {}) {
  const id = uniqueId('site');
  await createSite(setup.h.deps.db.prisma, { id, name: id, plan: opts.plan ?? 'pro', testMode: opts.testMode ?? false });
  return id;
}
const credential = (siteId: string, environment: 'live' | 'test' = 'live') =>
  createCredential(setup.h.deps.db.prisma, { siteId, environment, name: uniqueId('cred') });

function expectOAuth(res: { status: number; body: any; headers: Headers }, status: number, title: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toBe('application/problem+json');
  expect(res.body).toMatchObject({ title, status, detail: expect.any(String) });
}

describe('POST /api/auth/token: success', () => {
  it('returns Bearer, 3600 s, an opaque token of at least 256 random bits, Cache-Control no-store', async () => {
    const id = await site();
    const cred = await credential(id);
    const res = await tokenRequest(setup.h.app, id, grant(cred.client_id, cred.client_secret));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(Object.keys(res.body).sort()).toEqual(['access_token', 'expires_in', 'token_type']);
    expect(res.body.token_type).toBe('Bearer');
    expect(res.body.expires_in).toBe(3600);
    const token: string = res.body.access_token;
    // whk_ + 43 base64url characters = 258 bits of randomness.
    expect(token).toMatch(/^whk_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token.slice(4), 'base64url').length).toBeGreaterThanOrEqual(32);

    const second = await tokenRequest(setup.h.app, id, grant(cred.client_id, cred.client_secret));
    expect(second.body.access_token).not.toBe(token);
  });

  it('stores only the hash, bound to site, environment and credential, expiring in an hour', async () => {
    const id = await site({ testMode: true });
    const cred = await credential(id, 'test');
    const before = Date.now();
    const res = await tokenRequest(setup.h.app, id, grant(cred.client_id, cred.client_secret), 'test');
    expect(res.status).toBe(200);
    const token: string = res.body.access_token;
    const rows = await setup.h.deps.db.prisma.accessToken.findMany({ where: { siteId: id }, include: { credential: true } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(token));
    expect(rows[0]!.tokenHash).not.toContain(token.slice(4, 20));
    expect(rows[0]!.environment).toBe('test');
    expect(rows[0]!.credential.clientId).toBe(cred.client_id);
    const ttl = rows[0]!.expiresAt.getTime() - before;
    expect(ttl).toBeGreaterThan(3590_000);
    expect(ttl).toBeLessThanOrEqual(3600_000 + 5_000);
    const dump = await setup.h.deps.db.pool.query(`SELECT * FROM access_tokens`);
    expect(JSON.stringify(dump.rows)).not.toContain(token);
  });

  it('the secret is stored only as an argon2id hash', async () => {
    const id = await site();
    const cred = await credential(id);
    const row = await setup.h.deps.db.prisma.apiCredential.findUniqueOrThrow({ where: { clientId: cred.client_id } });
    expect(row.secretHash).toMatch(/^\$argon2id\$/);
    expect(row.secretHash).not.toContain(cred.client_secret);
  });
});

describe('POST /api/auth/token: invalid_request and unsupported_grant_type', () => {
  let siteId: string;
  let clientId: string;
  let secret: string;
  beforeAll(async () => {
    siteId = await site();
    const cred = await credential(siteId);
    clientId = cred.client_id;
    secret = cred.client_secret;
  });

  it('missing client_secret: 400 invalid_request', async () => {
    expectOAuth(await tokenRequest(setup.h.app, siteId, { grant_type: 'client_credentials', client_id: clientId }), 400, 'invalid_request');
  });

  it('missing client_id: 400 invalid_request', async () => {
    expectOAuth(await tokenRequest(setup.h.app, siteId, { grant_type: 'client_credentials', client_secret: secret }), 400, 'invalid_request');
  });

  it('missing grant_type, or a field of the wrong type: 400 invalid_request', async () => {
    expectOAuth(await tokenRequest(setup.h.app, siteId, { client_id: clientId, client_secret: secret }), 400, 'invalid_request');
    expectOAuth(await tokenRequest(setup.h.app, siteId, { grant_type: 'client_credentials', client_id: 5, client_secret: secret }), 400, 'invalid_request');
  });

  it('a field that is present but not a string: the detail says it must be a string, not that it is missing', async () => {
    for (const [field, value] of [['client_secret', 5], ['client_id', true], ['grant_type', ['client_credentials']]] as const) {
      const body: Record<string, unknown> = { grant_type: 'client_credentials', client_id: clientId, client_secret: secret, [field]: value };
      const res = await tokenRequest(setup.h.app, siteId, body);
      expectOAuth(res, 400, 'invalid_request');
      expect(res.body.detail).toBe(`${field} must be a string.`);
    }
    const missing = await tokenRequest(setup.h.app, siteId, { grant_type: 'client_credentials', client_id: clientId });
    expect(missing.body.detail).toBe('client_secret is required.');
  });

  it('a body that is not an object (array, string, number, bad JSON): 400 invalid_request', async () => {
    for (const body of ['[]', '"text"', '42', 'null', '{"grant_type":']) {
      expectOAuth(await tokenRequest(setup.h.app, siteId, body), 400, 'invalid_request');
    }
  });

  it('another grant type: 400 unsupported_grant_type', async () => {
    for (const g of ['password', 'refresh_token', 'authorization_code']) {
      expectOAuth(await tokenRequest(setup.h.app, siteId, { grant_type: g, client_id: clientId, client_secret: secret }), 400, 'unsupported_grant_type');
    }
  });
});

describe('POST /api/auth/token: invalid_client', () => {
  it('wrong secret: 401 invalid_client', async () => {
    const id = await site();
    const cred = await credential(id);
    expectOAuth(await tokenRequest(setup.h.app, id, grant(cred.client_id, `${cred.client_secret}x`)), 401, 'invalid_client');
  });

  it('unknown client id: 401 invalid_client', async () => {
    const id = await site();
    expectOAuth(await tokenRequest(setup.h.app, id, grant('hub_000000000000000000000000', 'hubsec_nothing')), 401, 'invalid_client');
  });

  it('revoked credential: 401 invalid_client', async () => {
    const id = await site();
    const cred = await credential(id);
    expect((await tokenRequest(setup.h.app, id, grant(cred.client_id, cred.client_secret))).status).toBe(200);
    await revokeCredential(setup.h.deps.db.prisma, id, cred.client_id, null);
    expectOAuth(await tokenRequest(setup.h.app, id, grant(cred.client_id, cred.client_secret)), 401, 'invalid_client');
  });

  it('a live key on the test base address, and a test key on the live one: 401 invalid_client', async () => {
    const id = await site({ testMode: true });
    const live = await credential(id, 'live');
    const test = await credential(id, 'test');
    expectOAuth(await tokenRequest(setup.h.app, id, grant(live.client_id, live.client_secret), 'test'), 401, 'invalid_client');
    expectOAuth(await tokenRequest(setup.h.app, id, grant(test.client_id, test.client_secret), 'live'), 401, 'invalid_client');
    // Each works on its own base address.
    expect((await tokenRequest(setup.h.app, id, grant(live.client_id, live.client_secret), 'live')).status).toBe(200);
    expect((await tokenRequest(setup.h.app, id, grant(test.client_id, test.client_secret), 'test')).status).toBe(200);
  });

  it("a key of another site (Site-Id names another, existing or not): 401 invalid_client", async () => {
    const a = await site();
    const b = await site();
    const cred = await credential(a);
    expectOAuth(await tokenRequest(setup.h.app, b, grant(cred.client_id, cred.client_secret)), 401, 'invalid_client');
    expectOAuth(await tokenRequest(setup.h.app, 'no-such-site', grant(cred.client_id, cred.client_secret)), 401, 'invalid_client');
  });

  it("a test key while the site's test mode is off: 401 invalid_client", async () => {
    const id = await site({ testMode: true });
    const cred = await credential(id, 'test');
    await setTestMode(setup.h.deps.db.prisma, id, false, null);
    expectOAuth(await tokenRequest(setup.h.app, id, grant(cred.client_id, cred.client_secret), 'test'), 401, 'invalid_client');
    await setTestMode(setup.h.deps.db.prisma, id, true, null);
    expect((await tokenRequest(setup.h.app, id, grant(cred.client_id, cred.client_secret), 'test')).status).toBe(200);
  });

  it('the detail never says which part was wrong', async () => {
    const id = await site();
    const cred = await credential(id);
    const wrongSecret = await tokenRequest(setup.h.app, id, grant(cred.client_id, 'nope'));
    const unknownId = await tokenRequest(setup.h.app, id, grant('hub_unknown', 'nope'));
    expect(wrongSecret.body.detail).toBe(unknownId.body.detail);
  });
});

describe('POST /api/auth/token: plan', () => {
  it('plan free: 403 access_denied, detail names the plan', async () => {
    const id = await site({ plan: 'free' });
    const cred = await credential(id);
    const res = await tokenRequest(setup.h.app, id, grant(cred.client_id, cred.client_secret));
    expectOAuth(res, 403, 'access_denied');
    expect(res.body.detail).toMatch(/plan/);
    expect(res.body.detail).toMatch(/free/);
    expect(await setup.h.deps.db.prisma.accessToken.count({ where: { siteId: id } })).toBe(0);
  });

  it('plan enterprise gets a token', async () => {
    const id = await site({ plan: 'enterprise' });
    const cred = await credential(id);
    expect((await tokenRequest(setup.h.app, id, grant(cred.client_id, cred.client_secret))).status).toBe(200);
  });

  it('the free-plan refusal still needs the right secret (no plan disclosure to strangers)', async () => {
    const id = await site({ plan: 'free' });
    const cred = await credential(id);
    expectOAuth(await tokenRequest(setup.h.app, id, grant(cred.client_id, 'wrong')), 401, 'invalid_client');
  });
});

describe('POST /api/auth/token: transport', () => {
  it('over 1 MiB: 413', async () => {
    const id = await site();
    const res = await send(setup.h.app, '/api/auth/token', {
      method: 'POST',
      headers: { 'Site-Id': id, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...grant('a', 'b'), pad: 'x'.repeat(1024 * 1024) }),
    });
    expect(res.status).toBe(413);
  });
});
