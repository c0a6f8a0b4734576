import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/app.ts';
import { useHarness, type Tenant } from '../../helpers/harness.ts';
import { callAs, grant, probeRouter, send, tokenRequest } from './support.ts';

// Contract §0 "base addresses" (LIVE_HOSTS / TEST_HOSTS by Host header), STYLE.md logging (one line per request
// with the request id; no secrets), and /readyz when a dependency is down.

const setup = useHarness({ env: { LIVE_HOSTS: 'api.example.com', TEST_HOSTS: 'sandbox.example.com,Sandbox2.example.com' }, tenant: false });
let live: Tenant;
let test: Tenant;

beforeAll(async () => {
  live = await setup.h.tenant({ testMode: true });
  test = await setup.h.tenant({ siteId: live.siteId, environment: 'test' });
});

describe('environment by Host header', () => {
  const app = () => createApp(setup.h.deps, { extraRouters: [probeRouter()] });

  it('a TEST_HOSTS host selects test even on the live port; a LIVE_HOSTS host selects live on the test port', async () => {
    const a = app();
    const viaTestHost = await send(a, '/__probe/core', { headers: { Host: 'sandbox.example.com', 'Site-Id': test.siteId, Authorization: `Bearer ${test.token}` } }, 'live');
    expect(viaTestHost.status).toBe(200);
    expect(viaTestHost.body.environment).toBe('test');
    const viaLiveHost = await send(a, '/__probe/core', { headers: { Host: 'api.example.com:8443', 'Site-Id': live.siteId, Authorization: `Bearer ${live.token}` } }, 'test');
    expect(viaLiveHost.status).toBe(200);
    expect(viaLiveHost.body.environment).toBe('live');
    // Host matching ignores case.
    const upper = await send(a, '/__probe/core', { headers: { Host: 'SANDBOX2.example.com', 'Site-Id': test.siteId, Authorization: `Bearer ${test.token}` } }, 'live');
    expect(upper.body.environment).toBe('test');
  });

  it('a live token sent through the test host is another environment', async () => {
    const res = await send(app(), '/__probe/stock', { headers: { Host: 'sandbox.example.com', 'Site-Id': live.siteId, Authorization: `Bearer ${live.token}` } }, 'live');
    expect(res.status).toBe(403);
  });

  it('the token endpoint follows the host too', async () => {
    const res = await tokenRequest(setup.h.app, test.siteId, grant(test.clientId, test.clientSecret), 'live');
    expect(res.status).toBe(401);
    const viaHost = await send(setup.h.app, '/api/auth/token', {
      method: 'POST',
      headers: { Host: 'sandbox.example.com', 'Site-Id': test.siteId, 'Content-Type': 'application/json' },
      body: JSON.stringify(grant(test.clientId, test.clientSecret)),
    });
    expect(viaHost.status).toBe(200);
  });

  it('an unlisted host falls back to the port', async () => {
    const res = await send(app(), '/__probe/core', { headers: { Host: 'other.example.com', 'Site-Id': test.siteId, Authorization: `Bearer ${test.token}` } }, 'test');
    expect(res.body.environment).toBe('test');
  });
});

describe('logs', () => {
  function capture() {
    const lines: Record<string, unknown>[] = [];
    let raw = '';
    const stream = new Writable({
      write(chunk, _enc, done) {
        raw += chunk.toString();
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const log = pino({ level: 'info' }, stream);
    return { log, lines, raw: () => raw };
  }

  it('one line per request with request id, route, status and site; the token and secret never appear', async () => {
    const { log, lines, raw } = capture();
    const app = createApp({ ...setup.h.deps, log }, { extraRouters: [probeRouter()] });
    const token = await tokenRequest(app, live.siteId, grant(live.clientId, live.clientSecret));
    const res = await callAs(app, { ...live, token: token.body.access_token }, 'GET', '/__probe/core', undefined, { 'X-Request-Id': 'log-check-1' });
    expect(res.status).toBe(200);
    const requestLines = lines.filter((l) => l.msg === 'request');
    expect(requestLines).toHaveLength(2);
    expect(requestLines[1]).toMatchObject({ requestId: 'log-check-1', status: 200, route: '/__probe/core', siteId: live.siteId, environment: 'live', method: 'GET' });
    expect(raw()).not.toContain(live.clientSecret);
    expect(raw()).not.toContain(token.body.access_token);
  });

  it('an unexpected error is logged with the request id (the client only sees an empty 500)', async () => {
    const { log, lines } = capture();
    const app = createApp({ ...setup.h.deps, log }, { extraRouters: [probeRouter()] });
    const res = await callAs(app, live, 'GET', '/__probe/boom', undefined, { 'X-Request-Id': 'boom-1' });
    expect(res.status).toBe(500);
    expect(res.text).toBe('');
    const error = lines.find((l) => l.msg === 'unhandled error');
    expect(error).toMatchObject({ requestId: 'boom-1', level: 50 });
    expect(JSON.stringify(error)).toContain('kaboom');
  });
});

describe('/readyz when a dependency is down', () => {
  it('503 naming the failed check', async () => {
    const dead = new Redis('redis://127.0.0.1:1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, enableOfflineQueue: false });
    dead.on('error', () => {});
    try {
      const app = createApp({ ...setup.h.deps, queue: { ...setup.h.deps.queue, redis: dead } });
      const res = await send(app, '/readyz');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: 'unavailable', checks: { database: true, redis: false }, unavailable: ['redis'] });
    } finally {
      dead.disconnect();
    }
  });
});
