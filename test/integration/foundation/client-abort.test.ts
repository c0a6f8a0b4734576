import type { ServerType } from '@hono/node-server';
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/app.ts';
import { closeServers, serveEnvironments } from '../../../src/runtime/serve.ts';
import { freePort } from '../../helpers/free-port.ts';
import { useHarness } from '../../helpers/harness.ts';
import { eventually } from './support.ts';

// A client that hangs up in the middle of a bulk upload is the client's doing: one info line and a 499 in
// /metrics (nginx's "client closed request"), never an error-level "unhandled error" or a 5xx.

const setup = useHarness();
const lines: Record<string, any>[] = [];
let servers: ServerType[];
let port: number;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  app = createApp({ ...setup.h.deps, log: pino({ level: 'info' }, stream) });
  port = await freePort();
  servers = await serveEnvironments(app, { ...setup.h.config, HOST: '127.0.0.1', PORT: port, TEST_PORT: await freePort() });
  expect((await setup.t.call('POST', '/api/v1/price-lists', { slug: 'gone', name: 'Gone', currency_code: 'EUR' })).status).toBe(201);
});
afterAll(() => closeServers(servers));

/** Starts a chunked upload, sends part of it, waits until the app is reading it, then hangs up. */
async function dropUpload(path: string, contentType: string, part: string, requestId: string) {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  socket.write(
    `PATCH ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nSite-Id: ${setup.t.siteId}\r\nAuthorization: Bearer ${setup.t.token}\r\n` +
      `Content-Type: ${contentType}\r\nTransfer-Encoding: chunked\r\nX-Request-Id: ${requestId}\r\n\r\n`,
  );
  socket.write(`${Buffer.byteLength(part).toString(16)}\r\n${part}\r\n`);
  await new Promise((r) => setTimeout(r, 300));
  socket.destroy();
  return eventually(async () => lines.find((l) => l.requestId === requestId && l.msg === 'request'));
}

describe('a client that drops a bulk upload', () => {
  it.each([
    ['JSON', '/api/v1/batch-update-pricing', 'application/json', '[{"price_list_slug":"gone","sku":"A","pricing":[{"quantity":1,"price":"1"}]},'],
    ['CSV', '/api/v1/price-lists/gone/pricing', 'text/csv', 'sku,quantity,price\r\nA,1,1\r\n'],
  ])('%s: logged at info as a client abort, counted as 499, no 5xx', async (_name, path, type, part) => {
    const requestId = `drop-${type.replace('/', '-')}`;
    const line = await dropUpload(path, type, part, requestId);
    expect(line.status).toBe(499);
    expect(lines.filter((l) => l.requestId === requestId && l.level >= 50)).toEqual([]);
    expect(lines.some((l) => l.requestId === requestId && l.level === 30 && /client/i.test(l.msg))).toBe(true);
    const metrics = await (await app.request('/metrics')).text();
    expect(metrics).not.toMatch(new RegExp(`hub_http_requests_total\\{environment="live",method="PATCH",route="${path.replace('gone', ':slug').replace(/[/]/g, '\\/')}",status="5\\d\\d"\\}`));
    expect(metrics).toMatch(/hub_http_requests_total\{environment="live",method="PATCH",route="[^"]+",status="499"\}/);
    expect(metrics).toMatch(/hub_http_client_aborts_total\{environment="live",route="[^"]+"\} [1-9]/);
  });
});
