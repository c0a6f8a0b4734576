import { describe, expect, it } from 'vitest';
import { parseStockFetchBody } from '../../../src/services/stock/levels/fetch-body.ts';

// batch-fetch-stock reads its common body shape without JSON.parse; whatever the text, the value (or the error)
// must be exactly JSON.parse's, since the schema, Ignored-Fields and the input guard judge that value.

const same = (text: string) => {
  let expected: unknown;
  let error: unknown;
  try {
    expected = JSON.parse(text);
  } catch (err) {
    error = err;
  }
  if (error) expect(() => parseStockFetchBody(text)).toThrow(SyntaxError);
  else expect(parseStockFetchBody(text)).toStrictEqual(expected);
};

describe('parseStockFetchBody', () => {
  it('the compact shapes integrations send: the same value as JSON.parse', () => {
    const skus = Array.from({ length: 1000 }, (_, i) => `SKU-${String(i).padStart(6, '0')}`);
    for (const body of [
      { skus },
      { skus, filter: { all_stock_locations: true } },
      { skus, filter: { all_stock_locations: false } },
      { skus: ['A'], filter: {} },
      { skus: [] },
      { skus: [], filter: { all_stock_locations: true } },
      { skus: ['é😀', "O'Brien", '%s,;', 'a b', '[x]', '{y}', ',', ':'] },
      { skus: ['A', 'A', 'B'] },
    ]) same(JSON.stringify(body));
  });

  it('everything else reads as JSON.parse reads it (escapes, spacing, other keys and orders, bad JSON)', () => {
    for (const text of [
      ' {"skus":["A"]}\n',
      '{ "skus": ["A", "B"] }',
      '{"skus":["A\\"B","C\\\\D","tab\\there","nul\\u0000"]}',
      '{"skus":["A","B"],"filter":{"stock_location_ids":["x"]}}',
      '{"filter":{"all_stock_locations":true},"skus":["A"]}',
      '{"skus":["A"],"skus":["B"]}',
      '{"skus":["A"],"colour":"red"}',
      '{"skus":["A"],"filter":{"all_stock_locations":true,"all_stock_locations":false}}',
      '{"skus":["A",1,null]}',
      '{"skus":"A"}',
      '{"skus":[""]}',
      '{"skus":["A",]}',
      '{"skus":["A"]',
      '{"skus":["A"]}}',
      '{"skus":["line\nbreak"]}',
      '{"skus":["A"],"filter":{"all_stock_locations":"true"}}',
      '[]',
      '',
      'not json',
    ]) same(text);
  });
});
