import { Hono } from 'hono';
import type { HttpMetrics } from '../../http/metrics.ts';
import type { AppEnv } from '../../http/types.ts';
import { checkReadiness } from './check-readiness.ts';

/** Probes and metrics: no Site-Id, no token (contract §10). */
export function createOperationsRoutes(metrics: HttpMetrics) {
  const app = new Hono<AppEnv>();
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    const { ready, checks, unavailable } = await checkReadiness(c.get('deps'));
    if (!ready) c.header('Retry-After', String(c.get('deps').config.UNAVAILABLE_RETRY_AFTER_SECONDS));
    return c.json({ status: ready ? 'ready' : 'unavailable', checks, ...(ready ? {} : { unavailable }) }, ready ? 200 : 503);
  });
  app.get('/metrics', async (c) => {
    c.header('Content-Type', metrics.registry.contentType);
    return c.body(await metrics.registry.metrics());
  });
  return app;
}
