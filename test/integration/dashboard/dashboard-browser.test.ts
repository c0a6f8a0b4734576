import { execFileSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/app.ts';
import { recordSyncErrors } from '../../../src/services/sync-logging/index.ts';
import { samples } from '../../helpers/file-fixtures.ts';
import { dashboardUser, failedFileCheck, type DashboardLogin } from '../../helpers/dashboard.ts';
import { useHarness } from '../../helpers/harness.ts';
import { startReceiver, type Receiver } from '../webhooks/receiver.ts';
import { createEndpoint, deliveriesOf, moveOrder } from '../webhooks/support.ts';

// The support dashboard in headless Chromium (Debian's chromium, driven by playwright-core), over a real socket:
// sign in, filter the sync error log, resolve and retry an error, watch an import's bar move to done, create a
// credential and see its secret once, replay a webhook delivery, and a support user refused the admin pages. Every page visited is
// screenshotted into test/.tmp/screenshots (DASHBOARD_SCREENSHOTS=docs/screenshots refreshes the committed set).

const setup = useHarness({ env: { BULK_WAIT_MS: '0' }, workers: true });
const SHOTS = resolve(process.env.DASHBOARD_SCREENSHOTS ?? join('test', '.tmp', 'screenshots'));
let server: ServerType;
let origin: string;
let browser: Browser;
let support: DashboardLogin;
let admin: DashboardLogin;
let retryable: Awaited<ReturnType<typeof failedFileCheck>>;

function chromiumPath(): string {
  try {
    return execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('chromium is not installed: run `apt-get install -y chromium` (the dashboard browser test needs it; .ci/run installs it)');
  }
}

const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });

async function signIn(login: DashboardLogin) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  const page = await context.newPage();
  page.on('dialog', (d) => void d.accept());
  await page.goto(`${origin}/dashboard`);
  await page.waitForURL(/\/dashboard\/login/);
  await page.getByLabel('E-mail').fill(login.email);
  await page.getByLabel('Password').fill(login.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard\/sync-errors/);
  return page;
}

const rowCodes = (page: Page) => page.locator('#sync-errors tbody tr td:nth-child(6) a').allTextContents();

beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
  const { siteId } = setup.t;
  support = await dashboardUser(setup.h, siteId, 'support');
  admin = await dashboardUser(setup.h, siteId, 'admin');
  const base = { siteId, environment: 'live' as const };
  const reported = [
    { ...base, integration: 'erp', dataType: 'purchases' as const, code: 'sku-unknown', message: 'line_items[2].sku: unknown SKU TSHIRT-RED-XXL', externalId: 'PO-10042', visibleId: '10042', payload: { external_id: 'PO-10042', line_items: [{ sku: 'TSHIRT-RED-XXL', quantity: 12 }] } },
    { ...base, integration: 'pim', dataType: 'products' as const, code: 'variant-conflict', message: 'SKU MUG-BLUE belongs to another product', externalId: 'PRD-77' },
    { ...base, integration: 'erp', dataType: 'customers' as const, code: 'group-unknown', message: 'customer group "wholesale-eu" does not exist', externalId: 'C-3001' },
  ];
  for (const r of reported) await recordSyncErrors(setup.h.deps.db.prisma, [r]);
  retryable = await failedFileCheck(setup.h, setup.t, samples.pdf);
  const app = createApp(setup.h.deps);
  server = await new Promise<ServerType>((done) => {
    const s = serve({ fetch: (req, env) => app.fetch(req, { ...(env as object), environment: 'live' }), port: 0, hostname: '127.0.0.1' }, () => done(s));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((done) => server?.close(() => done()));
});

describe('support user', () => {
  let page: Page;
  beforeAll(async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const login = await context.newPage();
    await login.goto(`${origin}/dashboard/login`);
    await shot(login, '01-sign-in');
    await context.close();
    page = await signIn(support);
  }, 60_000);

  it('signs in to the sync error log, newest first, and filters it', async () => {
    expect(await rowCodes(page)).toEqual(['job-failed', 'group-unknown', 'variant-conflict', 'sku-unknown']);
    await shot(page, '02-sync-errors');
    await page.getByLabel('Integration').selectOption('erp');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect.poll(() => rowCodes(page)).toEqual(['group-unknown', 'sku-unknown']);
    await page.getByLabel('Text').fill('tshirt');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect.poll(() => rowCodes(page)).toEqual(['sku-unknown']);
    expect(page.url()).toMatch(/integration=erp/);
    await shot(page, '03-sync-errors-filtered');
    await page.getByLabel('Integration').selectOption('');
    await page.getByLabel('Text').fill('');
    await page.getByLabel('Data type').selectOption('files');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect.poll(() => rowCodes(page)).toEqual(['job-failed']);
  }, 60_000);

  it('resolves an error from its detail page, payload shown', async () => {
    await page.goto(`${origin}/dashboard/sync-errors?q=PO-10042`);
    await page.getByRole('link', { name: 'sku-unknown' }).click();
    await expect.poll(() => page.locator('#payload').textContent()).toContain('TSHIRT-RED-XXL');
    await page.getByRole('button', { name: 'Resolve' }).click();
    await expect.poll(() => page.locator('.flash.ok').textContent()).toBe('Resolved.');
    expect(await page.locator('h1 .badge').textContent()).toBe('resolved');
    await shot(page, '04-sync-error-resolved');
    await page.goto(`${origin}/dashboard/sync-errors`);
    expect(await rowCodes(page)).not.toContain('sku-unknown');
  }, 60_000);

  it('retries a failed job: the same job runs again and its file gets checked', async () => {
    await page.goto(`${origin}/dashboard/sync-errors?data_type=files`);
    await page.getByRole('link', { name: 'job-failed' }).click();
    await expect.poll(() => page.locator('#message').textContent()).toMatch(/EISDIR/);
    await shot(page, '05-sync-error-retry');
    await retryable.fix();
    await page.getByRole('button', { name: 'Retry the file-check job' }).click();
    await expect.poll(() => page.locator('.flash.ok').textContent()).toMatch(/file-check job is queued again/);
    await expect.poll(async () => (await setup.t.call('GET', `/api/v1/files/${retryable.fileId}`)).body.status, { timeout: 20_000 }).toBe('ready');
    await page.reload();
    expect(await page.locator('h1 .badge').textContent()).toBe('resolved');
    expect(await page.locator('#retry-unavailable').textContent()).toMatch(/completed, not failed/);
  }, 60_000);

  it("watches an import's progress bar move to done", async () => {
    const loc = await setup.t.call('POST', '/api/v1/stock-locations', { name: 'Main warehouse', external_id: 'main' });
    expect(loc.status).toBe(201);
    // The import waits for its location's lock, held here, so the page opens on a job that has not finished.
    const holder = await setup.h.deps.db.pool.connect();
    let jobId: string;
    try {
      await holder.query('SELECT pg_advisory_lock(hashtext($1))', [`stock:${loc.body.id}`]);
      const res = await setup.t.call('POST', '/api/v1/batch-update-stock', Array.from({ length: 500 }, (_, i) => ({ sku: `SKU-${i}`, stock_location_external_id: 'main', stock_level: i })));
      expect(res.status).toBe(202);
      jobId = res.body.id;
      await page.goto(`${origin}/dashboard/jobs`);
      await page.locator(`tr[data-job="${jobId}"] a`).click();
      const bar = page.locator('.progress[role="progressbar"]');
      expect(await bar.getAttribute('aria-valuenow')).toBe('0');
      expect(await page.locator('.progress-text').textContent()).toMatch(/0 \/ 500 rows · (queued|running)/);
      await shot(page, '06-import-running');
    } finally {
      await holder.query('SELECT pg_advisory_unlock_all()');
      holder.release();
    }
    // The page follows the job by itself (polling), then reloads with its final counts.
    await expect.poll(() => page.locator('.progress[role="progressbar"]').getAttribute('aria-valuenow'), { timeout: 20_000 }).toBe('100');
    await expect.poll(() => page.locator('h1 .badge').textContent(), { timeout: 10_000 }).toBe('completed');
    await expect.poll(() => page.locator('dl.facts').textContent(), { timeout: 10_000 }).toMatch(/500 applied/);
    await shot(page, '07-import-done');
    await page.goto(`${origin}/dashboard/jobs`);
    expect(await page.locator(`tr[data-job="${jobId!}"] .progress-text`).textContent()).toBe('500 / 500 rows · completed');
    await shot(page, '08-jobs');
  }, 60_000);

  it('is refused the admin pages', async () => {
    expect(await page.locator('header nav').textContent()).not.toMatch(/Settings|Webhooks|Queues/);
    for (const path of ['/dashboard/settings/api', '/dashboard/webhooks', '/dashboard/queues']) {
      const res = await page.goto(`${origin}${path}`);
      expect(res!.status(), path).toBe(403);
      expect(await page.locator('h1').textContent()).toBe('Not allowed');
    }
    await shot(page, '09-support-refused');
  }, 60_000);
});

describe('admin', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signIn(admin);
  }, 60_000);

  it('creates a credential and sees its secret once, with a copy button', async () => {
    await page.getByRole('link', { name: 'Settings › API' }).click();
    await page.getByLabel('Name (the integration)').fill('warehouse-wms');
    await page.getByRole('button', { name: 'Create credential' }).click();
    const secret = (await page.locator('#created-secret').textContent())!;
    expect(secret).toMatch(/^hubsec_/);
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Copied' }).count()).toBe(1);
    expect(await page.evaluate("navigator.clipboard.readText()")).toBe(secret);
    await shot(page, '10-credential-created');
    const clientId = (await page.locator('#created-client-id').textContent())!;
    const token = await fetch(`${origin}/api/auth/token`, {
      method: 'POST',
      headers: { 'Site-Id': setup.t.siteId, 'Content-Type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credentials', client_id: clientId, client_secret: secret }),
    });
    expect(token.status).toBe(200);
    await page.goto(`${origin}/dashboard/settings/api`);
    expect(await page.locator('#created-secret').count()).toBe(0);
    expect(await page.content()).not.toContain(secret);
    expect(await page.locator(`tr[data-client-id="${clientId}"]`).textContent()).toContain('warehouse-wms');
    await shot(page, '11-settings-api');
  }, 60_000);

  it("sees the webhook endpoints' deliveries with status and answer, and replays one", async () => {
    const receiver: Receiver = await startReceiver();
    try {
      // The ERP refuses the `packed` event (410: final at once) and takes the rest.
      receiver.answer = (r) => (r.json.data.to_status === 'packed' ? 410 : 200);
      const endpoint = await createEndpoint(setup.t, receiver.url);
      await moveOrder(setup.h, setup.t, ['picked', 'packed']);
      await expect.poll(async () => (await deliveriesOf(setup.t, endpoint.id)).map((d) => d.status), { timeout: 20_000 }).toEqual(['failed', 'delivered']);
      await page.getByRole('link', { name: 'Webhooks' }).click();
      const section = page.locator(`section[data-webhook="${endpoint.id}"]`);
      expect(await section.locator('.badge.delivered').count()).toBe(1);
      expect(await section.locator('.badge.failed').count()).toBe(1);
      expect(await section.locator('td[data-response-code]').allTextContents()).toEqual(['410', '200']);
      await shot(page, '13-webhooks');
      await section.getByRole('link', { name: receiver.url }).click();
      await page.waitForURL(new RegExp(`/dashboard/webhooks/${endpoint.id}`));
      const delivered = page.locator('tr', { has: page.locator('.badge.delivered') });
      await delivered.getByRole('button', { name: 'Replay' }).click();
      await expect.poll(() => page.locator('.flash.ok').textContent()).toMatch(/is queued to be sent again/);
      await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(3);
      expect(receiver.received[2]!.headers['webhook-id']).toBe(receiver.received[0]!.headers['webhook-id']);
      await expect.poll(async () => {
        await page.reload();
        return page.locator('tbody tr .badge.delivered').count();
      }, { timeout: 20_000 }).toBe(2);
      expect(await page.locator('tbody tr').first().textContent()).toContain('replay');
      await shot(page, '14-webhook-replayed');
    } finally {
      await receiver.close();
    }
  }, 60_000);

  it('opens the queue board', async () => {
    await page.getByRole('link', { name: 'Queues' }).click();
    await expect.poll(() => page.getByText('imports').first().count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('Loading...').count(), { timeout: 20_000 }).toBe(0);
    await shot(page, '12-queues');
  }, 60_000);
});
