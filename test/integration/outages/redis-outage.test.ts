import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOutbox } from '../../../src/queue/repository.ts';
import { readResponse, useHarness } from '../../helpers/harness.ts';
import { createLists, csv } from '../pricing/price-writes-fixtures.ts';
import { privateRedis, timed, until, type PrivateRedis } from './servers.ts';

// Issue 14, Redis: the hub runs on a private redis-server this file starts (and stops, and starts again) on a
// free port. While it is down, requests that need it answer 503 fast, tokens are still issued, reads still work,
// probes say so; once it is back, everything works again within 5 s, and nothing staged or written is lost.

const env: Record<string, string> = { BULK_WAIT_MS: '3000', TOKEN_FAILURE_LIMIT: '3', JOB_OUTAGE_RETRY_MS: '500' };
let redis: PrivateRedis;
beforeAll(async () => {
  redis = await privateRedis();
  env.REDIS_URL = redis.url;
});
// Registered before useHarness: runs after the harness has closed.
afterAll(() => redis?.remove());
const setup = useHarness({ env, workers: true });

const rows = (list: string, n: number, price = '1.50') =>
  `price_list_slug,sku,quantity,price\n${Array.from({ length: n }, (_, i) => `${list},SKU-${String(i).padStart(6, '0')},1,${price}`).join('\n')}\n`;

const token = (secret: string) =>
  setup.h
    .request('/api/auth/token', {
      method: 'POST',
      headers: { 'Site-Id': setup.t.siteId, 'Content-Type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credentials', client_id: setup.t.clientId, client_secret: secret }),
    })
    .then((r) => readResponse<any>(r));

const probe = (path: string) => setup.h.request(path).then((r) => readResponse<any>(r));

const syncErrors = () => setup.h.deps.db.prisma.syncError.count({ where: { siteId: setup.t.siteId } });

beforeAll(async () => {
  await createLists(setup.h, setup.t, ['r-list', 'r-big']);
  const warm = await csv(setup.t, 'PATCH', '/api/v1/batch-update-pricing', rows('r-list', 50));
  expect(warm.status, warm.text).toBe(204);
});

describe('Redis frozen: it keeps its connections open and never answers', () => {
  beforeAll(() => redis.freeze());
  afterAll(() => redis.thaw());

  it('bulk writes answer 503 within about 2 s; reads, ordinary writes and tokens still answer', async () => {
    const bulk = await timed(() => csv(setup.t, 'PATCH', '/api/v1/batch-update-pricing', rows('r-list', 50, '5.00')));
    expect(bulk.value.status, bulk.value.text).toBe(503);
    expect(bulk.ms).toBeLessThan(2_500);
    expect(bulk.value.headers.get('retry-after')).toBe('5');
    const read = await timed(() => setup.t.call('GET', '/api/v1/price-lists/r-list/pricing'));
    expect(read.value.status).toBe(200);
    expect(read.ms).toBeLessThan(2_500);
    const write = await timed(() => setup.t.call('POST', '/api/v1/customer-groups', { slug: 'redis-frozen', name: 'Redis frozen' }));
    expect(write.value.status, write.value.text).toBe(201);
    expect(write.ms).toBeLessThan(2_500);
    const issued = await timed(() => token(setup.t.clientSecret));
    expect(issued.value.status, issued.value.text).toBe(200);
    expect(issued.ms, 'token').toBeLessThan(2_500);
  });

  it('/readyz answers 503 within 1 s naming redis', async () => {
    const { ms, value: ready } = await timed(() => probe('/readyz'));
    expect(ms).toBeLessThan(1_000);
    expect(ready.body).toMatchObject({ status: 'unavailable', unavailable: ['redis'] });
  });

  it('within 5 s of thawing, bulk writes are accepted again', async () => {
    redis.thaw();
    const thawed = Date.now();
    await until(() => probe('/readyz'), (r) => r.status === 200, 5_000, '/readyz 200');
    await until(() => csv(setup.t, 'PATCH', '/api/v1/batch-update-pricing', rows('r-list', 50, '6.00')), (r) => r.status === 204 || r.status === 202, 5_000, 'a bulk write accepted');
    expect(Date.now() - thawed).toBeLessThan(5_000 + 3_000); // the last one may wait up to BULK_WAIT_MS for its job
  });
});

describe('Redis stopped', () => {
  beforeAll(() => redis.stop());

  it('a bulk write answers 503 service-unavailable with Retry-After within about 2 s, naming the queue', async () => {
    const body = `sku,quantity,price\n${Array.from({ length: 50 }, (_, i) => `SKU-${i},1,2.00`).join('\n')}\n`;
    const { ms, value: res } = await timed(() => csv(setup.t, 'PATCH', '/api/v1/price-lists/r-list/pricing', body));
    expect(res.status, res.text).toBe(503);
    expect(ms).toBeLessThan(2_500);
    expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(res.body).toMatchObject({ title: 'service-unavailable', status: 503 });
    expect(res.body.detail).toMatch(/queue/i);
    expect(res.body.detail).not.toMatch(/ECONN|ioredis|127\.0\.0\.1|stack/i);
  });

  it('reads with an issued token still answer 200', async () => {
    const res = await setup.t.call('GET', '/api/v1/price-lists/r-list/pricing');
    expect(res.status, res.text).toBe(200);
  });

  it('the token endpoint still issues tokens (credentials live in PostgreSQL), and they work', async () => {
    const { ms, value: res } = await timed(() => token(setup.t.clientSecret));
    expect(res.status, res.text).toBe(200);
    expect(ms).toBeLessThan(2_500);
    const read = await readResponse(
      await setup.h.request('/api/v1/price-lists', { headers: { 'Site-Id': setup.t.siteId, Authorization: `Bearer ${res.body.access_token}` } }),
    );
    expect(read.status).toBe(200);
  });

  it('failed token requests are still limited, per process in memory (429 with Retry-After)', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 4; i++) {
      last = await token('wrong-secret');
      statuses.push(last.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('ordinary writes still answer at once (their cache announcements are dropped, not awaited), an Idempotency-Key included', async () => {
    const plain = await timed(() => setup.t.call('POST', '/api/v1/customer-groups', { slug: 'redis-down', name: 'Redis down' }));
    expect(plain.value.status, plain.value.text).toBe(201);
    expect(plain.ms).toBeLessThan(2_500);
    const body = { slug: 'redis-down-idem', name: 'Redis down' };
    const first = await timed(() => setup.t.call('POST', '/api/v1/customer-groups', body, { 'Idempotency-Key': 'redis-down-1' }));
    expect(first.value.status, first.value.text).toBe(201);
    expect(first.ms).toBeLessThan(2_500);
    const replay = await setup.t.call('POST', '/api/v1/customer-groups', body, { 'Idempotency-Key': 'redis-down-1' });
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.value.body);
  });

  it('/readyz answers 503 within 1 s naming redis; /healthz stays 200', async () => {
    const { ms, value: ready } = await timed(() => probe('/readyz'));
    expect(ms).toBeLessThan(1_000);
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ status: 'unavailable', checks: { database: true, redis: false }, unavailable: ['redis'] });
    expect((await probe('/healthz')).status).toBe(200);
  });
});

describe('Redis back', () => {
  let outboxId: string;
  let restartedAt: number;
  beforeAll(async () => {
    // A job announced while Redis was away (its outbox row committed; the relay could not enqueue it).
    outboxId = await insertOutbox(setup.h.deps.db.prisma, {
      siteId: setup.t.siteId,
      environment: setup.t.environment,
      topic: 'job:housekeeping',
      payload: {},
      jobId: `outage-relay-${Date.now()}`,
    });
    await new Promise((r) => setTimeout(r, 1_000)); // a few relay passes fail meanwhile
    await redis.start();
    restartedAt = Date.now();
  });

  it('within 5 s bulk writes, tokens and the probe succeed again, without a restart', async () => {
    await until(() => probe('/readyz'), (r) => r.status === 200, 5_000, '/readyz 200');
    await until(() => token(setup.t.clientSecret), (r) => r.status === 200, 5_000, 'a token');
    await until(() => csv(setup.t, 'PATCH', '/api/v1/batch-update-pricing', rows('r-list', 50, '3.00')), (r) => r.status === 204 || r.status === 202, 5_000, 'a bulk write accepted');
    expect(Date.now() - restartedAt).toBeLessThan(5_000 + 3_000); // the last one may wait up to BULK_WAIT_MS for its job
    const res = await setup.t.call('GET', '/api/v1/pricing/SKU-000001');
    expect(res.status).toBe(200);
    const write = await setup.t.call('POST', '/api/v1/customer-groups', { slug: 'redis-back', name: 'Redis back' }, { 'Idempotency-Key': 'redis-back-1' });
    expect(write.status, write.text).toBe(201);
  });

  it('the outbox row written while Redis was down is relayed', async () => {
    await until(
      () => setup.h.deps.db.prisma.outboxEvent.findUniqueOrThrow({ where: { id: BigInt(outboxId) } }),
      (row) => row.publishedAt !== null,
      5_000,
      'the relay to publish the row',
    );
  });
});

describe('Redis stopped in the middle of an import', () => {
  it('the job finishes with exactly the file, spends no attempt on the outage and records no sync error', { timeout: 120_000 }, async () => {
    const n = 200_000;
    const since = new Date();
    const request = csv(setup.t, 'PATCH', '/api/v1/batch-update-pricing', rows('r-big', n, '4.25'));
    const running = () => setup.h.deps.db.prisma.job.findFirst({ where: { siteId: setup.t.siteId, createdAt: { gte: since }, status: 'running' } });
    const { value: started } = await until(running, (j) => j !== null, 30_000, 'the job to start');
    await redis.stop();
    const id = started!.id;
    const job = () => setup.h.deps.db.prisma.job.findUniqueOrThrow({ where: { id } });
    await new Promise((r) => setTimeout(r, 3_000));
    await redis.start();
    expect([202, 204]).toContain((await request).status);
    const { value: done } = await until(job, (j) => j.status === 'completed' || j.status === 'failed', 60_000, 'the job to finish');
    expect(done).toMatchObject({ status: 'completed', processed: n, total: n, error: null });
    expect(done.result).toEqual({ applied: n, unchanged: 0, removed: 0, failed: 0 });
    const { rows: stored } = await setup.h.deps.db.pool.query(
      `SELECT count(*)::int AS n, min(price)::text AS lo, max(price)::text AS hi FROM prices p JOIN price_lists l ON l.id = p.price_list_id WHERE l.slug = 'r-big' AND l.site_id = $1`,
      [setup.t.siteId],
    );
    expect(stored[0]).toEqual({ n, lo: '4.2500', hi: '4.2500' });
    expect(await syncErrors()).toBe(0);
    const bull = await until(() => setup.h.deps.queue.queue('imports').getJob(id), (j) => !!j && j.finishedOn !== undefined, 15_000, 'BullMQ to record the job as finished');
    expect(bull.value?.failedReason ?? null).toBeFalsy();
  });
});
