import { describe, it, expect } from 'vitest';
import { candidateListSlugs, priceListSlugsToLoad } from '../../../../src/domain/pricing/index.ts';
import { customer, list, rule } from './fixtures.ts';

describe('candidateListSlugs', () => {
  it.each<[string, string[], string[], string[]]>([
    ["the customer's own lists, in order", ['b', 'a'], ['g'], ['b', 'a']],
    ["the group's lists when the customer has none", [], ['g', 'h'], ['g', 'h']],
    ['nothing at all', [], [], []],
    ['duplicates tried once, at their first position', ['a', 'b', 'a'], [], ['a', 'b']],
  ])('%s', (_name, own, group, expected) => {
    expect(candidateListSlugs(customer({ priceLists: own, groupPriceLists: group }))).toEqual(expected);
  });
});

describe('priceListSlugsToLoad', () => {
  const lists = [
    list('a', { rules: [rule('b')] }),
    list('b', { rules: [rule('base'), rule('fx')] }),
    list('base'),
    list('fx', { rules: [rule('base')] }),
    list('x', { rules: [rule('y')] }),
    list('y', { rules: [rule('x')] }),
    list('r', { rules: [rule('not-loaded')] }),
    list('unrelated'),
  ];
  it.each<[string, string[], string[]]>([
    ['a plain list', ['base'], ['base']],
    ['candidates first, then rule sources breadth-first', ['a', 'unrelated'], ['a', 'unrelated', 'b', 'base', 'fx']],
    ['a rule cycle ends', ['x'], ['x', 'y']],
    ['unknown slugs are kept but not expanded', ['ghost', 'r'], ['ghost', 'r', 'not-loaded']],
    ['duplicates once', ['base', 'fx', 'base'], ['base', 'fx']],
    ['no candidates', [], []],
  ])('%s', (_name, candidates, expected) => {
    expect(priceListSlugsToLoad(candidates, lists)).toEqual(expected);
    expect(priceListSlugsToLoad(candidates, new Map(lists.map((l) => [l.slug, l])))).toEqual(expected);
  });
});
