import { describe, expect, it } from 'vitest';
import { CHUNKS, chunkOf, planChunks } from '../../../src/services/imports/chunk-of.ts';
import { DuplicateSieve, MAX_SUSPECT_SKUS, SuspectSkus } from '../../../src/services/imports/duplicate-sieve.ts';
import { MAX_REPORTED_ERRORS, RowErrors } from '../../../src/services/imports/row-errors.ts';

describe('chunkOf', () => {
  it('is FNV-1a of the SKU mod 64: the same bucket in every process and run, within 0..63', () => {
    // Pinned against an independent implementation: a changed hash would move a retried job's rows between steps.
    for (const sku of ['SKU-1', 'SKU-2', '', 'a-much-longer-sku/with:odd chars']) expect(chunkOf(sku), sku).toBe(fnv(sku) % 64);
    expect(chunkOf('')).toBe(0x811c9dc5 % CHUNKS);
    const seen = new Set(Array.from({ length: 10_000 }, (_, i) => chunkOf(`SKU-${i}`)));
    expect(seen.size).toBe(64);
    expect(Math.max(...seen)).toBe(63);
  });
});

// An independent FNV-1a, so the test pins the algorithm rather than repeating the implementation's output.
function fnv(s: string) {
  let h = 2166136261n;
  for (let i = 0; i < s.length; i++) {
    h ^= BigInt(s.charCodeAt(i));
    h = (h * 16777619n) % 2n ** 32n;
  }
  return Number(h);
}

describe('planChunks', () => {
  it('groups consecutive non-empty buckets until a group reaches the target', () => {
    const per = new Array(CHUNKS).fill(0);
    per[0] = 5;
    per[1] = 6;
    per[3] = 20;
    per[10] = 1;
    per[63] = 2;
    expect(planChunks(per, 10)).toEqual([[0, 1], [3], [10, 63]]);
  });

  it('a small upload is one step; no rows, no steps', () => {
    const per = new Array(CHUNKS).fill(1);
    expect(planChunks(per)).toEqual([Array.from({ length: CHUNKS }, (_, i) => i)]);
    expect(planChunks(new Array(CHUNKS).fill(0))).toEqual([]);
  });

});

describe('RowErrors', () => {
  it('keeps the first 1,000, counts them all, and sorts by line', () => {
    const errors = new RowErrors();
    expect(errors.any).toBe(false);
    for (let i = 1500; i > 0; i--) errors.add(i, 'f', 'm');
    expect(errors.any).toBe(true);
    expect(errors.count).toBe(1500);
    expect(errors.items).toHaveLength(MAX_REPORTED_ERRORS);
    expect(errors.sorted()[0]).toEqual({ line: 501, field: 'f', message: 'm' });
  });
});

describe('DuplicateSieve', () => {
  it('says nothing for distinct keys, and always flags a repeated one', () => {
    const sieve = new DuplicateSieve();
    for (let i = 0; i < 200_000; i++) sieve.add('list-1', `SKU-${i}`, 1 + (i % 3));
    sieve.add('ab', 'c', 1);
    sieve.add('a', 'bc', 1);
    sieve.add('list-2', 'SKU-1', 1);
    expect(sieve.maybeRepeated).toBe(false);
    sieve.add('list-1', 'SKU-123', 1);
    expect(sieve.maybeRepeated).toBe(true);
  });

  it('answers true for the key that may repeat, so a caller can narrow the exact check to those keys', () => {
    const sieve = new DuplicateSieve();
    expect(sieve.add('l', 'A', 1)).toBe(false);
    expect(sieve.add('l', 'B', 1)).toBe(false);
    expect(sieve.add('l', 'A', 1)).toBe(true);
    expect(sieve.add('l', 'A', 1)).toBe(true);
    expect(sieve.add('l', 'C', 1)).toBe(false);
  });

  it('SuspectSkus lists each SKU once, and nothing (read every row) once past its cap', () => {
    const few = new SuspectSkus();
    for (const sku of ['A', 'B', 'A']) few.add(sku);
    expect(few.list()).toEqual(['A', 'B']);
    const many = new SuspectSkus();
    for (let i = 0; i < MAX_SUSPECT_SKUS; i++) many.add(`S${i}`);
    expect(many.list()).toHaveLength(MAX_SUSPECT_SKUS);
    many.add('one more');
    expect(many.list()).toBeUndefined();
    many.add('and another');
    expect(many.list()).toBeUndefined();
  });

  it('a number and its string spelling are the same key', () => {
    const sieve = new DuplicateSieve();
    sieve.add('l', 'S', 10);
    sieve.add('l', 'S', '10');
    expect(sieve.maybeRepeated).toBe(true);
  });
});
