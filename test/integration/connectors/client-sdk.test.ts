import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHubClient, HubError, offsetItems, pageItems, unwrap, type HubClientOptions, type RetryEvent } from '../../../connectors/client/index.ts';
import { freePort } from '../../helpers/free-port.ts';
import { startFaultProxy, type FaultProxy } from './fault-proxy.ts';
import { startRunningHub, type RunningHub } from './running-hub.ts';

// The SDK against the built hub running as a process, through a recording proxy that can also answer as a failing
// load balancer would. Token caching, the 401 retry, backoff and the paging iterators are checked by what crossed
// the wire.

let running: RunningHub;
let proxy: FaultProxy;
const TOKEN = '/api/auth/token';

beforeAll(async () => {
  // Token checks uncached, so a token the database expires is refused at once; a small failure limit, so the
  // token limiter's real 429 can be met. The window outlasts the three failing argon2 checks with room: under a
  // loaded suite they took long enough that a 4 s window had passed before the client asked (no 429 to honour).
  running = await startRunningHub({ TOKEN_CACHE_SECONDS: '0', TOKEN_FAILURE_LIMIT: '3', TOKEN_FAILURE_WINDOW_SECONDS: '8' });
  proxy = await startFaultProxy(running.baseUrl);
}, 120_000);

afterAll(async () => {
  await proxy?.close();
  await running?.stop();
}, 60_000);

beforeEach(() => {
  proxy.seen.length = 0;
  proxy.plan = () => undefined;
});

function client(overrides: Partial<HubClientOptions> = {}) {
  const retries: RetryEvent[] = [];
  const hub = createHubClient({
    baseUrl: proxy.url,
    siteId: running.siteId,
    clientId: running.credential.client_id,
    clientSecret: running.credential.client_secret,
    retry: { baseDelayMs: 20, maxDelayMs: 3000 },
    onRetry: (event) => retries.push(event),
    ...overrides,
  });
  return { hub, retries };
}

const problem = (status: number, title: string, code?: string) => ({ title, status, detail: title, ...(code ? { errors: [{ code, message: code }] } : {}) });

describe('client SDK: typed calls and tokens', () => {
  it('calls operations typed from openapi.json, with Site-Id, a bearer token and an Idempotency-Key on POSTs', async () => {
    const { hub } = client();
    const created = unwrap(await hub.api.POST('/api/v1/price-lists', { body: { slug: 'sdk-trade', name: 'Trade', currency_code: 'eur' } }));
    expect(created).toMatchObject({ slug: 'sdk-trade', currency_code: 'EUR' });
    const read = unwrap(await hub.api.GET('/api/v1/price-lists/{slug}', { params: { path: { slug: 'sdk-trade' } } }));
    expect(read.name).toBe('Trade');
    const post = proxy.seen.find((s) => s.method === 'POST' && s.path === '/api/v1/price-lists')!;
    expect(post.headers['site-id']).toBe(running.siteId);
    expect(post.headers.authorization).toMatch(/^Bearer .{20,}/);
    expect(post.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(proxy.count('POST', TOKEN)).toBe(1);
  });

  it('shares one token request among concurrent calls and renews the token shortly before it expires', async () => {
    let clock = Date.now();
    const { hub } = client({ now: () => clock, renewBeforeMs: 60_000 });
    await Promise.all(Array.from({ length: 8 }, () => hub.api.GET('/api/v1/price-lists')));
    expect(proxy.count('POST', TOKEN)).toBe(1);
    clock += 3_000_000; // 50 of the token's 60 minutes: still well inside its life
    unwrap(await hub.api.GET('/api/v1/price-lists'));
    expect(proxy.count('POST', TOKEN)).toBe(1);
    clock += 570_000; // 59.5 minutes: inside the renewal margin, so a fresh token is fetched before the call
    unwrap(await hub.api.GET('/api/v1/price-lists'));
    expect(proxy.count('POST', TOKEN)).toBe(2);
    expect(proxy.seen.filter((s) => s.method === 'GET').map((s) => s.headers.authorization).slice(-2)).toSatisfy(([a, b]: string[]) => a !== b);
    expect(hub.transport.tokens.fetched).toBe(2);
  });

  it('retries once with a fresh token when the hub refuses the cached one (401)', async () => {
    const { hub, retries } = client();
    unwrap(await hub.api.GET('/api/v1/price-lists'));
    await running.query(`UPDATE access_tokens SET expires_at = now() - interval '1 second' WHERE site_id = $1`, [running.siteId]);
    proxy.seen.length = 0;
    const { data, response } = await hub.api.GET('/api/v1/price-lists');
    expect(response.status).toBe(200);
    expect(Array.isArray(data)).toBe(true);
    expect(proxy.seen.map((s) => `${s.method} ${s.path}`)).toEqual(['GET /api/v1/price-lists', `POST ${TOKEN}`, 'GET /api/v1/price-lists']);
    expect(retries.map((r) => r.reason)).toEqual(['token-refused']);
  });

  it('gives a second 401 back to the caller instead of looping', async () => {
    const { hub } = client();
    proxy.plan = (req) => (req.method === 'GET' ? { status: 401, body: problem(401, 'access_denied') } : undefined);
    const { error, response } = await hub.api.GET('/api/v1/customers');
    expect(response.status).toBe(401);
    expect(error).toMatchObject({ title: 'access_denied' });
    expect(proxy.count('GET', '/api/v1/customers')).toBe(2);
    expect(proxy.count('POST', TOKEN)).toBe(2);
  });

  it('reports a refused credential as a HubError with the OAuth title, without retrying it', async () => {
    const { hub } = client({ clientSecret: 'wrong-secret-of-the-right-length-000000' });
    const failure = await hub.api.GET('/api/v1/price-lists').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(HubError);
    expect(failure).toMatchObject({ status: 401, problem: { title: 'invalid_client' } });
    expect(proxy.count('POST', TOKEN)).toBe(1);
    expect(proxy.count('GET', '/api/v1/price-lists')).toBe(0);
  });
});

describe('client SDK: retries', () => {
  it('backs off exponentially with jitter on 5xx, then answers with the hub', async () => {
    const { hub, retries } = client({ random: () => 0.5 });
    let failures = 3;
    proxy.plan = (req) => (req.path === '/api/v1/customer-groups' && failures-- > 0 ? { status: failures === 1 ? 503 : 502 } : undefined);
    const groups = unwrap(await hub.api.GET('/api/v1/customer-groups'));
    expect(groups.map((g) => g.slug)).toContain('base');
    expect(proxy.count('GET', '/api/v1/customer-groups')).toBe(4);
    // Equal jitter with the dice at 0.5: three quarters of 20, 40, 80 ms.
    expect(retries.map((r) => [r.reason, r.status, r.delayMs])).toEqual([
      ['server-error', 502, 15],
      ['server-error', 503, 30],
      ['server-error', 502, 60],
    ]);
  });

  it('gives up after maxAttempts and returns the last 5xx', async () => {
    const { hub } = client({ retry: { maxAttempts: 3, baseDelayMs: 5, maxDelayMs: 50 } });
    proxy.plan = (req) => (req.method === 'GET' ? { status: 503, headers: { 'retry-after': '0' }, body: problem(503, 'service-unavailable') } : undefined);
    const { error, response } = await hub.api.GET('/api/v1/customer-groups');
    expect(response.status).toBe(503);
    expect(error).toMatchObject({ title: 'service-unavailable' });
    expect(proxy.count('GET', '/api/v1/customer-groups')).toBe(3);
  });

  it('waits as long as Retry-After says on 429', async () => {
    const { hub, retries } = client();
    let limited = true;
    proxy.plan = (req) => (req.method === 'GET' && limited ? ((limited = false), { status: 429, headers: { 'retry-after': '1' }, body: problem(429, 'too-many-requests') }) : undefined);
    unwrap(await hub.api.GET('/api/v1/customer-groups'));
    const [first, second] = proxy.seen.filter((s) => s.method === 'GET');
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(1000);
    expect(retries[0]).toMatchObject({ reason: 'rate-limited', status: 429 });
  });

  it("honours the hub's own 429 on the token endpoint and gets the token once the window has passed", async () => {
    const other = await running.addCredential('limited');
    await Promise.all(
      Array.from({ length: 3 }, () =>
        fetch(`${running.baseUrl}${TOKEN}`, {
          method: 'POST',
          headers: { 'site-id': running.siteId, 'content-type': 'application/json' },
          body: JSON.stringify({ grant_type: 'client_credentials', client_id: other.client_id, client_secret: 'not-the-secret' }),
        }).then((r) => r.arrayBuffer()),
      ),
    );
    // maxDelayMs above the window: the client waits out whatever Retry-After the limiter names.
    const { hub, retries } = client({ clientId: other.client_id, clientSecret: other.client_secret, retry: { baseDelayMs: 20, maxDelayMs: 10_000 } });
    unwrap(await hub.api.GET('/api/v1/customer-groups'));
    // Refused with 429 until the window had passed (once, or again when the machine was slow), each wait as told.
    expect(retries.length).toBeGreaterThanOrEqual(1);
    for (const r of retries) expect(r).toMatchObject({ reason: 'rate-limited', status: 429 });
    expect(retries.reduce((sum, r) => sum + r.delayMs, 0)).toBeGreaterThanOrEqual(1000);
    expect(proxy.count('POST', TOKEN)).toBe(retries.length + 1);
  });

  it('retries a 409 concurrent-update but not another 409 or a 400', async () => {
    const { hub } = client();
    let busy = true;
    proxy.plan = (req) =>
      req.method === 'DELETE' && busy ? ((busy = false), { status: 409, body: problem(409, 'conflict', 'concurrent-update') }) : undefined;
    unwrap(await hub.api.POST('/api/v1/price-lists', { body: { slug: 'sdk-busy', name: 'Busy', currency_code: 'EUR' } }));
    const deleted = await hub.api.DELETE('/api/v1/price-lists/{slug}', { params: { path: { slug: 'sdk-busy' } } });
    expect(deleted.response.status).toBe(204);
    expect(proxy.count('DELETE', '/api/v1/price-lists/sdk-busy')).toBe(2);

    const purchase = (version: number) => ({ type: 'order' as const, identifiers: { external: 'SDK-1' }, currency_code: 'EUR', version, line_items: [{ sku: 'A', quantity: 1, unit_price: '1.00' }] });
    const path = { lookupBy: 'external_id', identifier: 'SDK-1' } as const;
    unwrap(await hub.api.PUT('/api/v1/purchases/{lookupBy}/{identifier}', { params: { path }, body: purchase(2) }));
    const stale = await hub.api.PUT('/api/v1/purchases/{lookupBy}/{identifier}', { params: { path }, body: purchase(1) });
    expect(stale.response.status).toBe(409);
    expect(stale.error).toMatchObject({ errors: [{ code: 'newer-version-exists' }] });
    expect(proxy.count('PUT', '/api/v1/purchases/external_id/SDK-1')).toBe(2);

    const bad = await hub.api.GET('/api/v2/price-lists', { params: { query: { page_size: '0' } } });
    expect(bad.response.status).toBe(400);
    expect(proxy.count('GET', '/api/v2/price-lists')).toBe(1);
  });

  it('retries a refused connection with backoff, then throws', async () => {
    const { hub, retries } = client({ baseUrl: `http://127.0.0.1:${await freePort()}`, retry: { maxAttempts: 3, baseDelayMs: 5 } });
    await expect(hub.api.GET('/api/v1/customer-groups')).rejects.toThrow();
    expect(retries.map((r) => r.reason)).toEqual(['network-error', 'network-error']);
  });
});

describe('client SDK: paging iterators', () => {
  it('walks a page-based list page by page', async () => {
    const { hub } = client();
    for (let i = 1; i <= 7; i++) unwrap(await hub.api.POST('/api/v1/price-lists', { body: { slug: `page-${i}`, name: `Page ${i}`, currency_code: 'EUR' } }));
    proxy.seen.length = 0;
    const slugs: string[] = [];
    for await (const list of pageItems((page) => hub.api.GET('/api/v2/price-lists', { params: { query: { page: String(page), page_size: '3', order_by: 'name:asc' } } }))) {
      if (list.slug.startsWith('page-')) slugs.push(list.slug);
    }
    expect(slugs).toEqual(['page-1', 'page-2', 'page-3', 'page-4', 'page-5', 'page-6', 'page-7']);
    const total = unwrap(await hub.api.GET('/api/v2/price-lists', { params: { query: { page_size: '1' } } })).pagination.total;
    expect(proxy.count('GET', '/api/v2/price-lists') - 1).toBe(Math.ceil(total / 3));
  });

  it('walks an offset-based list until a short page', async () => {
    const { hub } = client();
    for (let i = 1; i <= 5; i++) {
      const external = `OFF-${i}`;
      unwrap(await hub.api.PUT('/api/v1/purchases/{lookupBy}/{identifier}', {
        params: { path: { lookupBy: 'external_id', identifier: external } },
        body: { type: 'quote', identifiers: { external }, currency_code: 'EUR', line_items: [{ sku: 'A', quantity: i, unit_price: '1.00' }] },
      }));
    }
    proxy.seen.length = 0;
    const seen: string[] = [];
    for await (const purchase of offsetItems((offset, limit) => hub.api.GET('/api/v1/purchases', { params: { query: { offset, limit, type: 'quote' } } }), 2)) {
      seen.push(purchase.identifiers.external!);
    }
    expect(seen).toEqual(['OFF-5', 'OFF-4', 'OFF-3', 'OFF-2', 'OFF-1']);
    expect(proxy.seen.filter((s) => s.path.startsWith('/api/v1/purchases')).map((s) => new URL(s.path, proxy.url).searchParams.get('offset'))).toEqual(['0', '2', '4']);
  });

  it('throws a HubError carrying the problem when a page fails', async () => {
    const { hub } = client();
    const walk = async () => {
      for await (const _ of pageItems((page) => hub.api.GET('/api/v2/price-lists', { params: { query: { page: String(page), page_size: '3', source: 'nonsense' as never } } }))) void _;
    };
    const failure = await walk().catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(HubError);
    expect((failure as HubError).codes).toContain('parameters-mismatch');
  });
});
