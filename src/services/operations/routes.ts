import { Hono } from 'hono';
import type { HttpMetrics } from '../../http/metrics.ts';
import type { AppEnv } from '../../http/types.ts';

async function ready(c: { get: (k: 'deps') => AppEnv['Variables']['deps'] }) {
  const deps = c.get('deps');
  const checks = await Promise.allSettled([deps.db.pool.query('SELECT 1'), deps.queue.redis.ping()]);
  return { database: checks[0].status === 'fulfilled', redis: checks[1].status === 'fulfilled' };
}

/** Probes and metrics: no Site-Id, no token (contract §10). */
export function createOperationsRoutes(metrics: HttpMetrics) {
  const app = new Hono<AppEnv>();
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    const checks = await ready(c);
    const ok = checks.database && checks.redis;
    return c.json({ status: ok ? 'ready' : 'unavailable', checks }, ok ? 200 : 503);
  });
  app.get('/metrics', async (c) => {
    c.header('Content-Type', metrics.registry.contentType);
    return c.body(await metrics.registry.metrics());
  });
  return app;
}
