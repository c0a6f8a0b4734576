import { describe, it, expect } from 'vitest';
import { Decimal } from 'decimal.js';
import { resolvePrices } from '../../../../src/domain/pricing/index.ts';
import { check, customer, list, resolveOne, row, rule, skuInfo } from './fixtures.ts';
import type { Expected, Scenario } from './fixtures.ts';

// Catalog-facing rules of price resolution: variant and parent SKUs, unknown products, many lines.

const A = list('a');
const B = list('b');
const BASE = list('base');

describe('variant and parent SKUs', () => {
  const variant = [skuInfo('V-1', { parentSku: 'P-1' })];
  it.each<[string, Scenario, Expected]>([
    [
      "a variant's own price beats its parent's on the same list",
      { customer: { priceLists: ['a'] }, lists: [A], skus: variant, rows: [row('a', 'P-1', 1, 10), row('a', 'V-1', 1, 8)] },
      { unit: '8.0000', matchedSku: 'V-1' },
    ],
    [
      "falls back to the parent's price",
      { customer: { priceLists: ['a'] }, lists: [A], skus: variant, rows: [row('a', 'P-1', 1, 10)] },
      { unit: '10.0000', matchedSku: 'P-1', steps: ['a:used'] },
    ],
    [
      "list priority comes first: a parent price on the first list beats a variant price on the second",
      { customer: { priceLists: ['a', 'b'] }, lists: [A, B], skus: variant, rows: [row('a', 'P-1', 1, 10), row('b', 'V-1', 1, 8)] },
      { list: 'a', matchedSku: 'P-1' },
    ],
    [
      "variant rows below the first break do not fall back to the parent on that list",
      { customer: { priceLists: ['a', 'b'] }, lists: [A, B], skus: variant, rows: [row('a', 'V-1', 10, 8), row('a', 'P-1', 1, 10), row('b', 'V-1', 1, 9)], quantity: 2 },
      { list: 'b', unit: '9.0000', steps: ['a:below-first-break', 'b:used'] },
    ],
    [
      "a derived variant price beats a stored parent price on the same list",
      { customer: { priceLists: ['d'] }, lists: [list('d', { rules: [rule('base')] }), BASE], skus: variant, rows: [row('d', 'P-1', 1, 10), row('base', 'V-1', 1, 6)] },
      { list: 'd', unit: '6.0000', matchedSku: 'V-1', derived: true },
    ],
    [
      "the parent's price through a rule",
      { customer: { priceLists: ['d'] }, lists: [list('d', { rules: [rule('base', '0.5')] }), BASE], skus: variant, rows: [row('base', 'P-1', 1, 10)] },
      { unit: '15.0000', matchedSku: 'P-1', derived: true },
    ],
    [
      'a parent SKU equal to the SKU itself is harmless',
      { customer: { priceLists: ['a'] }, lists: [A], skus: [skuInfo('V-1', { parentSku: 'V-1' })], rows: [row('a', 'V-1', 1, 4)] },
      { unit: '4.0000' },
    ],
  ])('%s', (_name, scenario, expected) => {
    check(resolveOne(scenario), expected);
  });

  it('explains the parent fallback and the tried SKUs', () => {
    const used = resolveOne({ customer: { priceLists: ['a'] }, lists: [A], skus: variant, rows: [row('a', 'P-1', 1, 10)] });
    expect(used.explain[0]?.reason).toMatch(/parent SKU P-1 at break 1/);
    const none = resolveOne({ customer: { priceLists: ['a'] }, lists: [A], skus: variant });
    expect(none.explain[0]?.reason).toBe("the customer's own price_lists name 'a'; no price for SKU V-1 or its parent SKU P-1");
  });
});

describe('product-not-found or price-unavailable', () => {
  const notInCatalog = [skuInfo('V-1', { exists: false })];
  it.each<[string, Scenario, Expected]>([
    ['unknown SKU, no prices anywhere', { customer: { priceLists: ['a'] }, lists: [A], skus: notInCatalog }, { error: 'product-not-found', steps: ['a:no-price'] }],
    ['SKU missing from the catalog facts altogether', { customer: { priceLists: ['a'] }, lists: [A], skus: [] }, { error: 'product-not-found' }],
    ['unknown SKU and no lists', { lists: [], skus: notInCatalog }, { error: 'product-not-found', steps: [] }],
    ['a SKU only in price rows is priceable', { customer: { priceLists: ['a'] }, lists: [A], skus: notInCatalog, rows: [row('a', 'V-1', 1, 2)] }, { unit: '2.0000' }],
    ['a SKU only in price rows, below the first break', { customer: { priceLists: ['a'] }, lists: [A], skus: notInCatalog, rows: [row('a', 'V-1', 5, 2)] }, { error: 'price-unavailable' }],
    ['a catalog SKU without prices', { customer: { priceLists: ['a'] }, lists: [A] }, { error: 'price-unavailable', steps: ['a:no-price'] }],
  ])('%s', (_name, scenario, expected) => {
    check(resolveOne(scenario), expected);
  });

  it('says why in the message', () => {
    const none = resolveOne({ lists: [] });
    expect(!none.ok && none.error.message).toMatch(/No price lists apply/);
    const missing = resolveOne({ customer: { priceLists: ['a'] }, lists: [A], quantity: 4 });
    expect(!missing.ok && missing.error.message).toMatch(/SKU V-1 at quantity 4/);
  });
});

describe('resolvePrices with several lines', () => {
  it('prices each line independently, in request order, with Map inputs and mixed value types', () => {
    const results = resolvePrices({
      customer: customer({ priceLists: ['a', 'b'] }),
      lines: [
        { sku: 'X', quantity: 2 },
        { sku: 'Y', quantity: 1 },
        { sku: 'Z', quantity: 1 },
      ],
      skus: new Map([
        ['X', skuInfo('X')],
        ['Y', skuInfo('Y')],
        ['Z', skuInfo('Z', { exists: false })],
      ]),
      lists: new Map([
        ['a', A],
        ['b', B],
      ]),
      rows: [row('a', 'X', 1, new Decimal('1.5')), row('b', 'Y', 1, 2.25)],
    });
    expect(results.map((r) => [r.sku, r.ok ? `${r.priceListSlug} ${r.lineTotal.toFixed(2)}` : r.error.code])).toEqual([
      ['X', 'a 3.00'],
      ['Y', 'b 2.25'],
      ['Z', 'product-not-found'],
    ]);
  });

  it('carries the applied row’s unit of measure and tax type', () => {
    const result = resolveOne({
      customer: { priceLists: ['a'] },
      lists: [A],
      rows: [row('a', 'V-1', 1, 5, { unitOfMeasure: 'box', taxType: 'gross' })],
    });
    expect(result.ok && [result.unitOfMeasure, result.taxType, result.unitPrice.toString()]).toEqual(['box', 'gross', '5']);
  });

  it('returns [] for no lines', () => {
    expect(resolvePrices({ customer: customer(), lines: [], skus: [], lists: [], rows: [] })).toEqual([]);
  });
});
