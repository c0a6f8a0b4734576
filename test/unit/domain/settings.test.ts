import { describe, expect, it } from 'vitest';
import {
  ancestry,
  createsCycle,
  DEFAULT_SETTINGS,
  descendants,
  orderValueRangeValid,
  resolveSettings,
  settingsValues,
  type ChainLevel,
  type OwnSettings,
} from '../../../src/domain/settings.ts';

const level = (groupSlug: string, own: OwnSettings | null = null): ChainLevel => ({ groupSlug, own });

// child → parent; base is the root.
const parents = new Map<string, string | null>([
  ['base', null],
  ['wholesale', 'base'],
  ['wholesale-eu', 'wholesale'],
  ['wholesale-de', 'wholesale-eu'],
  ['retail', 'base'],
]);

describe('resolveSettings', () => {
  it.each([
    {
      name: 'nothing set anywhere: built-in defaults',
      chain: [level('retail'), level('base')],
      key: 'currencyCode' as const,
      expected: { value: 'USD', source: 'default', sourceGroup: null },
    },
    {
      name: 'set on the group itself: own',
      chain: [level('retail', { currencyCode: 'EUR' }), level('base', { currencyCode: 'GBP' })],
      key: 'currencyCode' as const,
      expected: { value: 'EUR', source: 'own', sourceGroup: 'retail' },
    },
    {
      name: 'null on the group: inherited from base',
      chain: [level('retail', { currencyCode: null }), level('base', { currencyCode: 'GBP' })],
      key: 'currencyCode' as const,
      expected: { value: 'GBP', source: 'inherited', sourceGroup: 'base' },
    },
    {
      name: 'nearest ancestor wins over base',
      chain: [level('wholesale-de'), level('wholesale-eu', { priceLists: ['eu'] }), level('wholesale', { priceLists: ['w'] }), level('base', { priceLists: ['b'] })],
      key: 'priceLists' as const,
      expected: { value: ['eu'], source: 'inherited', sourceGroup: 'wholesale-eu' },
    },
    {
      name: 'an empty list is a value, not "unset"',
      chain: [level('wholesale', { priceLists: [] }), level('base', { priceLists: ['b'] })],
      key: 'priceLists' as const,
      expected: { value: [], source: 'own', sourceGroup: 'wholesale' },
    },
    {
      name: 'false is a value, not "unset"',
      chain: [level('wholesale', { taxInclusiveDisplay: false }), level('base', { taxInclusiveDisplay: true })],
      key: 'taxInclusiveDisplay' as const,
      expected: { value: false, source: 'own', sourceGroup: 'wholesale' },
    },
    {
      name: 'a "0" rate is a value',
      chain: [level('wholesale', { defaultTaxRate: '0' }), level('base', { defaultTaxRate: '20' })],
      key: 'defaultTaxRate' as const,
      expected: { value: '0', source: 'own', sourceGroup: 'wholesale' },
    },
    {
      name: 'base itself: its own values are own',
      chain: [level('base', { minimumOrderValue: '100' })],
      key: 'minimumOrderValue' as const,
      expected: { value: '100', source: 'own', sourceGroup: 'base' },
    },
    {
      name: 'an unset order limit defaults to null (no limit)',
      chain: [level('base')],
      key: 'maximumOrderValue' as const,
      expected: { value: null, source: 'default', sourceGroup: null },
    },
  ])('$name', ({ chain, key, expected }) => {
    expect(resolveSettings(chain)[key]).toEqual(expected);
  });

  it('resolves each field independently', () => {
    const eff = resolveSettings([
      level('wholesale-eu', { taxInclusiveDisplay: true }),
      level('wholesale', { minimumOrderValue: '100', currencyCode: 'EUR' }),
      level('base', { currencyCode: 'USD', priceLists: ['base-list'] }),
    ]);
    expect(settingsValues(eff)).toEqual({
      priceLists: ['base-list'],
      allowedPaymentMethods: ['invoice', 'on_account', 'upfront'],
      minimumOrderValue: '100',
      maximumOrderValue: null,
      currencyCode: 'EUR',
      taxInclusiveDisplay: true,
      defaultTaxRate: '0',
    });
    expect(eff.taxInclusiveDisplay.source).toBe('own');
    expect(eff.currencyCode.sourceGroup).toBe('wholesale');
    expect(eff.priceLists.sourceGroup).toBe('base');
    expect(eff.defaultTaxRate.source).toBe('default');
  });

  it('hands out copies: editing the result changes neither defaults nor rows', () => {
    const own: OwnSettings = { priceLists: ['a'] };
    const eff = resolveSettings([level('base', own)]);
    eff.priceLists.value.push('x');
    eff.allowedPaymentMethods.value.pop();
    expect(own.priceLists).toEqual(['a']);
    expect(DEFAULT_SETTINGS.allowedPaymentMethods).toEqual(['invoice', 'on_account', 'upfront']);
  });
});

describe('ancestry', () => {
  it.each([
    ['base', ['base']],
    ['retail', ['retail', 'base']],
    ['wholesale-de', ['wholesale-de', 'wholesale-eu', 'wholesale', 'base']],
    ['unknown', ['unknown', 'base']],
  ])('%s → %j', (slug, expected) => {
    expect(ancestry(parents, slug)).toEqual(expected);
  });

  it('stops at a stored cycle and still ends at base', () => {
    const broken = new Map<string, string | null>([['a', 'b'], ['b', 'a']]);
    expect(ancestry(broken, 'a')).toEqual(['a', 'b', 'base']);
  });

  it('a missing parent ends the walk at base', () => {
    expect(ancestry(new Map([['orphan', 'gone']]), 'orphan')).toEqual(['orphan', 'gone', 'base']);
  });
});

describe('createsCycle', () => {
  it.each([
    ['wholesale', 'wholesale', true],
    ['wholesale', 'wholesale-de', true],
    ['wholesale', 'wholesale-eu', true],
    ['wholesale-eu', 'retail', false],
    ['wholesale-de', 'base', false],
    ['retail', 'wholesale-de', false],
  ])('moving %s under %s: %s', (slug, parent, expected) => {
    expect(createsCycle(parents, slug, parent)).toBe(expected);
  });
});

describe('descendants', () => {
  it.each([
    ['wholesale', ['wholesale-eu', 'wholesale-de']],
    ['wholesale-de', []],
    ['base', ['wholesale', 'wholesale-eu', 'wholesale-de', 'retail']],
  ])('%s', (slug, expected) => {
    expect(descendants(parents, slug).sort()).toEqual([...expected].sort());
  });
});

describe('orderValueRangeValid', () => {
  it.each([
    [null, null, true],
    ['100', null, true],
    [null, '100', true],
    ['100', '100', true],
    ['99.99', '100', true],
    ['100.01', '100', false],
    ['9', '10', true], // compared as decimals, not strings
  ])('min %s, max %s → %s', (min, max, expected) => {
    expect(orderValueRangeValid({ minimumOrderValue: min, maximumOrderValue: max })).toBe(expected);
  });
});
