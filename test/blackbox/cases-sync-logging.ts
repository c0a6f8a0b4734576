import { expect } from 'vitest';
import { curlCase, fetchCase, type Case, type Suite } from './suite.ts';

// Sync Logging (contract §8): a full and a partial sync reported by an integration, the status and error lists,
// Sync Logging's 400 and 401 over the wire, and DELETE /api/v1/sync-log by fetch (filtered) and by curl (all).

const PAIR = { integration: 'bb-erp', data_type: 'customers' };
const STOCK = { integration: 'bb-erp', data_type: 'stock' };

const openErrors = async (s: Suite, params: Record<string, string>) =>
  (await s.api.call('GET /api/v1/sync-log/{integration}/{data_type}/errors', { params }, 200)).body.map((e: { external_id: string }) => e.external_id).sort();

export const syncLoggingCases: Case[] = [
  fetchCase('PUT /api/v1/sync-log/{integration}/{data_type}', 'records a full sync, its errors replacing the earlier ones (200, status)', async (s) => {
    const first = { started_at: '2026-11-25T02:00:00Z', finished_at: '2026-11-25T02:10:00Z', errors: [{ external_id: 'BB-C-1', message: 'email missing' }] };
    await s.api.call('PUT /api/v1/sync-log/{integration}/{data_type}', { params: PAIR, json: first }, 200);
    const errors = [
      { external_id: 'BB-C-2', visible_id: '2', code: 'customer-invalid', message: 'country_code missing', payload: { no: 2 } },
      { external_id: 'BB-C-3', message: 'group unknown' },
    ];
    const { body } = await s.api.call('PUT /api/v1/sync-log/{integration}/{data_type}', { params: PAIR, json: { finished_at: '2026-11-26T02:10:00Z', errors } }, 200);
    expect(body).toEqual({ ...PAIR, started_full_sync: null, last_full_sync: '2026-11-26T02:10:00.000Z', last_full_sync_succeeded: false, last_partial_sync: null, error_count: 2 });
    const repeated = await s.api.fetch('PUT /api/v1/sync-log/{integration}/{data_type}', { params: PAIR, json: { errors: [errors[1], errors[1]] } });
    s.api.expectAnswer(repeated, 400);
    expect(repeated.body.detail).toContain('errors[1].external_id: external_id "BB-C-3" repeats errors[0]');
  }),
  fetchCase('PATCH /api/v1/sync-log/{integration}/{data_type}', 'records a partial sync: one error cleared, one added', async (s) => {
    const json = { finished_at: '2026-11-26T09:00:00Z', errors: [{ external_id: 'BB-C-3', resolved: true }, { external_id: 'BB-C-4', message: 'price list unknown' }] };
    const { body } = await s.api.call('PATCH /api/v1/sync-log/{integration}/{data_type}', { params: PAIR, json }, 200);
    expect(body).toMatchObject({ last_partial_sync: '2026-11-26T09:00:00.000Z', error_count: 2 });
    await s.api.call('PATCH /api/v1/sync-log/{integration}/{data_type}', { params: STOCK, json: { errors: [{ external_id: 'BB-SKU-1', message: 'location unknown' }] } }, 200);
  }),
  fetchCase('GET /api/v1/sync-log/{integration}/{data_type}', 'reads the status; an unknown data_type is 400 parameters-mismatch', async (s) => {
    const { body } = await s.api.call('GET /api/v1/sync-log/{integration}/{data_type}', { params: PAIR }, 200);
    expect(body).toMatchObject({ last_full_sync: '2026-11-26T02:10:00.000Z', last_partial_sync: '2026-11-26T09:00:00.000Z', error_count: 2 });
    const bad = await s.api.fetch('GET /api/v1/sync-log/{integration}/{data_type}', { params: { integration: 'bb-erp', data_type: 'pricez' } });
    s.api.expectAnswer(bad, 400);
    expect(bad.body.errors[0]).toMatchObject({ code: 'parameters-mismatch', property: 'data_type' });
  }),
  fetchCase('GET /api/v1/sync-log/{integration}/{data_type}/errors', 'lists the pair’s open errors', async (s) => {
    expect(await openErrors(s, PAIR)).toEqual(['BB-C-2', 'BB-C-4']);
  }),
  fetchCase('GET /api/v1/sync-errors', 'lists sync errors newest first with filters; 401 without a token, detail explaining', async (s) => {
    const { body } = await s.api.call('GET /api/v1/sync-errors', { query: { integration: 'bb-erp', status: 'open' } }, 200);
    expect(body.map((e: { external_id: string }) => e.external_id)).toEqual(['BB-SKU-1', 'BB-C-4', 'BB-C-2'].filter((id) => body.some((e: { external_id: string }) => e.external_id === id)));
    expect(body).toHaveLength(3);
    const stamps = body.map((e: { last_seen_at: string }) => e.last_seen_at);
    expect(stamps).toEqual([...stamps].sort().reverse());
    const resolved = await s.api.call('GET /api/v1/sync-errors', { query: { status: 'resolved' } }, 200);
    expect(resolved.body.map((e: { external_id: string }) => e.external_id).sort()).toEqual(['BB-C-1', 'BB-C-3']);
    const bad = await s.api.fetch('GET /api/v1/sync-errors', { query: { limit: '5001' } });
    s.api.expectAnswer(bad, 400);
    expect(bad.body.detail).toMatch(/^limit: /);
    const anonymous = await s.api.fetch('GET /api/v1/sync-errors', { token: null });
    s.api.expectAnswer(anonymous, 401);
    expect(anonymous.body.detail).toMatch(/Authorization header is missing/);
  }),
  fetchCase('DELETE /api/v1/sync-log', 'a bodyless fetch clears one data type of an integration (204)', async (s) => {
    const ex = await s.api.fetch('DELETE /api/v1/sync-log', { query: { integration: 'bb-erp', data_type: 'customers' } });
    s.api.expectAnswer(ex, 204);
    expect(ex.text).toBe('');
    const { body } = await s.api.call('GET /api/v1/sync-log/{integration}/{data_type}', { params: PAIR }, 200);
    expect(body).toMatchObject({ last_full_sync: null, last_partial_sync: null, error_count: 0 });
    expect(await openErrors(s, STOCK)).toEqual(['BB-SKU-1']);
  }),
  curlCase('DELETE /api/v1/sync-log', 'curl -X DELETE clears the whole sync log (204)', async (s) => {
    const ex = await s.api.curl('DELETE /api/v1/sync-log');
    s.api.expectAnswer(ex, 204);
    expect((await s.api.call('GET /api/v1/sync-errors', {}, 200)).body).toEqual([]);
  }),
];
