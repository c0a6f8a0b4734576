import { describe, it, expect } from 'vitest';
import { Decimal } from 'decimal.js';
import { resolvePrices } from '../../../../src/domain/pricing/index.ts';
import { check, list, resolveOne, row, rule, skuInfo } from './fixtures.ts';
import type { Expected, Scenario } from './fixtures.ts';

const A = list('a');
const B = list('b');
const BASE = list('base');

describe('choosing the list', () => {
  it.each<[string, Scenario, Expected]>([
    [
      'no lists at all: price-unavailable, nothing tried',
      { lists: [A], rows: [row('a', 'V-1', 1, 5)] },
      { error: 'price-unavailable', steps: [] },
    ],
    [
      "customer's own lists beat the group's",
      { customer: { priceLists: ['a'], groupPriceLists: ['b'] }, lists: [A, B], rows: [row('a', 'V-1', 1, 5), row('b', 'V-1', 1, 4)] },
      { list: 'a', unit: '5.0000', steps: ['a:used'] },
    ],
    [
      "group lists when the customer has none, even if the customer's would price it",
      { customer: { priceLists: [], groupPriceLists: ['b'] }, lists: [A, B], rows: [row('a', 'V-1', 1, 5), row('b', 'V-1', 1, 4)] },
      { list: 'b', unit: '4.0000', steps: ['b:used'] },
    ],
    [
      "the customer's lists are not merged with the group's: no fallback when they have no price",
      { customer: { priceLists: ['a'], groupPriceLists: ['b'] }, lists: [A, B], rows: [row('b', 'V-1', 1, 4)] },
      { error: 'price-unavailable', steps: ['a:no-price'] },
    ],
    [
      'an unknown list is skipped',
      { customer: { priceLists: ['ghost', 'a'] }, lists: [A], rows: [row('a', 'V-1', 1, 5), row('ghost', 'V-1', 1, 1)] },
      { list: 'a', steps: ['ghost:unknown-list', 'a:used'] },
    ],
    [
      'the first list with a price wins',
      { customer: { priceLists: ['a', 'b'] }, lists: [A, B], rows: [row('a', 'V-1', 1, 5), row('b', 'V-1', 1, 4)] },
      { list: 'a', unit: '5.0000', steps: ['a:used'] },
    ],
    [
      'a list without a price passes to the next',
      { customer: { priceLists: ['a', 'b'] }, lists: [A, B], rows: [row('a', 'OTHER', 1, 5), row('b', 'V-1', 1, 4)] },
      { list: 'b', unit: '4.0000', steps: ['a:no-price', 'b:used'] },
    ],
    [
      'a slug named twice is tried once',
      { customer: { priceLists: ['a', 'a', 'b'] }, lists: [A, B], rows: [row('b', 'V-1', 1, 4)] },
      { list: 'b', steps: ['a:no-price', 'b:used'] },
    ],
    [
      "a list in another currency is a candidate; the line takes the list's currency unconverted",
      { customer: { priceLists: ['eu'], currencyCode: 'USD' }, lists: [list('eu', { currencyCode: 'eur' })], rows: [row('eu', 'V-1', 2, 10)], quantity: 3 },
      { list: 'eu', unit: '10.0000', total: '30', currency: 'EUR' },
    ],
  ])('%s', (_name, scenario, expected) => {
    check(resolveOne(scenario), expected);
  });

  it('explains a currency difference', () => {
    const result = resolveOne({ customer: { priceLists: ['eu'] }, lists: [list('eu', { currencyCode: 'EUR' })], rows: [row('eu', 'V-1', 1, 10)] });
    expect(result.explain[0]?.reason).toMatch(/EUR differs from the customer's USD/);
  });
});

describe('rule-derived lists', () => {
  const plus10 = list('plus', { rules: [rule('base', '0.1', 'plus')] });
  const minusFx = list('fx', { currencyCode: 'EUR', rules: [rule('base', '0.25', 'minus', '1.2')] });
  it.each<[string, Scenario, Expected]>([
    [
      'plus adjustment',
      { customer: { priceLists: ['plus'] }, lists: [plus10, BASE], rows: [row('base', 'V-1', 1, 10)] },
      { list: 'plus', unit: '11.0000', derived: true, steps: ['plus:used'] },
    ],
    [
      'minus adjustment and exchange rate, in the derived list currency',
      { customer: { priceLists: ['fx'] }, lists: [minusFx, BASE], rows: [row('base', 'V-1', 1, 10)] },
      { list: 'fx', unit: '9.0000', currency: 'EUR', derived: true },
    ],
    [
      'a derived price is rounded half-up to 4 places (0.0001 × 1.5 = 0.00015)',
      { customer: { priceLists: ['half'] }, lists: [list('half', { rules: [rule('base', '0.5')] }), BASE], rows: [row('base', 'V-1', 1, '0.0001')] },
      { unit: '0.0002' },
    ],
    [
      'derived of derived',
      {
        customer: { priceLists: ['c'] },
        lists: [list('c', { rules: [rule('b', '0.5')] }), list('b', { rules: [rule('base', '0.1', 'minus')] }), BASE],
        rows: [row('base', 'V-1', 1, 10)],
      },
      { list: 'c', unit: '13.5000', derived: true },
    ],
    [
      "a derived list whose source lacks the SKU passes to the next list",
      { customer: { priceLists: ['plus', 'b'] }, lists: [plus10, BASE, B], rows: [row('base', 'OTHER', 1, 10), row('b', 'V-1', 1, 7)] },
      { list: 'b', unit: '7.0000', steps: ['plus:derived-source-missing', 'b:used'] },
    ],
    [
      "rules are tried in order: the second rule's source has the price",
      {
        customer: { priceLists: ['d'] },
        lists: [list('d', { rules: [rule('a'), rule('base', '0.2')] }), A, BASE],
        rows: [row('base', 'V-1', 1, 10)],
      },
      { list: 'd', unit: '12.0000' },
    ],
    [
      'stored rows on a list beat its rules',
      { customer: { priceLists: ['plus'] }, lists: [plus10, BASE], rows: [row('base', 'V-1', 1, 10), row('plus', 'V-1', 1, 5)] },
      { list: 'plus', unit: '5.0000', derived: false },
    ],
    [
      'a rule cycle is guarded and passes to the next list',
      {
        customer: { priceLists: ['x', 'b'] },
        lists: [list('x', { rules: [rule('y')] }), list('y', { rules: [rule('x')] }), B],
        rows: [row('b', 'V-1', 1, 3)],
      },
      { list: 'b', steps: ['x:derived-source-missing', 'b:used'] },
    ],
    [
      'a cycle on one rule does not stop a later rule',
      {
        customer: { priceLists: ['x'] },
        lists: [list('x', { rules: [rule('y'), rule('base')] }), list('y', { rules: [rule('x')] }), BASE],
        rows: [row('base', 'V-1', 1, 3)],
      },
      { list: 'x', unit: '3.0000', derived: true },
    ],
    [
      'a rule naming an unknown list is skipped',
      { customer: { priceLists: ['r'] }, lists: [list('r', { rules: [rule('gone')] })], rows: [row('gone', 'V-1', 1, 3)] },
      { error: 'price-unavailable', steps: ['r:derived-source-missing'] },
    ],
  ])('%s', (_name, scenario, expected) => {
    check(resolveOne(scenario), expected);
  });

  it('explains cycles, unknown sources and the derivation chain', () => {
    const cyc = resolveOne({
      customer: { priceLists: ['x'] },
      lists: [list('x', { rules: [rule('y'), rule('gone')] }), list('y', { rules: [rule('x')] })],
    });
    expect(cyc.explain[0]?.reason).toMatch(/'y' has no price/);
    expect(cyc.explain[0]?.reason).toMatch(/'gone' is not a known list/);
    const selfLoop = resolveOne({ customer: { priceLists: ['s'] }, lists: [list('s', { rules: [rule('s')] })] });
    expect(selfLoop.explain[0]?.reason).toMatch(/'s' would form a cycle/);
    const chain = resolveOne({
      customer: { priceLists: ['c'] },
      lists: [list('c', { rules: [rule('b')] }), list('b', { rules: [rule('base')] }), BASE],
      rows: [row('base', 'V-1', 1, 10)],
    });
    expect(chain.explain[0]?.reason).toMatch(/derived from 'b' via 'base'/);
  });

  it('returns every derived break, ascending', () => {
    const result = resolveOne({
      customer: { priceLists: ['plus'] },
      lists: [plus10, BASE],
      rows: [row('base', 'V-1', 10, 9), row('base', 'V-1', 1, 10)],
    });
    expect(result.ok && result.priceBreaks.map((b) => [b.quantity, b.price.toFixed(4)])).toEqual([
      [1, '11.0000'],
      [10, '9.9000'],
    ]);
  });
});

describe('quantity breaks', () => {
  const rows = [row('a', 'V-1', 100, 8), row('a', 'V-1', 1, 10), row('a', 'V-1', 10, 9)];
  it.each<[number, string]>([
    [1, '10.0000'],
    [9, '10.0000'],
    [10, '9.0000'],
    [50, '9.0000'],
    [99, '9.0000'],
    [100, '8.0000'],
    [5000, '8.0000'],
  ])('quantity %i uses %s (highest break ≤ quantity)', (quantity, unit) => {
    check(resolveOne({ customer: { priceLists: ['a'] }, lists: [A], rows, quantity }), { unit });
  });

  it('returns all breaks sorted by quantity', () => {
    const result = resolveOne({ customer: { priceLists: ['a'] }, lists: [A], rows, quantity: 10 });
    expect(result.ok && result.priceBreaks.map((b) => [b.quantity, b.price.toString()])).toEqual([
      [1, '10'],
      [10, '9'],
      [100, '8'],
    ]);
  });

  it.each<[string, Scenario, Expected]>([
    [
      'below the first break the list has no price; the next list is tried',
      { customer: { priceLists: ['a', 'b'] }, lists: [A, B], rows: [row('a', 'V-1', 10, 5), row('b', 'V-1', 1, 6)], quantity: 5 },
      { list: 'b', unit: '6.0000', steps: ['a:below-first-break', 'b:used'] },
    ],
    [
      'below the first break everywhere: price-unavailable',
      { customer: { priceLists: ['a'] }, lists: [A], rows: [row('a', 'V-1', 10, 5)], quantity: 9 },
      { error: 'price-unavailable', steps: ['a:below-first-break'] },
    ],
  ])('%s', (_name, scenario, expected) => {
    check(resolveOne(scenario), expected);
  });
});

describe('amounts, rounding and discount', () => {
  it.each<[string, Scenario, Expected]>([
    ['a zero price is a price', { customer: { priceLists: ['a'] }, lists: [A], rows: [row('a', 'V-1', 1, 0)], quantity: 3 }, { unit: '0.0000', total: '0' }],
    ['4-place prices are kept', { customer: { priceLists: ['a'] }, lists: [A], rows: [row('a', 'V-1', 1, '1.2345')] }, { unit: '1.2345', total: '1.23' }],
    ['line total rounds half-up to cents', { customer: { priceLists: ['a'] }, lists: [A], rows: [row('a', 'V-1', 1, '0.0125')], quantity: 1 }, { total: '0.01' }],
    ['line total 0.005 rounds up', { customer: { priceLists: ['a'] }, lists: [A], rows: [row('a', 'V-1', 1, '0.0005')], quantity: 10 }, { total: '0.01' }],
    ['discounted unit 0.00005 rounds up to 0.0001', { customer: { priceLists: ['a'], discountPercentage: 50 }, lists: [A], rows: [row('a', 'V-1', 1, '0.0001')] }, { unit: '0.0001' }],
    ['discount percentage comes off the unit price', { customer: { priceLists: ['a'], discountPercentage: '12.5' }, lists: [A], rows: [row('a', 'V-1', 1, 100)], quantity: 3 }, { unit: '87.5000', total: '262.5' }],
    ['a discount as a Decimal', { customer: { priceLists: ['a'], discountPercentage: new Decimal('33.3333') }, lists: [A], rows: [row('a', 'V-1', 1, 10)] }, { unit: '6.6667' }],
    ['a 100 % discount makes the line free', { customer: { priceLists: ['a'], discountPercentage: 100 }, lists: [A], rows: [row('a', 'V-1', 1, 10)] }, { unit: '0.0000', total: '0' }],
    ['a discount above 100 is clamped', { customer: { priceLists: ['a'], discountPercentage: 150 }, lists: [A], rows: [row('a', 'V-1', 1, 10)] }, { unit: '0.0000' }],
    ['a negative discount is ignored', { customer: { priceLists: ['a'], discountPercentage: -5 }, lists: [A], rows: [row('a', 'V-1', 1, 10)] }, { unit: '10.0000' }],
    ['the total uses the rounded unit price', { customer: { priceLists: ['a'], discountPercentage: '33.3333' }, lists: [A], rows: [row('a', 'V-1', 1, 10)], quantity: 3 }, { unit: '6.6667', total: '20' }],
    ['JPY totals have no minor units', { customer: { priceLists: ['jp'] }, lists: [list('jp', { currencyCode: 'JPY' })], rows: [row('jp', 'V-1', 1, '33.3333')], quantity: 3 }, { total: '100', currency: 'JPY' }],
    ['BHD totals have 3 minor units', { customer: { priceLists: ['bh'] }, lists: [list('bh', { currencyCode: 'BHD' })], rows: [row('bh', 'V-1', 1, '1.2345')], quantity: 1 }, { total: '1.235', currency: 'BHD' }],
  ])('%s', (_name, scenario, expected) => {
    check(resolveOne(scenario), expected);
  });

  it('reports the applied discount', () => {
    const withNone = resolveOne({ customer: { priceLists: ['a'] }, lists: [A], rows: [row('a', 'V-1', 1, 1)] });
    expect(withNone.ok && withNone.discountPercentage.toString()).toBe('0');
    const withSome = resolveOne({ customer: { priceLists: ['a'], discountPercentage: '7.5' }, lists: [A], rows: [row('a', 'V-1', 1, 1)] });
    expect(withSome.ok && withSome.discountPercentage.toString()).toBe('7.5');
  });

  it('breaks show list prices before the discount', () => {
    const result = resolveOne({ customer: { priceLists: ['a'], discountPercentage: 50 }, lists: [A], rows: [row('a', 'V-1', 1, 10)] });
    expect(result.ok && result.priceBreaks[0]?.price.toString()).toBe('10');
  });
});

describe('gross display prices', () => {
  const G = list('g', { taxInclusiveDisplay: true });
  const base: Scenario = { customer: { priceLists: ['g'] }, lists: [G], rows: [row('g', 'V-1', 1, 10)] };
  it.each<[string, Scenario, Expected]>([
    ['no gross without tax_inclusive_display', { ...base, lists: [list('g')], skus: [skuInfo('V-1', { taxRate: 20 })] }, { gross: null }],
    [
      "the customer's group settings' tax_inclusive_display adds it on a net list",
      { ...base, customer: { priceLists: ['g'], taxInclusiveDisplay: true }, lists: [list('g')], skus: [skuInfo('V-1', { taxRate: 20 })] },
      { gross: '12.0000' },
    ],
    ["the row's display_tax_rate first", { ...base, rows: [row('g', 'V-1', 1, 10, { displayTaxRate: 20 })], skus: [skuInfo('V-1', { taxRate: 7 })], defaultTaxRate: 19 }, { gross: '12.0000' }],
    ["then the variant's tax rate", { ...base, skus: [skuInfo('V-1', { taxRate: 7 })], defaultTaxRate: 19 }, { gross: '10.7000' }],
    ["then the settings' default rate", { ...base, defaultTaxRate: '19' }, { gross: '11.9000' }],
    ['no rate anywhere: gross equals net', base, { gross: '10.0000' }],
    ['gross is taken from the discounted unit price', { ...base, customer: { priceLists: ['g'], discountPercentage: 10 }, defaultTaxRate: 20 }, { unit: '9.0000', gross: '10.8000' }],
    ['gross rounds half-up to 4 places', { ...base, rows: [row('g', 'V-1', 1, '1.2345', { displayTaxRate: 19 })] }, { gross: '1.4691' }],
    ['a zero display rate is a rate', { ...base, rows: [row('g', 'V-1', 1, 10, { displayTaxRate: 0 })], defaultTaxRate: 20 }, { gross: '10.0000' }],
    [
      "a derived list's own tax_inclusive_display decides, with the source row's display rate",
      { customer: { priceLists: ['d'] }, lists: [list('d', { taxInclusiveDisplay: true, rules: [rule('base')] }), BASE], rows: [row('base', 'V-1', 1, 10, { displayTaxRate: 5 })] },
      { gross: '10.5000' },
    ],
    [
      "a parent row's display rate, else the variant's own rate",
      { ...base, rows: [row('g', 'P-1', 1, 10)], skus: [skuInfo('V-1', { parentSku: 'P-1', taxRate: 25 })] },
      { matchedSku: 'P-1', gross: '12.5000' },
    ],
  ])('%s', (_name, scenario, expected) => {
    check(resolveOne(scenario), expected);
  });
});

describe('explain: false', () => {
  it('prices exactly as with explanations, and writes no steps', () => {
    const input = {
      customer: { priceLists: ['missing', 'a', 'b'], groupPriceLists: [], discountPercentage: 5, currencyCode: 'USD' },
      lines: [
        { sku: 'V-1', quantity: 3 },
        { sku: 'V-2', quantity: 1 },
      ],
      skus: [skuInfo('V-1'), skuInfo('V-2')],
      lists: [A, B],
      rows: [row('a', 'V-1', 5, 9), row('b', 'V-1', 1, 10), row('b', 'V-2', 2, 4)],
    };
    const explained = resolvePrices(input);
    const quiet = resolvePrices({ ...input, explain: false });
    expect(explained.map((r) => r.explain.length)).toEqual([3, 3]);
    expect(quiet.map((r) => r.explain)).toEqual([[], []]);
    expect(quiet).toEqual(explained.map((r) => ({ ...r, explain: [] })));
  });
});
