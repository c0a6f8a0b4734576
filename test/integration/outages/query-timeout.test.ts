import { describe, expect, it } from 'vitest';
import { useHarness } from '../../helpers/harness.ts';
import { createLists, csv } from '../pricing/price-writes-fixtures.ts';
import { timed, until } from './servers.ts';

// Issue 14, a PostgreSQL that takes a query and does not answer: each query of a request is bounded by
// DB_QUERY_TIMEOUT_MS (503 service-unavailable, not a hang), while an import's merge steps, which run long by
// design, are not. Here the database is made to hold a query the way a migration or a long transaction does: a
// lock this test keeps.

const BOUND_MS = 500;
const setup = useHarness({ env: { DB_QUERY_TIMEOUT_MS: String(BOUND_MS), BULK_WAIT_MS: '100' }, workers: true });

/** Runs `fn` while this test holds `lockSql` in an open transaction; the lock goes when `fn` settles. */
async function holding<T>(lockSql: string, params: unknown[], fn: () => Promise<T>): Promise<T> {
  const client = await setup.h.deps.db.pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(lockSql, params);
    return await fn();
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
}

describe('DB_QUERY_TIMEOUT_MS', () => {
  it('a request whose query gets no answer within the bound answers 503 service-unavailable with Retry-After', async () => {
    const { ms, value: res } = await holding('LOCK TABLE customer_groups IN ACCESS EXCLUSIVE MODE', [], () =>
      timed(() => setup.t.call('GET', '/api/v1/customer-groups')),
    );
    expect(res.status, res.text).toBe(503);
    expect(ms).toBeLessThan(BOUND_MS + 1_000);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(res.body).toMatchObject({ title: 'service-unavailable' });
    expect(res.body.detail).toMatch(/database/i);
    // The lock is gone: the same request answers again.
    expect((await setup.t.call('GET', '/api/v1/customer-groups')).status).toBe(200);
  });

  it('an import whose merge waits longer than the bound is not cut off: it completes with every row, no attempt spent', async () => {
    const listId = (await createLists(setup.h, setup.t, ['q-list']))['q-list']!;
    await setup.h.deps.db.pool.query(
      `INSERT INTO prices (price_list_id, sku, quantity, site_id, environment, price) VALUES ($1, 'SKU-0', 1, $2, $3::"Environment", 0.01)`,
      [listId, setup.t.siteId, setup.t.environment],
    );
    const body = `price_list_slug,sku,quantity,price\n${Array.from({ length: 1_000 }, (_, i) => `q-list,SKU-${i},1,2.00`).join('\n')}\n`;
    const since = new Date();
    const jobs = setup.h.deps.db.prisma.job;
    const id = await holding('SELECT 1 FROM prices WHERE price_list_id = $1 FOR UPDATE', [listId], async () => {
      const res = await csv(setup.t, 'PATCH', '/api/v1/batch-update-pricing', body);
      expect(res.status, res.text).toBe(202);
      const { value: job } = await until(() => jobs.findFirst({ where: { siteId: setup.t.siteId, createdAt: { gte: since } } }), (j) => j?.status === 'running', 10_000, 'the job to run');
      // The merge waits on the held row for several times the bound.
      await new Promise((r) => setTimeout(r, BOUND_MS * 4));
      return job!.id;
    });
    const { value: done } = await until(() => jobs.findUniqueOrThrow({ where: { id } }), (j) => j.status === 'completed' || j.status === 'failed', 20_000, 'the job to finish');
    expect(done).toMatchObject({ status: 'completed', processed: 1_000, error: null });
    await until(() => setup.h.deps.queue.queue('imports').getJobState(id), (s) => s === 'completed', 10_000, 'BullMQ to record the completion');
    expect((await setup.h.deps.queue.queue('imports').getJob(id))!.attemptsMade).toBe(1);
    expect(done.attempts).toBe(1); // one run: never put back as if PostgreSQL were away
    expect(await setup.h.deps.db.prisma.syncError.count({ where: { siteId: setup.t.siteId } })).toBe(0);
  });
});
