import { createHash, type Hash } from 'node:crypto';
import { CHUNKS } from '../../imports/index.ts';

/**
 * Above this many lists in one upload no digest is kept (and so nothing of it is skipped): the per-pair state is
 * a SHA-256 context and two counters per (list, bucket), 64 buckets per list, and the digest rows stay a few ten
 * thousand.
 */
export const MAX_DIGESTED_LISTS = 512;

/**
 * First byte of every digest: a change to what is hashed or how must bump it, so no old digest ever matches.
 * 1 was a 64-bit multiplicative hash, which a client could make collide on purpose (two unit texts found in
 * seconds): a planted row would then survive a later full re-sync of the same pair.
 */
const VERSION = 2;

/** Stored bytes of the SHA-256 per digest (after the version byte): 128 bits, beyond any search. */
const DIGEST_BYTES = 16;

/** Rows buffered before their texts are handed to the pairs' hashes: one update per dirty pair, not per row. */
const FLUSH_ROWS = 4096;

export type PairDigest = { list: number; bucket: number; digest: Buffer; rows: number; priced: number };

/**
 * The digest of each (list, bucket) pair of an upload: SHA-256 over the pair's rows in body order (each row as its
 * COPY text after the list id: sku, quantity, price, unit, tax type, rate, newline; so removals count too), with
 * the pair's row and priced-row counts. The text is hashed as UTF-16 code units, so two texts differing only in
 * unpaired surrogates (possible from JSON escapes) never hash alike as they would through UTF-8's replacement
 * character. Rows are buffered per pair and hashed in batches: a native call per row would cost ~1 µs each.
 * Equal digests mean equal row sequences; different ones mean nothing (a reordered file simply merges as before).
 */
export class BucketDigests {
  private hashes: (Hash | undefined)[] = [];
  private pending: string[] = [];
  private dirty: number[] = [];
  private buffered = 0;
  private rows = new Uint32Array(0);
  private priced = new Uint32Array(0);
  private lists = 0;
  /** False once the upload has touched more than MAX_DIGESTED_LISTS lists: the state is dropped. */
  enabled = true;

  /** Adds a row of list `list` (0, 1, … in order of first appearance) in `bucket`; `text` as described above. */
  add(list: number, bucket: number, text: string, priced: boolean): void {
    if (list >= this.lists && !this.grow(list)) return;
    const p = list * CHUNKS + bucket;
    const before = this.pending[p];
    if (before === undefined || before === '') {
      this.pending[p] = text;
      this.dirty.push(p);
    } else this.pending[p] = before + text;
    this.rows[p]!++;
    if (priced) this.priced[p]!++;
    if (++this.buffered >= FLUSH_ROWS) this.flush();
  }

  /** Every pair that received a row (none when disabled). */
  *pairs(): Generator<PairDigest> {
    if (!this.enabled) return;
    this.flush();
    for (let p = 0; p < this.lists * CHUNKS; p++) {
      const hash = this.hashes[p];
      if (this.rows[p] === 0 || !hash) continue;
      const digest = Buffer.alloc(1 + DIGEST_BYTES);
      digest[0] = VERSION;
      hash.digest().copy(digest, 1, 0, DIGEST_BYTES);
      yield { list: Math.floor(p / CHUNKS), bucket: p % CHUNKS, digest, rows: this.rows[p]!, priced: this.priced[p]! };
    }
  }

  private flush(): void {
    for (const p of this.dirty) {
      (this.hashes[p] ??= createHash('sha256')).update(this.pending[p]!, 'utf16le');
      this.pending[p] = '';
    }
    this.dirty = [];
    this.buffered = 0;
  }

  private grow(list: number): boolean {
    if (!this.enabled) return false;
    if (list >= MAX_DIGESTED_LISTS) {
      this.enabled = false;
      this.hashes = [];
      this.pending = [];
      this.dirty = [];
      this.rows = this.priced = new Uint32Array(0);
      this.lists = 0;
      return false;
    }
    const lists = Math.min(MAX_DIGESTED_LISTS, Math.max(list + 1, this.lists * 2, 8));
    const widen = (old: Uint32Array) => {
      const next = new Uint32Array(lists * CHUNKS);
      next.set(old);
      return next;
    };
    this.rows = widen(this.rows);
    this.priced = widen(this.priced);
    this.lists = lists;
    return true;
  }
}
