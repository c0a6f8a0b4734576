import { describe, expect, it } from 'vitest';
import { useHarness } from '../../helpers/harness.ts';

// GET|POST /api/v1/webhooks, DELETE /api/v1/webhooks/{id} (contract §9): the secret once, validation, auth, tenants.

const setup = useHarness();
const t = () => setup.t;
const create = (body: unknown) => t().call('POST', '/api/v1/webhooks', body);

describe('webhook endpoints', () => {
  it('creates an endpoint with a Standard Webhooks secret shown only in the 201, lists it without, deletes it', async () => {
    const res = await create({ url: 'https://erp.example.com/hooks', events: ['order.completed', 'order.status_changed'] });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      url: 'https://erp.example.com/hooks',
      events: ['order.completed', 'order.status_changed'],
      active: true,
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]+=*$/),
      created_at: expect.any(String),
    });
    // 32 random bytes: inside the spec's 24–64.
    expect(Buffer.from(res.body.secret.slice(6), 'base64')).toHaveLength(32);
    const list = await t().call('GET', '/api/v1/webhooks');
    expect(list.status).toBe(200);
    const { secret: _secret, ...shown } = res.body;
    expect(list.body).toContainEqual(shown);
    expect(list.text).not.toContain(res.body.secret);

    const del = await t().call('DELETE', `/api/v1/webhooks/${res.body.id}`);
    expect(del.status).toBe(204);
    expect(del.text).toBe('');
    expect((await t().call('GET', '/api/v1/webhooks')).body.map((e: { id: string }) => e.id)).not.toContain(res.body.id);
    const again = await t().call('DELETE', `/api/v1/webhooks/${res.body.id}`);
    expect(again.status).toBe(404);
    expect(again.body.title).toBe('resource-not-found');
  });

  it('accepts every topic, http URLs and active: false; each endpoint gets its own secret', async () => {
    const all = ['order.completed', 'order.status_changed', 'import.completed', 'sync_error.created'];
    const a = await create({ url: 'http://10.0.0.5:8080/in', events: all, active: false });
    const b = await create({ url: 'http://10.0.0.5:8080/in', events: ['import.completed'] });
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({ events: all, active: false });
    expect(b.body.secret).not.toBe(a.body.secret);
  });

  it.each([
    ['an ftp URL', { url: 'ftp://erp.example.com/x', events: ['order.completed'] }, 'url'],
    ['a relative URL', { url: '/hooks', events: ['order.completed'] }, 'url'],
    ['a URL that is not a string', { url: 42, events: ['order.completed'] }, 'url'],
    ['an unknown topic', { url: 'https://x.example.com', events: ['order.deleted'] }, 'events[0]'],
    ['no topics', { url: 'https://x.example.com', events: [] }, 'events'],
    ['a repeated topic', { url: 'https://x.example.com', events: ['order.completed', 'order.completed'] }, 'events'],
    ['active not a boolean', { url: 'https://x.example.com', events: ['order.completed'], active: 'yes' }, 'active'],
  ])('refuses %s: 400 invalid-request-contents, keyword-mismatch', async (_name, body, property) => {
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.body.title).toBe('invalid-request-contents');
    expect(res.body.errors).toContainEqual(expect.objectContaining({ code: 'keyword-mismatch', property }));
  });

  it('refuses a missing url or events (missing-param) and a body that is not an object (body-mismatch)', async () => {
    const missing = await create({ events: ['order.completed'] });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toContainEqual(expect.objectContaining({ code: 'missing-param', property: 'url' }));
    const notObject = await create('[1]');
    expect(notObject.status).toBe(400);
    expect(notObject.body.errors[0].code).toBe('body-mismatch');
    const notJson = await create('{');
    expect(notJson.status).toBe(400);
    expect(notJson.body.errors[0].code).toBe('body-mismatch');
  });

  it('a malformed id is 400 resource-id-invalid, an unknown one 404, on every path with an id', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [method, path] of [
      ['DELETE', '/api/v1/webhooks/x'],
      ['GET', '/api/v1/webhooks/x/deliveries'],
      ['POST', `/api/v1/webhooks/x/deliveries/${unknown}/replay`],
    ] as const) {
      const res = await t().call(method, path);
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.body.errors[0]).toMatchObject({ code: 'resource-id-invalid' });
    }
    for (const [method, path] of [
      ['DELETE', `/api/v1/webhooks/${unknown}`],
      ['GET', `/api/v1/webhooks/${unknown}/deliveries`],
      ['POST', `/api/v1/webhooks/${unknown}/deliveries/${unknown}/replay`],
    ] as const) {
      const res = await t().call(method, path);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.title).toBe('resource-not-found');
    }
  });

  it('answers 401 access_denied without a valid token (Core style), and 400 without Site-Id', async () => {
    for (const auth of [undefined, 'Bearer nope']) {
      const res = await setup.h.request('/api/v1/webhooks', { headers: { 'Site-Id': t().siteId, ...(auth ? { Authorization: auth } : {}) } });
      expect(res.status).toBe(401);
      expect(((await res.json()) as { title: string }).title).toBe('access_denied');
    }
    const noSite = await setup.h.request('/api/v1/webhooks', { headers: { Authorization: `Bearer ${t().token}` } });
    expect(noSite.status).toBe(400);
  });

  it("keeps tenants apart: another site (or the test environment) neither lists nor deletes an endpoint", async () => {
    const mine = await create({ url: 'https://mine.example.com', events: ['order.completed'] });
    const other = await setup.h.tenant();
    await setup.h.deps.db.prisma.site.update({ where: { id: t().siteId }, data: { testMode: true } });
    const testEnv = await setup.h.tenant({ siteId: t().siteId, environment: 'test' });
    for (const tenant of [other, testEnv]) {
      expect((await tenant.call('GET', '/api/v1/webhooks')).body).toEqual([]);
      expect((await tenant.call('DELETE', `/api/v1/webhooks/${mine.body.id}`)).status).toBe(404);
      expect((await tenant.call('GET', `/api/v1/webhooks/${mine.body.id}/deliveries`)).status).toBe(404);
    }
    expect((await t().call('GET', '/api/v1/webhooks')).body.map((e: { id: string }) => e.id)).toContain(mine.body.id);
  });

  it('replays an Idempotency-Key POST instead of registering a second endpoint', async () => {
    const body = { url: 'https://idem.example.com', events: ['order.completed'] };
    const first = await t().call('POST', '/api/v1/webhooks', body, { 'Idempotency-Key': 'wh-1' });
    const second = await t().call('POST', '/api/v1/webhooks', body, { 'Idempotency-Key': 'wh-1' });
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
  });

  it('lists deliveries with paging parameters checked (400 parameters-mismatch)', async () => {
    const e = await create({ url: 'https://log.example.com', events: ['order.completed'] });
    expect((await t().call('GET', `/api/v1/webhooks/${e.body.id}/deliveries`)).body).toEqual([]);
    for (const q of ['limit=0', 'limit=501', 'offset=-1', 'status=lost']) {
      const res = await t().call('GET', `/api/v1/webhooks/${e.body.id}/deliveries?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.errors[0].code).toBe('parameters-mismatch');
    }
  });
});
