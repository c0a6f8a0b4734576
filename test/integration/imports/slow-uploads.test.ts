import { serve, type ServerType } from '@hono/node-server';
import { request as httpRequest, type ClientRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../helpers/harness.ts';
import { createLists, priceMap } from '../pricing/price-writes-fixtures.ts';

// Slow and stalled bodies over a real socket (issue 15, item 2): a bulk upload holds no database connection
// while its client is slow, so ordinary requests and /readyz keep answering however many are in flight, and a
// body that stops arriving is ended with 408. BODY_STALL_TIMEOUT_MS is 1 s here (30 s by default).

const STALL_MS = 1000;
const SLOW = 12; // more uploads than the ordinary pool (DB_POOL_SIZE 5) and the import pool (2) together
const setup = useHarness({ workers: true, env: { BODY_STALL_TIMEOUT_MS: String(STALL_MS), DB_POOL_SIZE: '5' } });
let server: ServerType;
let port: number;
let ids: Record<string, string>;

beforeAll(async () => {
  ids = await createLists(setup.h, setup.t, ['slow']);
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: (req, bindings) => setup.h.app.fetch(req, { ...(bindings as object), environment: 'live' }), port: 0, hostname: '127.0.0.1' }, () =>
      resolve(s),
    );
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  (server as { closeAllConnections?: () => void }).closeAllConnections?.();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

type Answer = { status: number; headers: Record<string, unknown>; body: string; at: number };

/** A request whose body the test writes as it likes (chunked unless a Content-Length is given); `answer` settles with the response. */
function open(method: string, path: string, headers: Record<string, string>): { req: ClientRequest; answer: Promise<Answer> } {
  const req = httpRequest({
    host: '127.0.0.1',
    port,
    path,
    method,
    headers: { 'Site-Id': setup.t.siteId, Authorization: `Bearer ${setup.t.token}`, ...headers },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body, at: Date.now() }));
    });
    req.on('error', reject);
  });
  return { req, answer };
}

/** A simple request over the socket, timed. */
async function timed(path: string, init: RequestInit = {}): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    ...init,
    headers: { 'Site-Id': setup.t.siteId, Authorization: `Bearer ${setup.t.token}`, ...(init.headers as Record<string, string>) },
    signal: AbortSignal.timeout(10_000),
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('slow bulk uploads', () => {
  it('hold no connection: ordinary requests, writes and /readyz answer while they trickle in; then they complete', async () => {
    const uploads = Array.from({ length: SLOW }, () => open('PATCH', '/api/v1/batch-update-pricing', { 'Content-Type': 'text/csv' }));
    // Every upload sends its header at once, then a byte every 250 ms (well within the stall timeout: slow, not stalled).
    const trickle = uploads.map(({ req }, i) => {
      req.write('price_list_slug,sku,price\n');
      return (async () => {
        for (const ch of `slow,S${i},${i + 1}\n`) {
          req.write(ch);
          await sleep(STALL_MS / 4);
        }
      })();
    });
    await sleep(1500);
    const during = [];
    for (let round = 0; round < 3; round++) {
      during.push(await timed('/healthz'), await timed('/readyz'), await timed('/api/v1/price-lists'));
      during.push(await timed('/api/v1/price-lists', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ slug: `ordinary-${round}`, name: 'x', currency_code: 'EUR' }) }));
      await sleep(200);
    }
    expect(during.map((r) => r.status)).toEqual(Array(3).fill([200, 200, 200, 201]).flat());
    expect(Math.max(...during.map((r) => r.ms))).toBeLessThan(1000);
    // Nothing of the uploads is on a connection yet: their rows wait on disk until their bodies are complete.
    const { importPool } = setup.h.deps.db;
    expect(importPool.totalCount - importPool.idleCount).toBe(0);
    await Promise.all(trickle);
    for (const { req } of uploads) req.end();
    const answers = await Promise.all(uploads.map((u) => u.answer));
    expect(answers.map((a) => a.status)).toEqual(Array(SLOW).fill(204));
    expect((await priceMap(setup.h, ids.slow!)).length).toBe(SLOW);
  }, 60_000);

  it('a bulk body that stops arriving is ended with 408 request-timeout; nothing is stored', async () => {
    const before = await priceMap(setup.h, ids.slow!);
    const { req, answer } = open('PATCH', '/api/v1/batch-update-pricing', { 'Content-Type': 'text/csv' });
    const started = Date.now();
    req.write('price_list_slug,sku,price\nslow,STALLED,1\n');
    const res = await answer;
    expect(res.status).toBe(408);
    expect(res.headers['content-type']).toBe('application/problem+json');
    expect(res.headers.connection).toBe('close');
    expect(JSON.parse(res.body)).toMatchObject({ status: 408, title: 'request-timeout' });
    expect(res.at - started).toBeGreaterThanOrEqual(STALL_MS - 50);
    expect(res.at - started).toBeLessThan(STALL_MS + 2000);
    req.destroy();
    expect(await priceMap(setup.h, ids.slow!)).toEqual(before);
  });

  it('an ordinary JSON body that stops arriving gets the same 408', async () => {
    const { req, answer } = open('POST', '/api/v1/price-lists', { 'Content-Type': 'application/json', 'Content-Length': '100' });
    req.write('{"slug":"stalled",');
    const res = await answer;
    expect(res.status).toBe(408);
    expect(JSON.parse(res.body)).toMatchObject({ title: 'request-timeout' });
    req.destroy();
  });

  it('a gzip bulk body over the socket, sent in pieces, is decoded and applied', async () => {
    const zipped = gzipSync('price_list_slug,sku,price\r\n' + Array.from({ length: 500 }, (_, i) => `slow,GZ-${i},1\r\n`).join(''));
    const { req, answer } = open('PATCH', '/api/v1/batch-update-pricing', { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Encoding': 'gzip' });
    for (let i = 0; i < zipped.length; i += 100) req.write(zipped.subarray(i, i + 100));
    req.end();
    expect((await answer).status).toBe(204);
    expect((await priceMap(setup.h, ids.slow!)).filter((r) => r.startsWith('GZ-')).length).toBe(500);
  });

  it('over the socket too: RFC 9110 spacing in Content-Type is JSON, and a gzip ordinary body is decoded', async () => {
    const spaced = await timed('/api/v1/price-lists', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json ; x=y' },
      body: JSON.stringify({ slug: 'spaced-socket', name: 'x', currency_code: 'EUR' }),
    });
    expect(spaced.status).toBe(201);
    const { req, answer } = open('POST', '/api/v1/price-lists', { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
    req.end(gzipSync(JSON.stringify({ slug: 'gzip-socket', name: 'x', currency_code: 'EUR' })));
    expect((await answer).status).toBe(201);
  });
});
