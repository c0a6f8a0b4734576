import { describe, expect, it } from 'vitest';
import { allowedPaymentMethods } from '../../../../src/domain/cart/index.ts';
import type { PaymentMethod } from '../../../../src/domain/payment-methods.ts';

describe('allowedPaymentMethods', () => {
  it.each([
    { name: "the customer's own list", customer: ['on_account'], settings: ['invoice', 'upfront'], expected: ['on_account'] },
    { name: "no own list: the group settings'", customer: null, settings: ['invoice', 'upfront'], expected: ['invoice', 'upfront'] },
    { name: 'an empty own list means none, not inherit', customer: [], settings: ['invoice'], expected: [] },
    { name: 'settings written with aliases come out canonical', customer: null, settings: ['paymentOnAccount', 'invoice'], expected: ['on_account', 'invoice'] },
  ] as { name: string; customer: PaymentMethod[] | null; settings: string[]; expected: PaymentMethod[] }[])('$name', ({ customer, settings, expected }) => {
    expect(allowedPaymentMethods({ allowedPaymentMethods: customer }, { allowedPaymentMethods: settings })).toEqual(expected);
  });
});
