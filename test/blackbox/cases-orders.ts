import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { fetchCase, need, type Case, type Suite } from './suite.ts';

// Purchasing: order status updates (PATCH /api/v1/orders/…). The order is written straight to the test database,
// placed a day ago, so these cases depend on no other operation.

async function seedOrder(s: Suite, externalId: string): Promise<string> {
  const id = randomUUID();
  const placed = new Date(Date.now() - 24 * 3600_000).toISOString();
  await s.query(
    `INSERT INTO purchases (id, site_id, environment, type, status, status_occurred_at, external_id, visible_id, currency_code,
       created_at, updated_at, placed_at, calculated_subtotal, calculated_tax_total, calculated_total, content_hash, status_history)
     VALUES ($1, 'blackbox', 'live', 'order', 'placed', $2, $3, $4, 'EUR', $2, $2, $2, 0, 0, 0, 'blackbox',
       jsonb_build_array(jsonb_build_object('status', 'placed', 'occurred_at', $5::text, 'source', 'checkout', 'note', null)))`,
    [id, placed, externalId, `SO-${externalId}`, placed],
  );
  return id;
}

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

export const orderStatusCases: Case[] = [
  fetchCase('PATCH /api/v1/orders/{orderId}', 'moves an order to shipped with a package; a repeated event id is a no-op', async (s) => {
    const id = await seedOrder(s, 'BB-SO-1');
    s.state.set('order', id);
    const json = {
      status: 'shipped',
      occurred_at: minutesAgo(30),
      event_id: 'bb-evt-1',
      package: { carrier: 'DHL', tracking_number: 'BB-TN-1', tracking_url: 'https://track.example.com/BB-TN-1', line_items: [{ sku: 'X', quantity: 1 }] },
    };
    const { body } = await s.api.call('PATCH /api/v1/orders/{orderId}', { params: { orderId: id }, json }, 200);
    expect(body.status).toBe('shipped');
    expect(body.packages[0].tracking_number).toBe('BB-TN-1');
    const again = await s.api.call('PATCH /api/v1/orders/{orderId}', { params: { orderId: id }, json }, 200);
    expect(again.body).toEqual(body);
    const stale = await s.api.call('PATCH /api/v1/orders/{orderId}', { params: { orderId: id }, json: { status: 'delivered', occurred_at: minutesAgo(60) } }, 409);
    expect(stale.body.title).toBe('newer-version-exists');
  }),
  fetchCase('PATCH /api/v1/orders/{lookupBy}/{identifier}', 'moves an order found by external id; a backward move is 400', async (s) => {
    need(s, 'order');
    const params = { lookupBy: 'external_id', identifier: 'BB-SO-1' };
    const back = await s.api.call('PATCH /api/v1/orders/{lookupBy}/{identifier}', { params, json: { status: 'packed' } }, 400);
    expect(back.body.title).toBe('invalid-status-transition');
    const { body } = await s.api.call('PATCH /api/v1/orders/{lookupBy}/{identifier}', { params: { lookupBy: 'visible', identifier: 'SO-BB-SO-1' }, json: { status: 'delivered', note: 'signed by J. Doe' } }, 200);
    expect(body.status_history.map((e: { status: string }) => e.status)).toEqual(['placed', 'shipped', 'delivered']);
  }),
];
