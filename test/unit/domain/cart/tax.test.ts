import { describe, expect, it } from 'vitest';
import { allocate, lineTaxRate, taxLines, type TaxableAmount } from '../../../../src/domain/cart/index.ts';
import { dec } from '../../../../src/domain/money.ts';

const amounts = (...pairs: [string, string][]): TaxableAmount[] => pairs.map(([rate, base]) => ({ rate, base: dec(base) }));
const shown = (lines: ReturnType<typeof taxLines>) => lines.map((t) => `${t.title}|${t.base.toFixed()}|${t.amount.toFixed()}`);

describe('lineTaxRate', () => {
  it.each([
    { name: "the variant's rate", variant: '7', settings: '19', expected: '7' },
    { name: 'a variant rate of 0 is a rate', variant: '0', settings: '19', expected: '0' },
    { name: "no variant rate: the settings' rate", variant: null, settings: '19', expected: '19' },
  ])('$name', ({ variant, settings, expected }) => {
    expect(lineTaxRate(variant, settings).toFixed()).toBe(expected);
  });
});

describe('taxLines', () => {
  it.each([
    { name: 'one rate', a: amounts(['19', '100']), exempt: false, expected: ['Tax 19%|100|19'] },
    { name: 'one line per rate, lowest rate first', a: amounts(['19', '100'], ['7', '50'], ['19', '10']), exempt: false, expected: ['Tax 7%|50|3.5', 'Tax 19%|110|20.9'] },
    { name: 'rates written differently are one rate', a: amounts(['19.0000', '1'], ['19', '1']), exempt: false, expected: ['Tax 19%|2|0.38'] },
    { name: 'rounded once per rate, not per line', a: amounts(['19', '0.02'], ['19', '0.02'], ['19', '0.02']), exempt: false, expected: ['Tax 19%|0.06|0.01'] },
    { name: 'rounded half-up', a: amounts(['10', '0.05']), exempt: false, expected: ['Tax 10%|0.05|0.01'] },
    { name: 'a fractional rate', a: amounts(['7.5', '10.10']), exempt: false, expected: ['Tax 7.5%|10.1|0.76'] },
    { name: 'a 0 % rate yields no line', a: amounts(['0', '100'], ['19', '100']), exempt: false, expected: ['Tax 19%|100|19'] },
    { name: 'a tax-exempt customer pays none', a: amounts(['19', '100'], ['7', '50']), exempt: true, expected: [] },
  ])('$name', ({ a, exempt, expected }) => {
    expect(shown(taxLines(a, exempt, 'EUR'))).toEqual(expected);
  });
});

describe('allocate', () => {
  it.each([
    { name: 'in proportion', amount: '30', weights: ['100', '200'], expected: ['10', '20'] },
    { name: 'leftover cents to the largest remainders', amount: '10', weights: ['1', '1', '1'], expected: ['3.34', '3.33', '3.33'] },
    { name: 'leftover cents by remainder, not position', amount: '1', weights: ['1', '2'], expected: ['0.33', '0.67'] },
    { name: 'a zero weight gets nothing', amount: '5', weights: ['0', '10'], expected: ['0', '5'] },
    { name: 'all weights zero', amount: '0', weights: ['0', '0'], expected: ['0', '0'] },
    { name: 'nothing to allocate', amount: '0', weights: ['5', '5'], expected: ['0', '0'] },
  ])('$name', ({ amount, weights, expected }) => {
    const shares = allocate(dec(amount), weights.map(dec), 'EUR');
    expect(shares.map((s) => s.toFixed())).toEqual(expected);
    expect(shares.reduce((a, b) => a.plus(b), dec(0)).toFixed()).toBe(dec(amount).toFixed());
  });

  it('whole units for a currency without minor units', () => {
    expect(allocate(dec('10'), [dec('1'), dec('1'), dec('1')], 'JPY').map((s) => s.toFixed())).toEqual(['4', '3', '3']);
  });
});
