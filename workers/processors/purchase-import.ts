import { JobDeferred } from '../../src/queue/deferred.ts';
import { outageOf } from '../../src/outage.ts';
import { ImportRejected } from '../../src/services/imports/index.ts';
import { applyPurchaseImport, discardPurchaseImport } from '../../src/services/purchasing/apply-purchase-import.ts';
import { BadJobInput, type Processor } from '../create-worker.ts';

/**
 * Merges one staged batch upsert (items wait in purchase_staging, never in Redis). Safe to run again: a completed
 * job is skipped and a retried one resumes after its last merged step. Items that cannot apply become sync errors
 * (data type `purchases`); a job that fails for good is marked failed and recorded by createWorker.
 */
export const purchaseImport: Processor<'purchase-import'> = async (payload, { deps, job, attempt, log, signal }) => {
  try {
    const run = await applyPurchaseImport(deps, payload, log, signal);
    return run.result;
  } catch (err) {
    if (err instanceof JobDeferred || outageOf(err)) throw err;
    const final = err instanceof ImportRejected || attempt >= (job.opts.attempts ?? 1);
    if (final) await discardPurchaseImport(deps, payload.jobId).catch(() => {});
    if (err instanceof ImportRejected) throw new BadJobInput(err.message);
    throw err;
  }
};
