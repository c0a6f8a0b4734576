import { expect, it } from 'vitest';
import { useHarness } from '../../helpers/harness.ts';
import { createLocations, levelMap, stagingCount, waitForJob } from './stock-fixtures.ts';

// A stock-import job that fails for good lands in the sync error log with data type `stock`, the sending
// credential as integration, and leaves nothing staged. BULK_WAIT_MS=0: every batch answers 202 at once.

const setup = useHarness({ env: { BULK_WAIT_MS: '0' }, workers: true });

it('a location deleted between upload and merge: the job fails at once and a sync error (data type stock) names the integration', async () => {
  const loc = await createLocations(setup.t, ['doomed', 'kept']);
  // Hold the location's import lock so the job waits, delete the location meanwhile, then let it go.
  const holder = await setup.h.deps.db.pool.connect();
  await holder.query('SELECT pg_advisory_lock(hashtext($1))', [`stock:${loc.doomed}`]);
  let jobId = '';
  try {
    const res = await setup.t.call('POST', '/api/v1/batch-update-stock', [
      { sku: 'X', stock_location_external_id: 'doomed', stock_level: 1 },
      { sku: 'Y', stock_location_external_id: 'kept', stock_level: 2 },
    ]);
    expect(res.status, res.text).toBe(202);
    jobId = res.body.id;
    expect((await setup.t.call('DELETE', '/api/v1/stock-locations/doomed')).status).toBe(204);
  } finally {
    await holder.query('SELECT pg_advisory_unlock_all()');
    holder.release();
  }
  const job = await waitForJob(setup.t, jobId);
  expect(job).toMatchObject({ type: 'stock-import', status: 'failed', error: expect.stringContaining(`stock location(s) deleted since the upload: ${loc.doomed}`) });
  await expect.poll(() => setup.h.deps.db.prisma.syncError.findFirst({ where: { jobId } })).toMatchObject({
    siteId: setup.t.siteId,
    environment: 'live',
    integration: setup.t.credentialName,
    dataType: 'stock',
    code: 'job-rejected',
    attempts: 1,
  });
  // Nothing of the batch applied (the job failed before any step), nothing left staged.
  expect(await levelMap(setup.h, setup.t)).toEqual([]);
  await expect.poll(() => stagingCount(setup.h, jobId)).toBe(0);
});

it('a completed job is followed at its Location and cleans up its staging rows', async () => {
  const res = await setup.t.call('POST', '/api/v1/batch-update-stock', Array.from({ length: 300 }, (_, i) => ({ sku: `S${i}`, stock_location_external_id: 'kept', stock_level: i })));
  expect(res.status).toBe(202);
  expect(await waitForJob(setup.t, res.body.id)).toMatchObject({ status: 'completed', progress: { processed: 300, total: 300 }, result: { applied: 300, unchanged: 0, removed: 0, failed: 0 } });
  // Cleaned up right after the job reads as completed.
  await expect.poll(() => stagingCount(setup.h, res.body.id)).toBe(0);
  expect(await levelMap(setup.h, setup.t)).toHaveLength(300);
});
