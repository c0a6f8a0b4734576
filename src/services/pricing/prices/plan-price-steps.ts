import { CHUNKS, MAX_MERGE_STEPS, ROWS_PER_MERGE } from '../../imports/index.ts';

/**
 * One merge step of a price import: the rows of these lists (indexes into the plan's sorted `lockKeys`) in these
 * hash buckets. Steps never share a (list, bucket) pair, so they never share a row.
 */
export type PriceStepPlan = { lists: number[]; buckets: number[] };

/**
 * The rows a step takes from one list, about: a larger list is split by buckets into steps of about this size, so
 * that the merge lanes (IMPORT_MERGE_LANES) stay busy to the end. 5 lists of 200,000 rows as 5 steps left one lane
 * alone with the last step; as 10 steps they merged in 3.43-3.46 s against 3.70-3.72 s.
 */
export const MAX_STEP_ROWS = 100_000;

/**
 * The merge steps of a price upload from its rows per (list, bucket): `perList[i][b]` for the i-th list in key
 * order. Steps follow the primary key of `prices` (list, SKU, quantity): a list with at least ROWS_PER_MERGE rows
 * has steps of its own, so a step's sorted rows go into the stretch of the key its list holds, rather than all over
 * it as steps of hash buckets across every list did (which split index pages everywhere: a first load of 1M rows
 * cost 6.0 s of merging on one lane so, 5.0 s in steps by list; 3.79-3.89 s against 3.43-3.46 s on two). Smaller
 * lists share steps of at most ROWS_PER_MERGE rows (a one-SKU PATCH across every list stays one transaction). A
 * list over MAX_STEP_ROWS is split by buckets into steps of about that size, at most MAX_MERGE_STEPS.
 */
export function planPriceSteps(perList: readonly (readonly number[])[]): { steps: PriceStepPlan[]; stepRows: number[] } {
  const steps: PriceStepPlan[] = [];
  const stepRows: number[] = [];
  let group: { lists: number[]; buckets: Set<number>; rows: number } | undefined;
  const closeGroup = () => {
    if (!group) return;
    steps.push({ lists: group.lists, buckets: [...group.buckets].sort((a, b) => a - b) });
    stepRows.push(group.rows);
    group = undefined;
  };
  perList.forEach((perBucket, list) => {
    const rows = perBucket.reduce((n, r) => n + r, 0);
    if (rows === 0) return;
    if (rows < ROWS_PER_MERGE) {
      if (group && group.rows + rows > ROWS_PER_MERGE) closeGroup();
      group ??= { lists: [], buckets: new Set(), rows: 0 };
      group.lists.push(list);
      perBucket.forEach((r, bucket) => r > 0 && group!.buckets.add(bucket));
      group.rows += rows;
      return;
    }
    closeGroup();
    const parts = Math.min(MAX_MERGE_STEPS, Math.ceil(rows / MAX_STEP_ROWS));
    for (const buckets of splitBuckets(perBucket, rows, parts)) {
      steps.push({ lists: [list], buckets });
      stepRows.push(buckets.reduce((n, b) => n + perBucket[b]!, 0));
    }
  });
  closeGroup();
  return { steps, stepRows };
}

/** The non-empty buckets in `parts` groups of consecutive buckets holding about equal rows (a bucket goes where its middle row falls). */
function splitBuckets(perBucket: readonly number[], rows: number, parts: number): number[][] {
  const groups: number[][] = Array.from({ length: parts }, () => []);
  let before = 0;
  perBucket.forEach((r, bucket) => {
    if (r === 0) return;
    groups[Math.min(parts - 1, Math.floor(((before + r / 2) * parts) / rows))]!.push(bucket);
    before += r;
  });
  return groups.filter((g) => g.length > 0);
}

/**
 * A staged row's `chunk`: its list's number in the upload (in order of first appearance) and its SKU's hash bucket
 * in one, so that every step is a set of chunks no other step holds. A worker from before steps by list reads a
 * step as "these chunks of every list", which then is exactly the step, and its counts stay right during a
 * rolling deploy (with plain buckets it would merge every list's rows once per list).
 */
export const stagedChunk = (list: number, bucket: number) => list * CHUNKS + bucket;

/** What a step's staged chunks hold: their lists (by id) and buckets, and the chunk of one (list, bucket) pair. */
export type StepChunks = { lists: string[]; buckets: number[]; chunkOf(listId: string, bucket: number): number };

/**
 * Reads a step's chunks: `chunkLists` (list ids by number, from the plan) when they encode the list (stagedChunk);
 * a plan staged before that has plain buckets, each of every list of the job (`lists`).
 */
export function readStepChunks(chunks: readonly number[], chunkLists: readonly string[] | undefined, lists: readonly string[]): StepChunks {
  if (!chunkLists) return { lists: [...lists], buckets: [...chunks], chunkOf: (_, bucket) => bucket };
  const numbers = new Map(chunkLists.map((id, n) => [id, n]));
  const stepLists = new Set<string>();
  const buckets = new Set<number>();
  for (const chunk of chunks) {
    stepLists.add(chunkLists[Math.floor(chunk / CHUNKS)]!);
    buckets.add(chunk % CHUNKS);
  }
  return { lists: [...stepLists], buckets: [...buckets], chunkOf: (listId, bucket) => stagedChunk(numbers.get(listId)!, bucket) };
}
