import { beforeAll, describe, expect, it } from 'vitest';
import { recordStep } from '../../../src/services/imports/repository.ts';
import { readPriceDigestEpoch } from '../../../src/db/price-digests.ts';
import { applyPriceImport, discardPriceImport } from '../../../src/services/pricing/prices/apply-price-import.ts';
import { mergePriceChunk } from '../../../src/services/pricing/prices/merge-chunk.ts';
import { mergePriceStep } from '../../../src/services/pricing/prices/merge-price-step.ts';
import { readStepChunks } from '../../../src/services/pricing/prices/plan-price-steps.ts';
import type { PricePlan } from '../../../src/services/pricing/prices/stage-prices.ts';
import { useHarness } from '../../helpers/harness.ts';
import { createLists, csv, priceMap, stagingCount } from './price-writes-fixtures.ts';

// The price-import job run by hand (no worker in this file): a staged upload survives a crash between steps,
// and running the job again converges on the same rows and the same counts.

const setup = useHarness({ env: { BULK_WAIT_MS: '0' } });
let ids: Record<string, string>;
beforeAll(async () => {
  ids = await createLists(setup.h, setup.t, ['one', 'two']);
});

const SKUS = 40_000;
const body = (price: string) => {
  let text = 'price_list_slug,sku,quantity,price\n';
  for (const list of ['one', 'two']) for (let i = 0; i < SKUS; i++) text += `${list},S${i},1,${price}\n`;
  return text;
};
const jobOf = async (id: string) => setup.h.deps.db.prisma.job.findUniqueOrThrow({ where: { id } });
const payloadOf = (jobId: string) => ({ jobId, siteId: setup.t.siteId, environment: 'live' as const });
/** A job staging A@1 5, B@1 6 and C@1 7 on the list `slug` (not merged: this file runs no worker). */
const stageThree = async (slug: string) => {
  const res = await setup.t.call('PATCH', `/api/v1/price-lists/${slug}/pricing`, [
    { sku: 'A', pricing: [{ quantity: 1, price: 5 }] },
    { sku: 'B', pricing: [{ quantity: 1, price: 6 }] },
    { sku: 'C', pricing: [{ quantity: 1, price: 7 }] },
  ]);
  expect(res.status).toBe(202);
  return res.body.id as string;
};
/** Rows written straight into `prices`, as a writer outside the hub (psql, a restore) would. */
const insertOutside = async (listId: string, rows: [sku: string, quantity: number, price: string][]) => {
  for (const [sku, quantity, price] of rows) {
    await setup.h.deps.db.pool.query(
      `INSERT INTO prices (price_list_id, sku, quantity, site_id, environment, price) VALUES ($1, $2, $3, $4, 'live', $5)`,
      [listId, sku, quantity, setup.t.siteId, price],
    );
  }
};

describe('price-import run again', () => {
  it('after a crash between steps, the next run merges the rest; the rows and counts are exact', async () => {
    const res = await csv(setup.t, 'PATCH', '/api/v1/batch-update-pricing', body('2'));
    expect(res.status).toBe(202);
    const jobId = res.body.id as string;
    const plan = (await jobOf(jobId)).payload as PricePlan;
    expect(plan.lockKeys).toEqual([ids.one, ids.two].sort());
    expect(plan.chunks.length).toBeGreaterThan(1);

    // An earlier attempt merged the first step and died.
    const client = await setup.h.deps.db.pool.connect();
    await client.query('BEGIN');
    const chunks = plan.chunks[0]!;
    const { lists } = readStepChunks(chunks, plan.chunkLists, plan.lockKeys);
    const counts = await mergePriceChunk(client, { jobId, lists, chunks, siteId: setup.t.siteId, environment: 'live', populatedLists: [] });
    await recordStep(client, jobId, 0, counts);
    await client.query('COMMIT');
    client.release();
    expect((await jobOf(jobId)).processed).toBe(counts.rows);

    const run = await applyPriceImport(setup.h.deps, payloadOf(jobId), setup.h.deps.log);
    expect(run).toEqual({ skipped: false, result: { applied: 2 * SKUS, unchanged: 0, removed: 0, failed: 0 } });
    expect(await jobOf(jobId)).toMatchObject({ status: 'completed', processed: 2 * SKUS, total: 2 * SKUS });
    expect(await stagingCount(setup.h, jobId)).toBe(0);
    const one = await priceMap(setup.h, ids.one!);
    expect(one).toHaveLength(SKUS);
    expect(new Set(one.map((r) => r.split('=')[1]))).toEqual(new Set(['2.0000']));

    // Running the completed job again changes nothing.
    const again = await applyPriceImport(setup.h.deps, payloadOf(jobId), setup.h.deps.log);
    expect(again).toEqual({ skipped: true, result: run.result });
    expect(await priceMap(setup.h, ids.one!)).toEqual(one);
  });

  it('each step is its own set of staged chunks, so a worker that reads a step as "these chunks of any list" merges just that step', async () => {
    // A worker from before steps by list does exactly that (a rolling deploy): with plain buckets it would merge
    // every list once per step of a list.
    const res = await csv(setup.t, 'PATCH', '/api/v1/batch-update-pricing', body('3'));
    const jobId = res.body.id as string;
    const plan = (await jobOf(jobId)).payload as PricePlan;
    expect(plan.chunks).toHaveLength(2);
    const all = plan.chunks.flat();
    expect(new Set(all).size).toBe(all.length);
    for (const [i, chunks] of plan.chunks.entries()) {
      const { rows } = await setup.h.deps.db.pool.query<{ n: number; lists: number }>(
        'SELECT count(*)::int AS n, count(DISTINCT price_list_id)::int AS lists FROM price_staging WHERE job_id = $1 AND chunk = ANY($2::int[])',
        [jobId, chunks],
      );
      expect(rows[0]).toEqual({ n: plan.stepRows![i], lists: 1 });
    }
    expect(plan.stepRows!.reduce((a, b) => a + b, 0)).toBe(2 * SKUS);
    const run = await applyPriceImport(setup.h.deps, payloadOf(jobId), setup.h.deps.log);
    expect(run.result).toEqual({ applied: 2 * SKUS, unchanged: 0, removed: 0, failed: 0 });
  });

  it('a job staged before chunks held the list (plain buckets of every list, no chunkLists) merges as it did', async () => {
    const res = await csv(setup.t, 'PATCH', '/api/v1/batch-update-pricing', body('4'));
    const jobId = res.body.id as string;
    // What the previous version staged: chunk = the SKU's bucket, steps of buckets across every list.
    const { pool } = setup.h.deps.db;
    await pool.query('UPDATE price_staging SET chunk = chunk % 64 WHERE job_id = $1', [jobId]);
    const steps = [[...Array(32).keys()], [...Array(32).keys()].map((b) => b + 32)];
    const stepRows: number[] = [];
    for (const buckets of steps) {
      const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM price_staging WHERE job_id = $1 AND chunk = ANY($2::int[])', [jobId, buckets]);
      stepRows.push(rows[0]!.n);
    }
    const { chunkLists: _new, ...old } = (await jobOf(jobId)).payload as PricePlan;
    await setup.h.deps.db.prisma.job.update({ where: { id: jobId }, data: { payload: { ...old, chunks: steps, stepRows } } });

    const run = await applyPriceImport(setup.h.deps, payloadOf(jobId), setup.h.deps.log);
    expect(run.result).toEqual({ applied: 2 * SKUS, unchanged: 0, removed: 0, failed: 0 });
    expect(await jobOf(jobId)).toMatchObject({ status: 'completed', processed: 2 * SKUS });
    for (const list of [ids.one!, ids.two!]) expect(new Set((await priceMap(setup.h, list)).map((r) => r.split('=')[1]))).toEqual(new Set(['4.0000']));
  });

  it('a first load counts a SKU sent with no prices as a row, neither applied nor removed (the list held nothing)', async () => {
    await createLists(setup.h, setup.t, ['fresh']);
    const res = await setup.t.call('PATCH', '/api/v1/price-lists/fresh/pricing', [
      { sku: 'A', pricing: [{ quantity: 1, price: 5 }, { quantity: 10, price: 4 }] },
      { sku: 'B', pricing: [] },
    ]);
    const jobId = res.body.id as string;
    const plan = (await jobOf(jobId)).payload as PricePlan;
    expect(plan.stepRows).toEqual([3]);
    expect(plan.stepPriced).toEqual([2]);
    const run = await applyPriceImport(setup.h.deps, payloadOf(jobId), setup.h.deps.log);
    expect(run.result).toEqual({ applied: 2, unchanged: 0, removed: 0, failed: 0 });
    expect(await jobOf(jobId)).toMatchObject({ status: 'completed', processed: 3, total: 3 });
  });

  it('a first-load step whose list gained rows from outside the hub after the job looked merges in full, removals included, with exact counts', async () => {
    // The step inserts plainly when its lists held no price; a writer that skips the hub's list locks (psql, a
    // restore) may have added rows since. The INSERT then fails on the key, its savepoint is rolled back and the
    // step merges as onto any list holding prices: a differing row is overwritten (applied), an identical one left
    // alone (unchanged), a quantity of a sent SKU that the upload does not hold removed.
    const { outside } = await createLists(setup.h, setup.t, ['outside']);
    const jobId = await stageThree('outside');
    const plan = (await jobOf(jobId)).payload as PricePlan;
    await insertOutside(outside!, [['A', 1, '9'], ['A', 5, '8'], ['B', 1, '6']]);

    const client = await setup.h.deps.db.pool.connect();
    try {
      await client.query('BEGIN');
      const chunks = plan.chunks[0]!;
      const { lists } = readStepChunks(chunks, plan.chunkLists, plan.lockKeys);
      const step = { jobId, lists, chunks, siteId: setup.t.siteId, environment: 'live' as const, populatedLists: [] };
      const counts = await mergePriceChunk(client, { ...step, stepRows: plan.stepRows![0], stepPriced: plan.stepPriced![0] });
      expect(counts).toEqual({ rows: 3, applied: 2, unchanged: 1, removed: 1 });
      // The transaction goes on after the rolled-back savepoint: the step is recorded and commits.
      await recordStep(client, jobId, 0, counts);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    const run = await applyPriceImport(setup.h.deps, payloadOf(jobId), setup.h.deps.log);
    expect(run.result).toEqual({ applied: 2, unchanged: 1, removed: 1, failed: 0 });
    expect(await priceMap(setup.h, outside!)).toEqual(['A@1=5.0000', 'B@1=6.0000', 'C@1=7.0000']);
    expect(await stagingCount(setup.h, jobId)).toBe(0);
  });

  it('a step of a job that found its lists empty merges in full once a writer outside the hub has moved the digest epoch', async () => {
    // That writer's rows need not collide with the upload's (no unique violation): A@5 is a quantity the upload
    // does not send for A, so only a full merge, which knows the list is no longer empty, removes it.
    const { moved } = await createLists(setup.h, setup.t, ['moved']);
    const jobId = await stageThree('moved');
    const plan = (await jobOf(jobId)).payload as PricePlan;
    const { pool } = setup.h.deps.db;
    const epoch = await readPriceDigestEpoch(pool);
    await insertOutside(moved!, [['A', 5, '8']]);
    expect(await readPriceDigestEpoch(pool)).not.toBe(epoch);

    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const chunks = plan.chunks[0]!;
      const counts = await mergePriceStep(client, {
        jobId,
        siteId: setup.t.siteId,
        environment: 'live',
        chunks,
        ...readStepChunks(chunks, plan.chunkLists, plan.lockKeys),
        populatedLists: [],
        digested: plan.digested === true,
        stepRows: plan.stepRows![0],
        stepPriced: plan.stepPriced![0],
        epoch,
      });
      await client.query('ROLLBACK');
      expect(counts).toEqual({ rows: 3, applied: 3, unchanged: 0, removed: 1 });
    } finally {
      client.release();
    }
    await discardPriceImport(setup.h.deps, jobId);
  });

  it("a job's cleanup deletes only its own staged rows while another job's wait, and truncates the staging tables once none do", async () => {
    const { pool } = setup.h.deps.db;
    const filenode = async () => (await pool.query<{ f: string }>("SELECT pg_relation_filenode('price_staging')::text AS f")).rows[0]!.f;
    const first = (await csv(setup.t, 'PATCH', '/api/v1/price-lists/one/pricing', 'sku,price\nT1,1\nT2,2\n')).body.id as string;
    const second = (await csv(setup.t, 'PATCH', '/api/v1/price-lists/two/pricing', 'sku,price\nT3,3\n')).body.id as string;
    const before = await filenode();
    await applyPriceImport(setup.h.deps, payloadOf(first), setup.h.deps.log);
    expect(await stagingCount(setup.h, first)).toBe(0);
    expect((await pool.query('SELECT count(*)::int AS n FROM price_staging WHERE job_id = $1', [second])).rows[0].n).toBe(1);
    expect(await filenode()).toBe(before); // deleted, not truncated: the second job's row is still there
    await applyPriceImport(setup.h.deps, payloadOf(second), setup.h.deps.log);
    expect(await stagingCount(setup.h)).toBe(0);
    expect(await filenode()).not.toBe(before); // truncated: a new, empty file, no dead rows left for autovacuum
    expect((await pool.query('SELECT count(*)::int AS n FROM price_staging_digests')).rows[0].n).toBe(0);
    expect((await priceMap(setup.h, ids.two!)).filter((r) => r.startsWith('T3'))).toEqual(['T3@1=3.0000']);
  });

  it('a job of another tenant is refused', async () => {
    const res = await csv(setup.t, 'PATCH', '/api/v1/price-lists/one/pricing', 'sku,price\nX,1\n');
    await expect(applyPriceImport(setup.h.deps, { ...payloadOf(res.body.id), siteId: 'someone-else' }, setup.h.deps.log)).rejects.toThrow('another tenant');
  });
});
