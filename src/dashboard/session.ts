import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { findSession, sameToken, type DashboardUserSession } from '../auth/dashboard-sessions.ts';
import type { Ctx, Environment } from '../context.ts';
import type { AppEnv } from '../http/types.ts';
import { renderForbidden } from './views/message.tsx';

// Who is signed in (the session cookie), what they may do (role), and that a form came from our own page (CSRF).

export type DashEnv = { Bindings: AppEnv['Bindings']; Variables: AppEnv['Variables'] & { user: DashboardUserSession | undefined } };
export type DashContext = Context<DashEnv>;

export const SESSION_COOKIE = 'hub_session';
const FLASH_COOKIE = 'hub_flash';
const COOKIE_PATH = '/dashboard';

/**
 * Secure cookies when the browser reached us over TLS: directly, or through a trusted proxy that says so
 * (TRUST_PROXY and X-Forwarded-Proto). Over plain http a Secure cookie would never come back.
 */
export function overTls(c: DashContext): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return c.get('deps').config.TRUST_PROXY && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}

export function cookieOptions(c: DashContext, maxAgeSeconds?: number) {
  return { path: COOKIE_PATH, httpOnly: true, sameSite: 'Strict' as const, secure: overTls(c), ...(maxAgeSeconds !== undefined ? { maxAge: maxAgeSeconds } : {}) };
}

export const setSessionCookie = (c: DashContext, token: string, maxAgeSeconds: number) => setCookie(c, SESSION_COOKIE, token, cookieOptions(c, maxAgeSeconds));
export const clearSessionCookie = (c: DashContext) => deleteCookie(c, SESSION_COOKIE, cookieOptions(c));

/** Reads the session cookie; `user` is undefined when there is none or it expired. */
export const loadSession = createMiddleware<DashEnv>(async (c, next) => {
  const token = getCookie(c, SESSION_COOKIE);
  c.set('user', token ? ((await findSession(c.get('deps').db.prisma, token)) ?? undefined) : undefined);
  await next();
});

/** Pages need a signed-in user: a browser without one is sent to sign in, and comes back afterwards. */
export const requireUser = createMiddleware<DashEnv>(async (c, next) => {
  if (c.get('user')) return next();
  const back = c.req.method === 'GET' ? `?next=${encodeURIComponent(new URL(c.req.url).pathname + new URL(c.req.url).search)}` : '';
  return c.redirect(`/dashboard/login${back}`, 303);
});

/** Admin pages: a support user gets a 403 page saying so. */
export const requireAdmin = createMiddleware<DashEnv>(async (c, next) => {
  if (currentUser(c).role === 'admin') return next();
  return renderForbidden(c, currentUser(c));
});

/** Every state-changing request repeats the session's CSRF token in its form (`_csrf`). */
export const checkCsrf = createMiddleware<DashEnv>(async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  if (sameToken(currentUser(c).csrfToken, body._csrf)) return next();
  return renderForbidden(c, currentUser(c), 'This form has expired or did not come from the dashboard. Go back, reload the page and try again.');
});

export function currentUser(c: DashContext): DashboardUserSession {
  const user = c.get('user');
  if (!user) throw new Error('dashboard route reached without a signed-in user');
  return user;
}

/** The environment a page shows: `?env=`, else the one of the address the dashboard was opened on. */
export function pageEnvironment(c: DashContext): Environment {
  const env = c.req.query('env');
  return env === 'live' || env === 'test' ? env : c.get('environment');
}

/** A verb context for the signed-in user's site: every query of the page is scoped to it. */
export function dashCtx(c: DashContext, environment: Environment = pageEnvironment(c)): Ctx {
  const deps = c.get('deps');
  return {
    siteId: currentUser(c).siteId,
    environment,
    credential: null,
    requestId: c.get('requestId'),
    log: c.get('log').child({ dashboardUser: currentUser(c).email }),
    db: deps.db.prisma,
    deps,
  };
}

export type Flash = { kind: 'ok' | 'error'; text: string };

/** A message for the page after the redirect that follows a form (Post/Redirect/Get). */
export const setFlash = (c: DashContext, flash: Flash) => setCookie(c, FLASH_COOKIE, JSON.stringify(flash), cookieOptions(c, 60));

export function takeFlash(c: DashContext): Flash | undefined {
  const raw = getCookie(c, FLASH_COOKIE);
  if (!raw) return undefined;
  deleteCookie(c, FLASH_COOKIE, cookieOptions(c));
  try {
    const f = JSON.parse(raw) as Flash;
    return (f.kind === 'ok' || f.kind === 'error') && typeof f.text === 'string' ? { kind: f.kind, text: f.text.slice(0, 500) } : undefined;
  } catch {
    return undefined;
  }
}
