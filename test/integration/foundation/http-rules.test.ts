import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/app.ts';
import { useHarness, type Tenant } from '../../helpers/harness.ts';
import { callAs, probeApp, send, tokenRequest } from './support.ts';

// Contract §0 "Headers" and "Errors": one test per rule, on the probe routes and on the real jobs route.

const setup = useHarness({ tenant: false });
let app: App;
let t: Tenant;
const JOB = '/api/v1/jobs/00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  app = probeApp(setup.h);
  t = await setup.h.tenant();
});

const auth = () => ({ 'Site-Id': t.siteId, Authorization: `Bearer ${t.token}` });

describe('Site-Id', () => {
  it('missing: 400 invalid-request-contents, headers-mismatch on Site-Id', async () => {
    for (const path of [JOB, '/__probe/core', '/__probe/stock']) {
      const res = await send(app, path, { headers: { Authorization: `Bearer ${t.token}` } });
      expect(res.status, path).toBe(400);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
      expect(res.body).toMatchObject({ title: 'invalid-request-contents', status: 400 });
      expect(res.body.errors).toEqual([{ code: 'headers-mismatch', message: expect.any(String), property: 'Site-Id' }]);
    }
  });

  it('malformed: 400 headers-mismatch on Site-Id', async () => {
    for (const bad of ['A', 'Upper-Case', '-leading', 'has space', 'x'.repeat(64), 'under_score']) {
      const res = await send(app, JOB, { headers: { 'Site-Id': bad, Authorization: `Bearer ${t.token}` } });
      expect(res.status, bad).toBe(400);
      expect(res.body.errors[0]).toMatchObject({ code: 'headers-mismatch', property: 'Site-Id' });
    }
  });

  it('is checked before the token (a request without either gets the 400)', async () => {
    const res = await send(app, '/__probe/core');
    expect(res.status).toBe(400);
    expect(res.body.errors[0].code).toBe('headers-mismatch');
  });

  it('the token request without Site-Id: 400 invalid_request', async () => {
    const res = await tokenRequest(app, undefined, { grant_type: 'client_credentials', client_id: t.clientId, client_secret: t.clientSecret });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ title: 'invalid_request', status: 400 });
    const bad = await tokenRequest(app, 'NOT A SITE', { grant_type: 'client_credentials', client_id: t.clientId, client_secret: t.clientSecret });
    expect(bad.status).toBe(400);
    expect(bad.body.title).toBe('invalid_request');
  });
});

describe('bodies and media types', () => {
  it('a body that is not JSON: 400 body-mismatch', async () => {
    const res = await send(app, '/__probe/echo', { method: 'POST', headers: { ...auth(), 'Content-Type': 'application/json' }, body: '{"name": ' });
    expect(res.status).toBe(400);
    expect(res.body.title).toBe('invalid-request-contents');
    expect(res.body.errors.map((e: { code: string }) => e.code)).toEqual(['body-mismatch']);
  });

  it('a JSON body of the wrong shape: 400 with one item per problem and property set', async () => {
    const res = await callAs(app, t, 'POST', '/__probe/echo', { name: 5, quantity: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.title).toBe('invalid-request-contents');
    const props = res.body.errors.map((e: { property: string; code: string }) => [e.property, e.code]).sort();
    expect(props).toEqual([
      ['name', 'keyword-mismatch'],
      ['quantity', 'keyword-mismatch'],
    ]);
    const missing = await callAs(app, t, 'POST', '/__probe/echo', {});
    expect(missing.body.errors).toEqual([{ code: 'missing-param', message: 'Required', property: 'name' }]);
    const array = await callAs(app, t, 'POST', '/__probe/echo', [1]);
    expect(array.status).toBe(400);
    expect(array.body.errors[0].code).toBe('body-mismatch');
  });

  it('a well-formed body is accepted (the probe works)', async () => {
    const res = await callAs(app, t, 'POST', '/__probe/echo', { name: 'x', quantity: 2 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ name: 'x', quantity: 2 });
    const charset = await callAs(app, t, 'POST', '/__probe/echo', { name: 'y' }, { 'Content-Type': 'application/json; charset=utf-8' });
    expect(charset.status).toBe(200);
  });

  it('another media type (text/plain, form, none): 415 with an empty body', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'text/csv', '']) {
      const res = await send(app, '/__probe/echo', { method: 'POST', headers: { ...auth(), 'Content-Type': type }, body: 'name=x' });
      expect(res.status, type).toBe(415);
      expect(res.text).toBe('');
      expect(res.headers.get('x-request-id')).toBeTruthy();
    }
  });

  it('an undeclared media type without a body is 415 too, never a 500', async () => {
    const res = await send(app, '/__probe/echo', { method: 'POST', headers: { ...auth(), 'Content-Type': 'text/plain', 'Content-Length': '0' } });
    expect(res.status).toBe(415);
    expect(res.text).toBe('');
  });

  it('a form-encoded token request: 415 with an empty body', async () => {
    const res = await tokenRequest(app, t.siteId, `grant_type=client_credentials&client_id=${t.clientId}&client_secret=x`, 'live', {
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(415);
    expect(res.text).toBe('');
  });

  it('a body over 1 MiB: 413 problem body (with and without Content-Length)', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(1024 * 1024) });
    const res = await send(app, '/__probe/echo', { method: 'POST', headers: { ...auth(), 'Content-Type': 'application/json' }, body: big });
    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(res.body).toMatchObject({ status: 413, title: expect.any(String), detail: expect.stringContaining('1048576') });
    // Chunked upload: no Content-Length, the limit is enforced while the body streams.
    const stream = new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode(big));
        c.close();
      },
    });
    const chunked = await app.request(
      '/__probe/echo',
      { method: 'POST', headers: { ...auth(), 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' }, body: stream, duplex: 'half' } as RequestInit,
      { environment: 'live' },
    );
    expect(chunked.status).toBe(413);
    expect(((await chunked.json()) as { status: number }).status).toBe(413);
    // Just under the limit is fine.
    const under = await callAs(app, t, 'POST', '/__probe/echo', { name: 'x'.repeat(1024 * 1024 - 20) });
    expect(under.status).toBe(200);
  });
});

describe('routes and failures', () => {
  it('an unknown route: 404 with an empty body', async () => {
    for (const path of ['/nope', '/api/v1/nothing-here', '/api/v1/jobs']) {
      const res = await send(app, path, { headers: auth() });
      expect(res.status, path).toBe(404);
      expect(res.text).toBe('');
      expect(res.headers.get('x-request-id')).toBeTruthy();
    }
  });

  it('a known path with another method: 405 with an empty body and Allow', async () => {
    const res = await send(app, JOB, { method: 'DELETE', headers: auth() });
    expect(res.status).toBe(405);
    expect(res.text).toBe('');
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    const token = await send(app, '/api/auth/token', { method: 'GET', headers: { 'Site-Id': t.siteId } });
    expect(token.status).toBe(405);
    expect(token.headers.get('allow')).toBe('POST');
    const health = await send(app, '/healthz', { method: 'POST' });
    expect(health.status).toBe(405);
    expect(health.headers.get('allow')).toContain('GET');
  });

  it('a trailing slash on a GET route is an unknown route, not a 405 for the same method', async () => {
    const res = await send(app, `${JOB}/`, { headers: auth() });
    expect(res.status).toBe(404);
    expect(res.headers.get('allow')).toBeNull();
  });

  it('HEAD on a GET route answers like GET without a body', async () => {
    const res = await send(app, JOB, { method: 'HEAD', headers: auth() });
    expect(res.status).toBe(404);
    expect(res.text).toBe('');
  });

  it('an unexpected error: 500 with an empty body and no stack trace', async () => {
    const res = await send(app, '/__probe/boom', { headers: { ...auth(), 'X-Request-Id': 'trace-500' } });
    expect(res.status).toBe(500);
    expect(res.text).toBe('');
    expect(res.headers.get('x-request-id')).toBe('trace-500');
    expect(res.headers.get('content-type')).toBeNull();
  });
});

describe('X-Request-Id', () => {
  it('every response carries one: success, problems, empty bodies, probes, token endpoint', async () => {
    const responses = [
      await send(app, JOB, { headers: auth() }),
      await send(app, JOB),
      await send(app, '/nope'),
      await send(app, '/healthz'),
      await send(app, '/__probe/core', { headers: auth() }),
      await tokenRequest(app, t.siteId, { grant_type: 'client_credentials', client_id: t.clientId, client_secret: t.clientSecret }),
    ];
    const ids = responses.map((r) => r.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('a safe client id is echoed, also in the problem body', async () => {
    const res = await send(app, JOB, { headers: { ...auth(), 'X-Request-Id': 'client-abc.123:x_y' } });
    expect(res.headers.get('x-request-id')).toBe('client-abc.123:x_y');
    expect(res.body.request_id).toBe('client-abc.123:x_y');
  });

  it('an unsafe client id is replaced', async () => {
    for (const unsafe of ['has space', 'semi;colon', '<script>', 'x'.repeat(129)]) {
      const res = await send(app, JOB, { headers: { ...auth(), 'X-Request-Id': unsafe } });
      const id = res.headers.get('x-request-id');
      expect(id, unsafe).not.toBe(unsafe);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
