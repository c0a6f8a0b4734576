import { beforeAll, describe, expect, it } from 'vitest';
import { getAvailableStock } from '../../../src/services/stock/index.ts';
import { useHarness } from '../../helpers/harness.ts';
import { createLocations, levelMap, waitForJob } from './stock-fixtures.ts';

// batch-update-stock (absolute levels per SKU and location, pairs not sent untouched), batch-fetch-stock (default
// location unless filtered, SKUs without levels left out) and batch-delete-stock, through the real worker.

const setup = useHarness({ workers: true });
let loc: Record<string, string>;
beforeAll(async () => {
  loc = await createLocations(setup.t, ['north', 'south']);
});

const fetchStock = (body: unknown) => setup.t.call('POST', '/api/v1/batch-fetch-stock', body);

describe('batch-update-stock', () => {
  it('stores absolute levels per (SKU, location) and answers 204 with the finished job in Location', async () => {
    const res = await setup.t.call('POST', '/api/v1/batch-update-stock', [
      { sku: 'A', stock_location_external_id: 'default', stock_level: 10, restock_date: '2026-12-15', min_stock_level: 2 },
      { sku: 'A', stock_location_id: loc.north, stock_level: 5 },
      { sku: 'B', stock_location_external_id: 'south', stock_level: -2 },
      { sku: 'C', stock_location_external_id: 'north', stock_level: 0 },
    ]);
    expect(res.status, res.text).toBe(204);
    const location = res.headers.get('location')!;
    expect(location).toMatch(/^\/api\/v1\/jobs\/[0-9a-f-]{36}$/);
    const job = (await setup.t.call('GET', location)).body;
    expect(job).toMatchObject({ type: 'stock-import', status: 'completed', progress: { processed: 4, total: 4 }, result: { applied: 4, unchanged: 0, removed: 0, failed: 0 } });
    expect(await levelMap(setup.h, setup.t)).toEqual(['A@default=10', 'A@north=5', 'B@south=-2', 'C@north=0']);
  });

  it('a second batch sets the pairs it sends and leaves the others untouched; re-sent values count as unchanged', async () => {
    const res = await setup.t.call('POST', '/api/v1/batch-update-stock', [
      { sku: 'A', stock_location_id: loc.north, stock_level: 7 },
      { sku: 'C', stock_location_external_id: 'north', stock_level: 0 },
      { sku: 'D', stock_location_external_id: 'north', stock_level: 1 },
    ]);
    expect(res.status, res.text).toBe(204);
    expect((await setup.t.call('GET', res.headers.get('location')!)).body.result).toEqual({ applied: 2, unchanged: 1, removed: 0, failed: 0 });
    expect(await levelMap(setup.h, setup.t)).toEqual(['A@default=10', 'A@north=7', 'B@south=-2', 'C@north=0', 'D@north=1']);
  });

  it('an item is its pair\'s whole record: restock_date and min_stock_level left out (or null) are stored as none', async () => {
    const read = async () => (await fetchStock({ skus: ['A'] })).body[0].stock_levels[0];
    expect(await read()).toMatchObject({ stock_level: 10, restock_date: '2026-12-15', min_stock_level: 2 });
    const same = await setup.t.call('POST', '/api/v1/batch-update-stock', [{ sku: 'A', stock_location_external_id: 'default', stock_level: 10, restock_date: '2026-12-15', min_stock_level: 2 }]);
    expect((await setup.t.call('GET', same.headers.get('location')!)).body.result).toMatchObject({ applied: 0, unchanged: 1 });
    const res = await setup.t.call('POST', '/api/v1/batch-update-stock', [{ sku: 'A', stock_location_external_id: 'default', stock_level: 11, min_stock_level: null }]);
    expect((await setup.t.call('GET', res.headers.get('location')!)).body.result).toMatchObject({ applied: 1, unchanged: 0 });
    // None set: the fields are left out of the answer (not sent as null).
    expect(await read()).toEqual({ stock_location_id: expect.any(String), stock_location_external_id: 'default', stock_level: 11 });
  });

  it('accepts integers written as 5.0 or 1e2, and names unknown item fields in Ignored-Fields', async () => {
    const res = await setup.t.call('POST', '/api/v1/batch-update-stock', '[{"sku":"E","stock_location_external_id":"south","stock_level":1e2,"colour":"red"},{"sku":"F","stock_location_external_id":"south","stock_level":5.0}]');
    expect(res.status, res.text).toBe(204);
    expect(res.headers.get('ignored-fields')).toBe('[1].colour');
    expect(await levelMap(setup.h, setup.t)).toEqual(expect.arrayContaining(['E@south=100', 'F@south=5']));
  });

  it('an empty array changes nothing and runs no job (204 without Location)', async () => {
    const res = await setup.t.call('POST', '/api/v1/batch-update-stock', []);
    expect(res.status).toBe(204);
    expect(res.headers.get('location')).toBeNull();
  });

  it('takes SKUs that no product has (a WMS may know them before the PIM)', async () => {
    expect((await setup.h.deps.db.prisma.variant.count({ where: { sku: 'UNKNOWN-TO-PIM' } }))).toBe(0);
    const res = await setup.t.call('POST', '/api/v1/batch-update-stock', [{ sku: 'UNKNOWN-TO-PIM', stock_location_external_id: 'default', stock_level: 4 }]);
    expect(res.status).toBe(204);
    expect(await levelMap(setup.h, setup.t)).toContain('UNKNOWN-TO-PIM@default=4');
  });
});

describe('batch-fetch-stock', () => {
  it('without a filter: the default location only, SKUs in the order asked, each once, those without levels left out', async () => {
    const res = await fetchStock({ skus: ['NONE', 'A', 'B', 'A'] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        sku: 'A',
        stock_levels: [
          // Only the contract's fields, none null: restock_date and min_stock_level are not set here.
          { stock_location_id: expect.any(String), stock_location_external_id: 'default', stock_level: 11 },
        ],
      },
    ]);
  });

  it('all_stock_locations: every location of each SKU, in location creation order', async () => {
    const res = await fetchStock({ skus: ['B', 'A', 'C'], filter: { all_stock_locations: true } });
    expect(res.body.map((r: any) => [r.sku, r.stock_levels.map((l: any) => `${l.stock_location_external_id}=${l.stock_level}`)])).toEqual([
      ['B', ['south=-2']],
      ['A', ['default=11', 'north=7']],
      ['C', ['north=0']],
    ]);
    expect(res.body[1].stock_levels[1]).toEqual({ stock_location_id: loc.north, stock_location_external_id: 'north', stock_level: 7 });
  });

  it('a level carries restock_date and min_stock_level when set, and no external id for a location without one', async () => {
    const t = await setup.h.tenant();
    const bare = await t.call('POST', '/api/v1/stock-locations', { name: 'No external id' });
    expect(bare.status, bare.text).toBe(201);
    const put = await t.call('POST', '/api/v1/batch-update-stock', [
      { sku: 'S', stock_location_id: bare.body.id, stock_level: 3, restock_date: '2027-01-31', min_stock_level: 0 },
      { sku: 'S', stock_location_external_id: 'default', stock_level: 4, min_stock_level: 1 },
    ]);
    expect(put.status, put.text).toBe(204);
    const res = await t.call('POST', '/api/v1/batch-fetch-stock', { skus: ['S'], filter: { all_stock_locations: true } });
    expect(res.body).toEqual([
      {
        sku: 'S',
        stock_levels: [
          { stock_location_id: expect.any(String), stock_location_external_id: 'default', stock_level: 4, min_stock_level: 1 },
          { stock_location_id: bare.body.id, stock_level: 3, restock_date: '2027-01-31', min_stock_level: 0 },
        ],
      },
    ]);
    // Cut to the one location (the levels are cut out of the cached element), the same fields.
    const one = await t.call('POST', '/api/v1/batch-fetch-stock', { skus: ['S'], filter: { stock_location_ids: [bare.body.id] } });
    expect(one.body).toEqual([{ sku: 'S', stock_levels: [{ stock_location_id: bare.body.id, stock_level: 3, restock_date: '2027-01-31', min_stock_level: 0 }] }]);
  });

  it('stock_location_ids (and external ids) choose the locations', async () => {
    const byId = await fetchStock({ skus: ['A', 'B'], filter: { stock_location_ids: [loc.north!.toUpperCase()] } });
    expect(byId.body).toEqual([{ sku: 'A', stock_levels: [expect.objectContaining({ stock_location_external_id: 'north', stock_level: 7 })] }]);
    const byExt = await fetchStock({ skus: ['A', 'B'], filter: { stock_location_external_ids: ['south', 'default'] } });
    expect(byExt.body.map((r: any) => r.sku)).toEqual(['A', 'B']);
    expect(byExt.body[0].stock_levels.map((l: any) => l.stock_location_external_id)).toEqual(['default']);
  });

  it('a body answers the same however its JSON is spelt; unknown fields are named in Ignored-Fields', async () => {
    const compact = await fetchStock('{"skus":["B","A"],"filter":{"all_stock_locations":true}}');
    const spaced = await fetchStock('{ "filter": { "all_stock_locations": true },\n  "skus": [ "B", "\u0041" ] }');
    expect(compact.status).toBe(200);
    expect(spaced.body).toEqual(compact.body);
    expect(compact.body.map((r: any) => r.sku)).toEqual(['B', 'A']);
    const extra = await fetchStock('{"skus":["A"],"colour":"red"}');
    expect(extra.status).toBe(200);
    expect(extra.headers.get('ignored-fields')).toBe('colour');
    expect(compact.headers.get('ignored-fields')).toBeNull();
  });

  it('an empty list of SKUs answers []; unknown or malformed locations and a filter naming both ways are 400', async () => {
    expect((await fetchStock({ skus: [] })).body).toEqual([]);
    const unknown = await fetchStock({ skus: ['A'], filter: { stock_location_ids: ['0b9e6a8e-4c71-4c55-9d6e-8a0f1f2f3a4b', 'bad'], stock_location_external_ids: ['nowhere'] } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([
      expect.objectContaining({ code: 'resource-id-not-found', property: 'filter.stock_location_ids[0]' }),
      expect.objectContaining({ code: 'resource-id-invalid', property: 'filter.stock_location_ids[1]' }),
      expect.objectContaining({ code: 'resource-id-not-found', property: 'filter.stock_location_external_ids[0]' }),
    ]);
    expect(unknown.body.detail).toMatch(/stock_location_ids\[0\]: no stock location with id .*; .*\[1\]: "bad" is not a UUID; .*external id "nowhere"/);
    const both = await fetchStock({ skus: ['A'], filter: { all_stock_locations: true, stock_location_ids: [loc.north] } });
    expect(both.status).toBe(400);
    expect(both.body.errors[0]).toMatchObject({ code: 'body-mismatch', property: 'filter' });
    const shape = await fetchStock({ skus: 'A' });
    expect(shape.status).toBe(400);
    expect(shape.body.errors[0]).toMatchObject({ code: 'keyword-mismatch', property: 'skus' });
    expect(shape.body.detail).toMatch(/^skus: /);
  });
});

describe('batch-fetch-stock with awkward text', () => {
  it('SKUs and external ids with quotes, backslashes, tabs, newlines, control characters and emoji come back exactly', async () => {
    const t = await setup.h.tenant();
    const ext = 'wh "north" \\ \'quoted\'';
    expect((await t.call('POST', '/api/v1/stock-locations', { name: 'Odd', external_id: ext })).status).toBe(201);
    const skus = ['A"B', 'C\\D', 'tab\there', 'line\nbreak', 'ctl\u0001\u0002x', 'é😀', "O'Brien", '%s,;'];
    const put = await t.call('POST', '/api/v1/batch-update-stock', skus.map((sku, i) => ({ sku, stock_location_external_id: ext, stock_level: i })));
    expect(put.status, put.text).toBe(204);
    const res = await t.call('POST', '/api/v1/batch-fetch-stock', { skus: [...skus, 'missing'], filter: { stock_location_external_ids: [ext] } });
    expect(res.status).toBe(200);
    expect(res.body.map((r: any) => [r.sku, r.stock_levels[0].stock_location_external_id, r.stock_levels[0].stock_level])).toEqual(skus.map((sku, i) => [sku, ext, i]));
  });
});

describe('getAvailableStock (the verb Ordering reads)', () => {
  it('sums the default location or every location; SKUs without levels are absent', async () => {
    const ctx = { siteId: setup.t.siteId, environment: setup.t.environment, credential: null, requestId: 'test', log: setup.h.deps.log, db: setup.h.deps.db.prisma, deps: setup.h.deps };
    expect(await getAvailableStock(ctx, ['A', 'B', 'NONE'])).toEqual(new Map([['A', 11]]));
    expect(await getAvailableStock(ctx, ['A', 'B', 'NONE', 'A'], 'all')).toEqual(new Map([['A', 18], ['B', -2]]));
  });
});

describe('batch-delete-stock', () => {
  it('removes the pairs sent (by id or external id) and nothing else; a pair without a level is no error', async () => {
    const res = await setup.t.call('POST', '/api/v1/batch-delete-stock', [
      { sku: 'A', stock_location_id: loc.north },
      { sku: 'B', stock_location_external_id: 'south' },
      { sku: 'NEVER', stock_location_external_id: 'south' },
    ]);
    expect(res.status, res.text).toBe(204);
    const left = await levelMap(setup.h, setup.t);
    expect(left).not.toContain('A@north=7');
    expect(left).not.toContain('B@south=-2');
    expect(left).toEqual(expect.arrayContaining(['A@default=11', 'C@north=0', 'D@north=1']));
  });

  it('all or nothing: an item with both keys, neither, or an unknown location is a 400 naming it, and nothing is removed', async () => {
    const before = await levelMap(setup.h, setup.t);
    const res = await setup.t.call('POST', '/api/v1/batch-delete-stock', [
      { sku: 'C', stock_location_external_id: 'north' },
      { sku: 'A', stock_location_external_id: 'default', stock_location_id: loc.north },
      { sku: 'A' },
      { sku: 'A', stock_location_external_id: 'atlantis' },
      { sku: 'A', stock_location_id: 'not-a-uuid' },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { code: 'body-mismatch', message: expect.stringMatching(/not both/), property: '[1].stock_location_id' },
      { code: 'missing-param', message: expect.any(String), property: '[2].stock_location_id' },
      { code: 'resource-id-not-found', message: 'no stock location with external id "atlantis"', property: '[3].stock_location_external_id' },
      { code: 'resource-id-invalid', message: expect.any(String), property: '[4].stock_location_id' },
    ]);
    expect(res.body.detail).toContain('[3].stock_location_external_id: no stock location with external id "atlantis"');
    expect(await levelMap(setup.h, setup.t)).toEqual(before);
  });

  it('waits for an import into the same location, then deletes after it (never interleaved)', async () => {
    const holder = await setup.h.deps.db.pool.connect();
    await holder.query('SELECT pg_advisory_lock(hashtext($1))', [`stock:${loc.south}`]);
    let settled = false;
    const pending = setup.t.call('POST', '/api/v1/batch-delete-stock', [{ sku: 'E', stock_location_external_id: 'south' }]).then((r) => {
      settled = true;
      return r;
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(settled).toBe(false);
    await holder.query('SELECT pg_advisory_unlock_all()');
    holder.release();
    expect((await pending).status).toBe(204);
    expect(await levelMap(setup.h, setup.t)).not.toContain('E@south=100');
  });
});

describe('202 and the job', () => {
  it('a batch still running after BULK_WAIT_MS answers 202 with Location and the job', async () => {
    const slow = await setup.h.tenant();
    const holderKey = `stock:${(await slow.call('GET', '/api/v1/stock-locations/default')).body.id}`;
    const holder = await setup.h.deps.db.pool.connect();
    await holder.query('SELECT pg_advisory_lock(hashtext($1))', [holderKey]);
    const original = setup.h.deps.config.BULK_WAIT_MS;
    (setup.h.deps.config as { BULK_WAIT_MS: number }).BULK_WAIT_MS = 200;
    try {
      const res = await slow.call('POST', '/api/v1/batch-update-stock', [{ sku: 'Q', stock_location_external_id: 'default', stock_level: 1 }]);
      expect(res.status).toBe(202);
      expect(res.body).toMatchObject({ type: 'stock-import', progress: { total: 1 }, finished_at: null });
      expect(res.headers.get('location')).toBe(`/api/v1/jobs/${res.body.id}`);
      await holder.query('SELECT pg_advisory_unlock_all()');
      expect(await waitForJob(slow, res.body.id)).toMatchObject({ status: 'completed', result: { applied: 1 } });
    } finally {
      (setup.h.deps.config as { BULK_WAIT_MS: number }).BULK_WAIT_MS = original;
      await holder.query('SELECT pg_advisory_unlock_all()');
      holder.release();
    }
  });
});
