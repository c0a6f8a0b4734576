import { expect } from 'vitest';
import { fetchCase, need, settleBulkWrite, type Case } from './suite.ts';

// Purchasing: purchases written one at a time (PUT) and in bulk (batch upsert through the import job), read back
// one at a time and as the offset-paged list. Runs after the Core cases (the customer buyer@bb.test exists).

const order = (external: string, extra: Record<string, unknown> = {}) => ({
  type: 'order',
  identifiers: { external, visible: `SO-${external}` },
  customer_identifiers: { email: 'buyer@bb.test' },
  currency_code: 'eur',
  dates: { placed_at: '2026-11-20T09:30:00Z' },
  line_items: [{ sku: 'BB-BOLT-100', quantity: 3, unit_price: '12.5' }, { sku: 'BB-BOLT-200', quantity: 1, unit_price: 20.255 }],
  shipping: { title: 'Standard', amount: '7.50' },
  ...extra,
});

export const purchasingCases: Case[] = [
  fetchCase('PUT /api/v1/purchases/{lookupBy}/{identifier}', 'creates (201), replays (200, unchanged) and replaces (200) a purchase', async (s) => {
    const params = { lookupBy: 'external_id', identifier: 'BB-PU-1' };
    const created = await s.api.call('PUT /api/v1/purchases/{lookupBy}/{identifier}', { params, json: order('BB-PU-1', { version: 1 }) }, 201);
    expect(created.body).toMatchObject({ calculated_subtotal: '57.76', calculated_total: '65.26', customer_identifiers: { id: need(s, 'customer') } });
    const replay = await s.api.call('PUT /api/v1/purchases/{lookupBy}/{identifier}', { params, json: order('BB-PU-1', { version: 1 }) }, 200);
    expect(replay.body.dates.updated_at).toBe(created.body.dates.updated_at);
    await s.api.call('PUT /api/v1/purchases/{lookupBy}/{identifier}', { params, json: order('BB-PU-1', { version: 2, po_number: 'PO-2' }) }, 200);
    s.state.set('purchase', created.body.id);
  }),
  fetchCase('GET /api/v1/purchases/{lookupBy}/{identifier}', 'reads a purchase by id and by visible id', async (s) => {
    const id = need(s, 'purchase');
    const byId = await s.api.call('GET /api/v1/purchases/{lookupBy}/{identifier}', { params: { lookupBy: 'id', identifier: id } }, 200);
    expect(byId.body).toMatchObject({ po_number: 'PO-2', version: 2 });
    await s.api.call('GET /api/v1/purchases/{lookupBy}/{identifier}', { params: { lookupBy: 'visible', identifier: 'SO-BB-PU-1' } }, 200);
  }),
  fetchCase('PUT /api/v1/batch-upsert-purchases', 'creates purchases in bulk', async (s) => {
    const json = ['BB-PU-2', 'BB-PU-3', 'BB-PU-4'].map((e) => order(e));
    await settleBulkWrite(s, await s.api.fetch('PUT /api/v1/batch-upsert-purchases', { json }));
  }),
  fetchCase('GET /api/v1/purchases', 'pages purchases newest first', async (s) => {
    const query = { limit: '2', offset: '0', order_by: 'placed_at', 'dates[last_updated][gte]': '2020-01-01T00:00:00Z' };
    const first = await s.api.call('GET /api/v1/purchases', { query }, 200);
    const second = await s.api.call('GET /api/v1/purchases', { query: { ...query, offset: '2' } }, 200);
    const ids = [...first.body, ...second.body].map((p: { id: string }) => p.id);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
  }),
];
