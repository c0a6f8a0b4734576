import { describe, expect, it } from 'vitest';
import { MAX_PASS, StockFetchCache, type TenantView } from '../../../src/services/stock/levels/fetch-cache.ts';

// batch-fetch-stock answers a SKU asked twice once, by marking each kept SKU with the number of its pass over the
// asked SKUs (a small integer, so that V8 stores it without allocating or recording anything). The numbers start
// again after 2^30 - 1: an old mark must never make a later request skip a SKU it asks for.

/** The SKUs of `asked` that batch-fetch-stock would answer from the cache, marked as it marks them. */
function answered(view: TenantView, asked: string[]): string[] {
  const pass = view.pass();
  const out: string[] = [];
  for (const sku of asked) {
    const hit = view.get(sku);
    if (!hit || hit.seen === pass) continue;
    hit.seen = pass;
    out.push(sku);
  }
  return out;
}

const keep = (cache: StockFetchCache, version: string, sku: string) =>
  cache.tenant('site', 'live', version).put(sku, { bytes: Buffer.from(`{"sku":"${sku}"}`), start: 0, end: 9 });

describe('stock fetch cache passes', () => {
  it('are numbered with small integers, each pass its own', () => {
    const view = new StockFetchCache(64 * 2 ** 20).tenant('site', 'live', '1');
    const a = view.pass();
    const b = view.pass();
    expect(Number.isInteger(a) && a > 0 && a <= MAX_PASS && MAX_PASS < 2 ** 30).toBe(true);
    expect(b).not.toBe(a);
  });

  it('answer a SKU asked twice once, and every later request again, when the numbers start again', () => {
    const cache = new StockFetchCache(64 * 2 ** 20, 3);
    for (const sku of ['A', 'B']) keep(cache, '1', sku);
    const rounds: string[][] = [];
    // A is taken by pass 1, then not at all until pass 1 of the next cycle.
    rounds.push(answered(cache.tenant('site', 'live', '1'), ['A', 'B', 'A']));
    for (let i = 0; i < 6; i++) rounds.push(answered(cache.tenant('site', 'live', '1'), i === 2 ? ['A', 'A'] : ['B']));
    expect(rounds).toEqual([['A', 'B'], ['B'], ['B'], ['A'], ['B'], ['B'], ['B']]);
  });

  it('clear the marks of a tenant that sat out a whole cycle', () => {
    const cache = new StockFetchCache(64 * 2 ** 20, 3);
    keep(cache, '1', 'A');
    keep(cache, '1', 'B');
    // Pass 1 marks A; another tenant's passes 2 and 3 run the numbers out while this one is idle; its next is 1 again.
    expect(answered(cache.tenant('site', 'live', '1'), ['A'])).toEqual(['A']);
    for (let i = 0; i < 2; i++) answered(cache.tenant('other', 'live', '1'), ['X']);
    expect(answered(cache.tenant('site', 'live', '1'), ['B', 'A'])).toEqual(['B', 'A']);
  });
});
