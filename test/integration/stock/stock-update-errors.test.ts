import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../helpers/harness.ts';
import { createLocations, levelMap } from './stock-fixtures.ts';

// The bulk write rule for batch-update-stock: the whole body is validated first; any invalid item is a 400 that
// names it (code, field, line) in `errors` and in `detail`, and nothing is applied.

const setup = useHarness({ workers: true });
let loc: Record<string, string>;
beforeAll(async () => {
  loc = await createLocations(setup.t, ['north']);
  const res = await setup.t.call('POST', '/api/v1/batch-update-stock', [{ sku: 'KEEP', stock_location_external_id: 'north', stock_level: 9 }]);
  expect(res.status, res.text).toBe(204);
});

const update = (body: unknown, headers?: Record<string, string>) => setup.t.call('POST', '/api/v1/batch-update-stock', body, headers);

async function expectRejected(body: unknown, errors: { line: number; code: string; property: string; message?: RegExp }[]) {
  const res = await update(body);
  expect(res.status, res.text).toBe(400);
  expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
  expect(res.body.title).toBe('invalid-request-contents');
  expect(res.body.errors).toEqual(errors.map((e) => ({ line: e.line, code: e.code, property: e.property, message: e.message ? expect.stringMatching(e.message) : expect.any(String) })));
  // Every problem is spelled out in detail too, with its line.
  for (const e of res.body.errors) expect(res.body.detail).toContain(e.line === 0 ? `body: ${e.message}` : `line ${e.line} ${e.property}: ${e.message}`);
  expect(res.body.detail).toMatch(/nothing was applied/);
  expect(await levelMap(setup.h, setup.t)).toEqual(['KEEP@north=9']);
  return res;
}

const ok = (sku: string) => ({ sku, stock_location_external_id: 'north', stock_level: 1 });

describe('invalid items: 400 naming each, nothing applied', () => {
  it('an unknown location (by id and by external id), or another tenant\'s', async () => {
    const other = await setup.h.tenant();
    const theirs = (await other.call('GET', '/api/v1/stock-locations/default')).body.id;
    await expectRejected(
      [ok('A'), { sku: 'B', stock_location_id: '0b9e6a8e-4c71-4c55-9d6e-8a0f1f2f3a4b', stock_level: 1 }, { sku: 'C', stock_location_external_id: 'atlantis', stock_level: 1 }, { sku: 'D', stock_location_id: theirs, stock_level: 1 }],
      [
        { line: 2, code: 'resource-id-not-found', property: 'stock_location_id', message: /no stock location with id 0b9e6a8e/ },
        { line: 3, code: 'resource-id-not-found', property: 'stock_location_external_id', message: /external id "atlantis"/ },
        { line: 4, code: 'resource-id-not-found', property: 'stock_location_id' },
      ],
    );
  });

  it('both location keys, or neither, or a malformed id', async () => {
    await expectRejected(
      [{ sku: 'A', stock_location_id: loc.north, stock_location_external_id: 'north', stock_level: 1 }, { sku: 'B', stock_level: 1 }, { sku: 'C', stock_location_id: 'north', stock_level: 1 }],
      [
        { line: 1, code: 'body-mismatch', property: 'stock_location_id', message: /exactly one .* not both/ },
        { line: 2, code: 'missing-param', property: 'stock_location_id', message: /give one of stock_location_id and stock_location_external_id/ },
        { line: 3, code: 'resource-id-invalid', property: 'stock_location_id' },
      ],
    );
  });

  it('a SKU and location sent twice (by id and by external id alike): every repeat, with the line of the first', async () => {
    await expectRejected(
      [ok('A'), ok('B'), { sku: 'A', stock_location_id: loc.north, stock_level: 2 }, ok('A'), { sku: 'A', stock_location_external_id: 'default', stock_level: 1 }],
      [
        { line: 3, code: 'body-mismatch', property: 'sku', message: /SKU "A" at location "north" is sent more than once \(first on line 1\)/ },
        { line: 4, code: 'body-mismatch', property: 'sku', message: /first on line 1/ },
      ],
    );
  });

  it('a level that is not an integer, out of range, or missing; a bad min_stock_level and restock_date', async () => {
    await expectRejected(
      '[{"sku":"A","stock_location_external_id":"north","stock_level":4.5},' +
        '{"sku":"B","stock_location_external_id":"north","stock_level":"5"},' +
        '{"sku":"C","stock_location_external_id":"north","stock_level":1.0000000000000001},' +
        '{"sku":"D","stock_location_external_id":"north","stock_level":2147483648},' +
        '{"sku":"E","stock_location_external_id":"north"},' +
        '{"sku":"F","stock_location_external_id":"north","stock_level":1,"min_stock_level":-1,"restock_date":"2026-02-30"}]',
      [
        { line: 1, code: 'keyword-mismatch', property: 'stock_level', message: /must be an integer .* not 4\.5/ },
        { line: 2, code: 'keyword-mismatch', property: 'stock_level', message: /not "5"/ },
        { line: 3, code: 'keyword-mismatch', property: 'stock_level' },
        { line: 4, code: 'keyword-mismatch', property: 'stock_level', message: /between -2147483648 and 2147483647/ },
        { line: 5, code: 'missing-param', property: 'stock_level', message: /stock_level is required/ },
        { line: 6, code: 'keyword-mismatch', property: 'restock_date', message: /calendar date YYYY-MM-DD/ },
        { line: 6, code: 'keyword-mismatch', property: 'min_stock_level', message: /between 0 and/ },
      ].sort((a, b) => a.line - b.line),
    );
  });

  it('a missing or empty SKU, an item that is not an object', async () => {
    await expectRejected([{ stock_location_external_id: 'north', stock_level: 1 }, { sku: '  ', stock_location_external_id: 'north', stock_level: 1 }, 'A', null], [
      { line: 1, code: 'missing-param', property: 'sku' },
      { line: 2, code: 'keyword-mismatch', property: 'sku' },
      { line: 3, code: 'body-mismatch', property: 'item' },
      { line: 4, code: 'body-mismatch', property: 'item' },
    ]);
  });

  it('a body that is not an array, not JSON, or empty: one problem on line 0', async () => {
    await expectRejected({ sku: 'A' }, [{ line: 0, code: 'body-mismatch', property: 'body', message: /must be a JSON array/ }]);
    await expectRejected('[{"sku": ', [{ line: 0, code: 'body-mismatch', property: 'body', message: /not valid JSON/ }]);
    await expectRejected('', [{ line: 0, code: 'body-mismatch', property: 'body', message: /empty/ }]);
  });

  it('the detail counts rows and problems, and says nothing was applied', async () => {
    const res = await update([{ sku: 'A', stock_location_external_id: 'x', stock_level: 'y' }, ok('B')]);
    expect(res.body.detail).toMatch(/^1 invalid row\(s\) \(2 problems\); nothing was applied\. line 1 stock_location_external_id: .*; line 1 stock_level: /);
  });

  it('a body that is not JSON by media type is 415 with no body', async () => {
    const res = await update('sku,stock_level\nA,1\n', { 'Content-Type': 'text/csv' });
    expect(res.status).toBe(415);
    expect(res.text).toBe('');
  });
});
