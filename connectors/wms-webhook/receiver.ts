// POST /connectors/wms/{site}/events: a signed WMS shipment event in, the order's status update out through the SDK.
// Answers: 200 applied (or a duplicate / stale event, which the hub ignores by design); 400 malformed; 401
// unverifiable; 404 a site this receiver does not serve; 413 too large; 422 the hub refused the update (unknown
// order, a move the order cannot make); 503 the hub is unreachable (the WMS should send it again later).
import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { createHubClient, type HubClient, type HubClientOptions } from '../client/index.ts';
import type { ReceiverConfig } from './config.ts';
import { describeIssues, orderRef, toStatusUpdate, WmsEvent } from './event.ts';
import { recordFailure, type SyncFailure } from './sync-errors.ts';
import { verifySignature } from './signature.ts';

export const MAX_EVENT_BYTES = 1024 * 1024;

export type ReceiverOptions = {
  now?: () => number;
  log?: (entry: Record<string, unknown>) => void;
  /** Passed to every site's SDK client (retry policy, fetch). */
  client?: Partial<HubClientOptions>;
};

const problem = (c: Context, status: 400 | 401 | 404 | 413 | 422 | 503, title: string, detail: string, extra: Record<string, unknown> = {}) =>
  c.body(JSON.stringify({ title, status, detail, ...extra }), status, { 'content-type': 'application/problem+json' });

export function createReceiver(config: ReceiverConfig, options: ReceiverOptions = {}): Hono {
  const now = options.now ?? Date.now;
  const log = options.log ?? ((entry) => process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...entry })}\n`));
  const clients = new Map<string, HubClient>();
  const clientFor = (site: string): HubClient => {
    let hub = clients.get(site);
    if (!hub) {
      const s = config.sites[site]!;
      hub = createHubClient({ baseUrl: s.hub_url ?? config.hub_url, siteId: site, clientId: s.client_id, clientSecret: s.client_secret, userAgent: 'hub-wms-webhook', retry: { maxAttempts: 3, maxDelayMs: 5000 }, ...options.client });
      clients.set(site, hub);
    }
    return hub;
  };
  const fail = async (site: string, failure: SyncFailure) => {
    const recorded = await recordFailure(clientFor(site), config.integration, failure).catch(() => false);
    log({ msg: 'wms event refused', site, code: failure.code, external_id: failure.external_id, message: failure.message, recorded_in_sync_log: recorded });
  };

  const app = new Hono();
  app.get('/healthz', (c) => c.json({ ok: true }));
  app.post('/connectors/wms/:site/events', async (c) => {
    const site = c.req.param('site');
    const siteConfig = config.sites[site];
    if (!siteConfig) return problem(c, 404, 'resource-not-found', `This receiver serves no site "${site}".`);
    const declared = Number(c.req.header('content-length') ?? 0);
    if (declared > MAX_EVENT_BYTES) return problem(c, 413, 'payload-too-large', `An event may be at most ${MAX_EVENT_BYTES} bytes.`);
    const body = new Uint8Array(await c.req.arrayBuffer());
    if (body.length > MAX_EVENT_BYTES) return problem(c, 413, 'payload-too-large', `An event may be at most ${MAX_EVENT_BYTES} bytes.`);
    const bodyHash = createHash('sha256').update(body).digest('hex');
    const preview = Buffer.from(body.subarray(0, 2048)).toString('utf8');

    const verdict = verifySignature(
      siteConfig.secret,
      { id: c.req.header('webhook-id'), timestamp: c.req.header('webhook-timestamp'), signature: c.req.header('webhook-signature') },
      body,
      Math.floor(now() / 1000),
      config.tolerance_seconds,
    );
    if (!verdict.ok) {
      // One sync error for all unverifiable events (its occurrences count them), so a flood of forged requests
      // cannot bury the log in records.
      await fail(site, { external_id: 'wms-webhook:unverified', code: 'wms-signature-invalid', message: verdict.reason, payload: { webhook_id: c.req.header('webhook-id') ?? null, body_sha256: bodyHash, body_preview: preview } });
      return problem(c, 401, 'invalid-signature', verdict.reason);
    }

    let json: unknown;
    try {
      json = JSON.parse(Buffer.from(body).toString('utf8'));
    } catch {
      await fail(site, { external_id: `wms-event:${bodyHash.slice(0, 16)}`, code: 'wms-event-malformed', message: 'The body is not JSON.', payload: { body_preview: preview } });
      return problem(c, 400, 'invalid-request-contents', 'The body is not JSON.', { errors: [{ code: 'body-mismatch', message: 'The body is not JSON.' }] });
    }
    const parsed = WmsEvent.safeParse(json);
    if (!parsed.success) {
      const issues = describeIssues(parsed.error);
      const message = issues.map((i) => `${i.property}: ${i.message}`).join('; ');
      const eventId = (json as { id?: unknown } | null)?.id;
      const externalId = typeof eventId === 'string' && eventId.length > 0 && eventId.length <= 200 ? `wms-event:${eventId}` : `wms-event:${bodyHash.slice(0, 16)}`;
      await fail(site, { external_id: externalId, code: 'wms-event-malformed', message, payload: json && typeof json === 'object' ? (json as Record<string, unknown>) : { body_preview: preview } });
      return problem(c, 400, 'invalid-request-contents', message, { errors: issues.map((i) => ({ code: 'keyword-mismatch', ...i })) });
    }

    const event = parsed.data;
    const ref = orderRef(event);
    const hub = clientFor(site);
    let result;
    try {
      result = await hub.api.PATCH('/api/v1/orders/{lookupBy}/{identifier}', { params: { path: ref }, body: toStatusUpdate(event) });
    } catch (err) {
      log({ msg: 'hub unreachable', site, event_id: event.id, error: (err as Error).message });
      return c.body(JSON.stringify({ title: 'service-unavailable', status: 503, detail: 'The hub cannot be reached; send the event again later.' }), 503, { 'content-type': 'application/problem+json', 'retry-after': '30' });
    }
    const { response, data: order } = result;
    const error = result.error as { title?: string; detail?: string; errors?: { code?: string }[] } | undefined;
    if (response.ok) {
      log({ msg: 'wms event applied', site, event_id: event.id, order: ref, status: order?.status });
      return c.json({ result: 'applied', event_id: event.id, order_status: order?.status ?? null });
    }
    const code = error?.errors?.[0]?.code ?? error?.title ?? `http-${response.status}`;
    if (response.status === 409 && code === 'newer-version-exists') {
      // A newer status is already in force: this event arrived late. Nothing to fix, nothing to send again.
      log({ msg: 'wms event stale', site, event_id: event.id, order: ref });
      return c.json({ result: 'stale', event_id: event.id, detail: error?.detail ?? null });
    }
    if (response.status === 400 || response.status === 404 || response.status === 409) {
      await fail(site, { external_id: `${ref.lookupBy}:${ref.identifier}`, visible_id: event.order.visible_id, code, message: `WMS event ${event.id} (${event.type}): ${error?.detail ?? code}`, payload: json as Record<string, unknown> });
      return problem(c, 422, 'event-not-applied', error?.detail ?? code, { errors: [{ code, message: error?.detail ?? code }] });
    }
    // 401/403 (the receiver's credential), 5xx after the SDK's retries: the WMS should try again later.
    log({ msg: 'hub refused the receiver', site, event_id: event.id, status: response.status, title: error?.title });
    return c.body(JSON.stringify({ title: 'service-unavailable', status: 503, detail: `The hub answered ${response.status}; send the event again later.` }), 503, { 'content-type': 'application/problem+json', 'retry-after': '30' });
  });
  return app;
}
