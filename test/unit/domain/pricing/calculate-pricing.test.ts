import { describe, it, expect } from 'vitest';
import { calculatePricing } from '../../../../src/domain/pricing/index.ts';
import type { CalculatedPricing, PriceListInfo, PriceRow } from '../../../../src/domain/pricing/index.ts';
import { list, row, rule } from './fixtures.ts';

const lists: PriceListInfo[] = [
  list('a'),
  list('b'),
  list('base'),
  list('plus', { rules: [rule('base', '0.1')] }),
  list('mixed', { rules: [rule('base', '0.5')] }),
  list('x', { rules: [rule('y')] }),
  list('y', { rules: [rule('x')] }),
];
const rows: PriceRow[] = [
  row('a', 'S1', 10, 9),
  row('a', 'S1', 1, 10),
  row('b', 'S1', 1, 11),
  row('b', 'S2', 1, '0.5'),
  row('base', 'S3', 1, '2.0001'),
  row('base', 'S3', 5, 2),
  row('mixed', 'S3', 1, 1),
  row('a', 'ZERO', 1, 0),
];

describe('calculatePricing', () => {
  it.each<[string, string[], string[], CalculatedPricing[]]>([
    [
      'the first listed list with a price, with all its breaks as 4-place strings',
      ['S1'],
      ['a', 'b'],
      [{ sku: 'S1', price_list_slug: 'a', pricing: [{ quantity: 1, price: '10.0000' }, { quantity: 10, price: '9.0000' }] }],
    ],
    ['the order of price_list_slugs decides', ['S1'], ['b', 'a'], [{ sku: 'S1', price_list_slug: 'b', pricing: [{ quantity: 1, price: '11.0000' }] }]],
    [
      'a later list when the first lacks the SKU',
      ['S2'],
      ['a', 'b'],
      [{ sku: 'S2', price_list_slug: 'b', pricing: [{ quantity: 1, price: '0.5000' }] }],
    ],
    [
      'derived prices, rounded half-up to 4 places',
      ['S3'],
      ['plus'],
      [{ sku: 'S3', price_list_slug: 'plus', pricing: [{ quantity: 1, price: '2.2001' }, { quantity: 5, price: '2.2000' }] }],
    ],
    ['stored rows beat the rules', ['S3'], ['mixed'], [{ sku: 'S3', price_list_slug: 'mixed', pricing: [{ quantity: 1, price: '1.0000' }] }]],
    ['a zero price is a price', ['ZERO'], ['a'], [{ sku: 'ZERO', price_list_slug: 'a', pricing: [{ quantity: 1, price: '0.0000' }] }]],
    ['SKUs without a price are omitted', ['NOPE', 'S2'], ['a', 'b'], [{ sku: 'S2', price_list_slug: 'b', pricing: [{ quantity: 1, price: '0.5000' }] }]],
    ['unknown lists are skipped', ['S2'], ['ghost', 'b'], [{ sku: 'S2', price_list_slug: 'b', pricing: [{ quantity: 1, price: '0.5000' }] }]],
    ['no list exists: []', ['S1'], ['ghost', 'other'], []],
    ['no lists named: []', ['S1'], [], []],
    ['no SKUs: []', [], ['a'], []],
    ['a rule cycle ends without a price', ['S1'], ['x'], []],
    ['a SKU sent twice appears once', ['S2', 'S2'], ['b'], [{ sku: 'S2', price_list_slug: 'b', pricing: [{ quantity: 1, price: '0.5000' }] }]],
  ])('%s', (_name, skus, slugs, expected) => {
    expect(calculatePricing(skus, slugs, lists, rows)).toEqual(expected);
  });

  it('keeps the order of the requested SKUs', () => {
    expect(calculatePricing(['S2', 'S1'], ['a', 'b'], lists, rows).map((r) => r.sku)).toEqual(['S2', 'S1']);
  });
});
