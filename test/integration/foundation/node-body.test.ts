import { serve, type HttpBindings, type ServerType } from '@hono/node-server';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from '../../helpers/harness.ts';
import { probeApp } from './support.ts';

// Served by Node, JSON bodies are read straight from the IncomingMessage (src/http/middleware/body.ts), not
// through the web Request that app.request() uses everywhere else in the suite. These go through a real socket.

let h: Harness;
let t: Tenant;
let server: ServerType;
let port: number;
/** Requests the app has not finished answering (a hung one would stay here forever). */
const inFlight = new Set<string>();

beforeAll(async () => {
  h = await createHarness();
  t = await h.tenant();
  const app = probeApp(h);
  server = await new Promise<ServerType>((resolve) => {
    const fetch = async (req: Request, bindings: unknown) => {
      const id = req.headers.get('x-case') ?? 'unnamed';
      inFlight.add(id);
      try {
        // "gone-…" requests: the client hangs up after sending everything, before the app has read a byte.
        const incoming = (bindings as HttpBindings).incoming;
        if (id.startsWith('gone-')) {
          // Not events.once(): the aborted request also emits 'error', which would reject it.
          const closed = new Promise((resolve) => incoming.once('close', resolve));
          incoming.socket.destroy();
          await closed;
        }
        return await app.fetch(req, { ...(bindings as object), environment: 'live' });
      } finally {
        inFlight.delete(id);
      }
    };
    const s = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await h.close();
});

type Sent = { status: number; contentType: string; body: string; replayed: boolean };

/** One request over a socket; `chunks` are written one by one (chunked when no Content-Length is given). */
function post(path: string, chunks: (string | Buffer)[], headers: Record<string, string> = {}): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, method: 'POST', headers: { 'Site-Id': t.siteId, Authorization: `Bearer ${t.token}`, 'Content-Type': 'application/json', ...headers } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode!, contentType: String(res.headers['content-type'] ?? ''), body, replayed: res.headers['idempotent-replayed'] === 'true' }));
      },
    );
    req.on('error', reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

const lengthOf = (...parts: (string | Buffer)[]) => String(parts.reduce((n, p) => n + Buffer.byteLength(p), 0));

describe('JSON bodies over a real socket', () => {
  it('a body in several chunks, with Content-Length or chunked, is read whole', async () => {
    const parts = ['{"name":', '"größe ', '✓", "quantity": 3}'];
    for (const headers of [{ 'Content-Length': lengthOf(...parts) }, {}] as Record<string, string>[]) {
      const res = await post('/__probe/echo', parts, headers);
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body)).toEqual({ name: 'größe ✓', quantity: 3 });
    }
  });

  it('a multi-byte character split across chunks survives', async () => {
    const bytes = Buffer.from('{"name":"€uro"}');
    const res = await post('/__probe/echo', [bytes.subarray(0, 10), bytes.subarray(10)], { 'Content-Length': String(bytes.length) });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ name: '€uro' });
  });

  it('a leading UTF-8 byte order mark is dropped, as the Fetch API does', async () => {
    const body = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"name":"bom"}')]);
    const res = await post('/__probe/echo', [body], { 'Content-Length': String(body.length) });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ name: 'bom' });
  });

  it('over 1 MiB: 413 problem, by Content-Length and while a chunked body arrives; the server keeps serving', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(1024 * 1024) });
    const declared = await post('/__probe/echo', [big], { 'Content-Length': lengthOf(big) });
    const chunked = await post('/__probe/echo', [big.slice(0, 600_000), big.slice(600_000)]);
    for (const res of [declared, chunked]) {
      expect(res.status).toBe(413);
      expect(res.contentType).toBe('application/problem+json');
      expect(JSON.parse(res.body)).toMatchObject({ status: 413, title: 'payload-too-large', detail: expect.stringContaining('1048576') });
    }
    const under = JSON.stringify({ name: 'x'.repeat(1024 * 1024 - 20) });
    expect((await post('/__probe/echo', [under], { 'Content-Length': lengthOf(under) })).status).toBe(200);
  });

  it('invalid JSON, a NUL escape and an absent body keep their contract answers', async () => {
    const broken = await post('/__probe/echo', ['{"name": '], { 'Content-Length': '9' });
    expect(broken.status).toBe(400);
    expect(JSON.parse(broken.body).errors[0].code).toBe('body-mismatch');
    const nul = '{"name":"a\\u0000b"}';
    const withNul = await post('/__probe/echo', [nul], { 'Content-Length': lengthOf(nul) });
    expect(withNul.status).toBe(400);
    expect(JSON.parse(withNul.body).errors[0].code).toBe('keyword-mismatch');
    const empty = await post('/__probe/echo', [], { 'Content-Length': '0' });
    expect(empty.status).toBe(400);
    expect(JSON.parse(empty.body).errors[0].code).toBe('body-mismatch');
  });

  it('a client that hangs up mid-body does not take the server down', async () => {
    await new Promise<void>((resolve) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        path: '/__probe/echo',
        method: 'POST',
        headers: { 'Site-Id': t.siteId, Authorization: `Bearer ${t.token}`, 'Content-Type': 'application/json', 'Content-Length': '1000' },
      });
      req.on('error', () => resolve());
      req.write('{"name":"half');
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 50);
    });
    const res = await post('/__probe/echo', ['{"name":"after"}'], { 'Content-Length': '16' });
    expect(res.status).toBe(200);
  });

  it('the token endpoint and Idempotency-Key read the same body', async () => {
    const grant = JSON.stringify({ grant_type: 'client_credentials', client_id: t.clientId, client_secret: t.clientSecret });
    const token = await post('/api/auth/token', [grant], { 'Content-Length': lengthOf(grant) });
    expect(token.status).toBe(200);
    expect(JSON.parse(token.body)).toMatchObject({ access_token: expect.any(String), token_type: expect.stringMatching(/^bearer$/i) });

    const thing = '{"name":"once"}';
    const key = { 'Idempotency-Key': `socket-${Date.now()}`, 'Content-Length': lengthOf(thing) };
    const first = await post('/__probe/things', [thing], key);
    const again = await post('/__probe/things', [thing], key);
    expect(first.status).toBe(201);
    expect(again).toMatchObject({ status: 201, replayed: true, body: first.body });
    const other = '{"name":"twice"}';
    const reused = await post('/__probe/things', [other], { ...key, 'Content-Length': lengthOf(other) });
    expect(reused.status).toBe(409);
    expect(JSON.parse(reused.body).errors[0].code).toBe('idempotency-key-reused');
  });

  it('a client that sends a whole request and hangs up before it is read: the request still finishes', async () => {
    const grant = JSON.stringify({ grant_type: 'client_credentials', client_id: t.clientId, client_secret: t.clientSecret });
    await Promise.all([
      post('/api/auth/token', [grant], { 'X-Case': 'gone-token', 'Content-Length': lengthOf(grant) }).catch(() => null),
      post('/__probe/echo', ['{"name":"gone"}'], { 'X-Case': 'gone-echo', 'Content-Length': '15' }).catch(() => null),
    ]);
    const deadline = Date.now() + 5_000;
    while (inFlight.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect([...inFlight]).toEqual([]);
  });
});

/** Exactly these request bytes on a fresh socket (no client adds framing headers); resolves with the status line's code. */
function rawStatus(head: string, body = ''): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`${head}\r\nConnection: close\r\n\r\n${body}`));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => (text += d));
    socket.on('end', () => resolve({ status: Number(text.slice(9, 12)), text }));
    socket.on('error', reject);
  });
}

describe('bodyless requests over a real socket (RFC 9112 §6.3: no Content-Length, no Transfer-Encoding, no body)', () => {
  const auth = () => `Site-Id: ${t.siteId}\r\nAuthorization: Bearer ${t.token}`;

  it('a DELETE without framing headers and without Content-Type reaches the route (was 415)', async () => {
    expect((await t.call('POST', '/api/v1/customer-groups', { slug: 'bodyless', name: 'Bodyless' })).status).toBe(201);
    const res = await rawStatus(`DELETE /api/v1/customer-groups/bodyless HTTP/1.1\r\nHost: x\r\n${auth()}`);
    expect(res.status).toBe(204);
    expect((await t.call('GET', '/api/v1/customer-groups')).body.map((g: { slug: string }) => g.slug)).not.toContain('bodyless');
  });

  it("Node's fetch DELETE (no body) works too", async () => {
    expect((await t.call('POST', '/api/v1/customer-groups', { slug: 'fetched', name: 'Fetched' })).status).toBe(201);
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/customer-groups/fetched`, { method: 'DELETE', headers: { 'Site-Id': t.siteId, Authorization: `Bearer ${t.token}` } });
    expect(res.status).toBe(204);
  });

  it('a bodyless POST to a route that needs a JSON body is 400 body-mismatch, not 415', async () => {
    const res = await rawStatus(`POST /__probe/echo HTTP/1.1\r\nHost: x\r\n${auth()}`);
    expect(res.status).toBe(400);
    expect(res.text).toContain('body-mismatch');
  });

  it('a body announced by Transfer-Encoding with another media type is still 415', async () => {
    const res = await rawStatus(`POST /__probe/echo HTTP/1.1\r\nHost: x\r\n${auth()}\r\nContent-Type: text/plain\r\nTransfer-Encoding: chunked`, '3\r\nabc\r\n0\r\n\r\n');
    expect(res.status).toBe(415);
  });
});
