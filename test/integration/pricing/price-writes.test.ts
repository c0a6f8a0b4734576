import { beforeAll, describe, expect, it } from 'vitest';
import { readResponse, useHarness, type ApiResponse } from '../../helpers/harness.ts';
import { createLists, csv, priceMap, stagingCount, storedRows } from './price-writes-fixtures.ts';

// Price writes, success paths: the three PATCH endpoints in JSON and CSV, replacement semantics, CSV dialects,
// the cross-cutting rules (auth, media type, body limit), tenant isolation and the OpenAPI document.

const setup = useHarness({ workers: true });
let ids: Record<string, string>;
beforeAll(async () => {
  ids = await createLists(setup.h, setup.t, ['base', 'trade', 'retail', 'sku-a', 'sku-b', 'csv', 'mix', 'noop']);
});

const jobCount = async () => setup.h.deps.db.prisma.job.count({ where: { siteId: setup.t.siteId } });

describe('PATCH /api/v1/price-lists/{slug}/pricing', () => {
  it('applies a JSON array (numbers or strings, every optional field) and answers 204 with no body', async () => {
    const res = await setup.t.call('PATCH', '/api/v1/price-lists/base/pricing', [
      { sku: 'A', pricing: [{ quantity: 1, price: 10 }, { quantity: 10, price: '9.5', unit_of_measure: 'box', tax_type: 'net' }] },
      { sku: 'B', display_tax_rate: 20, pricing: [{ quantity: 1, price: '1.2345', tax_type: 'gross' }] },
      { sku: 'C', pricing: [{ quantity: 1, price: 0 }] },
    ]);
    expect(res.status, res.text).toBe(204);
    expect(res.text).toBe('');
    expect(await storedRows(setup.h, ids.base!)).toEqual([
      { sku: 'A', quantity: 1, price: '10.0000', unit_of_measure: null, tax_type: null, display_tax_rate: null },
      { sku: 'A', quantity: 10, price: '9.5000', unit_of_measure: 'box', tax_type: 'net', display_tax_rate: null },
      { sku: 'B', quantity: 1, price: '1.2345', unit_of_measure: null, tax_type: 'gross', display_tax_rate: '20.0000' },
      { sku: 'C', quantity: 1, price: '0.0000', unit_of_measure: null, tax_type: null, display_tax_rate: null },
    ]);
    expect(await stagingCount(setup.h)).toBe(0);
  });

  it("replaces only the SKUs sent: a SKU's unsent breaks go, other SKUs stay, empty pricing removes the SKU", async () => {
    const res = await setup.t.call('PATCH', '/api/v1/price-lists/base/pricing', [
      { sku: 'A', pricing: [{ quantity: 5, price: '8' }] },
      { sku: 'C', pricing: [] },
    ]);
    expect(res.status, res.text).toBe(204);
    expect(await priceMap(setup.h, ids.base!)).toEqual(['A@5=8.0000', 'B@1=1.2345']);
  });

  it('records the job as completed with its counts', async () => {
    const job = await setup.h.deps.db.prisma.job.findFirst({ where: { siteId: setup.t.siteId }, orderBy: { createdAt: 'desc' } });
    expect(job).toMatchObject({ type: 'price-import', status: 'completed', processed: 2, total: 2, integration: setup.t.credentialName });
    // A@1 and A@10 removed, C@1 removed; A@5 inserted.
    expect(job!.result).toEqual({ applied: 1, unchanged: 0, removed: 3, failed: 0 });
  });

  it('applies CSV: qty alias, empty quantity = 1, optional columns, extra columns ignored', async () => {
    const body = 'sku,qty,price,unit_of_measure,tax_type,display_tax_rate,comment\nA,1,5,,,,x\nA,5,4.5,each,gross,7.5,\nC,,3,,net,,\n';
    const res = await csv(setup.t, 'PATCH', '/api/v1/price-lists/trade/pricing', body);
    expect(res.status, res.text).toBe(204);
    expect(await storedRows(setup.h, ids.trade!)).toEqual([
      { sku: 'A', quantity: 1, price: '5.0000', unit_of_measure: null, tax_type: null, display_tax_rate: null },
      { sku: 'A', quantity: 5, price: '4.5000', unit_of_measure: 'each', tax_type: 'gross', display_tax_rate: '7.5000' },
      { sku: 'C', quantity: 1, price: '3.0000', unit_of_measure: null, tax_type: 'net', display_tax_rate: null },
    ]);
  });

  it('CSV: a row with an empty price removes the SKU; a quantity column can be absent', async () => {
    const res = await csv(setup.t, 'PATCH', '/api/v1/price-lists/trade/pricing', 'price,sku\n,A\n2,D\n');
    expect(res.status, res.text).toBe(204);
    expect(await priceMap(setup.h, ids.trade!)).toEqual(['C@1=3.0000', 'D@1=2.0000']);
  });

  it('CSV: an empty-price row next to priced rows of the same SKU adds no price (the priced rows are the new set)', async () => {
    await csv(setup.t, 'PATCH', '/api/v1/price-lists/mix/pricing', 'sku,quantity,price\nM,1,1\nM,2,2\nM,3,3\n');
    const res = await csv(setup.t, 'PATCH', '/api/v1/price-lists/mix/pricing', 'sku,quantity,price\nM,1,\nM,2,2.5\n');
    expect(res.status, res.text).toBe(204);
    expect(await priceMap(setup.h, ids.mix!)).toEqual(['M@2=2.5000']);
  });

  it('CSV dialects: BOM, CRLF, quoted fields with commas, quotes and line breaks, blank lines', async () => {
    const body = '\uFEFFsku,quantity,price,unit_of_measure\r\n"Q,1",1,"1.50","box, 12"\r\n\r\n"multi\r\nline",2,2,"say ""hi"""\r\n"tab\there\\x",1,3,\r\n';
    const res = await csv(setup.t, 'PATCH', '/api/v1/price-lists/csv/pricing', body);
    expect(res.status, res.text).toBe(204);
    expect(await storedRows(setup.h, ids.csv!)).toEqual([
      { sku: 'Q,1', quantity: 1, price: '1.5000', unit_of_measure: 'box, 12', tax_type: null, display_tax_rate: null },
      { sku: 'multi\r\nline', quantity: 2, price: '2.0000', unit_of_measure: 'say "hi"', tax_type: null, display_tax_rate: null },
      { sku: 'tab\there\\x', quantity: 1, price: '3.0000', unit_of_measure: null, tax_type: null, display_tax_rate: null },
    ]);
  });

  it('a media type parameter (charset) is fine', async () => {
    const res = await setup.t.call('PATCH', '/api/v1/price-lists/csv/pricing', 'sku,price\nZ,1\n', { 'Content-Type': 'text/csv; charset=utf-8' });
    expect(res.status, res.text).toBe(204);
    expect(await priceMap(setup.h, ids.csv!)).toContain('Z@1=1.0000');
  });

  it('an empty array or a CSV header alone changes nothing: 204 and no job', async () => {
    const before = await jobCount();
    const empty = await setup.t.call('PATCH', '/api/v1/price-lists/noop/pricing', []);
    expect(empty.status).toBe(204);
    expect(empty.headers.get('location')).toBeNull();
    expect((await csv(setup.t, 'PATCH', '/api/v1/price-lists/noop/pricing', 'sku,price\r\n')).status).toBe(204);
    expect(await jobCount()).toBe(before);
  });

  it('unknown JSON fields are applied around but named in Ignored-Fields, as [line].path', async () => {
    const res = await setup.t.call('PATCH', '/api/v1/price-lists/mix/pricing', [
      { sku: 'IG1', pricing: [{ quantity: 1, price: 1, pak_size: 6 }] },
      { sku: 'IG2', colour: 'red', pricing: [{ quantity: 1, price: 2 }] },
    ]);
    expect(res.status, res.text).toBe(204);
    expect(res.headers.get('ignored-fields')).toBe('[1].pricing[0].pak_size, [2].colour');
    expect(await priceMap(setup.h, ids.mix!)).toEqual(expect.arrayContaining(['IG1@1=1.0000', 'IG2@1=2.0000']));
    const clean = await setup.t.call('PATCH', '/api/v1/price-lists/mix/pricing', [{ sku: 'IG1', pricing: [{ quantity: 1, price: 1, unit_of_measure: 'box' }] }]);
    expect(clean.headers.get('ignored-fields')).toBeNull();
  });

  it("a 204 carries the job's Location, so the client can read the applied, unchanged and removed counts", async () => {
    await setup.t.call('PATCH', '/api/v1/price-lists/mix/pricing', [{ sku: 'L1', pricing: [{ quantity: 1, price: 1 }] }, { sku: 'L2', pricing: [{ quantity: 1, price: 2 }] }]);
    const res = await csv(setup.t, 'PATCH', '/api/v1/price-lists/mix/pricing', 'sku,price\nL1,1\nL2,\nL3,3\n');
    expect(res.status, res.text).toBe(204);
    expect(res.headers.get('location')).toMatch(/^\/api\/v1\/jobs\/[0-9a-f-]{36}$/);
    const job = await setup.t.call('GET', res.headers.get('location')!);
    expect(job.status).toBe(200);
    expect(job.body).toMatchObject({ status: 'completed', result: { applied: 1, unchanged: 1, removed: 1, failed: 0 } });
  });

  it('unknown list in the path: 404 resource-not-found', async () => {
    const res = await setup.t.call('PATCH', '/api/v1/price-lists/nope/pricing', [{ sku: 'A', pricing: [] }]);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ title: 'resource-not-found', status: 404 });
  });
});

describe('PATCH /api/v1/batch-update-pricing', () => {
  it('JSON: rows name their list; SKUs on other lists are untouched', async () => {
    await setup.t.call('PATCH', '/api/v1/price-lists/retail/pricing', [{ sku: 'KEEP', pricing: [{ quantity: 1, price: 1 }] }]);
    const res = await setup.t.call('PATCH', '/api/v1/batch-update-pricing', [
      { price_list_slug: 'retail', sku: 'R1', pricing: [{ quantity: 1, price: '11' }] },
      { price_list_slug: 'base', sku: 'B', pricing: [{ quantity: 2, price: '2' }] },
      { price_list_slug: 'retail', sku: 'R1', pricing: [{ quantity: 6, price: '10' }] },
    ]);
    expect(res.status, res.text).toBe(204);
    expect(await priceMap(setup.h, ids.retail!)).toEqual(['KEEP@1=1.0000', 'R1@1=11.0000', 'R1@6=10.0000']);
    expect(await priceMap(setup.h, ids.base!)).toEqual(['A@5=8.0000', 'B@2=2.0000']);
  });

  it('CSV with a price_list_slug column', async () => {
    const res = await csv(setup.t, 'PATCH', '/api/v1/batch-update-pricing', 'price_list_slug,sku,quantity,price\nretail,R2,1,7\nbase,A,1,1\nretail,R1,,\n');
    expect(res.status, res.text).toBe(204);
    expect(await priceMap(setup.h, ids.retail!)).toEqual(['KEEP@1=1.0000', 'R2@1=7.0000']);
    expect(await priceMap(setup.h, ids.base!)).toEqual(['A@1=1.0000', 'B@2=2.0000']);
  });
});

describe('PATCH /api/v1/pricing/{sku}', () => {
  it("JSON: replaces the SKU's rows on each named list, leaves its other lists alone", async () => {
    await setup.t.call('PATCH', '/api/v1/batch-update-pricing', [
      { price_list_slug: 'sku-a', sku: 'S', pricing: [{ quantity: 1, price: 1 }, { quantity: 2, price: 2 }] },
      { price_list_slug: 'sku-b', sku: 'S', pricing: [{ quantity: 1, price: 1 }] },
      { price_list_slug: 'sku-b', sku: 'OTHER', pricing: [{ quantity: 1, price: 1 }] },
    ]);
    const res = await setup.t.call('PATCH', '/api/v1/pricing/S', [{ price_list_slug: 'sku-a', pricing: [{ quantity: 3, price: '3.3' }] }]);
    expect(res.status, res.text).toBe(204);
    expect(await priceMap(setup.h, ids['sku-a']!)).toEqual(['S@3=3.3000']);
    expect(await priceMap(setup.h, ids['sku-b']!)).toEqual(['OTHER@1=1.0000', 'S@1=1.0000']);
  });

  it('JSON: empty pricing removes the SKU from that list; a matching sku member is accepted', async () => {
    const res = await setup.t.call('PATCH', '/api/v1/pricing/S', [{ price_list_slug: 'sku-b', sku: 'S', pricing: [] }]);
    expect(res.status, res.text).toBe(204);
    expect(await priceMap(setup.h, ids['sku-b']!)).toEqual(['OTHER@1=1.0000']);
  });

  it('CSV: price_list_slug, quantity, price (no sku column needed); URL-encoded SKUs', async () => {
    const res = await csv(setup.t, 'PATCH', `/api/v1/pricing/${encodeURIComponent('S 1/x')}`, 'price_list_slug,quantity,price\nsku-b,1,4\nsku-b,4,3\n');
    expect(res.status, res.text).toBe(204);
    expect(await priceMap(setup.h, ids['sku-b']!)).toEqual(['OTHER@1=1.0000', 'S 1/x@1=4.0000', 'S 1/x@4=3.0000']);
  });
});

describe('a job that fails within the wait', () => {
  it('answers 202 with the failed job (the request itself was valid)', async () => {
    const [doomed] = Object.values(await createLists(setup.h, setup.t, ['doomed']));
    const holder = await setup.h.deps.db.pool.connect();
    await holder.query('SELECT pg_advisory_lock(hashtext($1))', [doomed]);
    let pending: Promise<ApiResponse<any>> | undefined;
    try {
      pending = setup.t.call('PATCH', '/api/v1/price-lists/doomed/pricing', [{ sku: 'X', pricing: [{ quantity: 1, price: 1 }] }]);
      // The job is staged and waits for the lock; take its list away meanwhile.
      await expect.poll(() => setup.h.deps.db.prisma.job.count({ where: { siteId: setup.t.siteId, status: 'queued' } }), { timeout: 5000 }).toBe(1);
      await setup.h.deps.db.prisma.priceList.delete({ where: { id: doomed } });
    } finally {
      await holder.query('SELECT pg_advisory_unlock_all()');
      holder.release();
    }
    const res = await pending!;
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ status: 'failed', error: expect.stringContaining('deleted since the upload') });
    expect(res.headers.get('location')).toBe(`/api/v1/jobs/${res.body.id}`);
  });
});

describe('cross-cutting rules', () => {
  // Content-Length set as a real client sets it (the media type check reads it).
  const raw = (path: string, headers: Record<string, string>, body = '[]') =>
    setup.h
      .request(path, { method: 'PATCH', headers: { 'Site-Id': setup.t.siteId, 'Content-Length': String(Buffer.byteLength(body)), ...headers }, body })
      .then(readResponse);

  it('Pricing auth style: no Authorization 403, a malformed or unknown token 401', async () => {
    expect((await raw('/api/v1/batch-update-pricing', { 'Content-Type': 'application/json' })).status).toBe(403);
    expect((await raw('/api/v1/batch-update-pricing', { 'Content-Type': 'application/json', Authorization: 'Bearer nope' })).status).toBe(401);
  });

  it('another media type: 415 with an empty body', async () => {
    const res = await raw('/api/v1/price-lists/base/pricing', { 'Content-Type': 'application/xml', Authorization: `Bearer ${setup.t.token}` }, '<a/>');
    expect(res.status).toBe(415);
    expect(res.text).toBe('');
  });

  it('a declared body over 256 MiB: 413 before anything is read', async () => {
    const res = await raw('/api/v1/batch-update-pricing', {
      'Content-Type': 'text/csv',
      Authorization: `Bearer ${setup.t.token}`,
      'Content-Length': String(256 * 1024 * 1024 + 1),
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ title: 'payload-too-large', status: 413 });
  });
});

describe('tenant isolation', () => {
  it("another site cannot see or write this site's lists", async () => {
    const other = await setup.h.tenant();
    const byPath = await other.call('PATCH', '/api/v1/price-lists/base/pricing', [{ sku: 'X', pricing: [{ quantity: 1, price: 1 }] }]);
    expect(byPath.status).toBe(404);
    const byRow = await other.call('PATCH', '/api/v1/batch-update-pricing', [{ price_list_slug: 'base', sku: 'X', pricing: [] }]);
    expect(byRow.status).toBe(400);
    expect(byRow.body.errors).toEqual([{ line: 1, field: 'price_list_slug', message: 'no price list with slug "base"' }]);
    const crossToken = await setup.h
      .request('/api/v1/batch-update-pricing', {
        method: 'PATCH',
        headers: { 'Site-Id': setup.t.siteId, Authorization: `Bearer ${other.token}`, 'Content-Type': 'application/json' },
        body: '[]',
      })
      .then(readResponse);
    expect(crossToken.status).toBe(403);
    expect(await priceMap(setup.h, ids.base!)).not.toContain('X@1=1.0000');
  });

  it("the test environment does not see live's lists", async () => {
    const testEnv = await setup.h.tenant({ environment: 'test', testMode: true });
    const live = await setup.h.tenant({ siteId: testEnv.siteId });
    await createLists(setup.h, live, ['only-live']);
    const res = await testEnv.call('PATCH', '/api/v1/price-lists/only-live/pricing', [{ sku: 'X', pricing: [] }]);
    expect(res.status).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents the three operations with JSON and CSV bodies by reference', async () => {
    const doc = (await setup.h.request('/openapi.json').then((r) => readResponse<any>(r))).body;
    const op = doc.paths['/api/v1/price-lists/{slug}/pricing'].patch;
    expect(Object.keys(op.requestBody.content)).toEqual(['application/json', 'text/csv']);
    expect(op.requestBody.content['application/json'].schema.items.$ref).toBe('#/components/schemas/PriceUpdateItem');
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['202', '204', '400', '404', '413', '415']));
    expect(doc.paths['/api/v1/batch-update-pricing'].patch).toBeDefined();
    expect(doc.paths['/api/v1/pricing/{sku}'].patch).toBeDefined();
    for (const name of ['PriceUpdateItem', 'BatchPriceUpdateItem', 'SkuPriceUpdateItem', 'PriceUpdateProblem']) {
      expect(doc.components.schemas[name], name).toBeDefined();
    }
  });
});
