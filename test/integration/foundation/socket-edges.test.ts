import type { ServerType } from '@hono/node-server';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeServers, serveEnvironments } from '../../../src/runtime/serve.ts';
import { freePort } from '../../helpers/free-port.ts';
import { useHarness } from '../../helpers/harness.ts';

// Transport details that only show over a real socket, through the hub's own server (src/runtime/serve.ts):
// HEAD answers, bodiless 204s, and `Expect: 100-continue`.

const setup = useHarness();
let servers: ServerType[];
let port: number;

beforeAll(async () => {
  port = await freePort();
  servers = await serveEnvironments(setup.h.app, { ...setup.h.config, HOST: '127.0.0.1', PORT: port, TEST_PORT: await freePort() });
  expect((await setup.t.call('POST', '/api/v1/price-lists', { slug: 'sock', name: 'Sock', currency_code: 'EUR' })).status).toBe(201);
});
afterAll(() => closeServers(servers));

const auth = () => ({ 'Site-Id': setup.t.siteId, Authorization: `Bearer ${setup.t.token}` });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('HEAD and 204 over a socket', () => {
  it("HEAD answers carry X-Request-Id and the GET answer's Content-Type, and no body", async () => {
    for (const path of ['/healthz', '/api/v1/price-lists', '/api/v1/price-lists/sock/pricing']) {
      const head = await fetch(`http://127.0.0.1:${port}${path}`, { method: 'HEAD', headers: { ...auth(), 'X-Request-Id': 'head-check-1' } });
      const get = await fetch(`http://127.0.0.1:${port}${path}`, { headers: auth() });
      expect(head.status, path).toBe(get.status);
      expect(head.headers.get('x-request-id'), path).toBe('head-check-1');
      expect(head.headers.get('content-type'), path).toBe(get.headers.get('content-type'));
      expect(await head.text()).toBe('');
      await get.arrayBuffer();
    }
  });

  it('204 answers carry no Content-Type', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/price-lists/sock/pricing`, { method: 'DELETE', headers: auth() });
    expect(res.status).toBe(204);
    expect(res.headers.get('content-type')).toBeNull();
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });
});

/** Sends the head of a request with `Expect: 100-continue` and collects what the server writes; `body` is sent on request. */
function expectContinue(head: string) {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  let closed = false;
  socket.setEncoding('latin1');
  socket.on('data', (d: string) => (received += d));
  socket.on('close', () => (closed = true));
  socket.on('error', () => undefined);
  socket.write(`${head}\r\nHost: 127.0.0.1\r\nExpect: 100-continue\r\nConnection: keep-alive\r\n\r\n`);
  return {
    received: () => received,
    closed: () => closed,
    send: (body: string) => socket.write(body),
    async waitFor(pattern: RegExp, ms = 5000) {
      for (let waited = 0; waited < ms && !pattern.test(received); waited += 20) await sleep(20);
      return received;
    },
    end: () => socket.destroy(),
  };
}

const statusLines = (text: string) => [...text.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((m) => Number(m[1]));

describe('Expect: 100-continue', () => {
  it('a bad token is answered 401 at once, without inviting the body', async () => {
    const c = expectContinue(
      `PUT /api/v1/settings/base HTTP/1.1\r\nSite-Id: ${setup.t.siteId}\r\nAuthorization: Bearer whk_${'x'.repeat(43)}\r\nContent-Type: application/json\r\nContent-Length: 24`,
    );
    const text = await c.waitFor(/\r\n\r\n[\s\S]*"status":401/);
    c.end();
    expect(statusLines(text)).toEqual([401]);
  });

  it('a Content-Length past the limit is answered 413 at once, without inviting the body', async () => {
    const c = expectContinue(
      `PUT /api/v1/settings/base HTTP/1.1\r\nSite-Id: ${setup.t.siteId}\r\nAuthorization: Bearer ${setup.t.token}\r\nContent-Type: application/json\r\nContent-Length: ${2 * 1024 * 1024}`,
    );
    const text = await c.waitFor(/\r\n\r\n[\s\S]*"status":413/);
    c.end();
    expect(statusLines(text)).toEqual([413]);
  });

  it('a request that passes the header checks is invited (100), sends its body, and is answered', async () => {
    const body = '{"currency_code":"EUR"}';
    const c = expectContinue(
      `PUT /api/v1/settings/base HTTP/1.1\r\nSite-Id: ${setup.t.siteId}\r\nAuthorization: Bearer ${setup.t.token}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}`,
    );
    await c.waitFor(/^HTTP\/1\.1 100 Continue\r\n\r\n/);
    expect(statusLines(c.received())).toEqual([100]);
    c.send(body);
    const text = await c.waitFor(/"currency_code"/);
    c.end();
    expect(statusLines(text)).toEqual([100, 200]);
  });

  it('the token request is invited too (its body is read at once)', async () => {
    const body = JSON.stringify({ grant_type: 'client_credentials', client_id: setup.t.clientId, client_secret: setup.t.clientSecret });
    const c = expectContinue(`POST /api/auth/token HTTP/1.1\r\nSite-Id: ${setup.t.siteId}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}`);
    await c.waitFor(/^HTTP\/1\.1 100 Continue\r\n\r\n/);
    c.send(body);
    const text = await c.waitFor(/access_token/);
    c.end();
    expect(statusLines(text)).toEqual([100, 200]);
  });
});
