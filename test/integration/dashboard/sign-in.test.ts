import { describe, expect, it } from 'vitest';
import { DashboardClient, dashboardUser, fieldValue } from '../../helpers/dashboard.ts';
import { useHarness } from '../../helpers/harness.ts';

// Sign-in, sessions, CSRF and lockout of the support dashboard, in process (the browser tests drive the same pages).

const setup = useHarness({ env: { DASHBOARD_LOGIN_FAILURE_LIMIT: '3', TRUST_PROXY: 'true' } });

describe('sign-in', () => {
  it('sends a browser without a session to the sign-in page, and back afterwards', async () => {
    const login = await dashboardUser(setup.h, setup.t.siteId, 'support');
    const browser = new DashboardClient(setup.h);
    const first = await browser.get('/dashboard/jobs?env=live');
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/dashboard/login?next=%2Fdashboard%2Fjobs%3Fenv%3Dlive');
    const page = await (await browser.get(first.headers.get('location')!)).text();
    expect(fieldValue(page, 'next')).toBe('/dashboard/jobs?env=live');
    const res = await browser.post('/dashboard/login', { _csrf: fieldValue(page, '_csrf')!, next: '/dashboard/jobs?env=live', email: login.email.toUpperCase(), password: login.password });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/dashboard/jobs?env=live');
    expect((await browser.get('/dashboard/jobs?env=live')).status).toBe(200);
  });

  it('sets the session cookie HttpOnly, SameSite=Strict, scoped to /dashboard, and Secure only behind TLS', async () => {
    const login = await dashboardUser(setup.h, setup.t.siteId, 'support');
    const plain = await new DashboardClient(setup.h).signIn(login);
    const cookie = plain.headers.getSetCookie().find((c) => c.startsWith('hub_session='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/dashboard/);
    expect(cookie).not.toMatch(/Secure/);
    const tls = await setup.h.request('https://hub.example.com/dashboard/login');
    expect(tls.headers.getSetCookie().join('\n')).toMatch(/Secure/);
  });

  it('does not send a signed-in browser to another site through next', async () => {
    const login = await dashboardUser(setup.h, setup.t.siteId, 'support');
    const browser = new DashboardClient(setup.h);
    const page = await (await browser.get('/dashboard/login')).text();
    const res = await browser.post('/dashboard/login', { _csrf: fieldValue(page, '_csrf')!, next: '//evil.example.com/dashboard', email: login.email, password: login.password });
    expect(res.headers.get('location')).toBe('/dashboard');
  });

  it('refuses a wrong password with 401 and the same words as an unknown address', async () => {
    const login = await dashboardUser(setup.h, setup.t.siteId, 'support');
    const wrong = await new DashboardClient(setup.h).signIn({ email: login.email, password: 'not-the-password' });
    const unknown = await new DashboardClient(setup.h).signIn({ email: 'nobody@example.com', password: 'whatever-it-is' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const text = (html: string) => /role="alert">([^<]*)</.exec(html)?.[1];
    expect(text(await wrong.text())).toBe('Wrong e-mail address or password.');
    expect(text(await unknown.text())).toBe('Wrong e-mail address or password.');
  });

  it('refuses a sign-in form without its CSRF cookie (403)', async () => {
    const login = await dashboardUser(setup.h, setup.t.siteId, 'support');
    const browser = new DashboardClient(setup.h);
    const page = await (await browser.get('/dashboard/login')).text();
    browser.cookies.delete('hub_login_csrf');
    const res = await browser.post('/dashboard/login', { _csrf: fieldValue(page, '_csrf')!, email: login.email, password: login.password });
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('hub_session='))).toBe(false);
  });

  it('locks an address out with 429 and Retry-After after repeated failures, even for the right password', async () => {
    const login = await dashboardUser(setup.h, setup.t.siteId, 'support');
    // Each attempt from its own client address: the lock is on the e-mail address.
    const from = (n: number) => new DashboardClient(setup.h, 'live', { 'X-Forwarded-For': `203.0.113.${n}` });
    for (let i = 0; i < 3; i++) expect((await from(i).signIn({ email: login.email, password: `wrong-${i}` })).status).toBe(401);
    const locked = await from(9).signIn(login);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await locked.text()).toMatch(/Too many failed sign-ins/);
    // Another user is not affected.
    const other = await dashboardUser(setup.h, setup.t.siteId, 'support');
    expect((await from(10).signIn(other)).status).toBe(303);
  });

  it('locks a client address out after repeated failures across addresses', async () => {
    const browser = () => new DashboardClient(setup.h, 'live', { 'X-Forwarded-For': '192.0.2.77' });
    for (let i = 0; i < 3; i++) expect((await browser().signIn({ email: `guess-${i}@example.com`, password: 'guess-guess-guess' })).status).toBe(401);
    const login = await dashboardUser(setup.h, setup.t.siteId, 'support');
    expect((await browser().signIn(login)).status).toBe(429);
  });

  it('signs out: the session no longer opens pages, and sign-out needs the CSRF token', async () => {
    const login = await dashboardUser(setup.h, setup.t.siteId, 'admin');
    const browser = new DashboardClient(setup.h);
    await browser.signIn(login);
    const session = browser.cookies.get('hub_session')!;
    expect((await browser.post('/dashboard/logout', { _csrf: 'forged' })).status).toBe(403);
    expect((await browser.get('/dashboard/sync-errors')).status).toBe(200);
    const out = await browser.submit('/dashboard/sync-errors', '/dashboard/logout');
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/dashboard/login');
    const stale = new DashboardClient(setup.h);
    stale.cookies.set('hub_session', session);
    expect((await stale.get('/dashboard/sync-errors')).status).toBe(303);
  });

  it('ends a session at its expiry and for a disabled user', async () => {
    const login = await dashboardUser(setup.h, setup.t.siteId, 'support');
    const browser = new DashboardClient(setup.h);
    await browser.signIn(login);
    const prisma = setup.h.deps.db.prisma;
    await prisma.dashboardUser.update({ where: { email: login.email }, data: { disabledAt: new Date() } });
    expect((await browser.get('/dashboard/sync-errors')).status).toBe(303);
    await prisma.dashboardUser.update({ where: { email: login.email }, data: { disabledAt: null } });
    expect((await browser.get('/dashboard/sync-errors')).status).toBe(200);
    await prisma.dashboardSession.updateMany({ where: { user: { email: login.email } }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await browser.get('/dashboard/sync-errors')).status).toBe(303);
  });
});
