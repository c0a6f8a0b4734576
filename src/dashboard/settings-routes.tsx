import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { AdminError, createCredential, planHasApiAccess, revokeCredential, setTestMode, showSite, type CreatedCredential, type Invalidate } from '../auth/admin.ts';
import { checkCsrf, currentUser, setFlash, takeFlash, type DashContext, type DashEnv } from './session.ts';
import { render } from './views/layout.tsx';
import { SettingsApiPage } from './views/settings-api.tsx';

// Settings › API (admins): the site's credentials per environment, creating one (its secret shown on that one
// answer only), revoking, and test mode. The site is always the signed-in admin's own.

/** A create form's nonce lives this long: a reload of the answer must not create a second credential. */
const NONCE_SECONDS = 24 * 3600;

const invalidateOf = (c: DashContext): Invalidate => ({ redis: c.get('deps').queue.redis, prefix: c.get('deps').config.QUEUE_PREFIX });

async function settingsPage(c: DashContext, created?: CreatedCredential) {
  const siteId = currentUser(c).siteId;
  const site = await showSite(c.get('deps').db.prisma, siteId);
  const facts = { site_id: site.site_id, name: site.name, plan: site.plan, test_mode: site.test_mode, api_access: planHasApiAccess(site.plan) };
  const nonce = randomBytes(16).toString('base64url');
  return render(c, <SettingsApiPage user={currentUser(c)} flash={takeFlash(c)} site={facts} credentials={site.credentials} created={created} nonce={nonce} />);
}

/** Whether this form was sent before (a reload of the answer that showed the secret). */
async function seenBefore(c: DashContext, nonce: unknown): Promise<boolean> {
  if (typeof nonce !== 'string' || !/^[A-Za-z0-9_-]{16,64}$/.test(nonce)) return false;
  const deps = c.get('deps');
  const set = await deps.queue.redis.set(`${deps.config.QUEUE_PREFIX}:dashboard-form:${nonce}`, '1', 'EX', NONCE_SECONDS, 'NX');
  return set === null;
}

export function settingsRoutes() {
  const app = new Hono<DashEnv>();

  app.get('/settings/api', (c) => settingsPage(c));

  app.post('/settings/api/credentials', checkCsrf, async (c) => {
    const body = await c.req.parseBody();
    if (await seenBefore(c, body.nonce)) {
      setFlash(c, { kind: 'error', text: 'That form was already sent: the credential exists, and its secret was shown once then.' });
      return c.redirect('/dashboard/settings/api', 303);
    }
    const environment = body.environment === 'test' ? 'test' : 'live';
    const name = typeof body.name === 'string' ? body.name.slice(0, 100) : '';
    try {
      const created = await createCredential(c.get('deps').db.prisma, { siteId: currentUser(c).siteId, environment, name });
      c.get('log').info({ clientId: created.client_id, environment }, 'credential created in the dashboard');
      // Rendered on this answer, not after a redirect: the secret is never stored, so it can only be shown now.
      return settingsPage(c, created);
    } catch (err) {
      if (!(err instanceof AdminError)) throw err;
      setFlash(c, { kind: 'error', text: err.message });
      return c.redirect('/dashboard/settings/api', 303);
    }
  });

  app.post('/settings/api/credentials/:clientId/revoke', checkCsrf, async (c) => {
    const clientId = c.req.param('clientId');
    try {
      const revoked = await revokeCredential(c.get('deps').db.prisma, currentUser(c).siteId, clientId, invalidateOf(c));
      c.get('log').info({ clientId }, 'credential revoked in the dashboard');
      setFlash(c, { kind: 'ok', text: revoked.wasRevoked ? `${revoked.name} was already revoked.` : `Revoked ${revoked.name}: its tokens no longer work.` });
    } catch (err) {
      if (!(err instanceof AdminError)) throw err;
      setFlash(c, { kind: 'error', text: err.message });
    }
    return c.redirect('/dashboard/settings/api', 303);
  });

  app.post('/settings/api/test-mode', checkCsrf, async (c) => {
    const on = (await c.req.parseBody()).on === 'true';
    await setTestMode(c.get('deps').db.prisma, currentUser(c).siteId, on, invalidateOf(c));
    c.get('log').info({ testMode: on }, 'test mode switched in the dashboard');
    setFlash(c, { kind: 'ok', text: `Test mode is ${on ? 'on' : 'off'}.` });
    return c.redirect('/dashboard/settings/api', 303);
  });

  return app;
}
