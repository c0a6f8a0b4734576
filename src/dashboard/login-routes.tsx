import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { FailureLimiter } from '../auth/rate-limit.ts';
import { checkPassword, closeSession, openSession, sameToken } from '../auth/dashboard-sessions.ts';
import { normalizeEmail } from '../auth/dashboard-users.ts';
import { clientAddress } from '../http/middleware/request-context.ts';
import { clearSessionCookie, cookieOptions, currentUser, checkCsrf, requireUser, setSessionCookie, type DashContext, type DashEnv } from './session.ts';
import { render } from './views/layout.tsx';
import { LoginPage } from './views/login.tsx';

// Sign in and out. The sign-in form has no session yet, so its CSRF token is a double-submit one: a random value
// in a SameSite=Strict cookie that the form repeats (another site can neither read nor send it).

const LOGIN_CSRF_COOKIE = 'hub_login_csrf';

/** Only a path of the dashboard itself: `next` must not send a signed-in browser to another site. */
const safeNext = (next: unknown) => (typeof next === 'string' && /^\/dashboard(\/|$|\?)/.test(next) && !next.startsWith('//') ? next : undefined);

function loginForm(c: DashContext, status: 200 | 401 | 403 | 429, props: { next?: string; email?: string; error?: string }, headers: Record<string, string> = {}) {
  const csrf = randomBytes(24).toString('base64url');
  setCookie(c, LOGIN_CSRF_COOKIE, csrf, cookieOptions(c, 3600));
  return render(c, <LoginPage csrf={csrf} {...props} />, status, headers);
}

export function loginRoutes(limiter: FailureLimiter) {
  const app = new Hono<DashEnv>();

  app.get('/login', (c) => {
    if (c.get('user')) return c.redirect(safeNext(c.req.query('next')) ?? '/dashboard', 303);
    return loginForm(c, 200, { next: safeNext(c.req.query('next')) });
  });

  app.post('/login', async (c) => {
    const body = await c.req.parseBody();
    const next = safeNext(body.next);
    const email = typeof body.email === 'string' ? normalizeEmail(body.email).slice(0, 254) : '';
    const password = typeof body.password === 'string' ? body.password : '';
    const cookie = getCookie(c, LOGIN_CSRF_COOKIE);
    if (!cookie || !sameToken(cookie, body._csrf)) {
      return loginForm(c, 403, { next, email, error: 'The sign-in form expired. Please try again.' });
    }
    const deps = c.get('deps');
    // Guessing is limited per address tried and per client address; a success gives its guess back.
    const keys = [`email:${email}`, `ip:${clientAddress(c as never, deps.config.TRUST_PROXY) ?? 'unknown'}`];
    const wait = await limiter.takeGuess(keys);
    if (wait > 0) {
      const minutes = Math.ceil(wait / 60);
      return loginForm(c, 429, { next, email, error: `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.` }, { 'Retry-After': String(wait) });
    }
    const user = await checkPassword(deps.db.prisma, email, password);
    if (!user) {
      c.get('log').warn({ email }, 'dashboard sign-in failed');
      return loginForm(c, 401, { next, email, error: 'Wrong e-mail address or password.' });
    }
    await limiter.giveBack(keys);
    const lifetime = deps.config.DASHBOARD_SESSION_HOURS * 3600;
    setSessionCookie(c, await openSession(deps.db.prisma, user.id, lifetime * 1000), lifetime);
    c.get('log').info({ email, siteId: user.siteId }, 'dashboard sign-in');
    return c.redirect(next ?? '/dashboard', 303);
  });

  app.post('/logout', requireUser, checkCsrf, async (c) => {
    await closeSession(c.get('deps').db.prisma, currentUser(c).sessionId);
    clearSessionCookie(c);
    return c.redirect('/dashboard/login', 303);
  });

  return app;
}
