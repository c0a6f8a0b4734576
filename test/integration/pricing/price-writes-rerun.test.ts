import { beforeAll, describe, expect, it } from 'vitest';
import { recordStep } from '../../../src/services/imports/repository.ts';
import { applyPriceImport } from '../../../src/services/pricing/prices/apply-price-import.ts';
import { mergePriceChunk } from '../../../src/services/pricing/prices/repository.ts';
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
    const first = plan.steps![0]!;
    const lists = first.lists.map((i) => plan.lockKeys[i]!);
    const counts = await mergePriceChunk(client, { jobId, lists, buckets: first.buckets, siteId: setup.t.siteId, environment: 'live', populatedLists: [] });
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

  it('a job of another tenant is refused', async () => {
    const res = await csv(setup.t, 'PATCH', '/api/v1/price-lists/one/pricing', 'sku,price\nX,1\n');
    await expect(applyPriceImport(setup.h.deps, { ...payloadOf(res.body.id), siteId: 'someone-else' }, setup.h.deps.log)).rejects.toThrow('another tenant');
  });
});
