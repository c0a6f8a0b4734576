import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useHarness, type ApiResponse } from '../../helpers/harness.ts';
import { createLists, csv, priceMap, stagingCount } from './price-writes-fixtures.ts';

// Price writes, every invalid body: exact lines, fields and messages, and nothing applied (no row changed,
// nothing left in staging, no job, no outbox row).

const setup = useHarness({ workers: true });
let ids: Record<string, string>;
const BASE = ['A@1=1.0000', 'A@10=0.9000', 'B@1=2.0000'];

beforeAll(async () => {
  ids = await createLists(setup.h, setup.t, ['base', 'other']);
  const seeded = await setup.t.call('PATCH', '/api/v1/price-lists/base/pricing', [
    { sku: 'A', pricing: [{ quantity: 1, price: 1 }, { quantity: 10, price: 0.9 }] },
    { sku: 'B', pricing: [{ quantity: 1, price: 2 }] },
  ]);
  expect(seeded.status).toBe(204);
});

let jobsBefore = 0;
let outboxBefore = 0;
const counts = async () => [await setup.h.deps.db.prisma.job.count(), await setup.h.deps.db.prisma.outboxEvent.count()] as const;
beforeEach(async () => {
  [jobsBefore, outboxBefore] = await counts();
});

/** detail counts rows, not problems; line 0 is the body as a whole. */
function detailFor(errors: { line: number }[]): string {
  const lines = new Set(errors.map((e) => e.line));
  const rows = lines.size - (lines.has(0) ? 1 : 0);
  const what = [rows ? `${rows} invalid row(s)` : '', lines.has(0) ? 'the body is invalid' : ''].filter(Boolean).join(' and ');
  return `${what}${errors.length > lines.size ? ` (${errors.length} problems)` : ''}; nothing was applied`;
}

/** The 400 of the bulk rule, with nothing applied anywhere. */
async function rejected(res: ApiResponse, errors: { line: number; field: string; message: string | RegExp }[]) {
  expect(res.status, res.text).toBe(400);
  expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
  expect(res.body).toMatchObject({ title: 'invalid-request-contents', status: 400, detail: detailFor(errors) });
  expect(res.body.errors).toEqual(errors.map((e) => ({ ...e, message: typeof e.message === 'string' ? e.message : expect.stringMatching(e.message) })));
  expect(await priceMap(setup.h, ids.base!)).toEqual(BASE);
  expect(await priceMap(setup.h, ids.other!)).toEqual([]);
  expect(await stagingCount(setup.h)).toBe(0);
  expect(await counts()).toEqual([jobsBefore, outboxBefore]);
}

const list = (body: unknown) => setup.t.call('PATCH', '/api/v1/price-lists/base/pricing', body);
const valid = { sku: 'A', pricing: [{ quantity: 1, price: 99 }] };

describe('JSON rows', () => {
  it('missing SKU, bad quantities, bad prices: one item per problem, in line order', async () => {
    const res = await list([
      valid,
      { pricing: [{ quantity: 1, price: 1 }] },
      { sku: 'C', pricing: [{ quantity: 1.5, price: 1 }, { quantity: 0, price: 1 }, { quantity: 'x', price: 1 }] },
      { sku: 'D', pricing: [{ quantity: 1, price: -1 }, { quantity: 2, price: 'abc' }, { quantity: 3, price: '1.23456' }, { quantity: 4 }] },
      { sku: '', pricing: [] },
    ]);
    await rejected(res, [
      { line: 2, field: 'sku', message: 'sku is required' },
      { line: 3, field: 'pricing[0].quantity', message: 'quantity must be an integer of at least 1' },
      { line: 3, field: 'pricing[1].quantity', message: 'quantity must be an integer of at least 1' },
      { line: 3, field: 'pricing[2].quantity', message: 'quantity must be an integer of at least 1' },
      { line: 4, field: 'pricing[0].price', message: 'price must not be negative' },
      { line: 4, field: 'pricing[1].price', message: 'price must be a decimal number' },
      { line: 4, field: 'pricing[2].price', message: 'price must have at most 4 decimal places' },
      { line: 4, field: 'pricing[3].price', message: 'price must be a number or a decimal string' },
      { line: 5, field: 'sku', message: 'sku is required' },
    ]);
  });

  it('other fields: item, pricing, unit_of_measure, tax_type, display_tax_rate', async () => {
    const res = await list([
      1,
      { sku: 'E' },
      { sku: 'F', pricing: {} },
      { sku: 'G', display_tax_rate: 101, pricing: [{ quantity: 1, price: 1, unit_of_measure: 5, tax_type: 'vat' }, 'x'] },
    ]);
    await rejected(res, [
      { line: 1, field: 'item', message: 'each item must be an object' },
      { line: 2, field: 'pricing', message: 'pricing is required' },
      { line: 3, field: 'pricing', message: 'pricing must be an array' },
      { line: 4, field: 'display_tax_rate', message: 'display_tax_rate must be at most 100' },
      { line: 4, field: 'pricing[0].unit_of_measure', message: 'unit_of_measure must be a string' },
      { line: 4, field: 'pricing[0].tax_type', message: 'tax_type must be net or gross' },
      { line: 4, field: 'pricing[1]', message: 'each pricing entry must be an object' },
    ]);
  });

  it('NUL characters in text fields (JSON escapes or raw CSV bytes)', async () => {
    await rejected(await list([{ sku: 'A\u0000B', pricing: [{ quantity: 1, price: 1, unit_of_measure: 'x\u0000' }] }]), [
      { line: 1, field: 'sku', message: 'sku must not contain NUL characters' },
      { line: 1, field: 'pricing[0].unit_of_measure', message: 'unit_of_measure must not contain NUL characters' },
    ]);
    await rejected(await csv(setup.t, 'PATCH', '/api/v1/price-lists/base/pricing', 'sku,price\nA\u0000,1\n'), [
      { line: 2, field: 'sku', message: 'sku must not contain NUL characters' },
    ]);
  });

  it('a (SKU, quantity) sent twice for one list, within an item or across items: every repeat, on its item', async () => {
    const res = await list([
      { sku: 'A', pricing: [{ quantity: 1, price: 1 }, { quantity: 2, price: 1 }] },
      { sku: 'B', pricing: [{ quantity: 1, price: 1 }] },
      { sku: 'A', pricing: [{ quantity: 2, price: 3 }] },
      { sku: 'B', pricing: [{ quantity: 1, price: 1 }, { quantity: 1, price: 2 }] },
      { sku: 'A', pricing: [] },
    ]);
    await rejected(res, [
      { line: 3, field: 'quantity', message: 'SKU "A" has quantity 2 more than once (first on line 1)' },
      { line: 4, field: 'quantity', message: 'SKU "B" has quantity 1 more than once (first on line 2)' },
      { line: 4, field: 'quantity', message: 'SKU "B" has quantity 1 more than once (first on line 2)' },
    ]);
  });

  it('batch: unknown price_list_slug and duplicates per list (the same key on two lists is fine)', async () => {
    const res = await setup.t.call('PATCH', '/api/v1/batch-update-pricing', [
      { price_list_slug: 'base', sku: 'A', pricing: [{ quantity: 1, price: 5 }] },
      { price_list_slug: 'other', sku: 'A', pricing: [{ quantity: 1, price: 5 }] },
      { price_list_slug: 'nope', sku: 'A', pricing: [] },
      { sku: 'A', pricing: [] },
      { price_list_slug: 'other', sku: 'A', pricing: [{ quantity: 1, price: 6 }] },
    ]);
    await rejected(res, [
      { line: 3, field: 'price_list_slug', message: 'no price list with slug "nope"' },
      { line: 4, field: 'price_list_slug', message: 'price_list_slug is required' },
      { line: 5, field: 'quantity', message: 'SKU "A" has quantity 1 more than once on price list "other" (first on line 2)' },
    ]);
  });

  it('pricing/{sku}: a different sku member, a missing slug', async () => {
    const res = await setup.t.call('PATCH', '/api/v1/pricing/A', [
      { price_list_slug: 'base', pricing: [{ quantity: 1, price: 5 }] },
      { price_list_slug: 'other', sku: 'B', pricing: [] },
      { pricing: [] },
    ]);
    await rejected(res, [
      { line: 2, field: 'sku', message: `sku must be absent or equal the path's SKU "A"` },
      { line: 3, field: 'price_list_slug', message: 'price_list_slug is required' },
    ]);
  });

  it('pricing/{sku}: the path SKU has the limits of a row SKU (blank or over 255 characters: 400, nothing staged)', async () => {
    for (const sku of ['%20%20', 'X'.repeat(256)]) {
      const res = await setup.t.call('PATCH', `/api/v1/pricing/${sku}`, [{ price_list_slug: 'base', pricing: [{ quantity: 1, price: 5 }] }]);
      expect(res.status, sku).toBe(400);
      expect(res.body.errors[0]).toMatchObject({ code: 'parameters-mismatch', property: 'sku' });
      expect(await counts()).toEqual([jobsBefore, outboxBefore]);
    }
  });
});

describe('JSON bodies', () => {
  it('not an array: one body item on line 0', async () => {
    await rejected(await list({ sku: 'A', pricing: [] }), [{ line: 0, field: 'body', message: 'the body must be a JSON array' }]);
    await rejected(await list('"text"'), [{ line: 0, field: 'body', message: 'the body must be a JSON array' }]);
  });

  it('malformed JSON: one body item on line 0', async () => {
    const res = await list('[{"sku":"A","pricing":[{"quantity":1,"price":1}]}, {"sku": ');
    await rejected(res, [{ line: 0, field: 'body', message: /^the body is not valid JSON: / }]);
  });

  it('an empty body: one body item on line 0 (JSON and CSV)', async () => {
    await rejected(await list(''), [{ line: 0, field: 'body', message: 'the body is empty' }]);
    await rejected(await csv(setup.t, 'PATCH', '/api/v1/price-lists/base/pricing', ''), [{ line: 0, field: 'body', message: 'the body is empty' }]);
  });

  it('detail counts rows, not problems: 4 bad rows with 6 problems', async () => {
    const res = await list([
      { sku: 'A', pricing: [{ quantity: 0, price: -1 }] },
      { sku: 'B', pricing: [{ quantity: 1, price: 'x' }, { quantity: 2, price: -2 }] },
      { sku: 'C', pricing: [{ quantity: 1, price: 1 }] },
      { sku: '', pricing: [{ quantity: 1, price: 1 }] },
      { sku: 'E', pricing: [{ quantity: 1.5, price: 1 }] },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveLength(6);
    expect(res.body.detail).toBe('4 invalid row(s) (6 problems); nothing was applied');
  });

  it('reports the first 1,000 problems and counts them all in detail', async () => {
    const items = Array.from({ length: 1500 }, (_, i) => ({ sku: `S${i}`, pricing: [{ quantity: 1, price: -1 }] }));
    const res = await list(items);
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('1500 invalid row(s); nothing was applied; errors lists the first 1000 problems only, fix them and send again to see the rest');
    expect(res.body.errors).toHaveLength(1000);
    expect(res.body.errors[999]).toEqual({ line: 1000, field: 'pricing[0].price', message: 'price must not be negative' });
    expect(await priceMap(setup.h, ids.base!)).toEqual(BASE);
    expect(await stagingCount(setup.h)).toBe(0);
  });
});

describe('CSV', () => {
  const put = (text: string) => csv(setup.t, 'PATCH', '/api/v1/price-lists/base/pricing', text);

  it('a missing sku or price column: one item per column on the header line', async () => {
    await rejected(await put('sku,quantity\nA,1\n'), [{ line: 1, field: 'price', message: 'the header has no "price" column (the header read was "sku,quantity")' }]);
    await rejected(await put('qty,cost\n1,1\n'), [
      { line: 1, field: 'sku', message: 'the header has no "sku" column (the header read was "qty,cost")' },
      { line: 1, field: 'price', message: 'the header has no "price" column (the header read was "qty,cost")' },
    ]);
    await rejected(await put('sku,qty,quantity,price\nA,1,1,1\n'), [{ line: 1, field: 'quantity', message: 'column "quantity" appears twice in the header' }]);
    await rejected(await csv(setup.t, 'PATCH', '/api/v1/batch-update-pricing', 'sku,price\nA,1\n'), [
      { line: 1, field: 'price_list_slug', message: 'the header has no "price_list_slug" column (the header read was "sku,price")' },
    ]);
  });

  it('a header with no sku column echoes what was read and names a semicolon or tab delimiter', async () => {
    const semi = 'the line is separated by semicolons, but this endpoint reads comma-separated values: export the file with "," as the delimiter';
    await rejected(await put('sku;quantity;price\nA;1;1\n'), [
      { line: 1, field: 'sku', message: `the header has no "sku" column (the header read was "sku;quantity;price"); ${semi}` },
      { line: 1, field: 'price', message: `the header has no "price" column (the header read was "sku;quantity;price"); ${semi}` },
    ]);
    const res = await put('sku\tprice\nA\t1\n');
    expect(res.body.errors[0].message).toContain('the line is separated by tabs');
  });

  it('a field-count mismatch after a decimal comma in the price says so', async () => {
    await rejected(await put('sku,quantity,price\nA,1,1,50\nB,1,1,extra\n'), [
      { line: 2, field: 'row', message: 'the row has 4 field(s); the header has 3; "1,50" looks like a decimal comma: write decimals with a point (1.50)' },
      { line: 3, field: 'row', message: 'the row has 4 field(s); the header has 3' },
    ]);
  });

  it('lines are where each record starts: quoted line breaks, blank lines and CRLF count', async () => {
    const body = [
      'sku,quantity,price', // 1
      '"A\nB",1,99', // 2-3
      'C,0,1', // 4
      '', // 5
      'D,1,-1', // 6
      '"E",1,"1.23456"', // 7
      '"F\r\n\r\nG",x,1', // 8-10
      'H,1', // 11
      'I,1,1,extra', // 12
      'J,2,', // 13: an empty price (the SKU sent with no prices) with a good quantity is fine
      'K,-3,', // 14
    ].join('\r\n');
    await rejected(await put(body), [
      { line: 4, field: 'quantity', message: 'quantity must be an integer of at least 1' },
      { line: 6, field: 'price', message: 'price must not be negative' },
      { line: 7, field: 'price', message: 'price must have at most 4 decimal places' },
      { line: 8, field: 'quantity', message: 'quantity must be an integer of at least 1' },
      { line: 11, field: 'row', message: 'the row has 2 field(s); the header has 3' },
      { line: 12, field: 'row', message: 'the row has 4 field(s); the header has 3' },
      { line: 14, field: 'quantity', message: 'quantity must be an integer of at least 1' },
    ]);
  });

  it('a (SKU, quantity) twice: the repeat is reported with the first line; empty-price rows are not repeats', async () => {
    await rejected(await put('sku,qty,price\nA,1,1\nB,1,1\nA,,2\nB,,\nB,,\n'), [
      { line: 4, field: 'quantity', message: 'SKU "A" has quantity 1 more than once (first on line 2)' },
    ]);
  });

  it('batch: an unknown price_list_slug, an empty one', async () => {
    const res = await csv(setup.t, 'PATCH', '/api/v1/batch-update-pricing', 'price_list_slug,sku,price\nbase,A,1\nnope,A,1\n,A,1\n');
    await rejected(res, [
      { line: 3, field: 'price_list_slug', message: 'no price list with slug "nope"' },
      { line: 4, field: 'price_list_slug', message: 'price_list_slug is required' },
    ]);
  });

  it('an unreadable file (a quote never closed): one body item', async () => {
    await rejected(await put('sku,price\nA,1\n"B,2\nC,3\n'), [{ line: expect.any(Number) as never, field: 'body', message: /^the CSV cannot be read: / }]);
  });

  it('an unreadable record: the rows before it are still checked, and the body item is on the line it starts', async () => {
    await rejected(await put('sku,quantity,price\nA,1,x\nB,1,1\nC",1,1\nD,1,y\n'), [
      { line: 2, field: 'price', message: 'price must be a decimal number' },
      { line: 4, field: 'body', message: /^the CSV cannot be read: field 1 has a quote/ },
    ]);
    await rejected(await put('sku,quantity,price\nA,1,-1\n"B,1,1\nC,1,1\nD,1,1\nE,1,1\nF,1,1\nG,1,1\n'), [
      { line: 2, field: 'price', message: 'price must not be negative' },
      { line: 3, field: 'body', message: 'the CSV cannot be read: quoted field 1 is never closed (the file ends inside it)' },
    ]);
  });

  it('blank lines only: no header row', async () => {
    await rejected(await put('\n\n'), [{ line: 0, field: 'body', message: 'the CSV has no header row' }]);
  });
});
