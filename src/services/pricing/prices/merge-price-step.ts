import type { PoolClient } from 'pg';
import type { Environment } from '../../../context.ts';
import { keepPriceDigests, PRICE_DIGESTS_LOCK, readPriceDigestEpoch } from '../../../db/price-digests.ts';
import type { ChunkCounts } from '../../imports/index.ts';
import { forgetDigests, readStepDigests, storeDigests } from './digest-repository.ts';
import { mergePriceChunk } from './merge-chunk.ts';

export type PriceStep = {
  jobId: string;
  siteId: string;
  environment: Environment;
  /** The staged chunks the step merges, with their lists and buckets (plan-price-steps.ts readStepChunks). */
  chunks: number[];
  lists: string[];
  buckets: number[];
  chunkOf(listId: string, bucket: number): number;
  /** The lists of the job that held prices when it took its locks. */
  populatedLists: string[];
  /** The upload's digests were staged (PricePlan.digested), and how many rows the step staged. */
  digested: boolean;
  stepRows: number | undefined;
  /** Of them with a price (undefined in plans staged before it was counted). */
  stepPriced: number | undefined;
  /** The digest epoch when the job took its locks and found `populatedLists` (src/db/price-digests.ts). */
  epoch: string | undefined;
};

/**
 * One merge step, in its transaction under the job's list locks: the (list, bucket) pairs whose stored digest
 * equals the upload's are skipped (that upload's merge left them, and merging it again is a no-op), the rest
 * merge and then store the upload's digests. Skipped pairs count their rows as the probe would: every priced row
 * unchanged, nothing removed. Nothing is skipped unless the step's digests cover every row it staged.
 */
export async function mergePriceStep(client: PoolClient, step: PriceStep): Promise<ChunkCounts> {
  const { buckets } = step;
  // The trigger on `prices` leaves this transaction's writes alone; its lock (shared here) keeps a digest this
  // step stores from outliving a change another writer makes meanwhile (src/db/price-digests.ts).
  await keepPriceDigests(client);
  await client.query(PRICE_DIGESTS_LOCK);
  // Read under the lock: no writer can move it before this step commits. Moved since the job took its locks, a
  // writer outside the hub changed prices meanwhile: `populatedLists` may be stale, so this step merges in full and
  // stores no digest (the next import of these rows merges them again).
  const epoch = await readPriceDigestEpoch(client);
  const trusted = step.digested && step.epoch === epoch;
  const pairs = trusted ? await readStepDigests(client, step.jobId, step.lists, buckets, epoch) : [];
  const covered = trusted && step.stepRows !== undefined && pairs.reduce((n, p) => n + p.rows, 0) === step.stepRows;
  const skipped = covered ? pairs.filter((p) => p.same) : [];
  const merged = covered ? pairs.filter((p) => !p.same) : [];
  const counts: ChunkCounts =
    covered && merged.length === 0
      ? { rows: 0, applied: 0, unchanged: 0, removed: 0 }
      : await mergePriceChunk(client, {
          ...step,
          // Which lists were empty is known only while no writer outside the hub has moved the epoch.
          populatedLists: step.epoch === epoch ? step.populatedLists : step.lists,
          skip: skipped.map((p) => ({ listId: p.listId, chunk: step.chunkOf(p.listId, p.bucket) })),
        });
  for (const p of skipped) {
    counts.rows += p.rows;
    counts.unchanged += p.priced;
  }
  if (covered) await storeDigests(client, merged, epoch);
  else await forgetDigests(client, step.lists, buckets);
  return counts;
}
