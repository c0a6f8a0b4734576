import { describe, expect, it } from 'vitest';
import {
  findShippingRate,
  shippingRateHandle,
  shippingRates,
  type CartShippingBand,
  type CartShippingMethod,
  type ShippingContext,
} from '../../../../src/domain/cart/index.ts';
import { dec } from '../../../../src/domain/money.ts';

const band = (name: string, type: 'weight' | 'order_value', min: string, max: string | null, cost: CartShippingBand['cost']): CartShippingBand => ({
  name,
  requirement: { type, min, max },
  cost,
});

const method = (over: Partial<CartShippingMethod> = {}): CartShippingMethod => ({
  id: 'm-std',
  title: 'Standard',
  priority: 0,
  countries: [],
  customerGroups: [],
  bands: [band('Any', 'order_value', '0', null, { type: 'fixed', amount: '4.95' })],
  ...over,
});

const context = (over: Partial<ShippingContext> = {}): ShippingContext => ({
  country: 'DE',
  groupSlugs: ['gold', 'wholesale', 'base'],
  weightGrams: 1000,
  orderValue: dec('200'),
  currencyCode: 'EUR',
  ...over,
});

const WEIGHT_BANDS = [
  band('Up to 1 kg', 'weight', '0', '1000', { type: 'fixed', amount: '5' }),
  band('1-5 kg', 'weight', '1001', '5000', { type: 'fixed', amount: '9' }),
  band('Heavy', 'weight', '5001', null, { type: 'fixed', amount: '25' }),
];

const VALUE_BANDS = [
  band('Small', 'order_value', '0', '99.99', { type: 'percentage', amount: '12.5' }),
  band('Large', 'order_value', '100', null, { type: 'free', amount: '0' }),
];

const rated = (methods: CartShippingMethod[], c: Partial<ShippingContext> = {}) =>
  shippingRates(methods, context(c)).map((r) => `${r.title}/${r.bandName}/${r.amount.toFixed()}`);

describe('shippingRates', () => {
  it.each([
    { name: 'open to everyone', m: {}, c: {}, expected: ['Standard/Any/4.95'] },
    { name: "limited to the customer's group", m: { customerGroups: ['gold'] }, c: {}, expected: ['Standard/Any/4.95'] },
    { name: 'limited to an ancestor group', m: { customerGroups: ['wholesale'] }, c: {}, expected: ['Standard/Any/4.95'] },
    { name: 'limited to another group', m: { customerGroups: ['retail'] }, c: {}, expected: [] },
    { name: 'ships to the country', m: { countries: ['AT', 'DE'] }, c: {}, expected: ['Standard/Any/4.95'] },
    { name: 'country compared without case', m: { countries: ['DE'] }, c: { country: 'de' }, expected: ['Standard/Any/4.95'] },
    { name: 'does not ship to the country', m: { countries: ['AT'] }, c: {}, expected: [] },
    { name: 'no country yet: only methods open to every country', m: { countries: ['DE'] }, c: { country: null }, expected: [] },
    { name: 'no country yet, method open to all', m: {}, c: { country: null }, expected: ['Standard/Any/4.95'] },
    { name: 'weight at a band top (inclusive)', m: { bands: WEIGHT_BANDS }, c: { weightGrams: 1000 }, expected: ['Standard/Up to 1 kg/5'] },
    { name: 'weight in the middle band', m: { bands: WEIGHT_BANDS }, c: { weightGrams: 1001 }, expected: ['Standard/1-5 kg/9'] },
    { name: 'weight in an open-ended band', m: { bands: WEIGHT_BANDS }, c: { weightGrams: 999_999 }, expected: ['Standard/Heavy/25'] },
    { name: 'value band: percentage of the order value, half-up', m: { bands: VALUE_BANDS }, c: { orderValue: dec('50.04') }, expected: ['Standard/Small/6.26'] },
    { name: 'value band: free from 100', m: { bands: VALUE_BANDS }, c: { orderValue: dec('100') }, expected: ['Standard/Large/0'] },
    {
      name: 'no band fits: no rate',
      m: { bands: [band('Light', 'weight', '0', '500', { type: 'fixed', amount: '3' })] },
      c: { weightGrams: 501 },
      expected: [],
    },
    {
      name: 'the first fitting band in stored order wins',
      m: { bands: [band('A', 'order_value', '0', null, { type: 'fixed', amount: '7' }), band('B', 'order_value', '0', null, { type: 'fixed', amount: '1' })] },
      c: {},
      expected: ['Standard/A/7'],
    },
    { name: 'a fixed cost in the currency (JPY)', m: {}, c: { currencyCode: 'JPY' }, expected: ['Standard/Any/5'] },
  ] as { name: string; m: Partial<CartShippingMethod>; c: Partial<ShippingContext>; expected: string[] }[])('$name', ({ m, c, expected }) => {
    expect(rated([method(m)], c)).toEqual(expected);
  });

  it("one rate per matching method, in Core's order (priority, title, id)", () => {
    const methods = [
      method({ id: 'm3', title: 'Express', priority: 1 }),
      method({ id: 'm2', title: 'Standard', priority: 0 }),
      method({ id: 'm1', title: 'Economy', priority: 0 }),
      method({ id: 'm4', title: 'Retail only', customerGroups: ['retail'] }),
    ];
    expect(shippingRates(methods, context()).map((r) => r.shippingMethodId)).toEqual(['m1', 'm2', 'm3']);
  });
});

describe('shipping rate handles', () => {
  it('are the same on every calculation, so complete can name what calculate offered', () => {
    const [a] = shippingRates([method()], context());
    const [b] = shippingRates([method()], context({ weightGrams: 5, orderValue: dec('1') }));
    expect(a!.handle).toBe(b!.handle);
    expect(a!.handle).toMatch(/^m-std:[0-9a-f]{16}$/);
    expect(findShippingRate([a!], b!.handle)).toBe(a);
  });

  it.each([
    { name: 'another method', id: 'm-other', b: {}, same: false },
    { name: 'another band name', id: 'm-std', b: { name: 'Other' }, same: false },
    { name: 'another cost', id: 'm-std', b: { cost: { type: 'fixed', amount: '5.95' } }, same: false },
    { name: 'another cost type', id: 'm-std', b: { cost: { type: 'percentage', amount: '4.95' } }, same: false },
    { name: 'the same cost written with more places', id: 'm-std', b: { cost: { type: 'fixed', amount: '4.9500' } }, same: true },
    { name: 'another requirement (the cost is what the customer agreed to)', id: 'm-std', b: { requirement: { type: 'weight', min: '0', max: '9' } }, same: true },
  ] as { name: string; id: string; b: Partial<CartShippingBand>; same: boolean }[])('$name → same handle: $same', ({ id, b, same }) => {
    const base = method().bands[0]!;
    expect(shippingRateHandle(id, { ...base, ...b }) === shippingRateHandle('m-std', base)).toBe(same);
  });

  it('a handle no current rate has is not found', () => {
    expect(findShippingRate(shippingRates([method()], context()), 'm-std:0000000000000000')).toBeNull();
  });
});
