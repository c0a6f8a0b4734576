import { describe, it, expect } from 'vitest';
import { Decimal } from 'decimal.js';
import {
  dec,
  decimalTextAsJsonNumber,
  formatMoney,
  formatUnitPrice,
  isValidCurrencyCode,
  minorUnits,
  MoneyDecimal,
  parseDecimalInput,
  parsePriceInput,
  roundHalfUp,
} from '../../../src/domain/money.ts';

describe('dec', () => {
  it.each([
    ['string', '12.34', '12.34'],
    ['number', 0.1, '0.1'],
    ['integer', 7, '7'],
    ['global Decimal', new Decimal('1.5'), '1.5'],
  ])('converts a %s exactly', (_label, input, expected) => {
    expect(dec(input).toString()).toBe(expected);
  });

  it('adds without float error', () => {
    expect(dec(0.1).plus(dec(0.2)).toString()).toBe('0.3');
  });

  it('re-creates foreign Decimals with the money constructor, keeps its own', () => {
    const foreign = new Decimal('2');
    expect(dec(foreign).constructor).toBe(MoneyDecimal);
    const own = new MoneyDecimal('3');
    expect(dec(own)).toBe(own);
  });

  it('keeps 40 significant digits', () => {
    expect(dec(1).dividedBy(3).toString()).toBe('0.' + '3'.repeat(40));
  });
});

describe('roundHalfUp', () => {
  it.each([
    ['0.00005', 4, '0.0001'],
    ['0.00004999', 4, '0'],
    ['1.23445', 4, '1.2345'],
    ['2.5', 0, '3'],
    ['2.4999', 0, '2'],
    ['1.005', 2, '1.01'],
    ['-1.005', 2, '-1.01'],
    ['-0.00001', 4, '0'],
  ])('%s to %i places is %s', (input, places, expected) => {
    expect(roundHalfUp(input, places).toString()).toBe(expected);
  });

  it('never returns negative zero', () => {
    expect(roundHalfUp('-0.00001', 2).isNegative()).toBe(false);
  });
});


describe('formatUnitPrice', () => {
  it.each([
    ['12.34', '12.3400'],
    [0, '0.0000'],
    ['0.00005', '0.0001'],
    ['1.23456', '1.2346'],
    ['123456789012345.1234', '123456789012345.1234'],
    ['1e-7', '0.0000'],
    // Already within 4 places (written from the plain text, padded), and the cases around it.
    ['12', '12.0000'],
    ['0.0001', '0.0001'],
    ['-0', '0.0000'],
    ['-0.00004', '0.0000'],
    ['-3.5', '-3.5000'],
    ['1e21', '1000000000000000000000.0000'],
    ['1.2e-6', '0.0000'],
  ])('%s → %s', (input, expected) => {
    expect(formatUnitPrice(input)).toBe(expected);
  });
});

describe('formatMoney and minorUnits', () => {
  it.each([
    ['123.4', 'USD', '123.40'],
    ['123.405', 'EUR', '123.41'],
    ['1234.5', 'JPY', '1235'],
    ['1234.4', 'jpy', '1234'],
    ['999.5', 'KRW', '1000'],
    ['1.2345', 'BHD', '1.235'],
    ['1.2344', 'KWD', '1.234'],
    ['10', 'XYZ', '10.00'],
  ])('%s %s → %s', (input, currency, expected) => {
    expect(formatMoney(input, currency)).toBe(expected);
  });

  it.each([
    ['USD', 2],
    ['EUR', 2],
    ['JPY', 0],
    ['KRW', 0],
    ['VND', 0],
    ['CLP', 0],
    ['ISK', 0],
    ['UGX', 0],
    ['XAF', 0],
    ['XOF', 0],
    ['BHD', 3],
    ['KWD', 3],
    ['OMR', 3],
    ['JOD', 3],
    ['TND', 3],
    ['IQD', 3],
    ['LYD', 3],
    ['CLF', 4],
    ['bhd', 3],
  ])('%s has %i minor units', (currency, places) => {
    expect(minorUnits(currency)).toBe(places);
  });
});

describe('isValidCurrencyCode', () => {
  it.each(['USD', 'EUR', 'GBP', 'JPY', 'BHD', 'CHF', 'ZAR', 'usd', 'Eur'])('accepts %s', (code) => {
    expect(isValidCurrencyCode(code)).toBe(true);
  });

  it.each([['US'], ['USDD'], ['ABC'], ['XXX'], ['XTS'], ['XAU'], [''], [' USD'], [840], [null], [undefined]])(
    'rejects %j',
    (code) => {
      expect(isValidCurrencyCode(code)).toBe(false);
    },
  );
});

describe('parsePriceInput', () => {
  it.each([
    [12.34, '12.34'],
    [0, '0'],
    [-0, '0'],
    [1000000, '1000000'],
    ['12.34', '12.34'],
    ['12.3456', '12.3456'],
    ['1.23450', '1.2345'],
    ['0', '0'],
    ['-0.00', '0'],
    ['007.5', '7.5'],
    [' 9.99 ', '9.99'],
    ['999999999999999.9999', '999999999999999.9999'],
  ])('accepts %j as %s', (input, expected) => {
    const result = parsePriceInput(input);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value.toString()).toBe(expected);
      expect(result.value.isNegative()).toBe(false);
    }
  });

  it.each([
    [-1, 'negative'],
    ['-0.01', 'negative'],
    [12.34567, 'decimal places'],
    ['12.34567', 'decimal places'],
    ['0.00001', 'decimal places'],
    [Number.NaN, 'finite'],
    [Number.POSITIVE_INFINITY, 'finite'],
    ['NaN', 'decimal number'],
    ['Infinity', 'decimal number'],
    ['1e3', 'exponent'],
    ['1.5E-2', 'exponent'],
    ['abc', 'decimal number'],
    ['1,50', 'decimal number'],
    ['1.', 'decimal number'],
    ['.5', 'decimal number'],
    ['+5', 'decimal number'],
    ['0x10', 'decimal number'],
    ['', 'empty'],
    ['   ', 'empty'],
    ['1000000000000000', 'too large'],
    [null, 'number or a decimal string'],
    [undefined, 'number or a decimal string'],
    [true, 'number or a decimal string'],
    [{ value: 1 }, 'number or a decimal string'],
    [[1], 'number or a decimal string'],
  ])('rejects %j (%s)', (input, reasonPart) => {
    const result = parsePriceInput(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toContain(reasonPart);
  });
});

describe('parseDecimalInput', () => {
  it.each([
    [{ places: 2, min: -100 }, '-99.5', '-99.5'],
    [{ places: 0 }, 1200, '1200'],
    [{ places: 4, max: 100 }, '100.0000', '100'],
    [{ places: 2 }, '-0', '0'],
    [{ places: 4, positive: true }, '0.0001', '0.0001'],
  ])('with %j accepts %j as %s', (rule, input, expected) => {
    const result = parseDecimalInput(input, rule);
    expect(result.ok && result.value.toFixed()).toBe(expected);
  });

  it.each([
    [{ places: 2, min: -100 }, '-100.01', 'value must be at least -100'],
    [{ places: 2 }, '-1', 'value must not be negative'],
    [{ places: 0 }, '1.5', 'value must have at most 0 decimal places'],
    [{ places: 4, max: 100 }, 100.5, 'value must be at most 100'],
    [{ places: 4, positive: true }, 0, 'value must be greater than 0'],
    [{ places: 4 }, '1000000000000000', 'value is too large'],
    [{ places: 4, label: 'tax_rate' }, 'x', 'tax_rate must be a decimal number'],
  ])('with %j rejects %j: %s', (rule, input, reason) => {
    expect(parseDecimalInput(input, rule)).toEqual({ ok: false, reason });
  });
});

describe('decimalTextAsJsonNumber', () => {
  it.each([
    ['10.4000', '10.4'],
    ['12.0000', '12'],
    ['0.0001', '0.0001'],
    ['0.0000', '0'],
    ['-0.0000', '0'],
    ['100.0000', '100'],
    ['10.0400', '10.04'],
    ['999999999999999.9999', '999999999999999.9999'],
    ['20.0000', '20'],
    ['7', '7'],
  ])('%s → %s', (text, json) => {
    expect(decimalTextAsJsonNumber(text)).toBe(json);
    expect(JSON.parse(json)).toBe(Number(text) || 0);
  });

  it('refuses anything but plain decimal text (it is written into JSON unquoted)', () => {
    for (const bad of ['1e5', 'NaN', '', '1,5', '1.', '"1"', '1 ']) expect(() => decimalTextAsJsonNumber(bad)).toThrow();
  });
});
