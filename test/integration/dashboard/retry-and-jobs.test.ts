import { expect, it } from 'vitest';
import { samples } from '../../helpers/file-fixtures.ts';
import { DashboardClient, dashboardUser, failedFileCheck } from '../../helpers/dashboard.ts';
import { useHarness } from '../../helpers/harness.ts';

// Retry re-runs the original job (same id, same payload) and resolves its error; jobs list with progress, counts
// and the errors a job produced; the progress endpoint the bars poll.

const setup = useHarness({ env: { BULK_WAIT_MS: '0' }, workers: true });

async function signedIn() {
  const browser = new DashboardClient(setup.h);
  await browser.signIn(await dashboardUser(setup.h, setup.t.siteId, 'support'));
  return browser;
}

it('retries a failed file check: the same job runs again, the file gets its verdict, the error is resolved', async () => {
  const failed = await failedFileCheck(setup.h, setup.t, samples.pdf);
  const browser = await signedIn();
  const detailPath = `/dashboard/sync-errors/${failed.errorId}?env=live`;
  const detail = await (await browser.get(detailPath)).text();
  expect(detail).toContain('Retry the file-check job');
  await failed.fix();
  const res = await browser.submit(detailPath, `/dashboard/sync-errors/${failed.errorId}/retry?env=live`);
  expect(res.status).toBe(303);
  expect(await (await browser.get(detailPath)).text()).toContain('The file-check job is queued again');
  await expect.poll(async () => (await setup.t.call('GET', `/api/v1/files/${failed.fileId}`)).body.status, { timeout: 15_000 }).toBe('ready');
  const error = await setup.h.deps.db.prisma.syncError.findUniqueOrThrow({ where: { id: failed.errorId } });
  expect(error).toMatchObject({ status: 'resolved', occurrences: 1 });
  // Nothing left to retry: the page says why instead of offering the button.
  const again = await (await browser.get(detailPath)).text();
  expect(again).not.toContain('Retry the file-check job');
  expect(again).toMatch(/The job is completed, not failed/);
});

it('a retried job that fails again reopens its error, counted', async () => {
  const failed = await failedFileCheck(setup.h, setup.t, samples.pdf);
  const browser = await signedIn();
  const detailPath = `/dashboard/sync-errors/${failed.errorId}?env=live`;
  await browser.submit(detailPath, `/dashboard/sync-errors/${failed.errorId}/retry?env=live`);
  await expect
    .poll(() => setup.h.deps.db.prisma.syncError.findUniqueOrThrow({ where: { id: failed.errorId } }), { timeout: 20_000 })
    .toMatchObject({ status: 'open', occurrences: 2 });
  // A second click on a stale page while the job is not failed is refused with the reason.
  const refused = await browser.submit(detailPath, `/dashboard/sync-errors/${failed.errorId}/retry?env=live`);
  expect(refused.status).toBe(303);
});

it('does not offer a retry of an import (its staged rows are gone once it failed)', async () => {
  // A step to merge but nothing staged (as after a crash): the import fails for good at once.
  const job = await setup.h.deps.db.prisma.job.create({
    data: { siteId: setup.t.siteId, environment: 'live', type: 'stock-import', integration: 'erp', total: 1, payload: { lockKeys: ['dashboard-test'], chunks: [[0]] } },
  });
  await setup.h.deps.queue.queue('imports').add('stock-import', { siteId: setup.t.siteId, environment: 'live', jobId: job.id, integration: 'erp' }, { jobId: job.id });
  const q = setup.h.deps.queue.queue('imports');
  // createWorker records the sync error of the final failure.
  await expect.poll(() => setup.h.deps.db.prisma.syncError.count({ where: { jobId: job.id } }), { timeout: 15_000 }).toBe(1);
  const error = await setup.h.deps.db.prisma.syncError.findFirstOrThrow({ where: { jobId: job.id } });
  const browser = await signedIn();
  const detail = await (await browser.get(`/dashboard/sync-errors/${error.id}?env=live`)).text();
  expect(detail).toMatch(/A stock-import job cannot run again once it has failed/);
  const res = await browser.submit(`/dashboard/sync-errors/${error.id}?env=live`, `/dashboard/sync-errors/${error.id}/retry?env=live`);
  expect(res.status).toBe(303);
  expect(await (await browser.get(res.headers.get('location')!)).text()).toMatch(/role="alert">A stock-import job cannot run again/);
  expect((await q.getJob(job.id))?.failedReason).toBeTruthy();
});

it('lists jobs with progress, counts and error counts, and the progress endpoint follows a job', async () => {
  expect((await setup.t.call('POST', '/api/v1/stock-locations', { name: 'Main', external_id: 'main' })).status).toBe(201);
  const res = await setup.t.call('POST', '/api/v1/batch-update-stock', Array.from({ length: 40 }, (_, i) => ({ sku: `J${i}`, stock_location_external_id: 'main', stock_level: i })));
  expect(res.status, res.text).toBe(202);
  const browser = await signedIn();
  {
    await expect.poll(async () => (await browser.get(`/dashboard/jobs/${res.body.id}/progress`)).json(), { timeout: 15_000 }).toMatchObject({ status: 'completed', processed: 40, total: 40 });
  }
  const list = await (await browser.get('/dashboard/jobs')).text();
  expect(list).toContain('stock-import');
  expect(list).toMatch(/40 \/ 40 rows · completed/);
  expect(list).toMatch(/aria-valuenow="100"/);
  const other = await setup.h.tenant();
  await other.call('POST', '/api/v1/stock-locations', { name: 'Main', external_id: 'main' });
  const foreign = await other.call('POST', '/api/v1/batch-update-stock', [{ sku: 'Z', stock_location_external_id: 'main', stock_level: 1 }]);
  expect(foreign.status).toBe(202);
  expect((await browser.get(`/dashboard/jobs/${foreign.body.id}`)).status).toBe(404);
  expect((await browser.get(`/dashboard/jobs/${foreign.body.id}/progress`)).status).toBe(404);
});
