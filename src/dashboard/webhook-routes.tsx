import { Hono } from 'hono';
import { getWebhookEndpoint, listEndpointDeliveries, listWebhookEndpoints, recentDeliveriesByEndpoint, replayWebhookDelivery } from '../services/webhooks/index.ts';
import { checkCsrf, currentUser, dashCtx, pageEnvironment, setFlash, takeFlash, type DashContext, type DashEnv } from './session.ts';
import { render } from './views/layout.tsx';
import { WebhookPage, WebhooksPage } from './views/webhooks.tsx';

// Webhooks (admins): endpoints, their deliveries, replay. Reads and the replay go through the webhooks slice's
// verbs with the admin's own site, so another site's endpoint or delivery id is "not found".

const RECENT = 5;
const PAGE_SIZE = 50;
const STATUSES = ['pending', 'delivered', 'failed'] as const;

/** Where a replay form sends the browser back to: only a page of this section. */
function backTo(c: DashContext, value: unknown): string {
  const fallback = `/dashboard/webhooks?env=${pageEnvironment(c)}`;
  return typeof value === 'string' && /^\/dashboard\/webhooks(\/[0-9a-f-]{36})?\?[\w=&%.-]*$/.test(value) ? value : fallback;
}

export function webhookRoutes() {
  const app = new Hono<DashEnv>();

  app.get('/webhooks', async (c) => {
    const ctx = dashCtx(c);
    const endpoints = await listWebhookEndpoints(ctx);
    const recent = await recentDeliveriesByEndpoint(ctx, endpoints.map((e) => e.id), RECENT);
    const withRecent = endpoints.map((endpoint) => ({ endpoint, recent: recent.get(endpoint.id) ?? [] }));
    return render(c, <WebhooksPage user={currentUser(c)} flash={takeFlash(c)} env={ctx.environment} endpoints={withRecent} />);
  });

  app.get('/webhooks/:id', async (c) => {
    const ctx = dashCtx(c);
    const id = c.req.param('id');
    const statusParam = c.req.query('status');
    const status = STATUSES.find((s) => s === statusParam);
    const offset = Math.max(0, Math.min(Number.parseInt(c.req.query('offset') ?? '0', 10) || 0, 1_000_000));
    const endpoint = await getWebhookEndpoint(ctx, id);
    // One more than a page: whether an older page exists.
    const rows = await listEndpointDeliveries(ctx, endpoint.id, { limit: PAGE_SIZE + 1, offset, status });
    return render(
      c,
      <WebhookPage user={currentUser(c)} flash={takeFlash(c)} env={ctx.environment} endpoint={endpoint} rows={rows.slice(0, PAGE_SIZE)} status={status} offset={offset} pageSize={PAGE_SIZE} more={rows.length > PAGE_SIZE} />,
    );
  });

  app.post('/webhooks/:id/deliveries/:deliveryId/replay', checkCsrf, async (c) => {
    const body = await c.req.parseBody();
    const replay = await replayWebhookDelivery(dashCtx(c), c.req.param('id'), c.req.param('deliveryId'));
    c.get('log').info({ deliveryId: c.req.param('deliveryId'), replay: replay.id }, 'webhook delivery replayed in the dashboard');
    setFlash(c, { kind: 'ok', text: `The ${replay.topic} event ${replay.event_id} is queued to be sent again.` });
    return c.redirect(backTo(c, body.back), 303);
  });

  return app;
}
