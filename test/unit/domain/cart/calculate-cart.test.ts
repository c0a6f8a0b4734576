import { describe, expect, it } from 'vitest';
import { calculateCart, shippingRateHandle, type CartInput } from '../../../../src/domain/cart/index.ts';
import { line } from './fixtures.ts';

// One worked cart through every step, checked by hand:
//   A 10 × 12.50 = 125.00 (variant 7 %), B 3 × 25.00 = 75.00 (settings 19 %)        subtotal 200.00
//   items 10 % = 20.00; order 18.00 off the remaining 180.00; shipping 50 % of 9.90 = 4.95   discounts 42.95
//   goods discounts 38.00 spread 23.75 / 14.25 → taxed A 101.25 @ 7 % = 7.0875 → 7.09;
//   B 60.75 + shipping 4.95 = 65.70 @ 19 % = 12.483 → 12.48                                   tax 19.57
//   total 200.00 − 42.95 + 9.90 + 19.57 = 186.52
const BAND = { name: 'Any', requirement: { type: 'order_value', min: '0', max: null }, cost: { type: 'fixed', amount: '9.90' } } as const;
const HANDLE = shippingRateHandle('m-std', BAND);

const input = (over: Partial<CartInput> = {}): CartInput => ({
  currencyCode: 'EUR',
  now: new Date('2026-11-24T12:00:00Z'),
  lines: [line('A', 10, '12.5', { taxRate: '7' }), line('B', 3, '25')],
  customer: { groupSlugs: ['gold', 'base'], taxExempt: false, creditLimit: '1000', balance: '813.48', allowedPaymentMethods: null },
  settings: { minimumOrderValue: null, maximumOrderValue: null, allowedPaymentMethods: ['invoice', 'on_account'], defaultTaxRate: '19' },
  stock: new Map(),
  discounts: [
    { id: 'i', name: 'Items', kind: 'order_items', amountType: 'percentage', amount: '10', minSpend: null, minItems: null, customerGroups: [], code: null, priority: 0, startsAt: null, endsAt: null, active: true },
    { id: 'o', name: 'Order', kind: 'order_total', amountType: 'fixed', amount: '18', minSpend: null, minItems: null, customerGroups: ['gold'], code: null, priority: 0, startsAt: null, endsAt: null, active: true },
    { id: 's', name: 'Ship', kind: 'shipping', amountType: 'percentage', amount: '50', minSpend: null, minItems: null, customerGroups: [], code: 'HALFSHIP', priority: 0, startsAt: null, endsAt: null, active: true },
  ],
  couponCode: 'halfship',
  shippingMethods: [{ id: 'm-std', title: 'Standard', priority: 0, countries: ['DE'], customerGroups: [], bands: [BAND] }],
  shippingCountry: 'DE',
  shippingRateHandle: HANDLE,
  paymentMethod: 'on_account',
  ...over,
});

const totals = (c: ReturnType<typeof calculateCart>) =>
  Object.fromEntries(Object.entries(c.totals).map(([k, v]) => [k, v.toFixed(2)]));

describe('calculateCart', () => {
  it('the worked cart: lines, discounts, shipping, tax lines and totals', () => {
    const c = calculateCart(input());
    expect(c.lines.map((l) => [l.sku, l.unitPrice?.toFixed(4), l.lineTotal?.toFixed(2), l.taxRate.toFixed()])).toEqual([
      ['A', '12.5000', '125.00', '7'],
      ['B', '25.0000', '75.00', '19'],
    ]);
    expect(c.discounts.map((d) => `${d.id}:${d.amount.toFixed(2)}`)).toEqual(['i:20.00', 'o:18.00', 's:4.95']);
    expect(c.shippingRates.map((r) => [r.handle, r.amount.toFixed(2)])).toEqual([[HANDLE, '9.90']]);
    expect(c.selectedShippingRate?.handle).toBe(HANDLE);
    expect(c.taxLines.map((t) => `${t.title}:${t.amount.toFixed(2)}`)).toEqual(['Tax 7%:7.09', 'Tax 19%:12.48']);
    expect(totals(c)).toEqual({ subtotal: '200.00', discountTotal: '42.95', shippingTotal: '9.90', taxTotal: '19.57', total: '186.52' });
    expect(c.paymentMethods).toEqual(['invoice', 'on_account']);
    expect(c.shippingRateHandleUnavailable).toBe(false);
    expect(c.paymentMethodUnavailable).toBe(false);
    expect(c.validationErrors).toEqual([]);
  });

  it('a tax-exempt customer: no tax lines, total without tax', () => {
    const c = calculateCart(input({ customer: { ...input().customer, taxExempt: true } }));
    expect(c.taxLines).toEqual([]);
    expect(totals(c)).toMatchObject({ taxTotal: '0.00', total: '166.95' });
  });

  it('no rate chosen: no shipping, no shipping discount, rates still offered', () => {
    const c = calculateCart(input({ shippingRateHandle: null }));
    expect(c.shippingRates).toHaveLength(1);
    expect(c.discounts.map((d) => d.id)).toEqual(['i', 'o']);
    expect(totals(c)).toMatchObject({ shippingTotal: '0.00', discountTotal: '38.00' });
  });

  it('flags a handle no current rate has, and a payment method not allowed', () => {
    const c = calculateCart(input({ shippingRateHandle: 'm-std:0000000000000000', paymentMethod: 'upfront' }));
    expect(c.shippingRateHandleUnavailable).toBe(true);
    expect(c.selectedShippingRate).toBeNull();
    expect(c.paymentMethodUnavailable).toBe(true);
  });

  it('checks the credit limit against the order total, tax and shipping included', () => {
    expect(calculateCart(input()).validationErrors).toEqual([]);
    const over = calculateCart(input({ customer: { ...input().customer, balance: '813.49' } }));
    expect(over.validationErrors.map((e) => e.type)).toEqual(['credit-limit-exceeded']);
  });

  it('reports every rule, in a fixed order, and prices nothing for an unpriced line', () => {
    const c = calculateCart(
      input({
        lines: [line('A', 5, null), line('B', 3, '25', { minQuantity: 4, packSize: 2, trackStock: true }), line('C', 20, '1', { maxQuantity: 10 })],
        settings: { ...input().settings, minimumOrderValue: '500' },
        stock: new Map([['B', 1]]),
        shippingRateHandle: null,
        discounts: [],
      }),
    );
    expect(c.validationErrors.map((e) => `${e.type}${e.sku ? `:${e.sku}` : ''}`)).toEqual([
      'price-unavailable:A',
      'minimum-order-item-quantity:B',
      'maximum-order-item-quantity:C',
      'pack-size:B',
      'out-of-stock:B',
      'minimum-order-value',
    ]);
    expect(totals(c)).toMatchObject({ subtotal: '95.00' });
  });
});
