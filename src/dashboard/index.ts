import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { FailureLimiter } from '../auth/rate-limit.ts';
import { ApiError } from '../http/problem.ts';
import { outageOf } from '../outage.ts';
import { assetRoutes } from './assets.ts';
import { jobRoutes } from './job-routes.tsx';
import { loginRoutes } from './login-routes.tsx';
import { loadSession, requireAdmin, requireUser, type DashEnv } from './session.ts';
import { settingsRoutes } from './settings-routes.tsx';
import { syncErrorRoutes } from './sync-error-routes.tsx';
import { webhookRoutes } from './webhook-routes.tsx';
import { renderNotFound, renderTrouble } from './views/message.tsx';
import type { Deps } from '../context.ts';

// The support dashboard under /dashboard (see README.md here): server-rendered pages, one small script, no
// front-end build. Every page but sign-in needs a session; admin pages also the admin role.

/** Dashboard forms are a few fields; nothing near this. */
const FORM_LIMIT = 64 * 1024;

/** bull-board at /dashboard/queues, loaded on its first visit (see queues.ts). */
function lazyQueueBoard(deps: Deps): MiddlewareHandler<DashEnv> {
  let loading: Promise<{ app: Hono; miss: string }> | undefined;
  return async (c, next) => {
    loading ??= import('./queues.ts').then((m) => ({ app: m.queueBoard(deps), miss: m.NOT_ON_BOARD }));
    const board = await loading.catch((err: unknown) => {
      loading = undefined; // a failed load is tried again on the next visit
      throw err;
    });
    const res = await board.app.fetch(c.req.raw, c.env);
    return res.headers.has(board.miss) ? next() : res;
  };
}

export function createDashboard(deps: Deps, loginLimiter: FailureLimiter) {
  const app = new Hono<DashEnv>();
  app.route('/', assetRoutes());
  app.use('*', bodyLimit({ maxSize: FORM_LIMIT, onError: (c) => c.text('Form too large', 413) }));
  app.use('*', loadSession);
  app.route('/', loginRoutes(loginLimiter));

  app.use('*', requireUser);
  app.get('/', (c) => c.redirect('/dashboard/sync-errors', 303));
  app.route('/', syncErrorRoutes());
  app.route('/', jobRoutes());
  for (const admin of ['/settings/*', '/webhooks', '/webhooks/*', '/queues', '/queues/*']) app.use(admin, requireAdmin);
  app.route('/', settingsRoutes());
  app.route('/', webhookRoutes());
  const board = lazyQueueBoard(deps);
  app.all('/queues', board);
  app.all('/queues/*', board);
  app.all('*', (c) => renderNotFound(c, c.get('user')));

  app.onError((err, c) => {
    const user = c.get('user');
    // Unknown or malformed ids (another site's included) read as "not found", never as whose they are.
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return renderNotFound(c, user, 'This record');
    const outage = outageOf(err);
    if (outage) {
      c.get('log').warn({ err: err.message, dependency: outage, path: c.req.path }, 'dependency unavailable');
      return renderTrouble(c, user, 503, c.get('requestId'), deps.config.UNAVAILABLE_RETRY_AFTER_SECONDS);
    }
    c.get('log').error({ err, path: c.req.path }, 'dashboard error');
    return renderTrouble(c, user, 500, c.get('requestId'));
  });
  return app;
}
