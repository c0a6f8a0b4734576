import type { PoolClient } from 'pg';
import type { Environment } from '../../../context.ts';
import { keepPriceDigests, PRICE_DIGESTS_LOCK } from '../../../db/price-digests.ts';
import type { ChunkCounts } from '../../imports/index.ts';
import { forgetDigests, readStepDigests, storeDigests } from './digest-repository.ts';
import { mergePriceChunk } from './repository.ts';

export type PriceStep = {
  jobId: string;
  siteId: string;
  environment: Environment;
  /** Every list of the job, and those that held prices when it took its locks (mergePriceChunk). */
  lists: string[];
  populatedLists: string[];
  /** The upload's digests were staged (PricePlan.digested), and how many rows the step staged. */
  digested: boolean;
  stepRows: number | undefined;
};

/**
 * One merge step, in its transaction under the job's list locks: the (list, bucket) pairs whose stored digest
 * equals the upload's are skipped (that upload's merge left them, and merging it again is a no-op), the rest
 * merge and then store the upload's digests. Skipped pairs count their rows as the probe would: every priced row
 * unchanged, nothing removed. Nothing is skipped unless the step's digests cover every row it staged.
 */
export async function mergePriceStep(client: PoolClient, step: PriceStep, buckets: number[]): Promise<ChunkCounts> {
  // The trigger on `prices` leaves this transaction's writes alone; its lock (shared here) keeps a digest this
  // step stores from outliving a change another writer makes meanwhile (src/db/price-digests.ts).
  await keepPriceDigests(client);
  await client.query(PRICE_DIGESTS_LOCK);
  const pairs = step.digested ? await readStepDigests(client, step.jobId, buckets) : [];
  const covered = step.digested && step.stepRows !== undefined && pairs.reduce((n, p) => n + p.rows, 0) === step.stepRows;
  const skipped = covered ? pairs.filter((p) => p.same) : [];
  const merged = covered ? pairs.filter((p) => !p.same) : [];
  const counts: ChunkCounts =
    covered && merged.length === 0
      ? { rows: 0, applied: 0, unchanged: 0, removed: 0 }
      : await mergePriceChunk(client, { ...step, buckets, skip: skipped });
  for (const p of skipped) {
    counts.rows += p.rows;
    counts.unchanged += p.priced;
  }
  if (covered) await storeDigests(client, merged);
  else await forgetDigests(client, step.lists, buckets);
  return counts;
}
