import { parse, stringify } from 'lossless-json';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../helpers/harness.ts';

// Contract §0 "Values": stored price rows carry `price` and `display_tax_rate` as JSON numbers written from the
// stored decimal's exact text, trailing zeros dropped. The raw response text is compared, never a parsed float.

const setup = useHarness({ workers: true });

/** Every stored row of the tenant as PostgreSQL's own text, the ground truth a round trip must keep. */
async function storedRows() {
  const { rows } = await setup.h.deps.db.pool.query(
    `SELECT l.slug, p.sku, p.quantity, p.price::text, p.unit_of_measure, p.tax_type, p.display_tax_rate::text
     FROM prices p JOIN price_lists l ON l.id = p.price_list_id WHERE p.site_id = $1 ORDER BY 1, 2, 3`,
    [setup.t.siteId],
  );
  return rows;
}

beforeAll(async () => {
  for (const slug of ['wire', 'other']) {
    expect((await setup.t.call('POST', '/api/v1/price-lists', { slug, name: slug, currency_code: 'EUR' })).status).toBe(201);
  }
  const rows = [
    { sku: 'N-1', display_tax_rate: '20', pricing: [{ quantity: 1, price: '0.0001' }, { quantity: 5, price: '12.3456', unit_of_measure: 'box', tax_type: 'gross' }] },
    { sku: 'N-2', display_tax_rate: '7.5', pricing: [{ quantity: 1, price: '99999999999.9999' }, { quantity: 2, price: '10.40', tax_type: 'net' }] },
    { sku: 'N-3', pricing: [{ quantity: 1, price: '999999999999999.9999' }, { quantity: 3, price: '12' }] },
  ];
  expect((await setup.t.call('PATCH', '/api/v1/price-lists/wire/pricing', rows)).status).toBe(204);
  const other = [{ sku: 'N-1', display_tax_rate: '0.0001', pricing: [{ quantity: 1, price: '0' }, { quantity: 7, price: '3.1000', tax_type: 'net', display_tax_rate: '19' }] }];
  expect((await setup.t.call('PATCH', '/api/v1/price-lists/other/pricing', other)).status).toBe(204);
});

describe('stored price rows on the wire', () => {
  it('GET …/{slug}/pricing writes price and display_tax_rate as exact number literals', async () => {
    const res = await setup.t.call('GET', '/api/v1/price-lists/wire/pricing');
    expect(res.status).toBe(200);
    expect(res.text).toBe(
      '[' +
        [
          '{"sku":"N-1","quantity":1,"price":0.0001,"unit_of_measure":null,"tax_type":null,"display_tax_rate":20}',
          '{"sku":"N-1","quantity":5,"price":12.3456,"unit_of_measure":"box","tax_type":"gross","display_tax_rate":20}',
          '{"sku":"N-2","quantity":1,"price":99999999999.9999,"unit_of_measure":null,"tax_type":null,"display_tax_rate":7.5}',
          '{"sku":"N-2","quantity":2,"price":10.4,"unit_of_measure":null,"tax_type":"net","display_tax_rate":7.5}',
          // 19 digits: a float would have written 1000000000000000.
          '{"sku":"N-3","quantity":1,"price":999999999999999.9999,"unit_of_measure":null,"tax_type":null,"display_tax_rate":null}',
          '{"sku":"N-3","quantity":3,"price":12,"unit_of_measure":null,"tax_type":null,"display_tax_rate":null}',
        ].join(',') +
        ']',
    );
  });

  it('GET /pricing/{sku} does the same, a rate per row', async () => {
    const res = await setup.t.call('GET', '/api/v1/pricing/N-1');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.text).toBe(
      '[{"price_list_slug":"other","pricing":[' +
        '{"quantity":1,"price":0,"unit_of_measure":null,"tax_type":null,"display_tax_rate":0.0001},' +
        '{"quantity":7,"price":3.1,"unit_of_measure":null,"tax_type":"net","display_tax_rate":19}]},' +
        '{"price_list_slug":"wire","pricing":[' +
        '{"quantity":1,"price":0.0001,"unit_of_measure":null,"tax_type":null,"display_tax_rate":20},' +
        '{"quantity":5,"price":12.3456,"unit_of_measure":"box","tax_type":"gross","display_tax_rate":20}]}]',
    );
    expect((await setup.t.call('GET', '/api/v1/pricing/NOWHERE')).text).toBe('[]');
  });

  it('CSV keeps the stored text with 4 places and its five columns', async () => {
    const res = await setup.t.call('GET', '/api/v1/price-lists/wire/pricing', undefined, { Accept: 'text/csv' });
    expect(res.text.split('\r\n').slice(0, 4)).toEqual([
      'sku,quantity,price,unit_of_measure,tax_type',
      'N-1,1,0.0001,,',
      'N-1,5,12.3456,box,gross',
      'N-2,1,99999999999.9999,,',
    ]);
  });

  it('the lookup and calculate-pricing keep decimal strings', async () => {
    const res = await setup.t.call('POST', '/api/v1/calculate-pricing', { skus: ['N-2'], price_list_slugs: ['wire'] });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).toContain('"99999999999.9999"');
  });
});

describe('a read written back unchanged leaves every row identical', () => {
  it('GET /pricing/{sku}, parsed and sent back to PATCH /pricing/{sku} as a JSON client would', async () => {
    const before = await storedRows();
    const read = await setup.t.call('GET', '/api/v1/pricing/N-1');
    expect((await setup.t.call('PATCH', '/api/v1/pricing/N-1', read.body)).status).toBe(204);
    expect(await storedRows()).toEqual(before);
  });

  it('GET …/{slug}/pricing, grouped by SKU and sent back to the list, 19-digit prices too', async () => {
    const before = await storedRows();
    // A decimal-aware client (lossless-json) keeps 999999999999999.9999 as written; the hub reads its digits.
    const text = (await setup.t.call('GET', '/api/v1/price-lists/wire/pricing')).text;
    const rows = parse(text) as { sku: string; [k: string]: unknown }[];
    expect(rows.map((r) => r.sku)).toContain('N-3');
    const items = new Map<string, unknown[]>();
    for (const { sku, ...row } of rows) items.set(sku, [...(items.get(sku) ?? []), row]);
    const body = stringify([...items].map(([sku, pricing]) => ({ sku, pricing })))!;
    expect(body).toContain('"price":999999999999999.9999');
    expect((await setup.t.call('PATCH', '/api/v1/price-lists/wire/pricing', body)).status).toBe(204);
    expect(await storedRows()).toEqual(before);
  });
});
