import { describe, expect, it } from 'vitest';
import { BucketDigests, MAX_DIGESTED_LISTS } from '../../../src/services/pricing/prices/bucket-digests.ts';

// The upload digests the price import compares to skip unchanged (list, bucket) pairs: equal rows in equal order
// give equal digests, and any change to a row's values, to their order or to the set of rows gives another.

type Row = [list: number, bucket: number, text: string, priced?: boolean];
function digestsOf(rows: Row[]): Map<string, string> {
  const d = new BucketDigests();
  for (const [list, bucket, text, priced = true] of rows) d.add(list, bucket, text, priced);
  return new Map([...d.pairs()].map((p) => [`${p.list}/${p.bucket}`, `${p.digest.toString('hex')} ${p.rows} ${p.priced}`]));
}
const row = (sku: string, price: string, list = 0, bucket = 3): Row => [list, bucket, `${sku}\t1\t${price}\t\\N\t\\N\t\\N\n`];

describe('BucketDigests', () => {
  const base = [row('A', '1.00'), row('B', '2.00'), row('C', '3.00', 1), row('D', '4.00', 0, 7)];

  it('the same rows in the same order give the same digests, per (list, bucket) pair, with their counts', () => {
    const d = digestsOf(base);
    expect(d).toEqual(digestsOf(base));
    expect([...d.keys()].sort()).toEqual(['0/3', '0/7', '1/3']);
    expect(d.get('0/3')).toMatch(/^02[0-9a-f]{32} 2 2$/);
  });

  it('a changed character, a reordering, a missing row or an extra removal row changes only that pair', () => {
    const variants: Row[][] = [
      [row('A', '1.01'), ...base.slice(1)],
      [base[1]!, base[0]!, ...base.slice(2)],
      base.slice(1),
      [...base, [0, 3, 'E\t0\t\\N\t\\N\t\\N\t\\N\n', false]],
    ];
    for (const v of variants) {
      const d = digestsOf(v);
      expect(d.get('0/3')).not.toEqual(digestsOf(base).get('0/3'));
      expect(d.get('1/3')).toEqual(digestsOf(base).get('1/3'));
    }
  });

  it('texts differing only in unpaired surrogates (JSON escapes) digest apart', () => {
    expect(digestsOf([row('\ud800', '1.00')]).get('0/3')).not.toEqual(digestsOf([row('\ud801', '1.00')]).get('0/3'));
  });

  it("a pair's digest does not depend on how other pairs' rows interleave with it (across many batches)", () => {
    const own = Array.from({ length: 9_000 }, (_, i) => row(`S${i}`, '1.00'));
    const interleaved = (every: number) => own.flatMap((r, i) => (i % every === 0 ? [r, row(`O${i}`, '2.00', 1, 5)] : [r]));
    const alone = digestsOf(own).get('0/3');
    expect(digestsOf(interleaved(1)).get('0/3')).toEqual(alone);
    expect(digestsOf(interleaved(7)).get('0/3')).toEqual(alone);
  });

  it('keeps nothing for an upload touching more lists than it bounds (nothing of it is then skipped)', () => {
    const d = new BucketDigests();
    for (let list = 0; list <= MAX_DIGESTED_LISTS; list++) d.add(list, 0, 'X\t1\t1\t\\N\t\\N\t\\N\n', true);
    expect(d.enabled).toBe(false);
    expect([...d.pairs()]).toEqual([]);
  });
});
