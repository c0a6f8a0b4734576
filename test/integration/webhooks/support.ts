import type { Harness, Tenant } from '../../helpers/harness.ts';
import { minutesAfter, seedOrder } from '../purchasing/order-fixtures.ts';

// Shared by the webhook delivery tests: fast retry settings, endpoints, and orders whose status moves.

/** A schedule of 6 retries over about 1.5 s, a 1 s timeout, a fan-out pass every 50 ms. */
export const FAST_WEBHOOKS = {
  WEBHOOK_RETRY_SCHEDULE_MS: '100,150,200,250,300,400',
  WEBHOOK_TIMEOUT_MS: '1000',
  WEBHOOK_RELAY_INTERVAL_MS: '50',
  WEBHOOK_SWEEP_MS: '1000',
};

export async function createEndpoint(t: Tenant, url: string, events: string[] = ['order.completed', 'order.status_changed']) {
  const res = await t.call('POST', '/api/v1/webhooks', { url, events });
  if (res.status !== 201) throw new Error(`endpoint: ${res.status} ${res.text}`);
  return res.body as { id: string; secret: string; url: string };
}

/** A placed order (seeded) and a PATCH per status, in order: each applied change is one order.status_changed event. */
export async function moveOrder(h: Harness, t: Tenant, statuses: string[]) {
  const o = await seedOrder(h, t);
  let minute = 1;
  for (const status of statuses) {
    const res = await t.call('PATCH', `/api/v1/orders/${o.id}`, { status, occurred_at: minutesAfter(o.placedAt, minute++) });
    if (res.status !== 200) throw new Error(`status ${status}: ${res.status} ${res.text}`);
  }
  return o;
}

export const deliveriesOf = async (t: Tenant, endpointId: string) => (await t.call('GET', `/api/v1/webhooks/${endpointId}/deliveries`)).body as any[];

export async function waitUntil<T>(what: string, fn: () => Promise<T | undefined | false>, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
