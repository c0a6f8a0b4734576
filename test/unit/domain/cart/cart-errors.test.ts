import { describe, expect, it } from 'vitest';
import { calculateCart, calculateRefusal, completeRefusal, shippingRateHandle, type CartInput } from '../../../../src/domain/cart/index.ts';
import { line } from './fixtures.ts';

const BAND = { name: 'Any', requirement: { type: 'order_value', min: '0', max: null }, cost: { type: 'fixed', amount: '5' } } as const;
const HANDLE = shippingRateHandle('m1', BAND);
const METHOD = { id: 'm1', title: 'Standard', priority: 0, countries: [], customerGroups: [], bands: [BAND] };

const input = (over: Partial<CartInput> = {}): CartInput => ({
  currencyCode: 'EUR',
  now: new Date('2026-11-24T12:00:00Z'),
  lines: [line('A', 2, '10')],
  customer: { groupSlugs: ['base'], taxExempt: false, creditLimit: null, balance: '0', allowedPaymentMethods: ['invoice'] },
  settings: { minimumOrderValue: null, maximumOrderValue: null, allowedPaymentMethods: ['invoice'], defaultTaxRate: '0' },
  stock: new Map(),
  discounts: [],
  couponCode: null,
  shippingMethods: [METHOD],
  shippingCountry: 'DE',
  shippingRateHandle: HANDLE,
  paymentMethod: 'invoice',
  ...over,
});

const PACK = [line('A', 3, '10', { packSize: 2 })];
const UNPRICED = [line('A', 2, null)];

describe('calculateRefusal', () => {
  it.each([
    { name: 'a good cart', over: {}, expected: null },
    { name: 'no lines', over: { lines: [] }, expected: 'cart-empty' },
    { name: 'a handle no rate has', over: { shippingRateHandle: 'm1:0000000000000000' }, expected: 'cart-shipping-rate-handle-unavailable' },
    { name: 'a payment method not allowed', over: { paymentMethod: 'on_account' }, expected: 'cart-payment-method-unavailable' },
    { name: 'no choices yet is fine', over: { shippingRateHandle: null, paymentMethod: null }, expected: null },
    { name: 'validation errors do not stop calculate', over: { lines: PACK }, expected: null },
  ] as { name: string; over: Partial<CartInput>; expected: string | null }[])('$name → $expected', ({ over, expected }) => {
    const r = calculateRefusal(calculateCart(input(over)));
    expect(r === null ? null : r.title === 'cart-error' ? r.code : r.title).toBe(expected);
  });
});

describe('completeRefusal', () => {
  it.each([
    { name: 'a good cart', over: {}, ignore: [], expected: null },
    { name: 'no lines', over: { lines: [] }, ignore: ['*'], expected: 'cart-empty' },
    { name: 'no rate chosen while rates are offered', over: { shippingRateHandle: null }, ignore: [], expected: 'cart-shipping-rate-handle-unavailable' },
    { name: 'no rate chosen and none offered', over: { shippingRateHandle: null, shippingMethods: [] }, ignore: [], expected: null },
    { name: 'no payment method', over: { paymentMethod: null }, ignore: [], expected: 'cart-payment-method-unavailable' },
    { name: 'a payment method not allowed', over: { paymentMethod: 'upfront' }, ignore: [], expected: 'cart-payment-method-unavailable' },
    { name: 'a validation error not ignored', over: { lines: PACK }, ignore: [], expected: 'cart-validation-errors' },
    { name: 'a validation error ignored by type', over: { lines: PACK }, ignore: ['pack-size'], expected: null },
    { name: 'a validation error ignored by "*"', over: { lines: PACK }, ignore: ['*'], expected: null },
    { name: 'price-unavailable despite "*"', over: { lines: UNPRICED }, ignore: ['*'], expected: 'cart-validation-errors' },
  ] as { name: string; over: Partial<CartInput>; ignore: string[]; expected: string | null }[])('$name → $expected', ({ over, ignore, expected }) => {
    const r = completeRefusal(calculateCart(input(over)), ignore);
    expect(r === null ? null : r.title === 'cart-error' ? r.code : r.title).toBe(expected);
  });

  it('the validation refusal carries the blocking types and their errors only', () => {
    const lines = [line('A', 3, '10', { packSize: 2, minQuantity: 4 })];
    expect(completeRefusal(calculateCart(input({ lines })), ['minimum-order-item-quantity'])).toEqual({
      title: 'cart-validation-errors',
      validationErrorTypes: ['pack-size'],
      validationErrors: [{ type: 'pack-size', sku: 'A', message: 'A: quantity 3 is not a multiple of the pack size 2.' }],
    });
  });
});
