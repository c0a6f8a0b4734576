import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PoolClient } from 'pg';
import { chunkOf, CHUNKS } from '../../../src/services/imports/chunk-of.ts';
import { useHarness } from '../../helpers/harness.ts';
import { createLists } from '../pricing/price-writes-fixtures.ts';
import { until } from './servers.ts';
import { startHub, type HubProcess } from './hub-process.ts';

// Issue 14, shutdown under load: the hub as `npm start` runs it (API and workers in one process, from source) gets
// SIGTERM while a bulk request and its import are in flight. The request is answered, the running job is handed
// back to the queue (not failed, no attempt spent), the process exits within SHUTDOWN_TIMEOUT_MS, and a new hub
// process completes the job with exactly the file's rows.
//
// The job is surely mid-import at SIGTERM: this test holds row locks (SELECT … FOR UPDATE, as any other writer
// might) on one stored price of each list in every hash bucket, so every merge step the import starts waits for
// them (a step merges some buckets of one or more lists). They are
// released only once the hub has begun to stop (the bulk request's 202 says so): the steps in flight then commit,
// no further step starts, and the job goes back to the queue.

const SHUTDOWN_TIMEOUT_MS = 10_000;
const setup = useHarness();
const hubs: HubProcess[] = [];
let locker: PoolClient | undefined;

const SKUS = 150_000;
const sku = (i: number) => `SKU-${String(i).padStart(6, '0')}`;
const lines: string[] = [];
for (const list of ['s-a', 's-b']) for (let i = 0; i < SKUS; i++) lines.push(`${list},${sku(i)},1,${(1 + (i % 89) / 10).toFixed(2)}`);

let lists: string[];
beforeAll(async () => {
  lists = Object.values(await createLists(setup.h, setup.t, ['s-a', 's-b']));
  // One stored row of each list in each bucket, at a price the file changes (the merge must update, so lock, it).
  const held = new Map<number, string>();
  for (let i = 0; i < SKUS && held.size < CHUNKS; i++) if (!held.has(chunkOf(sku(i)))) held.set(chunkOf(sku(i)), sku(i));
  const { pool } = setup.h.deps.db;
  for (const list of lists) {
    await pool.query(
      `INSERT INTO prices (price_list_id, sku, quantity, site_id, environment, price)
       SELECT $1, s, 1, $2, $3::"Environment", 0.01 FROM unnest($4::text[]) AS s`,
      [list, setup.t.siteId, setup.t.environment, [...held.values()]],
    );
  }
  locker = await pool.connect();
  await locker.query('BEGIN');
  const locked = await locker.query('SELECT 1 FROM prices WHERE price_list_id = ANY($1::uuid[]) FOR UPDATE', [lists]);
  expect(locked.rowCount).toBe(2 * CHUNKS);
}, 60_000);
afterAll(async () => {
  await locker?.query('ROLLBACK').catch(() => {});
  locker?.release();
  for (const hub of hubs) await hub.kill();
});

const waitingOnLocks = async () =>
  Number(
    (
      await setup.h.deps.db.pool.query(
        `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid WHERE NOT l.granted AND a.datname = current_database()`,
      )
    ).rows[0].n,
  );

describe('SIGTERM while a bulk request and its import are in flight', () => {
  it('the request is answered, the job is handed back (not failed, no attempt spent), the process exits in time; a new process completes it with every row', { timeout: 240_000 }, async () => {
    const config = { DATABASE_URL: setup.h.config.DATABASE_URL!, REDIS_URL: setup.h.config.REDIS_URL, QUEUE_PREFIX: setup.h.config.QUEUE_PREFIX };
    const first = await startHub({ ...config, SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS), BULK_WAIT_MS: '60000' });
    hubs.push(first);
    const since = new Date();
    const bulk = fetch(`${first.url}/api/v1/batch-update-pricing`, {
      method: 'PATCH',
      headers: { 'Site-Id': setup.t.siteId, Authorization: `Bearer ${setup.t.token}`, 'Content-Type': 'text/csv' },
      body: `price_list_slug,sku,quantity,price\n${lines.join('\n')}\n`,
    });
    const jobs = setup.h.deps.db.prisma.job;
    const { value: started } = await until(() => jobs.findFirst({ where: { siteId: setup.t.siteId, createdAt: { gte: since }, status: 'running' } }), (j) => j !== null, 120_000, `the import to start:\n${first.output()}`);
    const id = started!.id;
    // Right before the signal: the job runs, its merge steps wait on this test's locks, none has committed.
    await until(waitingOnLocks, (n) => n > 0, 30_000, 'a merge step to wait on the held rows');
    expect(await jobs.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 'running', processed: 0 });

    const signalled = Date.now();
    first.child.kill('SIGTERM');
    const answer = await bulk;
    expect(answer.status).toBe(202); // accepted, answered before the process went away
    expect(((await answer.json()) as { id: string }).id).toBe(id);
    // The hub is stopping: the steps in flight may now commit, and no other may start.
    await locker!.query('ROLLBACK');
    locker!.release();
    locker = undefined;
    const code = await first.exited;
    expect(code, first.output()).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(SHUTDOWN_TIMEOUT_MS);

    const handedBack = await jobs.findUniqueOrThrow({ where: { id } });
    expect(handedBack.status, JSON.stringify(handedBack)).not.toMatch(/failed|completed/);
    expect(handedBack.error).toBeNull();
    expect(handedBack.processed).toBeGreaterThan(0); // the steps in flight were finished, not abandoned
    expect(handedBack.processed).toBeLessThan(lines.length);
    const queued = await setup.h.deps.queue.queue('imports').getJob(id);
    expect(await queued!.getState()).toMatch(/^(delayed|waiting|wait|prioritized)$/);
    expect(queued!.attemptsMade).toBe(0);

    const second = await startHub(config);
    hubs.push(second);
    const { value: done } = await until(() => jobs.findUniqueOrThrow({ where: { id } }), (j) => j.status === 'completed' || j.status === 'failed', 120_000, `the job to complete:\n${second.output()}`);
    expect(done).toMatchObject({ status: 'completed', processed: lines.length, error: null });
    expect(done.result).toEqual({ applied: lines.length, unchanged: 0, removed: 0, failed: 0 });
    await until(() => setup.h.deps.queue.queue('imports').getJobState(id), (s) => s === 'completed', 10_000, 'BullMQ to record the completion');
    expect((await setup.h.deps.queue.queue('imports').getJob(id))!.attemptsMade).toBe(1);
    expect(await setup.h.deps.db.prisma.syncError.count({ where: { siteId: setup.t.siteId } })).toBe(0);
    const { rows } = await setup.h.deps.db.pool.query(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE p.price = 0.01)::int AS old FROM prices p JOIN price_lists l ON l.id = p.price_list_id WHERE l.site_id = $1`,
      [setup.t.siteId],
    );
    expect(rows[0]).toEqual({ n: lines.length, old: 0 });
  });
});
