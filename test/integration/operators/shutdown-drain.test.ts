import type { ServerType } from '@hono/node-server';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/app.ts';
import { apiRoute, createRouter } from '../../../src/http/router.ts';
import { closeServers, serveEnvironments } from '../../../src/runtime/serve.ts';
import { freePort } from '../../helpers/free-port.ts';
import { useHarness } from '../../helpers/harness.ts';
import { eventually } from '../foundation/support.ts';

// Shutdown closes the database pools once the servers are closed. A client that hung up mid-request leaves its
// handler running with no socket to keep server.close() waiting: closing must wait for that handler too, or it
// fails on an ended pool ("Cannot use a pool after calling end on the pool", seen at the end of every bench).

const setup = useHarness();
let servers: ServerType[];
let port: number;
let started = false;
let release: () => void = () => undefined;
const released = new Promise<void>((r) => (release = r));
let finished = false;

beforeAll(async () => {
  const slow = createRouter();
  slow.openapi(apiRoute('core', { method: 'get', path: '/__probe/slow', operationId: 'probeSlow', responses: { 200: { description: 'ok' } } }), async (c) => {
    started = true;
    await released;
    finished = true;
    return c.json({ ok: true }, 200) as never;
  });
  const app = createApp(setup.h.deps, { extraRouters: [slow] });
  port = await freePort();
  servers = await serveEnvironments(app, { ...setup.h.config, HOST: '127.0.0.1', PORT: port, TEST_PORT: await freePort() });
});
afterAll(() => {
  release();
  return closeServers(servers);
});

describe('closing the servers', () => {
  it('waits for a handler whose client has already hung up', async () => {
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    socket.write(`GET /__probe/slow HTTP/1.1\r\nHost: 127.0.0.1\r\nSite-Id: ${setup.t.siteId}\r\nAuthorization: Bearer ${setup.t.token}\r\n\r\n`);
    await eventually(async () => started || undefined);
    socket.destroy();
    await new Promise((r) => setTimeout(r, 100));

    let closed = false;
    const closing = closeServers(servers).then(() => (closed = true));
    await new Promise((r) => setTimeout(r, 300));
    expect(closed).toBe(false);

    release();
    await closing;
    expect(finished).toBe(true);
  });
});
