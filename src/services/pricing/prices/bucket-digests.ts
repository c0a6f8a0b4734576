import { CHUNKS } from '../../imports/index.ts';

/**
 * Above this many lists in one upload no digest is kept (and so nothing of it is skipped): the per-pair state is
 * 16 bytes × 64 buckets per list, 512 KiB at this bound, and the digest rows stay a few ten thousand.
 */
export const MAX_DIGESTED_LISTS = 512;

/** First byte of every digest: a change to what is hashed or how must bump it, so no old digest ever matches. */
const VERSION = 1;

export type PairDigest = { list: number; bucket: number; digest: Buffer; rows: number; priced: number };

/**
 * The digest of each (list, bucket) pair of an upload: a hash over the pair's rows in body order (each row as its
 * COPY text after the list id: sku, quantity, price, unit, tax type, rate, newline; so removals count too), with
 * the pair's row and priced-row counts. Two 32-bit lanes; every step of a lane is a bijection of its state (xor,
 * multiply by an odd constant, xorshift), so a single changed character always changes both lanes, and the
 * xorshift carries high-bit differences back down. Two characters per step: half the multiplications.
 * Equal digests mean equal row sequences (but for a 2^-64 chance); different ones mean nothing (a reordered file
 * simply merges as before).
 */
export class BucketDigests {
  private a = new Int32Array(0);
  private b = new Int32Array(0);
  private rows = new Uint32Array(0);
  private priced = new Uint32Array(0);
  private lists = 0;
  /** False once the upload has touched more than MAX_DIGESTED_LISTS lists: the state is dropped. */
  enabled = true;

  /** Adds a row of list `list` (0, 1, … in order of first appearance) in `bucket`; `text` as described above. */
  add(list: number, bucket: number, text: string, priced: boolean): void {
    if (list >= this.lists && !this.grow(list)) return;
    const p = list * CHUNKS + bucket;
    let x = this.a[p]!;
    let y = this.b[p]!;
    const n = text.length - 1;
    let k = 0;
    for (; k < n; k += 2) {
      const c = text.charCodeAt(k) | (text.charCodeAt(k + 1) << 16);
      x = Math.imul(x ^ c, 0x01000193);
      x ^= x >>> 15;
      y = Math.imul(y ^ c, 0x5bd1e995);
      y ^= y >>> 13;
    }
    if (k === n) {
      const c = text.charCodeAt(k);
      x = Math.imul(x ^ c, 0x01000193);
      x ^= x >>> 15;
      y = Math.imul(y ^ c, 0x5bd1e995);
      y ^= y >>> 13;
    }
    this.a[p] = x;
    this.b[p] = y;
    this.rows[p]!++;
    if (priced) this.priced[p]!++;
  }

  /** Every pair that received a row (none when disabled). */
  *pairs(): Generator<PairDigest> {
    if (!this.enabled) return;
    for (let p = 0; p < this.lists * CHUNKS; p++) {
      if (this.rows[p] === 0) continue;
      const digest = Buffer.alloc(9);
      digest[0] = VERSION;
      digest.writeInt32BE(this.a[p]!, 1);
      digest.writeInt32BE(this.b[p]!, 5);
      yield { list: Math.floor(p / CHUNKS), bucket: p % CHUNKS, digest, rows: this.rows[p]!, priced: this.priced[p]! };
    }
  }

  private grow(list: number): boolean {
    if (!this.enabled) return false;
    if (list >= MAX_DIGESTED_LISTS) {
      this.enabled = false;
      this.a = this.b = new Int32Array(0);
      this.rows = this.priced = new Uint32Array(0);
      this.lists = 0;
      return false;
    }
    const lists = Math.min(MAX_DIGESTED_LISTS, Math.max(list + 1, this.lists * 2, 8));
    const widen = <T extends Int32Array | Uint32Array>(old: T, make: (n: number) => T, seed: number): T => {
      const next = make(lists * CHUNKS);
      next.fill(seed, old.length);
      next.set(old);
      return next;
    };
    this.a = widen(this.a, (n) => new Int32Array(n), 0x811c9dc5 | 0);
    this.b = widen(this.b, (n) => new Int32Array(n), 0x9747b28c | 0);
    this.rows = widen(this.rows, (n) => new Uint32Array(n), 0);
    this.priced = widen(this.priced, (n) => new Uint32Array(n), 0);
    this.lists = lists;
    return true;
  }
}
