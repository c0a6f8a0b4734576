import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../helpers/harness.ts';

// OWASP "CSV injection": the CSV export is an attachment a buyer opens in a spreadsheet, which runs a cell starting
// with = + - @ tab or CR as a formula. Imports store such text literally; the export neutralises the text cells
// (sku, unit_of_measure, tax_type) with a leading apostrophe and never touches the numbers.

const setup = useHarness({ workers: true });

const hostile = [
  { sku: "=cmd|' /C calc'!A0", pricing: [{ quantity: 1, price: '1', unit_of_measure: '@SUM(1+1)' }] },
  { sku: '+SKU', pricing: [{ quantity: 1, price: '2', unit_of_measure: '-each' }] },
  { sku: '-SKU', pricing: [{ quantity: 1, price: '3', unit_of_measure: '\tbox' }] },
  { sku: '@SKU', pricing: [{ quantity: 1, price: '4', unit_of_measure: '\rcase' }] },
  { sku: '＝FULLWIDTH', pricing: [{ quantity: 2, price: '5', unit_of_measure: 'pack=2', tax_type: 'net' }] },
  { sku: 'PLAIN-1', pricing: [{ quantity: 10, price: '0.0001', unit_of_measure: 'each' }] },
];

beforeAll(async () => {
  expect((await setup.t.call('POST', '/api/v1/price-lists', { slug: 'sheet', name: 'Sheet', currency_code: 'EUR' })).status).toBe(201);
  expect((await setup.t.call('PATCH', '/api/v1/price-lists/sheet/pricing', hostile)).status).toBe(204);
});

describe('CSV export of text a spreadsheet would run', () => {
  it('text cells starting with = + - @ tab or CR get a leading apostrophe; numbers and other cells are unchanged', async () => {
    const res = await setup.t.call('GET', '/api/v1/price-lists/sheet/pricing', undefined, { Accept: 'text/csv' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(res.text.split('\r\n')).toEqual(
      expect.arrayContaining([
        `'+SKU,1,2.0000,'-each,`,
        `'-SKU,1,3.0000,'\tbox,`,
        `'=cmd|' /C calc'!A0,1,1.0000,'@SUM(1+1),`,
        `'@SKU,1,4.0000,"'\rcase",`,
        `'＝FULLWIDTH,2,5.0000,pack=2,net`,
        'PLAIN-1,10,0.0001,each,',
      ]),
    );
  });

  it('imports take such text literally, and JSON reads return it unchanged', async () => {
    const res = await setup.t.call('GET', '/api/v1/price-lists/sheet/pricing');
    expect(res.status).toBe(200);
    const bySku = new Map((res.body as { sku: string; unit_of_measure: string | null }[]).map((r) => [r.sku, r.unit_of_measure]));
    expect(bySku.get("=cmd|' /C calc'!A0")).toBe('@SUM(1+1)');
    expect(bySku.get('-SKU')).toBe('\tbox');
    expect(bySku.get('@SKU')).toBe('\rcase');
  });

  it('a CSV import stores a leading apostrophe as part of the text (it is not an escape on the way in)', async () => {
    const csv = "sku,quantity,price\r\n'=LITERAL,1,7\r\n";
    const res = await setup.h.request('/api/v1/price-lists/sheet/pricing', {
      method: 'PATCH',
      headers: { 'Site-Id': setup.t.siteId, Authorization: `Bearer ${setup.t.token}`, 'Content-Type': 'text/csv' },
      body: csv,
    });
    expect(res.status).toBe(204);
    const rows = (await setup.t.call('GET', '/api/v1/price-lists/sheet/pricing')).body as { sku: string }[];
    expect(rows.map((r) => r.sku)).toContain("'=LITERAL");
  });
});
