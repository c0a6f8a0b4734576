import { describe, expect, it } from 'vitest';
import { outOfStockErrors, priceUnavailableErrors } from '../../../../src/domain/cart/index.ts';
import { line } from './fixtures.ts';

describe('outOfStockErrors (out-of-stock)', () => {
  it.each([
    { name: 'tracked, asks for more than available', track: true, backorder: false, qty: 6, level: 5, errors: 1 },
    { name: 'tracked, asks for exactly what is available', track: true, backorder: false, qty: 5, level: 5, errors: 0 },
    { name: 'tracked, asks for less', track: true, backorder: false, qty: 1, level: 5, errors: 0 },
    { name: 'tracked, no stock row counts as none', track: true, backorder: false, qty: 1, level: undefined, errors: 1 },
    { name: 'tracked, a negative level counts as none', track: true, backorder: false, qty: 1, level: -3, errors: 1 },
    { name: 'tracked but backorders allowed', track: true, backorder: true, qty: 100, level: 0, errors: 0 },
    { name: 'not tracked', track: false, backorder: false, qty: 100, level: 0, errors: 0 },
  ])('$name → $errors error(s)', ({ track, backorder, qty, level, errors }) => {
    const stock = new Map(level === undefined ? [] : [['A-1', level]]);
    const out = outOfStockErrors([line('A-1', qty, '10', { trackStock: track, allowBackorder: backorder })], stock);
    expect(out).toHaveLength(errors);
    if (errors) expect(out[0]).toMatchObject({ type: 'out-of-stock', sku: 'A-1' });
  });

  it('says how many are in stock when some are', () => {
    const [e] = outOfStockErrors([line('A-1', 6, '10', { trackStock: true })], new Map([['A-1', 5]]));
    expect(e!.message).toBe('A-1: quantity 6 exceeds the 5 in stock.');
  });

  it('says out of stock when none (or less than none) is left', () => {
    for (const level of [0, -3]) {
      const [e] = outOfStockErrors([line('A-1', 1, '10', { trackStock: true })], new Map([['A-1', level]]));
      expect(e!.message).toBe('A-1 is out of stock.');
    }
  });
});

describe('priceUnavailableErrors (price-unavailable)', () => {
  it.each([
    { name: 'no price', price: null, errors: 1 },
    { name: 'a price', price: '12.5', errors: 0 },
    { name: 'zero is a price', price: '0', errors: 0 },
  ])('$name → $errors error(s)', ({ price, errors }) => {
    const out = priceUnavailableErrors([line('A-1', 1, price)]);
    expect(out).toEqual(errors ? [{ type: 'price-unavailable', sku: 'A-1', message: 'A-1 has no price for this customer.' }] : []);
  });
});
