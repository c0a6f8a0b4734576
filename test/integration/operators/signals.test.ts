import type { ServerType } from '@hono/node-server';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/app.ts';
import { createLogger } from '../../../src/logger.ts';
import { insertOutbox } from '../../../src/queue/repository.ts';
import { closeServers, serveEnvironments } from '../../../src/runtime/serve.ts';
import { startWorkers } from '../../../workers/start-workers.ts';
import { freePort } from '../../helpers/free-port.ts';
import { useHarness } from '../../helpers/harness.ts';
import { eventually } from '../foundation/support.ts';

// Issue 16 §5: what operators see in /metrics and in the logs, over a real socket, with a real worker.

const setup = useHarness();
const lines: Record<string, any>[] = [];
let servers: ServerType[];
let base: string;
let app: ReturnType<typeof createApp>;
let workers: { close(): Promise<void> } | undefined;
let deps: typeof setup.h.deps;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  // The hub's own logger (masking, redaction), written to this stream.
  const log = createLogger({ ...setup.h.config, LOG_LEVEL: 'info' }, 'hub', stream);
  deps = { ...setup.h.deps, log };
  app = createApp(deps);
  const port = await freePort();
  servers = await serveEnvironments(app, { ...setup.h.config, HOST: '127.0.0.1', PORT: port, TEST_PORT: await freePort() });
  base = `http://127.0.0.1:${port}`;
  workers = await startWorkers(deps);
  expect((await setup.t.call('POST', '/api/v1/price-lists', { slug: 'sig', name: 'Signals', currency_code: 'EUR' })).status).toBe(201);
});
afterAll(async () => {
  await workers?.close();
  await closeServers(servers);
});

const auth = () => ({ 'Site-Id': setup.t.siteId, Authorization: `Bearer ${setup.t.token}` });
const scrape = async () => (await app.request('/metrics')).text();
const lineOf = (requestId: string, msg = 'request') => eventually(async () => lines.find((l) => l.requestId === requestId && l.msg === msg));

describe('access log', () => {
  it('names the credential and the client address; a 4xx carries the problem title and codes; emails in paths are masked', async () => {
    const res = await fetch(`${base}/api/v2/customers/email/jane.doe@example.com`, { headers: { ...auth(), 'X-Request-Id': 'sig-404' } });
    expect(res.status).toBe(404);
    const line = await lineOf('sig-404');
    expect(line).toMatchObject({ status: 404, credential: setup.t.credentialName, title: 'resource-not-found' });
    expect(line.clientAddress).toMatch(/127\.0\.0\.1/);
    expect(line.path).toBe('/api/v2/customers/email/***@example.com');
    expect(JSON.stringify(lines.filter((l) => l.requestId === 'sig-404'))).not.toContain('jane.doe');

    const bad = await fetch(`${base}/api/v1/price-lists`, {
      method: 'POST',
      headers: { ...auth(), 'Content-Type': 'application/json', 'X-Request-Id': 'sig-400' },
      body: JSON.stringify({ name: 'No slug' }),
    });
    expect(bad.status).toBe(400);
    const problem = (await bad.json()) as { title: string; errors: { code: string }[] };
    expect(await lineOf('sig-400')).toMatchObject({ status: 400, title: problem.title, codes: [...new Set(problem.errors.map((e: { code: string }) => e.code))] });
  });

  it('a token request names the client id it was sent with', async () => {
    const res = await fetch(`${base}/api/auth/token`, {
      method: 'POST',
      headers: { 'Site-Id': setup.t.siteId, 'Content-Type': 'application/json', 'X-Request-Id': 'sig-token' },
      body: JSON.stringify({ grant_type: 'client_credentials', client_id: 'hub_nobody', client_secret: 'wrong' }),
    });
    expect(res.status).toBe(401);
    expect(await lineOf('sig-token')).toMatchObject({ clientId: 'hub_nobody', title: 'invalid_client' });
  });
});

describe('metrics', () => {
  it('HTTP metrics carry the environment; token failures are counted by kind and reason', async () => {
    expect((await app.request('/api/v1/price-lists', { headers: auth() }, { environment: 'live' })).status).toBe(200);
    await app.request('/api/v1/price-lists', { headers: { 'Site-Id': setup.t.siteId, Authorization: 'Bearer nope' } }, { environment: 'test' });
    await app.request('/api/auth/token', {
      method: 'POST',
      headers: { 'Site-Id': setup.t.siteId, 'Content-Type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credentials', client_id: 'hub_nobody', client_secret: 'x' }),
    });
    const text = await scrape();
    expect(text).toMatch(/hub_http_requests_total\{environment="live",method="GET",route="\/api\/v1\/price-lists",status="200"\} [1-9]/);
    expect(text).toMatch(/hub_http_request_duration_seconds_count\{environment="live",/);
    expect(text).toMatch(/hub_token_failures_total\{environment="live",kind="token_request",reason="invalid_client"\} [1-9]/);
    expect(text).toMatch(/hub_token_failures_total\{environment="test",kind="bearer",reason="[^"]+"\} [1-9]/);
  });

  it('database pools (request and import) and the outbox backlog', async () => {
    const text = await scrape();
    for (const pool of ['request', 'import']) for (const state of ['in_use', 'idle', 'waiting']) {
      expect(text).toMatch(new RegExp(`hub_db_pool_connections\\{pool="${pool}",state="${state}"\\} \\d+`));
    }
    expect(text).toMatch(/^hub_outbox_backlog \d+$/m);
    // A job row the relay has not taken yet is backlog (the relay is stopped; once restarted it drops this unknown
    // job). An event row waiting for the event delivery worker is not: it is no sign of a stuck relay.
    await workers?.close();
    workers = undefined;
    const backlog = async () => Number(/^hub_outbox_backlog (\d+)$/m.exec(await scrape())?.[1]);
    try {
      const before = await backlog();
      await insertOutbox(setup.h.deps.db.prisma, { siteId: setup.t.siteId, environment: 'live', topic: 'order.status_changed', payload: {} });
      expect(await backlog()).toBe(before);
      await insertOutbox(setup.h.deps.db.prisma, { siteId: setup.t.siteId, environment: 'live', topic: 'job:unpublished-test', payload: {} });
      expect(await backlog()).toBe(before + 1);
    } finally {
      workers = await startWorkers(deps);
    }
  });

  it('a bulk write: job duration and outcome by type, rows imported, and job log lines with site, environment, job, request id and counts', async () => {
    const res = await fetch(`${base}/api/v1/price-lists/sig/pricing`, {
      method: 'PATCH',
      headers: { ...auth(), 'Content-Type': 'text/csv', 'X-Request-Id': 'sig-bulk' },
      body: 'sku,quantity,price\r\nA,1,1.50\r\nB,1,2.50\r\nC,1,3.50\r\n',
    });
    expect([202, 204]).toContain(res.status);
    const jobLine = await eventually(async () => lines.find((l) => l.msg === 'job attempt' && l.requestId === 'sig-bulk' && l.status === 'completed'), 20_000);
    expect(jobLine).toMatchObject({ job: 'price-import', siteId: setup.t.siteId, environment: 'live', rows: { applied: 3 } });
    expect(jobLine.jobId).toMatch(/^[0-9a-f-]{36}$/);
    const text = await scrape();
    expect(text).toMatch(/hub_job_attempts_total\{job="price-import",outcome="completed"\} [1-9]/);
    expect(text).toMatch(/hub_job_duration_seconds_count\{job="price-import",outcome="completed"\} [1-9]/);
    expect(Number(/hub_import_rows_total\{job="price-import",environment="live",kind="applied"\} (\d+)/.exec(text)?.[1])).toBeGreaterThanOrEqual(3);
  });
});
