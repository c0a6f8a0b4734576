import { describe, expect, it } from 'vitest';
import { DashboardClient, dashboardUser, fieldValue } from '../../helpers/dashboard.ts';
import { readResponse, useHarness } from '../../helpers/harness.ts';

// Settings › API and Queues: admins only, always the admin's own site; a credential's secret is shown once.

const setup = useHarness({ tenant: { testMode: false } });

async function as(role: 'admin' | 'support', siteId = setup.t.siteId) {
  const browser = new DashboardClient(setup.h);
  await browser.signIn(await dashboardUser(setup.h, siteId, role));
  return browser;
}

const tokenFor = async (siteId: string, clientId: string, clientSecret: string, environment: 'live' | 'test' = 'live') =>
  readResponse<{ access_token?: string }>(
    await setup.h.request(
      '/api/auth/token',
      { method: 'POST', headers: { 'Site-Id': siteId, 'Content-Type': 'application/json' }, body: JSON.stringify({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }) },
      environment,
    ),
  );

describe('roles', () => {
  it('refuses a support user every admin page with a 403 page, and hides them from the menu', async () => {
    const support = await as('support');
    for (const path of ['/dashboard/settings/api', '/dashboard/queues', '/dashboard/queues/api/queues']) {
      const res = await support.get(path);
      expect(res.status, path).toBe(403);
      expect(await res.text()).toContain('This page is for site admins');
    }
    const before = await setup.h.deps.db.prisma.apiCredential.count();
    expect((await support.submit('/dashboard/sync-errors', '/dashboard/settings/api/credentials', { name: 'sneaky', environment: 'live' })).status).toBe(403);
    expect(await setup.h.deps.db.prisma.apiCredential.count()).toBe(before);
    const page = await (await support.get('/dashboard/sync-errors')).text();
    expect(page).not.toContain('Settings › API');
    expect(page).not.toContain('href="/dashboard/queues"');
  });

  it('opens the queue board for an admin', async () => {
    const admin = await as('admin');
    const res = await admin.get('/dashboard/queues');
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/<html/i);
    const api = await admin.get('/dashboard/queues/api/queues');
    expect(api.status).toBe(200);
    const names = ((await api.json()) as { queues: { name: string; readOnlyMode: boolean }[] }).queues.map((q) => [q.name, q.readOnlyMode]);
    expect(names).toEqual(expect.arrayContaining([['imports', true], ['files', true], ['maintenance', true]]));
  });

  it("serves the board's own scripts, and the dashboard's 404 page for what the board does not know", async () => {
    const admin = await as('admin');
    const page = await (await admin.get('/dashboard/queues')).text();
    const script = /src="(static\/js\/[^"]+\.js)"/.exec(page)?.[1];
    expect(script).toBeDefined();
    const js = await admin.get(`/dashboard/queues/${script}`);
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toMatch(/javascript/);
    const missing = await admin.get('/dashboard/queues/static/no-such-file.js');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toMatch(/<html/i);
  });

  it('sends a browser without a session from the queue board to sign in', async () => {
    const res = await new DashboardClient(setup.h).get('/dashboard/queues/api/queues');
    expect(res.status).toBe(303);
  });
});

describe('Settings › API', () => {
  it("lists the admin's own site's credentials only", async () => {
    const other = await setup.h.tenant();
    const admin = await as('admin');
    const html = await (await admin.get('/dashboard/settings/api')).text();
    expect(html).toContain(setup.t.clientId);
    expect(html).not.toContain(other.clientId);
  });

  it('creates a credential and shows its secret on that answer only; a reload of the form creates nothing', async () => {
    const admin = await as('admin');
    const page = await (await admin.get('/dashboard/settings/api')).text();
    const form = { _csrf: fieldValue(page, '_csrf')!, nonce: fieldValue(page, 'nonce')!, name: 'erp-dashboard', environment: 'live' };
    const created = await admin.post('/dashboard/settings/api/credentials', form);
    expect(created.status).toBe(200);
    expect(created.headers.get('cache-control')).toBe('no-store');
    const html = await created.text();
    const clientId = /id="created-client-id">([^<]+)</.exec(html)![1]!;
    const secret = /id="created-secret">([^<]+)</.exec(html)![1]!;
    expect((await tokenFor(setup.t.siteId, clientId, secret)).status).toBe(200);
    // The secret is nowhere after that answer.
    expect(await (await admin.get('/dashboard/settings/api')).text()).not.toContain(secret);
    const replay = await admin.post('/dashboard/settings/api/credentials', form);
    expect(replay.status).toBe(303);
    expect(await (await admin.get('/dashboard/settings/api')).text()).toContain('That form was already sent');
    expect(await setup.h.deps.db.prisma.apiCredential.count({ where: { siteId: setup.t.siteId, name: 'erp-dashboard' } })).toBe(1);
  });

  it('revokes a credential: its token stops working at once', async () => {
    const t = await setup.h.tenant({ siteId: setup.t.siteId });
    expect((await t.call('GET', '/api/v1/customers')).status).toBe(200);
    const admin = await as('admin');
    const res = await admin.submit('/dashboard/settings/api', `/dashboard/settings/api/credentials/${t.clientId}/revoke`);
    expect(res.status).toBe(303);
    expect(await (await admin.get('/dashboard/settings/api')).text()).toContain('its tokens no longer work');
    expect((await t.call('GET', '/api/v1/customers')).status).toBe(401);
  });

  it("cannot revoke another site's credential", async () => {
    const other = await setup.h.tenant();
    const admin = await as('admin');
    await admin.submit('/dashboard/settings/api', `/dashboard/settings/api/credentials/${other.clientId}/revoke`);
    expect(await (await admin.get('/dashboard/settings/api')).text()).toContain(`No credential &quot;${other.clientId}&quot;`);
    expect((await other.call('GET', '/api/v1/customers')).status).toBe(200);
  });

  it('switches test mode on, which allows test credentials, and off again', async () => {
    const admin = await as('admin');
    const refused = await admin.submit('/dashboard/settings/api', '/dashboard/settings/api/credentials', { name: 'too-early', environment: 'test', nonce: 'n-too-early-000000' });
    expect(refused.status).toBe(303);
    expect(await (await admin.get('/dashboard/settings/api')).text()).toMatch(/Test mode is off for/);
    await admin.submit('/dashboard/settings/api', '/dashboard/settings/api/test-mode', { on: 'true' });
    expect(await (await admin.get('/dashboard/settings/api')).text()).toContain('<strong id="test-mode">on</strong>');
    const created = await admin.submit('/dashboard/settings/api', '/dashboard/settings/api/credentials', { name: 'staging-erp', environment: 'test', nonce: 'n-staging-erp-0000' });
    const html = await created.text();
    const clientId = /id="created-client-id">([^<]+)</.exec(html)![1]!;
    const secret = /id="created-secret">([^<]+)</.exec(html)![1]!;
    expect((await tokenFor(setup.t.siteId, clientId, secret, 'test')).status).toBe(200);
    await admin.submit('/dashboard/settings/api', '/dashboard/settings/api/test-mode', { on: 'false' });
    expect((await setup.h.deps.db.prisma.site.findUniqueOrThrow({ where: { id: setup.t.siteId } })).testMode).toBe(false);
  });
});
