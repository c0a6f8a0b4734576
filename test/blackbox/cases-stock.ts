import { expect } from 'vitest';
import { GONE } from './cases-core.ts';
import { fetchCase, need, settleBulkWrite, type Case } from './suite.ts';

// Stock: locations (the default one from first use, by id or external id), batch updates through the import
// job (204 or 202 + job), fetches and deletes of levels. The location deletes are in cases-delete.ts.

export const stockCases: Case[] = [
  fetchCase('GET /api/v1/stock-locations', 'lists the default location on first use', async (s) => {
    const { body } = await s.api.call('GET /api/v1/stock-locations', {}, 200);
    expect(body.map((l: { external_id: string }) => l.external_id)).toEqual(['default']);
  }),
  fetchCase('POST /api/v1/stock-locations', 'creates locations', async (s) => {
    for (const ext of ['bb-wh', ...GONE.map((via) => `bb-wh-gone-${via}`)]) {
      const { body } = await s.api.call('POST /api/v1/stock-locations', { json: { name: `Warehouse ${ext}`, external_id: ext } }, 201);
      s.state.set(`location-${ext}`, body.id);
    }
  }),
  fetchCase('GET /api/v1/stock-locations/{id}', 'reads a location by id and by external id', async (s) => {
    const id = need(s, 'location-bb-wh');
    expect((await s.api.call('GET /api/v1/stock-locations/{id}', { params: { id } }, 200)).body.external_id).toBe('bb-wh');
    expect((await s.api.call('GET /api/v1/stock-locations/{id}', { params: { id: 'bb-wh' } }, 200)).body.id).toBe(id);
  }),
  fetchCase('PATCH /api/v1/stock-locations/{id}', 'renames a location', async (s) => {
    const { body } = await s.api.call('PATCH /api/v1/stock-locations/{id}', { params: { id: 'bb-wh' }, json: { name: 'Berlin' } }, 200);
    expect(body.name).toBe('Berlin');
  }),
  fetchCase('POST /api/v1/batch-update-stock', 'sets levels at several locations', async (s) => {
    const json = [
      { sku: 'BB-BOLT-100', stock_location_external_id: 'default', stock_level: 120, min_stock_level: 10 },
      { sku: 'BB-BOLT-100', stock_location_id: need(s, 'location-bb-wh'), stock_level: 0, restock_date: '2026-12-15' },
      ...GONE.map((via) => ({ sku: 'BB-BOLT-200', stock_location_external_id: `bb-wh-gone-${via}`, stock_level: 7 })),
    ];
    await settleBulkWrite(s, await s.api.fetch('POST /api/v1/batch-update-stock', { json }));
  }),
  fetchCase('POST /api/v1/batch-fetch-stock', 'reads levels at every location', async (s) => {
    const json = { skus: ['BB-BOLT-100', 'BB-NONE'], filter: { all_stock_locations: true } };
    const { body } = await s.api.call('POST /api/v1/batch-fetch-stock', { json }, 200);
    expect(body).toHaveLength(1);
    expect(body[0].stock_levels.map((l: { stock_level: number }) => l.stock_level)).toEqual([120, 0]);
  }),
  fetchCase('POST /api/v1/batch-fetch-stock', 'answers concurrent large fetches each with its own levels (answer buffers are reused)', async (s) => {
    // Two sets of 400 SKUs at every location: each answer is ~150 KiB, in a buffer the API takes back once written.
    const sets = ['A', 'B'].map((set) => Array.from({ length: 400 }, (_, i) => `BB-BIG-${set}-${i}`));
    const level = (set: number, i: number) => set * 1000 + i;
    const json = sets.flatMap((skus, set) => skus.flatMap((sku, i) => ['default', 'bb-wh'].map((at) => ({ sku, stock_location_external_id: at, stock_level: level(set, i) }))));
    await settleBulkWrite(s, await s.api.fetch('POST /api/v1/batch-update-stock', { json }));
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, k) => s.api.call('POST /api/v1/batch-fetch-stock', { json: { skus: sets[k % 2], filter: { all_stock_locations: true } } }, 200)),
    );
    answers.forEach(({ body }, k) => {
      const set = k % 2;
      expect(body.map((r: { sku: string }) => r.sku)).toEqual(sets[set]);
      expect(body.every((r: { stock_levels: { stock_level: number }[] }, i: number) => r.stock_levels.length === 2 && r.stock_levels.every((l) => l.stock_level === level(set, i)))).toBe(true);
    });
  }),
  fetchCase('POST /api/v1/batch-delete-stock', 'removes one level', async (s) => {
    await s.api.call('POST /api/v1/batch-delete-stock', { json: [{ sku: 'BB-BOLT-100', stock_location_external_id: 'bb-wh' }] }, 204);
    const { body } = await s.api.call('POST /api/v1/batch-fetch-stock', { json: { skus: ['BB-BOLT-100'], filter: { stock_location_external_ids: ['bb-wh'] } } }, 200);
    expect(body).toEqual([]);
  }),
];
