import { describe, it } from 'vitest';
import type { PriceRow } from '../../../../src/domain/pricing/index.ts';
import { check, list, resolveOne, row, rule, skuInfo } from './fixtures.ts';
import type { Expected, Scenario } from './fixtures.ts';

// Gross price rows: the lookup answers net prices (contract §3), so a break stored (or derived from
// one stored) with tax_type gross is turned into net at the row's display_tax_rate, else the variant's
// tax_rate, else the settings' default_tax_rate, else 0; the discount comes off the gross first.

const G = list('g', { taxInclusiveDisplay: true });
const N = list('n');
const BASE = list('base');
const gross = (price: string, extra: Partial<PriceRow> = {}, quantity = 1, slug = 'g') =>
  row(slug, 'V-1', quantity, price, { taxType: 'gross', ...extra });
const onG = (rows: PriceRow[], extra: Partial<Scenario> = {}): Scenario => ({ customer: { priceLists: ['g'] }, lists: [G], rows, ...extra });
const onN = (rows: PriceRow[], extra: Partial<Scenario> = {}): Scenario => ({ customer: { priceLists: ['n'] }, lists: [N], rows, ...extra });
const variant = (taxRate: string | number | null) => [skuInfo('V-1', { taxRate })];

describe('a gross row is answered net', () => {
  it.each<[string, Scenario, Expected]>([
    [
      "the row's display_tax_rate first (the defect: 12.00 gross at 20 %)",
      onG([gross('12.00', { displayTaxRate: 20 })], { skus: variant(7), defaultTaxRate: 19 }),
      { unit: '10.0000', gross: '12.0000', total: '10', breaks: [[1, '10.0000']], reason: /gross price 12\.0000 at 20% \(display_tax_rate\) → net 10\.0000/ },
    ],
    [
      'on a list without tax_inclusive_display too, with no gross shown',
      onN([row('n', 'V-1', 1, '12.00', { taxType: 'gross', displayTaxRate: 20 })], { quantity: 3 }),
      { unit: '10.0000', gross: null, total: '30', breaks: [[1, '10.0000']] },
    ],
    [
      "then the variant's tax_rate",
      onG([gross('10.70')], { skus: variant(7), defaultTaxRate: 19 }),
      { unit: '10.0000', gross: '10.7000', breaks: [[1, '10.0000']], reason: /at 7% \(variant tax_rate\) → net 10\.0000/ },
    ],
    [
      "then the settings' default_tax_rate",
      onG([gross('11.90')], { defaultTaxRate: '19.0000' }),
      { unit: '10.0000', gross: '11.9000', breaks: [[1, '10.0000']], reason: /at 19% \(settings default_tax_rate\)/ },
    ],
    [
      "the settings' rate also on a list without tax_inclusive_display",
      onN([row('n', 'V-1', 1, '11.90', { taxType: 'gross' })], { defaultTaxRate: 19 }),
      { unit: '10.0000', gross: null, breaks: [[1, '10.0000']] },
    ],
    [
      'no rate anywhere: net equals gross, and explain says so',
      onG([gross('12.00')]),
      { unit: '12.0000', gross: '12.0000', breaks: [[1, '12.0000']], reason: /gross price 12\.0000 → net 12\.0000: no tax rate known .* so taken as 0%/ },
    ],
    [
      "a zero display_tax_rate is a rate: the variant's is not used",
      onG([gross('12.00', { displayTaxRate: 0 })], { skus: variant(20) }),
      { unit: '12.0000', gross: '12.0000', reason: /at 0% \(display_tax_rate\) → net 12\.0000/ },
    ],
    [
      "a parent SKU's gross row at the requested variant's rate",
      onG([row('g', 'P-1', 1, '12.50', { taxType: 'gross' })], { skus: [skuInfo('V-1', { parentSku: 'P-1', taxRate: 25 })] }),
      { matchedSku: 'P-1', unit: '10.0000', gross: '12.5000', breaks: [[1, '10.0000']] },
    ],
  ])('%s', (_name, scenario, expected) => {
    check(resolveOne(scenario), expected);
  });
});

describe('a gross row with a discount: discounted gross first, net from it', () => {
  it.each<[string, Scenario, Expected]>([
    [
      // Net first would give 9.9917 × 0.875 = 8.7427; a net → gross round trip 8.7428 × 1.2 = 10.4914.
      '11.99 at 20 % less 12.5 %: gross 10.4913, net 8.7428',
      onG([gross('11.99', { displayTaxRate: 20 })], { customer: { priceLists: ['g'], discountPercentage: '12.5' }, quantity: 4 }),
      {
        unit: '8.7428',
        gross: '10.4913',
        total: '34.97',
        breaks: [[1, '9.9917']],
        reason: /gross price 11\.9900 at 20% \(display_tax_rate\) → net 9\.9917; discounted gross 10\.4913 → net 8\.7428/,
      },
    ],
    [
      // A round trip would show 8.4298 × 1.21 = 10.2001.
      "12.00 at the variant's 21 % less 15 %: the gross shown is the discounted gross exactly",
      onG([gross('12.00')], { customer: { priceLists: ['g'], discountPercentage: 15 }, skus: variant(21), quantity: 3 }),
      { unit: '8.4298', gross: '10.2000', total: '25.29', breaks: [[1, '9.9174']] },
    ],
    [
      'a 100 % discount makes a gross line free',
      onG([gross('12.00', { displayTaxRate: 20 })], { customer: { priceLists: ['g'], discountPercentage: 100 }, quantity: 2 }),
      { unit: '0.0000', gross: '0.0000', total: '0', breaks: [[1, '10.0000']] },
    ],
  ])('%s', (_name, scenario, expected) => {
    check(resolveOne(scenario), expected);
  });
});

describe('derived and mixed lists', () => {
  it.each<[string, Scenario, Expected]>([
    [
      "a derived list whose source row is gross: derived gross, then net at the source row's rate",
      {
        customer: { priceLists: ['d'] },
        lists: [list('d', { taxInclusiveDisplay: true, rules: [rule('base', '0.1')] }), BASE],
        rows: [gross('12.00', { displayTaxRate: 20 }, 1, 'base'), gross('24.00', { displayTaxRate: 20 }, 10, 'base')],
      },
      {
        list: 'd',
        derived: true,
        unit: '11.0000',
        gross: '13.2000',
        breaks: [[1, '11.0000'], [10, '22.0000']],
        reason: /derived from 'base' 13\.2000 .*gross price 13\.2000 at 20% \(display_tax_rate\) → net 11\.0000/,
      },
    ],
    [
      "a derived list (minus 25 %, exchange rate 1.2) of a gross source at the variant's rate",
      {
        customer: { priceLists: ['fx'] },
        lists: [list('fx', { currencyCode: 'EUR', rules: [rule('base', '0.25', 'minus', '1.2')] }), BASE],
        rows: [gross('10.00', {}, 1, 'base')],
        skus: variant(20),
      },
      { unit: '7.5000', gross: null, currency: 'EUR', breaks: [[1, '7.5000']] },
    ],
    [
      // Converting the source first would give 0.0001 × 1.5 = 0.00015 → 0.0002.
      'a derived gross price is rounded before it is converted: 0.0001 × 1.5 → 0.0002 at 100 % → 0.0001',
      {
        customer: { priceLists: ['half'] },
        lists: [list('half', { rules: [rule('base', '0.5')] }), BASE],
        rows: [gross('0.0001', { displayTaxRate: 100 }, 1, 'base')],
      },
      { unit: '0.0001', breaks: [[1, '0.0001']] },
    ],
    [
      'a mixed list at the gross break: net break 1 as stored, gross break 10 converted',
      onG([row('g', 'V-1', 1, '10.00', { taxType: 'net' }), gross('10.71', {}, 10)], { skus: variant(19), quantity: 10 }),
      { unit: '9.0000', gross: '10.7100', total: '90', breaks: [[1, '10.0000'], [10, '9.0000']] },
    ],
    [
      'a mixed list at the net break: net unit and gross as before, the gross break still shown net',
      onG([row('g', 'V-1', 1, '10.00'), gross('10.71', {}, 10)], { skus: variant(19), quantity: 9 }),
      { unit: '10.0000', gross: '11.9000', total: '90', breaks: [[1, '10.0000'], [10, '9.0000']] },
    ],
  ])('%s', (_name, scenario, expected) => {
    check(resolveOne(scenario), expected);
  });
});

describe('4-place rounding of the net', () => {
  it.each<[string, string, number, Expected]>([
    ['0.0001 at 100 %: 0.00005 rounds half-up to 0.0001', '0.0001', 100, { unit: '0.0001', gross: '0.0001', breaks: [[1, '0.0001']] }],
    ['0.0003 at 100 %: 0.00015 rounds half-up to 0.0002', '0.0003', 100, { unit: '0.0002', gross: '0.0003', breaks: [[1, '0.0002']] }],
    ['0.0001 at 150 %: 0.00004 rounds down to 0', '0.0001', 150, { unit: '0.0000', gross: '0.0001', total: '0', breaks: [[1, '0.0000']] }],
    ['1.2345 at 19 %: 1.037394… → 1.0374', '1.2345', 19, { unit: '1.0374', gross: '1.2345', breaks: [[1, '1.0374']] }],
  ])('%s', (_name, price, rate, expected) => {
    check(resolveOne(onG([gross(price, { displayTaxRate: rate })])), expected);
  });
});
