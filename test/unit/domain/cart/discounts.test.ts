import { describe, expect, it } from 'vitest';
import { applyDiscounts, discountIneligibility, type CartDiscount, type DiscountContext } from '../../../../src/domain/cart/index.ts';
import { dec } from '../../../../src/domain/money.ts';

const NOW = new Date('2026-11-24T12:00:00Z');

const discount = (over: Partial<CartDiscount> = {}): CartDiscount => ({
  id: 'd1',
  name: 'Sale',
  kind: 'order_total',
  amountType: 'percentage',
  amount: '10',
  minSpend: null,
  minItems: null,
  customerGroups: [],
  code: null,
  priority: 0,
  startsAt: null,
  endsAt: null,
  active: true,
  ...over,
});

const context = (over: Partial<DiscountContext> = {}): DiscountContext => ({
  now: NOW,
  groupSlugs: ['gold', 'wholesale', 'base'],
  couponCode: null,
  subtotal: dec('200'),
  itemCount: 5,
  ...over,
});

describe('discountIneligibility', () => {
  it.each([
    { name: 'a plain active discount applies', d: {}, c: {}, expected: null },
    { name: 'inactive', d: { active: false }, c: {}, expected: 'inactive' },
    { name: 'starts later', d: { startsAt: new Date('2026-11-24T12:00:01Z') }, c: {}, expected: 'not-started' },
    { name: 'starts exactly now', d: { startsAt: NOW }, c: {}, expected: null },
    { name: 'ended exactly now (end is exclusive)', d: { endsAt: NOW }, c: {}, expected: 'ended' },
    { name: 'ends a millisecond later', d: { endsAt: new Date(NOW.getTime() + 1) }, c: {}, expected: null },
    { name: 'inside the window', d: { startsAt: new Date('2026-11-01T00:00:00Z'), endsAt: new Date('2026-12-01T00:00:00Z') }, c: {}, expected: null },
    { name: "limited to the customer's group", d: { customerGroups: ['gold'] }, c: {}, expected: null },
    { name: 'limited to an ancestor group', d: { customerGroups: ['wholesale'] }, c: {}, expected: null },
    { name: 'limited to another group', d: { customerGroups: ['retail'] }, c: {}, expected: 'customer-group' },
    { name: 'coupon, cart has none', d: { code: 'SPRING10' }, c: {}, expected: 'coupon' },
    { name: 'coupon, cart has another', d: { code: 'SPRING10' }, c: { couponCode: 'AUTUMN' }, expected: 'coupon' },
    { name: 'coupon matches without regard to case', d: { code: 'SPRING10' }, c: { couponCode: 'spring10' }, expected: null },
    { name: 'no code needs no coupon, whatever the cart carries', d: {}, c: { couponCode: 'ANY' }, expected: null },
    { name: 'below min_spend', d: { minSpend: '200.01' }, c: {}, expected: 'min-spend' },
    { name: 'at min_spend', d: { minSpend: '200' }, c: {}, expected: null },
    { name: 'below min_items', d: { minItems: 6 }, c: {}, expected: 'min-items' },
    { name: 'at min_items', d: { minItems: 5 }, c: {}, expected: null },
  ] as { name: string; d: Partial<CartDiscount>; c: Partial<DiscountContext>; expected: string | null }[])('$name → $expected', ({ d, c, expected }) => {
    expect(discountIneligibility(discount(d), context(c))).toBe(expected);
  });
});

const run = (discounts: CartDiscount[], subtotal = '200', shipping = '10', c: Partial<DiscountContext> = {}, currency = 'EUR') => {
  const r = applyDiscounts(discounts, context({ subtotal: dec(subtotal), ...c }), { subtotal: dec(subtotal), shipping: dec(shipping) }, currency);
  return {
    applied: r.applied.map((a) => `${a.id}:${a.kind}:${a.amount.toFixed()}`),
    items: r.items.toFixed(),
    order: r.order.toFixed(),
    shipping: r.shipping.toFixed(),
    total: r.total.toFixed(),
  };
};

describe('applyDiscounts', () => {
  it.each([
    { name: 'percentage of the order', ds: [discount()], applied: ['d1:order_total:20'], total: '20' },
    { name: 'fixed off the order', ds: [discount({ amountType: 'fixed', amount: '15.5' })], applied: ['d1:order_total:15.5'], total: '15.5' },
    { name: 'fixed never exceeds the target', ds: [discount({ amountType: 'fixed', amount: '500' })], applied: ['d1:order_total:200'], total: '200' },
    { name: 'percentage of the items', ds: [discount({ kind: 'order_items', amount: '5' })], applied: ['d1:order_items:10'], total: '10' },
    { name: 'percentage of shipping', ds: [discount({ kind: 'shipping', amount: '50' })], applied: ['d1:shipping:5'], total: '5' },
    { name: '100 % free shipping', ds: [discount({ kind: 'shipping', amount: '100' })], applied: ['d1:shipping:10'], total: '10' },
    {
      name: 'one per kind: the lowest priority number wins even when it saves less',
      ds: [discount({ id: 'big', priority: 2, amount: '50' }), discount({ id: 'first', priority: 1, amount: '10' })],
      applied: ['first:order_total:20'],
      total: '20',
    },
    {
      name: 'same priority: the larger saving wins',
      ds: [discount({ id: 'a', amount: '10' }), discount({ id: 'b', amount: '25' })],
      applied: ['b:order_total:50'],
      total: '50',
    },
    {
      name: 'same priority and saving: the lower id wins, whatever the row order',
      ds: [discount({ id: 'b' }), discount({ id: 'a' })],
      applied: ['a:order_total:20'],
      total: '20',
    },
    {
      name: 'kinds stack: items first, the order discount on what remains, shipping on its own',
      ds: [discount({ id: 'i', kind: 'order_items', amount: '10' }), discount({ id: 'o', amount: '10' }), discount({ id: 's', kind: 'shipping', amountType: 'fixed', amount: '4' })],
      applied: ['i:order_items:20', 'o:order_total:18', 's:shipping:4'],
      total: '42',
    },
    {
      name: 'an ineligible discount is skipped for the next one',
      ds: [discount({ id: 'coupon', priority: 0, code: 'X', amount: '50' }), discount({ id: 'auto', priority: 5 })],
      applied: ['auto:order_total:20'],
      total: '20',
    },
    { name: 'a shipping discount without shipping saves nothing and is not applied', ds: [discount({ kind: 'shipping' })], shipping: '0', applied: [], total: '0' },
    { name: 'percentage rounded half-up to cents', ds: [discount({ amount: '12.5' })], subtotal: '0.36', applied: ['d1:order_total:0.05'], total: '0.05' },
    { name: 'a fixed amount rounded half-up to the currency (JPY)', ds: [discount({ amountType: 'fixed', amount: '99.5' })], currency: 'JPY', applied: ['d1:order_total:100'], total: '100' },
  ] as { name: string; ds: CartDiscount[]; subtotal?: string; shipping?: string; currency?: string; applied: string[]; total: string }[])(
    '$name',
    ({ ds, subtotal, shipping, currency, applied, total }) => {
      const r = run(ds, subtotal, shipping, {}, currency);
      expect(r.applied).toEqual(applied);
      expect(r.total).toBe(total);
    },
  );

  it('a coupon discount applies once the cart carries its code', () => {
    const ds = [discount({ id: 'coupon', code: 'SPRING10', amount: '10' })];
    expect(run(ds).applied).toEqual([]);
    expect(run(ds, '200', '10', { couponCode: 'Spring10' }).applied).toEqual(['coupon:order_total:20']);
  });

  it('a discount outside its window is not applied (the clock is the one passed in)', () => {
    const ds = [discount({ startsAt: new Date('2026-12-01T00:00:00Z') })];
    expect(run(ds).applied).toEqual([]);
    expect(run(ds, '200', '10', { now: new Date('2026-12-01T00:00:00Z') }).applied).toEqual(['d1:order_total:20']);
  });
});
