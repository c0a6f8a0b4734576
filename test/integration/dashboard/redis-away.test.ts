import { afterAll, beforeAll, expect, it } from 'vitest';
import { recordSyncErrors } from '../../../src/services/sync-logging/index.ts';
import { DashboardClient, dashboardUser } from '../../helpers/dashboard.ts';
import { useHarness } from '../../helpers/harness.ts';
import { privateRedis, type PrivateRedis } from '../outages/servers.ts';

// With Redis stopped, support staff can still sign in and read the sync error log: the sign-in limits count in
// the process's memory, and an error's page shows without the retry button instead of failing.

const env: Record<string, string> = {};
let redis: PrivateRedis;
beforeAll(async () => {
  redis = await privateRedis();
  env.REDIS_URL = redis.url;
});
afterAll(() => redis?.remove());
const setup = useHarness({ env });

it('signs in and shows the log and an error while Redis is down', async () => {
  await recordSyncErrors(setup.h.deps.db.prisma, [
    { siteId: setup.t.siteId, environment: 'live', integration: 'erp', dataType: 'files', code: 'job-failed', message: 'disk unreadable', jobId: 'file-check-x-1', payload: { job: 'file-check', data: {} } },
  ]);
  const login = await dashboardUser(setup.h, setup.t.siteId, 'support');
  await redis.stop();
  const browser = new DashboardClient(setup.h);
  expect((await browser.signIn(login)).status).toBe(303);
  const list = await browser.get('/dashboard/sync-errors');
  expect(list.status).toBe(200);
  const id = /data-sync-error="([^"]+)"/.exec(await list.text())![1];
  const detail = await browser.get(`/dashboard/sync-errors/${id}?env=live`);
  expect(detail.status).toBe(200);
  expect(await detail.text()).toContain('The queue is not answering right now');
  await redis.start();
});
