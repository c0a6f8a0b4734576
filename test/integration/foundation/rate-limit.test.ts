import { describe, expect, it } from 'vitest';
import { useHarness } from '../../helpers/harness.ts';
import { grant, send, tokenRequest } from './support.ts';

// Contract §0: 429 with Retry-After after repeated failed token requests, per client id and per address.
// app.request() has no socket, so the address is passed the way @hono/node-server passes it (bindings.incoming).

const setup = useHarness({ env: { TOKEN_FAILURE_LIMIT: '3', TOKEN_FAILURE_WINDOW_SECONDS: '600' } });

function expect429(res: { status: number; headers: Headers; body: any }) {
  expect(res.status).toBe(429);
  const retry = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(retry)).toBe(true);
  expect(retry).toBeGreaterThan(0);
  expect(retry).toBeLessThanOrEqual(600);
  expect(res.body).toMatchObject({ status: 429, title: expect.any(String), detail: expect.any(String) });
}

describe('failed token requests', () => {
  it('per client id: the limit-th failure is still 401, the next request is 429 from any address, even with the right secret', async () => {
    const other = await setup.h.tenant({ siteId: setup.t.siteId });
    for (let i = 0; i < 3; i++) {
      const res = await tokenRequest(setup.h.app, other.siteId, grant(other.clientId, 'wrong'), 'live', { address: `10.1.0.${i}` });
      expect(res.status, `failure ${i + 1}`).toBe(401);
    }
    expect429(await tokenRequest(setup.h.app, other.siteId, grant(other.clientId, 'wrong'), 'live', { address: '10.1.0.99' }));
    expect429(await tokenRequest(setup.h.app, other.siteId, grant(other.clientId, other.clientSecret), 'live', { address: '10.1.0.100' }));
    // Another client on a fresh address is not affected.
    expect((await tokenRequest(setup.h.app, setup.t.siteId, grant(setup.t.clientId, setup.t.clientSecret), 'live', { address: '10.1.0.101' })).status).toBe(200);
  });

  it('per address: failures with different client ids from one address block that address', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await tokenRequest(setup.h.app, setup.t.siteId, grant(`hub_unknown_${i}`, 'wrong'), 'live', { address: '10.2.0.1' });
      expect(res.status, `failure ${i + 1}`).toBe(401);
    }
    expect429(await tokenRequest(setup.h.app, setup.t.siteId, grant('hub_unknown_fresh', 'wrong'), 'live', { address: '10.2.0.1' }));
    expect429(await tokenRequest(setup.h.app, setup.t.siteId, grant(setup.t.clientId, setup.t.clientSecret), 'live', { address: '10.2.0.1' }));
    // The client itself is fine from elsewhere.
    expect((await tokenRequest(setup.h.app, setup.t.siteId, grant(setup.t.clientId, setup.t.clientSecret), 'live', { address: '10.2.0.2' })).status).toBe(200);
  });

  it('without a known address (in-process requests) the shared "unknown" address is limited too', async () => {
    for (let i = 0; i < 3; i++) expect((await tokenRequest(setup.h.app, setup.t.siteId, grant(`hub_nobody_${i}`, 'x'))).status).toBe(401);
    expect429(await tokenRequest(setup.h.app, setup.t.siteId, grant('hub_nobody_next', 'x')));
  });

  it('parallel wrong guesses from one address: exactly the limit are checked (401), every other one is 429 unchecked', async () => {
    const secretChecks = async () => Number(/^hub_token_secret_checks_total (\d+)$/m.exec((await send(setup.h.app, '/metrics')).text)?.[1] ?? 0);
    const before = await secretChecks();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => tokenRequest(setup.h.app, setup.t.siteId, grant(`hub_burst_${i}`, 'wrong'), 'live', { address: '10.4.0.1' })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(57);
    for (const r of answers.filter((a) => a.status === 429)) expect429(r);
    // The argon2 checks that actually ran, as /metrics counts them.
    expect((await secretChecks()) - before).toBe(3);
  });

  it('a right secret after a wrong one from the same address is issued, and gives its guess back', async () => {
    expect((await tokenRequest(setup.h.app, setup.t.siteId, grant('hub_once', 'x'), 'live', { address: '10.5.0.1' })).status).toBe(401);
    for (let i = 0; i < 4; i++) {
      expect((await tokenRequest(setup.h.app, setup.t.siteId, grant(setup.t.clientId, setup.t.clientSecret), 'live', { address: '10.5.0.1' })).status).toBe(200);
    }
    expect((await tokenRequest(setup.h.app, setup.t.siteId, grant('hub_twice', 'x'), 'live', { address: '10.5.0.1' })).status).toBe(401);
    expect((await tokenRequest(setup.h.app, setup.t.siteId, grant('hub_thrice', 'x'), 'live', { address: '10.5.0.1' })).status).toBe(401);
    expect429(await tokenRequest(setup.h.app, setup.t.siteId, grant('hub_fourth', 'x'), 'live', { address: '10.5.0.1' }));
  });

  it('successful requests do not count', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await tokenRequest(setup.h.app, setup.t.siteId, grant(setup.t.clientId, setup.t.clientSecret), 'live', { address: '10.3.0.1' })).status).toBe(200);
    }
  });
});

describe('behind a trusted proxy', () => {
  const proxied = useHarness({ env: { TOKEN_FAILURE_LIMIT: '2', TRUST_PROXY: 'true' } });

  const viaProxy = (clientId: string, secret: string, forwardedFor: string) =>
    proxied.h.app.request(
      '/api/auth/token',
      {
        method: 'POST',
        headers: { 'Site-Id': proxied.t.siteId, 'Content-Type': 'application/json', 'X-Forwarded-For': `${forwardedFor}, 10.0.0.1` },
        body: JSON.stringify(grant(clientId, secret)),
      },
      { environment: 'live' },
    );

  it('limits by the first X-Forwarded-For hop, so one noisy client does not block the others behind the proxy', async () => {
    for (let i = 0; i < 2; i++) expect((await viaProxy(`hub_nope_${i}`, 'x', '203.0.113.7')).status).toBe(401);
    expect((await viaProxy('hub_nope_next', 'x', '203.0.113.7')).status).toBe(429);
    expect((await viaProxy(proxied.t.clientId, proxied.t.clientSecret, '198.51.100.9')).status).toBe(200);
  });
});
