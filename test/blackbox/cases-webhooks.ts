import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { GONE } from './cases-core.ts';
import { curlCase, fetchCase, need, type Case, type Suite } from './suite.ts';

// Events (contract §9): endpoints, a real delivery from the running hub's worker to a receiver in this process,
// the delivery log and a bodyless replay (fetch and curl). The endpoint deletes are in cases-delete.ts.

type Hit = { headers: IncomingHttpHeaders; body: string };
const hits: Hit[] = [];
let receiverUrl: string | undefined;

async function receiver(): Promise<string> {
  if (receiverUrl) return receiverUrl;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      hits.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  server.unref();
  receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/bb-hooks`;
  return receiverUrl;
}

async function until<T>(what: string, fn: () => Promise<T | undefined | false> | T | undefined | false, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function seedOrder(s: Suite): Promise<string> {
  const id = randomUUID();
  const placed = new Date(Date.now() - 3600_000).toISOString();
  await s.query(
    `INSERT INTO purchases (id, site_id, environment, type, status, status_occurred_at, visible_id, currency_code, created_at, updated_at,
       placed_at, calculated_subtotal, calculated_tax_total, calculated_total, content_hash, status_history)
     VALUES ($1, 'blackbox', 'live', 'order', 'placed', $2, $3, 'EUR', $2, $2, $2, 0, 0, 0, 'blackbox', '[]'::jsonb)`,
    [id, placed, `SO-WH-${id.slice(0, 6)}`],
  );
  return id;
}

const deliveries = async (s: Suite, id: string) => (await s.api.call('GET /api/v1/webhooks/{id}/deliveries', { params: { id } }, 200)).body as any[];

export const webhookCases: Case[] = [
  fetchCase('POST /api/v1/webhooks', 'registers endpoints; the secret is in the 201 only; a bad URL is 400', async (s) => {
    const url = await receiver();
    const { body } = await s.api.call('POST /api/v1/webhooks', { json: { url, events: ['order.status_changed'] } }, 201);
    expect(body.secret).toMatch(/^whsec_/);
    s.state.set('webhook', body.id);
    for (const via of GONE) {
      const gone = await s.api.call('POST /api/v1/webhooks', { json: { url: `${url}/gone-${via}`, events: ['import.completed'] } }, 201);
      s.state.set(`webhook-${via}`, gone.body.id);
    }
    const bad = await s.api.call('POST /api/v1/webhooks', { json: { url: 'ftp://x', events: ['order.completed'] } }, 400);
    expect(bad.body.errors[0].code).toBe('keyword-mismatch');
  }),
  fetchCase('GET /api/v1/webhooks', 'lists the endpoints without secrets', async (s) => {
    const { body, text } = await s.api.call('GET /api/v1/webhooks', {}, 200);
    expect(body.map((e: { id: string }) => e.id)).toContain(need(s, 'webhook'));
    expect(text).not.toContain('whsec_');
  }),
  fetchCase('GET /api/v1/webhooks/{id}/deliveries', 'an order status change reaches the receiver, signed, and shows delivered', async (s) => {
    const id = need(s, 'webhook');
    const orderId = await seedOrder(s);
    await s.api.call('PATCH /api/v1/orders/{orderId}', { params: { orderId }, json: { status: 'picked' } }, 200);
    const hit = await until('the delivery', () => hits.find((h) => h.body.includes(orderId)));
    expect(hit.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    const [d] = await until('delivered', async () => {
      const log = await deliveries(s, id);
      return log[0]?.status === 'delivered' && log;
    });
    expect(d).toMatchObject({ topic: 'order.status_changed', order_id: orderId, response_code: 204, attempts: 1 });
    s.state.set('webhook-delivery', d.id);
    const bad = await s.api.fetch('GET /api/v1/webhooks/{id}/deliveries', { params: { id }, query: { limit: '0' } });
    s.api.expectAnswer(bad, 400);
  }),
  fetchCase('POST /api/v1/webhooks/{id}/deliveries/{deliveryId}/replay', 'a bodyless fetch replays the delivery (202), sent again', async (s) => {
    const before = hits.length;
    const params = { id: need(s, 'webhook'), deliveryId: need(s, 'webhook-delivery') };
    const ex = await s.api.fetch('POST /api/v1/webhooks/{id}/deliveries/{deliveryId}/replay', { params });
    s.api.expectAnswer(ex, 202);
    expect(ex.body.replay_of).toBe(params.deliveryId);
    await until('the replay', () => hits.length > before);
  }),
  curlCase('POST /api/v1/webhooks/{id}/deliveries/{deliveryId}/replay', 'curl -X POST without a body replays too', async (s) => {
    const params = { id: need(s, 'webhook'), deliveryId: need(s, 'webhook-delivery') };
    const ex = await s.api.curl('POST /api/v1/webhooks/{id}/deliveries/{deliveryId}/replay', { params });
    s.api.expectAnswer(ex, 202);
    const missing = await s.api.curl('POST /api/v1/webhooks/{id}/deliveries/{deliveryId}/replay', { params: { ...params, deliveryId: randomUUID() } });
    s.api.expectAnswer(missing, 404);
  }),
];
