/** Staged rows are hashed into this many buckets. */
export const CHUNKS = 64;

/** Rows a merge transaction aims at: small uploads merge in one transaction, large ones in many short ones. */
export const ROWS_PER_MERGE = 50_000;

/**
 * At most this many steps for one list of a price upload (plan-price-steps.ts). Each step of a list revisits the
 * list's whole stretch of the key, so with a fixed step size the pages a job touches would grow with the square of
 * its size (steps of hash buckets across every list, 5M prices: 35k rows/s against 83k for 100k). A fixed ceiling
 * keeps that linear; steps of very large lists grow instead.
 */
export const MAX_MERGE_STEPS = 16;

/**
 * A stable bucket for a key (FNV-1a over its UTF-16 code units): the same SKU lands in the same bucket in every
 * process and every run, so a step made of whole buckets holds all of a SKU's rows (of the step's lists).
 */
export function chunkOf(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % CHUNKS;
}

/**
 * The merge steps of a job: consecutive non-empty buckets grouped until a group holds about `target` rows.
 * Each group is one transaction and one progress step: a 500-row upload is one step, a million rows ~20.
 * Every step revisits the whole key range of the target table (buckets are hashes), so fewer, larger steps
 * touch each index page fewer times; 50,000 rows keeps a step to a few seconds.
 */
export function planChunks(rowsPerBucket: readonly number[], target = ROWS_PER_MERGE): number[][] {
  const groups: number[][] = [];
  let group: number[] = [];
  let rows = 0;
  rowsPerBucket.forEach((n, bucket) => {
    if (n === 0) return;
    group.push(bucket);
    rows += n;
    if (rows >= target) {
      groups.push(group);
      group = [];
      rows = 0;
    }
  });
  if (group.length) groups.push(group);
  return groups;
}
