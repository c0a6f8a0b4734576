/** Staged rows are hashed into this many buckets. */
export const CHUNKS = 64;

/** Rows a merge transaction aims at: small uploads merge in one transaction, large ones in many short ones. */
export const ROWS_PER_MERGE = 50_000;

/**
 * At most this many steps for one upload. Each step reads its rows from all over the staged heap (rows are staged
 * in body order, buckets are hashes) and revisits the whole key range of the target table, so with a fixed step
 * size the pages a job touches grow with the square of its size (5M prices: 35k rows/s against 83k for 100k).
 * A fixed ceiling on the steps keeps that linear; steps of large uploads grow instead (5M rows: ~312,000 each).
 */
export const MAX_MERGE_STEPS = 16;

/** The step size planChunks aims at for an upload of `rows`. */
export const rowsPerStep = (rows: number) => Math.max(ROWS_PER_MERGE, Math.ceil(rows / MAX_MERGE_STEPS));

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
