import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../src/db/migrate.ts';
import { createLogger } from '../../../src/logger.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../../src/runtime/embedded-postgres.ts';
import { readResponse, useHarness } from '../../helpers/harness.ts';
import { createLists, csv } from '../pricing/price-writes-fixtures.ts';
import { freePort, timed, until } from './servers.ts';

// Issue 14, PostgreSQL: the hub runs on an embedded PostgreSQL this file starts, stops and starts again (never the
// machine's shared one). While it is down every call answers 503 service-unavailable with Retry-After within
// about 2 s; an import caught by the outage waits and then finishes with nothing lost; within 5 s of its return
// every kind of request works again.

const log = createLogger({ LOG_LEVEL: 'silent', LOG_FORMAT: 'json', NODE_ENV: 'test' });
const env: Record<string, string> = { BULK_WAIT_MS: '3000', JOB_OUTAGE_RETRY_MS: '500', DB_QUERY_TIMEOUT_MS: '2000' };
let dir: string;
let port: number;
let server: EmbeddedDatabase | undefined;
const clusterHome = join(tmpdir(), 'wholesale-hub-outage');
const startServer = async () => {
  server = await startEmbeddedPostgres(join(dir, 'data'), port, log, { clusterHome });
};
const stopServer = async () => {
  await server?.stop();
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hub-outage-pg-'));
  port = await freePort();
  await startServer();
  const pool = new pg.Pool({ connectionString: server!.url, max: 1 });
  await migrate(pool);
  await pool.end();
  env.DATABASE_URL = server!.url;
}, 120_000);
// Registered before useHarness: runs after the harness has closed.
afterAll(async () => {
  const databaseDir = server?.databaseDir;
  await stopServer();
  if (databaseDir && !databaseDir.startsWith(dir + sep)) await rm(join(databaseDir, '..'), { recursive: true, force: true });
  await rm(dir, { recursive: true, force: true });
});
const setup = useHarness({ env, workers: true });

const rows = (list: string, n: number, price: string) =>
  `price_list_slug,sku,quantity,price\n${Array.from({ length: n }, (_, i) => `${list},SKU-${String(i).padStart(6, '0')},1,${price}`).join('\n')}\n`;

const token = () =>
  setup.h
    .request('/api/auth/token', {
      method: 'POST',
      headers: { 'Site-Id': setup.t.siteId, 'Content-Type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credentials', client_id: setup.t.clientId, client_secret: setup.t.clientSecret }),
    })
    .then((r) => readResponse<any>(r));
const probe = (path: string) => setup.h.request(path).then((r) => readResponse<any>(r));

beforeAll(async () => {
  await createLists(setup.h, setup.t, ['p-list', 'p-big']);
  const warm = await csv(setup.t, 'PATCH', '/api/v1/batch-update-pricing', rows('p-list', 50, '1.00'));
  expect(warm.status, warm.text).toBe(204);
});

function expectUnavailable(res: Awaited<ReturnType<typeof token>>, ms: number) {
  expect(res.status, res.text).toBe(503);
  expect(ms).toBeLessThan(2_500);
  expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
  expect(res.headers.get('retry-after')).toBe('5');
  expect(res.body).toMatchObject({ title: 'service-unavailable', status: 503 });
  expect(res.body.detail).toMatch(/database/i);
  expect(res.body.detail).not.toMatch(/ECONN|5432|127\.0\.0\.1|prisma|stack/i);
}

describe('PostgreSQL stopped', () => {
  beforeAll(stopServer, 30_000);

  it('reads, writes, bulk writes and token requests answer 503 service-unavailable with Retry-After within about 2 s', async () => {
    const calls = [
      () => setup.t.call('GET', '/api/v1/customers'),
      () => setup.t.call('POST', '/api/v1/customer-groups', { slug: 'outage', name: 'Outage' }),
      () => setup.t.call('GET', '/api/v1/price-lists/p-list/pricing'),
      () => csv(setup.t, 'PATCH', '/api/v1/batch-update-pricing', rows('p-list', 50, '2.00')),
      () => setup.t.call('POST', '/api/v1/customer-groups', { slug: 'outage-2', name: 'Outage' }, { 'Idempotency-Key': 'k-1' }),
      token,
    ];
    for (const call of calls) {
      const { ms, value } = await timed(call);
      expectUnavailable(value, ms);
    }
  });

  it('/readyz answers 503 within 1 s naming the database; /healthz stays 200', async () => {
    const { ms, value: ready } = await timed(() => probe('/readyz'));
    expect(ms).toBeLessThan(1_000);
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ status: 'unavailable', checks: { database: false, redis: true }, unavailable: ['database'] });
    expect((await probe('/healthz')).status).toBe(200);
  });
});

describe('PostgreSQL back', () => {
  let restartedAt: number;
  beforeAll(async () => {
    await startServer();
    restartedAt = Date.now();
  }, 60_000);

  it('within 5 s every kind of request succeeds again, without a restart', async () => {
    await until(() => probe('/readyz'), (r) => r.status === 200, 5_000, '/readyz 200');
    await until(token, (r) => r.status === 200, 5_000, 'a token');
    await until(() => setup.t.call('GET', '/api/v1/customers'), (r) => r.status === 200, 5_000, 'a read');
    await until(() => setup.t.call('POST', '/api/v1/customer-groups', { slug: `back-${Date.now()}`, name: 'Back' }), (r) => r.status === 201 || r.status === 200, 5_000, 'a write');
    await until(() => csv(setup.t, 'PATCH', '/api/v1/batch-update-pricing', rows('p-list', 50, '3.00')), (r) => r.status === 204 || r.status === 202, 5_000, 'a bulk write');
    expect(Date.now() - restartedAt).toBeLessThan(5_000 + 3_000); // the bulk write may wait BULK_WAIT_MS for its job
  });
});

describe('PostgreSQL stopped in the middle of an import', () => {
  it('the job waits, then finishes with exactly the file; no attempt spent, no sync error', { timeout: 180_000 }, async () => {
    const n = 200_000;
    const since = new Date();
    const request = csv(setup.t, 'PATCH', '/api/v1/batch-update-pricing', rows('p-big', n, '7.50'));
    const running = () => setup.h.deps.db.prisma.job.findFirst({ where: { siteId: setup.t.siteId, createdAt: { gte: since }, status: 'running' } });
    const { value: started } = await until(running, (j) => j !== null, 60_000, 'the job to start');
    const id = started!.id;
    await stopServer();
    // The request was accepted (its rows are committed): it answers 202, not 503, though the database is gone.
    const answer = await request;
    expect(answer.status, answer.text).toBe(202);
    expect(answer.body.id).toBe(id);
    await new Promise((r) => setTimeout(r, 2_000));
    await startServer();
    const job = () => setup.h.deps.db.prisma.job.findUniqueOrThrow({ where: { id } });
    const { value: done } = await until(job, (j) => j.status === 'completed' || j.status === 'failed', 90_000, 'the job to finish');
    expect(done).toMatchObject({ status: 'completed', processed: n, total: n, error: null });
    expect(done.result).toEqual({ applied: n, unchanged: 0, removed: 0, failed: 0 });
    const { rows: stored } = await setup.h.deps.db.pool.query(
      `SELECT count(*)::int AS n, min(price)::text AS lo, max(price)::text AS hi FROM prices p JOIN price_lists l ON l.id = p.price_list_id WHERE l.slug = 'p-big' AND l.site_id = $1`,
      [setup.t.siteId],
    );
    expect(stored[0]).toEqual({ n, lo: '7.5000', hi: '7.5000' });
    expect(await setup.h.deps.db.prisma.syncError.findMany({ where: { siteId: setup.t.siteId }, select: { code: true, message: true, attempts: true } })).toEqual([]);
    // BullMQ counts the attempt that completed; the outage's put-backs are not attempts. (BullMQ records the
    // completion after the job's own cleanup, a moment after the jobs row reads completed.)
    await until(() => setup.h.deps.queue.queue('imports').getJobState(id), (s) => s === 'completed', 30_000, 'BullMQ to record the completion');
    const bull = await setup.h.deps.queue.queue('imports').getJob(id);
    expect(bull?.attemptsMade).toBe(1);
  });
});

/** The embedded server's processes: the postmaster and every backend it forked. */
async function serverPids(): Promise<number[]> {
  const postmaster = Number((await readFile(join(server!.databaseDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  const children: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // pid (comm) state ppid …: comm may hold spaces and parentheses, so read after the last ')'.
    if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster) children.push(Number(entry));
  }
  return [postmaster, ...children];
}

describe('PostgreSQL frozen: it accepts connections and never answers', () => {
  let pids: number[] = [];
  const signalAll = (signal: NodeJS.Signals) => {
    for (const pid of pids) {
      try {
        process.kill(pid, signal);
      } catch {
        // a backend that exited meanwhile
      }
    }
  };
  beforeAll(async () => {
    // Idle pooled connections to the server, as a hub that has been serving has: their queries go unanswered.
    expect((await setup.t.call('GET', '/api/v1/customers')).status).toBe(200);
    pids = await serverPids();
    signalAll('SIGSTOP');
  });
  afterAll(() => signalAll('SIGCONT'));

  it('reads, writes, bulk writes and token requests answer 503 service-unavailable with Retry-After within about 2 s', { timeout: 60_000 }, async () => {
    const calls = [
      () => setup.t.call('GET', '/api/v1/customers'),
      () => setup.t.call('POST', '/api/v1/customer-groups', { slug: 'frozen', name: 'Frozen' }),
      () => setup.t.call('GET', '/api/v1/price-lists/p-list/pricing'),
      () => setup.t.call('POST', '/api/v1/customer-groups', { slug: 'frozen-2', name: 'Frozen' }, { 'Idempotency-Key': 'k-frozen' }),
      () => csv(setup.t, 'PATCH', '/api/v1/batch-update-pricing', rows('p-list', 50, '9.00')),
      token,
    ];
    for (const call of calls) {
      const { ms, value } = await timed(call);
      expectUnavailable(value, ms);
    }
  });

  it('/readyz answers 503 within 1 s naming the database', async () => {
    const { ms, value: ready } = await timed(() => probe('/readyz'));
    expect(ms).toBeLessThan(1_000);
    expect(ready.body).toMatchObject({ status: 'unavailable', unavailable: ['database'] });
  });

  it('within 5 s of thawing, every kind of request succeeds again', { timeout: 30_000 }, async () => {
    signalAll('SIGCONT');
    const thawed = Date.now();
    await until(() => probe('/readyz'), (r) => r.status === 200, 5_000, '/readyz 200');
    await until(token, (r) => r.status === 200, 5_000, 'a token');
    await until(() => setup.t.call('GET', '/api/v1/customers'), (r) => r.status === 200, 5_000, 'a read');
    await until(() => setup.t.call('POST', '/api/v1/customer-groups', { slug: `thawed-${Date.now()}`, name: 'Thawed' }), (r) => r.status === 201, 5_000, 'a write');
    await until(() => csv(setup.t, 'PATCH', '/api/v1/batch-update-pricing', rows('p-list', 50, '10.00')), (r) => r.status === 204 || r.status === 202, 5_000, 'a bulk write');
    expect(Date.now() - thawed).toBeLessThan(5_000 + 3_000); // the bulk write may wait BULK_WAIT_MS for its job
  });
});

describe('PostgreSQL crashes in the middle of an import (every server process killed)', () => {
  it('the job does not complete without the rows the crash took: it fails and says to send the file again', { timeout: 180_000 }, async () => {
    const n = 200_000;
    await createLists(setup.h, setup.t, ['p-crash']);
    const since = new Date();
    const request = csv(setup.t, 'PATCH', '/api/v1/batch-update-pricing', rows('p-crash', n, '3.25'));
    const jobs = setup.h.deps.db.prisma.job;
    const { value: started } = await until(() => jobs.findFirst({ where: { siteId: setup.t.siteId, createdAt: { gte: since }, status: 'running' } }), (j) => j !== null, 60_000, 'the job to start');
    const id = started!.id;
    // As a power cut would: no shutdown, so recovery empties the UNLOGGED staging table.
    const pids = await serverPids();
    for (const pid of pids) process.kill(pid, 'SIGKILL');
    await until(async () => pids.filter((pid) => { try { process.kill(pid, 0); return true; } catch { return false; } }), (alive) => alive.length === 0, 10_000, 'the server processes to be gone');
    expect((await request).status).toBe(202); // accepted: its rows were committed before the crash
    await startServer();
    const { value: done } = await until(() => jobs.findUniqueOrThrow({ where: { id } }), (j) => j.status === 'completed' || j.status === 'failed', 90_000, 'the job to end');
    expect(done.status, JSON.stringify(done)).toBe('failed');
    expect(done.error).toMatch(/staged .* are gone.*send the file again/);
    expect(done.processed).toBeLessThan(n);
    // The sync error is written right after the job is marked failed.
    const errors = () => setup.h.deps.db.prisma.syncError.findMany({ where: { siteId: setup.t.siteId, jobId: id }, select: { code: true, message: true } });
    const { value: logged } = await until(errors, (e) => e.length > 0, 10_000, 'the sync error');
    expect(logged).toEqual([{ code: 'job-rejected', message: done.error }]);
  });
});
