import { beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '../../../src/context.ts';
import { withTransaction } from '../../../src/db/transaction.ts';
import { ApiError } from '../../../src/http/problem.ts';
import { lockListForWrite } from '../../../src/services/pricing/price-lists/list-lock.ts';
import { PRICE_LIST_LOCK_SQL } from '../../../src/services/pricing/price-lists/lock-key.ts';
import { useHarness, type Tenant } from '../../helpers/harness.ts';

// Reading stored price rows: GET …/{slug}/pricing (JSON and CSV), GET /pricing/{sku}, DELETE …/{slug}/pricing.

const setup = useHarness({ tenant: { testMode: true } });
const ids = new Map<string, string>();

type Row = { sku: string; quantity: number; price: string; unitOfMeasure?: string | null; taxType?: string | null };

async function seed(tenant: Tenant, slug: string, rows: Row[]) {
  const list = await setup.h.deps.db.prisma.priceList.findFirstOrThrow({ where: { siteId: tenant.siteId, environment: tenant.environment, slug } });
  await setup.h.deps.db.prisma.price.createMany({
    data: rows.map((r) => ({ ...r, priceListId: list.id, siteId: tenant.siteId, environment: tenant.environment })),
  });
  return list.id;
}

beforeAll(async () => {
  for (const slug of ['retail', 'trade', 'empty']) {
    expect((await setup.t.call('POST', '/api/v1/price-lists', { slug, name: slug, currency_code: 'GBP' })).status).toBe(201);
  }
  ids.set(
    'retail',
    await seed(setup.t, 'retail', [
      { sku: 'WID-2', quantity: 10, price: '9', unitOfMeasure: 'box', taxType: 'gross' },
      { sku: 'WID-1', quantity: 100, price: '8.25' },
      { sku: 'WID-1', quantity: 1, price: '12.34', unitOfMeasure: 'each', taxType: 'net' },
      { sku: 'WID-1', quantity: 10, price: '10.5', unitOfMeasure: 'each', taxType: 'net' },
      { sku: 'A,"B"', quantity: 1, price: '0.0001', unitOfMeasure: 'say "hi",\nthen go' },
    ]),
  );
  ids.set('trade', await seed(setup.t, 'trade', [{ sku: 'WID-1', quantity: 5, price: '7', taxType: 'net' }]));
});

describe('GET /api/v1/price-lists/{slug}/pricing', () => {
  it('returns every row as JSON, by SKU then quantity, prices as JSON numbers', async () => {
    const res = await setup.t.call('GET', '/api/v1/price-lists/retail/pricing');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(res.body).toEqual([
      { sku: 'A,"B"', quantity: 1, price: 0.0001, unit_of_measure: 'say "hi",\nthen go', tax_type: null, display_tax_rate: null },
      { sku: 'WID-1', quantity: 1, price: 12.34, unit_of_measure: 'each', tax_type: 'net', display_tax_rate: null },
      { sku: 'WID-1', quantity: 10, price: 10.5, unit_of_measure: 'each', tax_type: 'net', display_tax_rate: null },
      { sku: 'WID-1', quantity: 100, price: 8.25, unit_of_measure: null, tax_type: null, display_tax_rate: null },
      { sku: 'WID-2', quantity: 10, price: 9, unit_of_measure: 'box', tax_type: 'gross', display_tax_rate: null },
    ]);
  });

  it('returns CSV for Accept: text/csv, quoting fields with commas, quotes and line breaks (RFC 4180)', async () => {
    const res = await setup.t.call('GET', '/api/v1/price-lists/retail/pricing', undefined, { Accept: 'text/csv' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="retail-pricing.csv"');
    expect(res.text).toBe(
      [
        'sku,quantity,price,unit_of_measure,tax_type',
        '"A,""B""",1,0.0001,"say ""hi"",\nthen go",',
        'WID-1,1,12.3400,each,net',
        'WID-1,10,10.5000,each,net',
        'WID-1,100,8.2500,,',
        'WID-2,10,9.0000,box,gross',
        '',
      ].join('\r\n'),
    );
  });

  it.each([
    ['application/json, text/csv', 'json'],
    ['text/csv;q=0.5, application/json', 'json'],
    ['application/json;q=0.2, text/csv', 'csv'],
    ['text/*, text/csv', 'csv'],
    ['*/*', 'json'],
    ['application/xml', 'json'],
  ])('Accept %s → %s', async (accept, format) => {
    const res = await setup.t.call('GET', '/api/v1/price-lists/trade/pricing', undefined, { Accept: accept });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(format === 'csv' ? /^text\/csv/ : /^application\/json/);
  });

  it('204 with an empty body when the list has no rows (JSON and CSV)', async () => {
    for (const accept of ['application/json', 'text/csv']) {
      const res = await setup.t.call('GET', '/api/v1/price-lists/empty/pricing', undefined, { Accept: accept });
      expect(res.status).toBe(204);
      expect(res.text).toBe('');
    }
  });
});

describe('GET /api/v1/pricing/{sku}', () => {
  it("returns the SKU's rows on every list, lists by slug, breaks by quantity", async () => {
    const res = await setup.t.call('GET', '/api/v1/pricing/WID-1');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        price_list_slug: 'retail',
        pricing: [
          { quantity: 1, price: 12.34, unit_of_measure: 'each', tax_type: 'net', display_tax_rate: null },
          { quantity: 10, price: 10.5, unit_of_measure: 'each', tax_type: 'net', display_tax_rate: null },
          { quantity: 100, price: 8.25, unit_of_measure: null, tax_type: null, display_tax_rate: null },
        ],
      },
      { price_list_slug: 'trade', pricing: [{ quantity: 5, price: 7, unit_of_measure: null, tax_type: 'net', display_tax_rate: null }] },
    ]);
  });

  it('decodes the path: a SKU with a comma, quotes, a space, a slash or a percent sign', async () => {
    const res = await setup.t.call('GET', `/api/v1/pricing/${encodeURIComponent('A,"B"')}`);
    expect(res.body).toEqual([{ price_list_slug: 'retail', pricing: [expect.objectContaining({ quantity: 1, price: 0.0001 })] }]);
    await seed(setup.t, 'trade', [{ sku: 'X/Y Z', quantity: 1, price: '3' }]);
    const slash = await setup.t.call('GET', `/api/v1/pricing/${encodeURIComponent('X/Y Z')}`);
    expect(slash.status).toBe(200);
    expect(slash.body).toEqual([{ price_list_slug: 'trade', pricing: [{ quantity: 1, price: 3, unit_of_measure: null, tax_type: null, display_tax_rate: null }] }]);
    await seed(setup.t, 'trade', [{ sku: '50%OFF', quantity: 2, price: '4' }]);
    const percent = await setup.t.call('GET', `/api/v1/pricing/${encodeURIComponent('50%OFF')}`);
    expect(percent.body).toEqual([{ price_list_slug: 'trade', pricing: [{ quantity: 2, price: 4, unit_of_measure: null, tax_type: null, display_tax_rate: null }] }]);
  });

  it('200 [] for a SKU no list prices', async () => {
    const res = await setup.t.call('GET', '/api/v1/pricing/NOBODY');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it("never shows another site's or the test environment's rows", async () => {
    const other = await setup.h.tenant();
    await other.call('POST', '/api/v1/price-lists', { slug: 'retail', name: 'theirs', currency_code: 'USD' });
    await seed(other, 'retail', [{ sku: 'WID-1', quantity: 1, price: '999' }]);
    const test = await setup.h.tenant({ siteId: setup.t.siteId, environment: 'test' });
    await test.call('POST', '/api/v1/price-lists', { slug: 'aaa-test', name: 'test', currency_code: 'GBP' });
    await seed(test, 'aaa-test', [{ sku: 'WID-1', quantity: 1, price: '555' }]);

    const mine = await setup.t.call('GET', '/api/v1/pricing/WID-1');
    expect(mine.body.map((e: any) => e.price_list_slug)).toEqual(['retail', 'trade']);
    expect(JSON.stringify(mine.body)).not.toMatch(/999|555/);
    expect((await other.call('GET', '/api/v1/pricing/WID-1')).body).toEqual([
      { price_list_slug: 'retail', pricing: [{ quantity: 1, price: 999, unit_of_measure: null, tax_type: null, display_tax_rate: null }] },
    ]);
    expect((await test.call('GET', '/api/v1/pricing/WID-1')).body.map((e: any) => e.price_list_slug)).toEqual(['aaa-test']);
    expect((await test.call('GET', '/api/v1/price-lists/retail/pricing')).status).toBe(404);
    expect((await other.call('GET', '/api/v1/price-lists/retail/pricing')).body).toHaveLength(1);
  });
});

describe('DELETE /api/v1/price-lists/{slug}/pricing', () => {
  it('waits for an import holding the list lock, then empties only that list (204)', async () => {
    await setup.t.call('POST', '/api/v1/price-lists', { slug: 'busy', name: 'busy', currency_code: 'GBP' });
    const busyId = await seed(setup.t, 'busy', [{ sku: 'B-1', quantity: 1, price: '1' }, { sku: 'B-2', quantity: 1, price: '2' }]);
    // Play the import worker: hold the same key the worker takes.
    const worker = await setup.h.deps.db.pool.connect();
    await worker.query('BEGIN');
    await worker.query(PRICE_LIST_LOCK_SQL, [busyId]);
    let finished = false;
    const pending = setup.t.call('DELETE', '/api/v1/price-lists/busy/pricing').then((r) => ((finished = true), r));
    await new Promise((r) => setTimeout(r, 500));
    expect(finished).toBe(false);
    await worker.query('COMMIT');
    worker.release();
    const res = await pending;
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect((await setup.t.call('GET', '/api/v1/price-lists/busy/pricing')).status).toBe(204);
    expect((await setup.t.call('GET', '/api/v1/price-lists/retail/pricing')).body).toHaveLength(5);
    expect((await setup.t.call('GET', '/api/v1/price-lists/busy')).status).toBe(200);
  });

  it('an empty list empties fine (204)', async () => {
    expect((await setup.t.call('DELETE', '/api/v1/price-lists/empty/pricing')).status).toBe(204);
  });

  it('gives up with 409 concurrent-update when the lock stays taken past the wait', async () => {
    const worker = await setup.h.deps.db.pool.connect();
    await worker.query('BEGIN');
    await worker.query(PRICE_LIST_LOCK_SQL, [ids.get('trade')]);
    const ctx: Ctx = { siteId: setup.t.siteId, environment: 'live', credential: null, requestId: 't', log: setup.h.deps.log, db: setup.h.deps.db.prisma, deps: setup.h.deps };
    const err = await withTransaction(ctx, (tx) => lockListForWrite(tx, ids.get('trade')!, 300)).catch((e: unknown) => e);
    await worker.query('ROLLBACK');
    worker.release();
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 409, title: 'concurrent-update' });
  });
});
