import { describe, expect, it } from 'vitest';
import { calculatePricing, indexBreaks, resolvePrices, type PriceListInfo } from '../../../../src/domain/pricing/index.ts';
import { createPriceIndex, pricesOnList } from '../../../../src/domain/pricing/price-index.ts';
import { customer, list, row, rule, skuInfo } from './fixtures.ts';

// Issue 15 item 1: rule resolution walked every path of the rule graph, so lists that share sources made it
// exponential. The work is counted as the stored-row lookups it makes (the resolution's only input), never timed.

/** dag-0 … dag-(n-1), each with a rule sourcing every later list; only the last stores a price, for SKU "S". */
function dag(n: number): PriceListInfo[] {
  return Array.from({ length: n }, (_, i) =>
    list(`dag-${i}`, { rules: Array.from({ length: n - i - 1 }, (_, k) => rule(`dag-${i + k + 1}`)) }),
  );
}

function countingBreaks() {
  const stored = new Map([['dag-15\u0000S', indexBreaks([{ quantity: 1, price: '7' }])]]);
  const counter = { calls: 0 };
  const lookup = (slug: string, sku: string) => {
    counter.calls++;
    return stored.get(`${slug}\u0000${sku}`);
  };
  return { counter, lookup };
}

describe('rule resolution is linear in the rules reachable × the SKUs asked for', () => {
  const lists = dag(16);
  const rules = lists.reduce((n, l) => n + l.rules.length, 0); // 120; an unmemoised walk makes 2^15 visits per SKU

  it('calculate-pricing for SKUs priced nowhere visits each rule once per SKU', () => {
    const { counter, lookup } = countingBreaks();
    expect(calculatePricing(['NP1', 'NP2', 'NP3'], ['dag-0'], lists, lookup)).toEqual([]);
    expect(counter.calls).toBeLessThanOrEqual(3 * (rules + 1));
  });

  it('the lookup likewise, and still finds the price at the bottom of the graph', () => {
    const { counter, lookup } = countingBreaks();
    const lines = ['NP1', 'NP2', 'S'].map((sku) => ({ sku, quantity: 1 }));
    const results = resolvePrices({
      customer: customer({ priceLists: ['dag-0'] }),
      lines,
      skus: lines.map((l) => skuInfo(l.sku)),
      lists,
      rows: lookup,
      explain: true,
    });
    expect(results.map((r) => r.ok)).toEqual([false, false, true]);
    const priced = results[2]!;
    if (priced.ok) expect([priced.unitPrice.toFixed(4), priced.explain.at(-1)?.reason]).toEqual(['7.0000', expect.stringContaining("'dag-1' via 'dag-2'")]);
    expect(counter.calls).toBeLessThanOrEqual(3 * (rules + 1));
  });
});

describe('remembered results never depend on the path that reached them', () => {
  // a → [b, y] and b → [a, x]: from a, b's rule back to a is cut (b answers via x); asked directly, b goes via a
  // and y. Remembering b's answer from a's walk would price b from x.
  const lists = [list('a', { rules: [rule('b'), rule('y')] }), list('b', { rules: [rule('a'), rule('x')] }), list('x'), list('y')];
  const rows = [row('x', 'S', 1, 1), row('y', 'S', 1, 2)];
  const via = (index: ReturnType<typeof createPriceIndex>, slug: string) => {
    const p = pricesOnList(index, slug, 'S');
    return p.found ? p.derivedVia : p.notes;
  };

  it('each list answers in one request what it answers on its own', () => {
    const shared = createPriceIndex(lists, rows);
    expect(via(shared, 'a')).toEqual(['b', 'x']);
    expect(via(shared, 'b')).toEqual(['a', 'y']);
    expect(via(createPriceIndex(lists, rows), 'b')).toEqual(['a', 'y']);
  });

  it('and in the other order', () => {
    const shared = createPriceIndex(lists, rows);
    expect(via(shared, 'b')).toEqual(['a', 'y']);
    expect(via(shared, 'a')).toEqual(['b', 'x']);
  });
});
