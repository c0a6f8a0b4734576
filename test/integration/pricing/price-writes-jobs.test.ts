import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../helpers/harness.ts';
import { createLists, csv, priceMap, stagingCount, waitForJob } from './price-writes-fixtures.ts';

// Price writes as jobs: BULK_WAIT_MS=0 so every upload answers 202 at once; the in-process worker applies it.
// The 202 body and GET /api/v1/jobs/{id}, the counts, two imports on one list, and a job that fails for good.

const setup = useHarness({ env: { BULK_WAIT_MS: '0' }, workers: true });
let ids: Record<string, string>;
beforeAll(async () => {
  ids = await createLists(setup.h, setup.t, ['main', 'race', 'doomed']);
});

const UUID = /^[0-9a-f-]{36}$/;
const file = (n: number, price: (i: number) => string) => 'sku,quantity,price\n' + Array.from({ length: n }, (_, i) => `S${i},1,${price(i)}\n`).join('');

describe('202 and the job', () => {
  it('answers 202 with Location and the queued job, which GET /api/v1/jobs/{id} follows to completion', async () => {
    const res = await csv(setup.t, 'PATCH', '/api/v1/price-lists/main/pricing', file(500, () => '1.5'));
    expect(res.status, res.text).toBe(202);
    expect(res.body).toMatchObject({ id: expect.stringMatching(UUID), type: 'price-import', progress: { total: 500 }, result: null, finished_at: null });
    expect(['queued', 'running', 'completed']).toContain(res.body.status);
    expect(res.headers.get('location')).toBe(`/api/v1/jobs/${res.body.id}`);
    const job = await waitForJob(setup.t, res.body.id);
    expect(job).toMatchObject({
      status: 'completed',
      progress: { processed: 500, total: 500 },
      result: { applied: 500, unchanged: 0, removed: 0, failed: 0 },
      finished_at: expect.any(String),
    });
    expect(await priceMap(setup.h, ids.main!)).toHaveLength(500);
    expect(await stagingCount(setup.h, res.body.id)).toBe(0);
  });

  it('the same file again changes nothing: every row counts as unchanged', async () => {
    const res = await csv(setup.t, 'PATCH', '/api/v1/price-lists/main/pricing', file(500, () => '1.5'));
    expect(res.status).toBe(202);
    expect((await waitForJob(setup.t, res.body.id)).result).toEqual({ applied: 0, unchanged: 500, removed: 0, failed: 0 });
  });

  it('counts changed, unchanged and removed rows', async () => {
    const res = await setup.t.call('PATCH', '/api/v1/price-lists/main/pricing', [
      { sku: 'S0', pricing: [{ quantity: 1, price: '1.5' }, { quantity: 5, price: 1 }] },
      { sku: 'S1', pricing: [{ quantity: 1, price: 2 }] },
      { sku: 'S2', pricing: [] },
    ]);
    const job = await waitForJob(setup.t, res.body.id);
    expect(job.result).toEqual({ applied: 2, unchanged: 1, removed: 1, failed: 0 });
    expect(job.progress).toEqual({ processed: 4, total: 4 });
    const rows = await priceMap(setup.h, ids.main!);
    expect(rows).toHaveLength(500);
    expect(rows.filter((r) => /^S[012]@/.test(r))).toEqual(['S0@1=1.5000', 'S0@5=1.0000', 'S1@1=2.0000']);
  });

  it("another tenant cannot read the job", async () => {
    const res = await setup.t.call('PATCH', '/api/v1/price-lists/main/pricing', [{ sku: 'S3', pricing: [] }]);
    const other = await setup.h.tenant();
    expect((await other.call('GET', `/api/v1/jobs/${res.body.id}`)).status).toBe(404);
    await waitForJob(setup.t, res.body.id);
  });
});

describe('two imports on one list', () => {
  it('never interleave: the second waits for the first, and the list ends as the later one left it', async () => {
    const [a, b] = await Promise.all([
      csv(setup.t, 'PATCH', '/api/v1/price-lists/race/pricing', file(4000, () => '1')),
      csv(setup.t, 'PATCH', '/api/v1/price-lists/race/pricing', file(4000, () => '2')),
    ]);
    expect([a.status, b.status]).toEqual([202, 202]);
    await Promise.all([waitForJob(setup.t, a.body.id), waitForJob(setup.t, b.body.id)]);
    const jobs = await setup.h.deps.db.prisma.job.findMany({ where: { id: { in: [a.body.id, b.body.id] } }, orderBy: { startedAt: 'asc' } });
    expect(jobs.map((j) => j.status)).toEqual(['completed', 'completed']);
    const [first, second] = jobs;
    expect(second!.startedAt!.getTime()).toBeGreaterThanOrEqual(first!.finishedAt!.getTime());
    const later = second!.id === a.body.id ? '1.0000' : '2.0000';
    const prices = new Set((await priceMap(setup.h, ids.race!)).map((r) => r.split('=')[1]));
    expect([...prices]).toEqual([later]);
  });
});

describe('a job that fails for good', () => {
  it('a list deleted between upload and merge: the job fails at once and a sync error names the integration', async () => {
    // Hold the list's import lock so the job waits, delete the list meanwhile, then let it go.
    const holder = await setup.h.deps.db.pool.connect();
    await holder.query('SELECT pg_advisory_lock(hashtext($1))', [ids.doomed]);
    let jobId = '';
    try {
      const res = await setup.t.call('PATCH', '/api/v1/price-lists/doomed/pricing', [{ sku: 'X', pricing: [{ quantity: 1, price: 1 }] }]);
      expect(res.status).toBe(202);
      jobId = res.body.id;
      await setup.h.deps.db.prisma.priceList.delete({ where: { id: ids.doomed } });
    } finally {
      await holder.query('SELECT pg_advisory_unlock_all()');
      holder.release();
    }
    const job = await waitForJob(setup.t, jobId);
    expect(job).toMatchObject({ status: 'failed', error: expect.stringContaining('deleted since the upload'), finished_at: expect.any(String) });
    await expect.poll(() => setup.h.deps.db.prisma.syncError.findFirst({ where: { jobId } })).toMatchObject({
      siteId: setup.t.siteId,
      environment: 'live',
      integration: setup.t.credentialName,
      dataType: 'prices',
      code: 'job-rejected',
      attempts: 1,
    });
    expect(await stagingCount(setup.h, jobId)).toBe(0);
  });
});
