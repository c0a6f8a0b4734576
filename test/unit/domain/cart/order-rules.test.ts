import { describe, expect, it } from 'vitest';
import { creditLimitErrors, orderValueErrors } from '../../../../src/domain/cart/index.ts';
import { dec } from '../../../../src/domain/money.ts';

describe('orderValueErrors (minimum-order-value, maximum-order-value)', () => {
  it.each([
    { name: 'below the minimum', subtotal: '99.99', min: '100', max: null, types: ['minimum-order-value'] },
    { name: 'at the minimum', subtotal: '100.00', min: '100', max: null, types: [] },
    { name: 'above the maximum', subtotal: '500.01', min: null, max: '500', types: ['maximum-order-value'] },
    { name: 'at the maximum', subtotal: '500', min: null, max: '500', types: [] },
    { name: 'inside both limits', subtotal: '250', min: '100', max: '500', types: [] },
    { name: 'no limits', subtotal: '0.01', min: null, max: null, types: [] },
  ])('$name → $types', ({ subtotal, min, max, types }) => {
    const out = orderValueErrors(dec(subtotal), 1, { minimumOrderValue: min, maximumOrderValue: max }, 'EUR');
    expect(out.map((e) => e.type)).toEqual(types);
    for (const e of out) expect(e.sku).toBeUndefined();
  });

  it('shows both amounts in the currency', () => {
    const [e] = orderValueErrors(dec('99.5'), 1, { minimumOrderValue: '100', maximumOrderValue: null }, 'EUR');
    expect(e!.message).toBe('The order value 99.50 EUR is below the minimum of 100.00 EUR.');
  });

  it('an empty cart is cart-empty, not below the minimum', () => {
    expect(orderValueErrors(dec(0), 0, { minimumOrderValue: '100', maximumOrderValue: null }, 'EUR')).toEqual([]);
  });
});

describe('creditLimitErrors (credit-limit-exceeded)', () => {
  it.each([
    { name: 'on account, balance + total above the limit', method: 'on_account', limit: '1000', balance: '900', total: '100.01', errors: 1 },
    { name: 'on account, exactly at the limit', method: 'on_account', limit: '1000', balance: '900', total: '100.00', errors: 0 },
    { name: 'on account, below the limit', method: 'on_account', limit: '1000', balance: '0', total: '999', errors: 0 },
    { name: 'on account, a negative balance (credit) counts', method: 'on_account', limit: '100', balance: '-50', total: '150', errors: 0 },
    { name: 'on account, no credit limit', method: 'on_account', limit: null, balance: '1000000', total: '1', errors: 0 },
    { name: 'invoice never checks the limit', method: 'invoice', limit: '0', balance: '900', total: '500', errors: 0 },
    { name: 'upfront never checks the limit', method: 'upfront', limit: '0', balance: '0', total: '500', errors: 0 },
    { name: 'no method chosen yet', method: null, limit: '0', balance: '0', total: '500', errors: 0 },
  ] as const)('$name → $errors error(s)', ({ method, limit, balance, total, errors }) => {
    const out = creditLimitErrors(method, { creditLimit: limit, balance }, dec(total), 'USD');
    expect(out).toHaveLength(errors);
    if (errors) expect(out[0]).toEqual({ type: 'credit-limit-exceeded', message: 'The balance after this order, 1000.01 USD, would exceed the credit limit of 1000.00 USD.' });
  });
});
