import { JobDeferred } from '../../src/queue/deferred.ts';
import { outageOf } from '../../src/outage.ts';
import { ImportRejected } from '../../src/services/imports/index.ts';
import { applyPriceImport, discardPriceImport } from '../../src/services/pricing/prices/apply-price-import.ts';
import { BadJobInput, type Processor } from '../create-worker.ts';

/**
 * Merges one staged price upload (rows wait in price_staging, never in Redis). Safe to run again: a completed
 * job is skipped and a retried one resumes after its last merged chunk. createWorker marks a job that fails for
 * good as failed and records the sync error (data type `prices`, the sending credential as integration).
 */
export const priceImport: Processor<'price-import'> = async (payload, { deps, job, attempt, log, signal }) => {
  try {
    const run = await applyPriceImport(deps, payload, log, signal);
    return run.result;
  } catch (err) {
    // Waits for an earlier import, for the worker's restart, or for PostgreSQL or Redis to return: not an
    // attempt, nothing to discard.
    if (err instanceof JobDeferred || outageOf(err)) throw err;
    const final = err instanceof ImportRejected || attempt >= (job.opts.attempts ?? 1);
    if (final) await discardPriceImport(deps, payload.jobId).catch(() => {});
    if (err instanceof ImportRejected) throw new BadJobInput(err.message);
    throw err;
  }
};
