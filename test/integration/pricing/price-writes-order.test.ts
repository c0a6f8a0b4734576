import type { PoolClient } from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { useHarness } from '../../helpers/harness.ts';
import { createLists, waitForJob } from './price-writes-fixtures.ts';

// Contract §3: two imports on the same list never interleave; the later one "waits its turn". An earlier import
// whose worker lost its database connection is retried after a backoff, and the later one must not slip in
// meanwhile and then be undone by the retry. One worker slot, so the uploads' order is the only thing at stake.

const setup = useHarness({ env: { BULK_WAIT_MS: '0', WORKER_CONCURRENCY: '1' }, workers: true });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const upload = (price: string) => setup.t.call<{ id: string }>('PATCH', '/api/v1/price-lists/ordered/pricing', [{ sku: 'X', pricing: [{ quantity: 1, price }] }]);

/** The backends waiting for a per-list import lock, oldest first. */
async function lockWaiters(): Promise<number[]> {
  const res = await setup.h.deps.db.pool.query<{ pid: number }>(
    `SELECT pid FROM pg_stat_activity
      WHERE wait_event_type = 'Lock' AND query LIKE 'SELECT pg_advisory_lock(hashtext($1))%' ORDER BY query_start`,
  );
  return res.rows.map((r) => r.pid);
}

let blocker: PoolClient | undefined;
afterEach(() => {
  blocker?.release();
  blocker = undefined;
});

describe('imports on one list apply in the order they were sent', () => {
  it('the earlier upload, retried after its worker lost the database, still ends before the later one', async () => {
    const { ordered: listId } = await createLists(setup.h, setup.t, ['ordered']);
    // Another session holds the list's lock, so upload A's worker waits for it.
    const session = (blocker = await setup.h.deps.db.pool.connect());
    await session.query('SELECT pg_advisory_lock(hashtext($1))', [listId]);
    const a = await upload('1.00');
    expect(a.status).toBe(202);
    let waiters: number[] = [];
    for (let i = 0; i < 100 && waiters.length === 0; i++) {
      await sleep(50);
      waiters = await lockWaiters();
    }
    expect(waiters).toHaveLength(1);
    const b = await upload('2.00');
    expect(b.status).toBe(202);

    // A's connection dies while it waits; the lock is freed. A retries after its backoff (2 s); B is free to run.
    await session.query('SELECT pg_terminate_backend($1)', [waiters[0]]);
    await session.query('SELECT pg_advisory_unlock_all()');

    const [jobA, jobB] = [await waitForJob(setup.t, a.body.id, undefined, 30_000), await waitForJob(setup.t, b.body.id, undefined, 30_000)];
    expect(jobA.status).toBe('completed');
    expect(jobB.status).toBe('completed');
    expect(Date.parse(jobA.finished_at!)).toBeLessThanOrEqual(Date.parse(jobB.finished_at!));
    const stored = await setup.t.call<{ price_list_slug: string; pricing: { price: string }[] }[]>('GET', '/api/v1/pricing/X');
    expect(stored.body).toEqual([expect.objectContaining({ price_list_slug: 'ordered', pricing: [expect.objectContaining({ price: 2 })] })]);
  }, 60_000);
});
