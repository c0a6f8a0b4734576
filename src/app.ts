import { HTTPException } from 'hono/http-exception';
import type { Deps } from './context.ts';
import { createFailureLimiter } from './auth/rate-limit.ts';
import { createMetrics } from './http/metrics.ts';
import { CLIENT_CLOSED_REQUEST, clientAborted, requestContext } from './http/middleware/request-context.ts';
import { methodAwareNotFound } from './http/not-found.ts';
import { ApiError, badRequest, emptyResponse, payloadTooLarge, renderProblem, serviceUnavailable } from './http/problem.ts';
import { createRouter } from './http/router.ts';
import { mountDocs } from './http/docs.ts';
import { mountErrorsPage } from './http/errors-page.ts';
import { mountOpenApiDocument } from './http/openapi-document.ts';
import { createAuthRoutes } from './services/auth/routes.ts';
import { createOperationsRoutes } from './services/operations/routes.ts';
import { serviceRouters } from './services/routes.ts';
import { ORDINARY_BODY_LIMIT } from './http/middleware/body.ts';
import { isUnstorableText } from './db/errors.ts';
import { outageOf } from './outage.ts';
import { createDashboard } from './dashboard/index.ts';

export type AppOptions = {
  /** Routers mounted after the services' ones, behind the same middleware and error handling (tests mount probes here). */
  extraRouters?: ReturnType<typeof createRouter>[];
};

/** Wiring only: every service's routes, the cross-cutting middleware and the one error renderer. No listen(). */
export function createApp(deps: Deps, options: AppOptions = {}) {
  const app = createRouter();
  const metrics = createMetrics(deps.queue, deps.db, { bytes: () => deps.cache.memoryBytes, answers: () => deps.cache.derivedLookups });
  const limiter = createFailureLimiter(
    deps.queue.redis,
    deps.config.QUEUE_PREFIX,
    deps.config.TOKEN_FAILURE_LIMIT,
    deps.config.TOKEN_FAILURE_WINDOW_SECONDS,
  );

  app.use('*', requestContext(deps, metrics.observe));
  app.route('/', createOperationsRoutes(metrics));
  app.route('/', createAuthRoutes({ limiter, secretChecked: metrics.secretChecked }));
  for (const router of [...serviceRouters(), ...(options.extraRouters ?? [])]) app.route('/', router);

  const loginLimiter = createFailureLimiter(
    deps.queue.redis,
    deps.config.QUEUE_PREFIX,
    deps.config.DASHBOARD_LOGIN_FAILURE_LIMIT,
    deps.config.DASHBOARD_LOGIN_FAILURE_WINDOW_SECONDS,
    'dashboard-login-failures',
  );
  app.route('/dashboard', createDashboard(deps, loginLimiter));

  mountOpenApiDocument(app, deps.config);
  mountDocs(app);
  mountErrorsPage(app);

  const notFound = methodAwareNotFound(app);
  app.notFound((c) => renderProblem(notFound(c.req.path, c.req.method), c.get('requestId')));
  app.onError((err, c) => {
    const requestId = c.get('requestId');
    // A client that hung up mid-body (a dropped bulk upload) is not a server error: info, and 499 in /metrics.
    if (clientAborted(c)) {
      (c.get('log') ?? deps.log).info({ err: (err as Error).message, requestId, path: c.req.path }, 'client closed the request before its body was complete');
      return new Response(null, { status: CLIENT_CLOSED_REQUEST });
    }
    if (err instanceof ApiError) return renderProblem(err, requestId);
    if (err instanceof HTTPException) {
      // Hono's own validator throws 400 for a body that is not JSON.
      if (err.status === 400) return renderProblem(badRequest('body-mismatch', 'The body is not valid JSON.'), requestId);
      if (err.status === 413) return renderProblem(payloadTooLarge(ORDINARY_BODY_LIMIT), requestId);
      // zod-openapi's media-type gate: an undeclared Content-Type on a request without a body.
      if (err.status === 415) return renderProblem(emptyResponse(415), requestId);
    }
    // Safety net behind the input guard: text the database cannot store is the client's problem, not a 500.
    if (isUnstorableText(err)) return renderProblem(badRequest('keyword-mismatch', 'A value contains characters that cannot be stored.'), requestId);
    // PostgreSQL or Redis away: say so and when to come back, instead of an empty 500.
    const outage = outageOf(err);
    if (outage) {
      (c.get('log') ?? deps.log).warn({ err: (err as Error).message, requestId, path: c.req.path, dependency: outage }, 'dependency unavailable');
      return renderProblem(serviceUnavailable(outage, deps.config.UNAVAILABLE_RETRY_AFTER_SECONDS), requestId);
    }
    (c.get('log') ?? deps.log).error({ err, requestId, path: c.req.path }, 'unhandled error');
    return renderProblem(emptyResponse(500), requestId);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
