/**
 * A fixed-size Bloom filter over the keys of an upload: it can prove that no key was sent twice, never that one
 * was. The exact duplicate check (a GROUP BY over every staged row, seconds for a million rows) then runs only
 * when the sieve saw a key that may have come before: always for a body with a real repeat, and for a body
 * without one rarely (a false "maybe" about once in 50 uploads of a million rows; the check then finds
 * nothing). 8 MiB whatever the body's size, and no row is kept. The caller may narrow the exact check to the keys
 * `add` answered true for, since every repeat is among them: past a few million keys the bits fill up and some
 * thousand keys sent once answer true as well (5 million rows: about one in 2,000).
 */
export class DuplicateSieve {
  /** 2^26 bits, 7 probes per key. */
  private readonly bits = new Uint32Array(1 << 21);
  private static readonly MASK = (1 << 26) - 1;
  private static readonly PROBES = 7;
  /** True once any key may have been added before. */
  maybeRepeated = false;

  /**
   * Adds a key made of parts (hashed as if joined by a separator that cannot occur in them). True when the key may
   * have been added before: every repeat of a key answers true (and, rarely, a key sent once).
   */
  add(...parts: (string | number)[]): boolean {
    let h1 = 0x811c9dc5;
    let h2 = 0x9747b28c;
    for (const part of parts) {
      const s = typeof part === 'number' ? String(part) : part;
      for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        h1 = Math.imul(h1 ^ c, 0x01000193);
        h2 = Math.imul(h2 ^ c, 0x5bd1e995);
        h2 ^= h2 >>> 15;
      }
      // The separator: keeps ("ab", "c") and ("a", "bc") apart.
      h1 = Math.imul(h1 ^ 0xffff, 0x01000193);
      h2 = Math.imul(h2 ^ 0xffff, 0x5bd1e995);
    }
    h2 |= 1; // odd, so the probes of one key never collapse onto one bit
    let all = true;
    for (let k = 0; k < DuplicateSieve.PROBES; k++) {
      const bit = (h1 + Math.imul(k, h2)) & DuplicateSieve.MASK;
      const word = bit >>> 5;
      const mask = 1 << (bit & 31);
      if ((this.bits[word]! & mask) === 0) {
        all = false;
        this.bits[word]! |= mask;
      }
    }
    if (all) this.maybeRepeated = true;
    return all;
  }
}

/**
 * Past this many SKUs the sieve could not prove new, the exact check reads every staged row instead of theirs (a
 * body that repeats most of its keys; a body of 5 million distinct keys has a few thousand).
 */
export const MAX_SUSPECT_SKUS = 100_000;

/** The SKUs of the keys a DuplicateSieve answered true for: what the exact duplicate check needs to read. */
export class SuspectSkus {
  private readonly skus = new Set<string>();

  add(sku: string): void {
    if (this.skus.size <= MAX_SUSPECT_SKUS) this.skus.add(sku);
  }

  /** The SKUs, or undefined past MAX_SUSPECT_SKUS (check every row). */
  list(): string[] | undefined {
    return this.skus.size <= MAX_SUSPECT_SKUS ? [...this.skus] : undefined;
  }
}
