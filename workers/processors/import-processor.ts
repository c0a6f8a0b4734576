import type { Deps } from '../../src/context.ts';
import type { Logger } from '../../src/logger.ts';
import { outageOf } from '../../src/outage.ts';
import { JobDeferred } from '../../src/queue/deferred.ts';
import { ImportRejected, type ImportRun } from '../../src/services/imports/index.ts';
import { BadJobInput, type Processor } from '../create-worker.ts';

type ImportJob = 'price-import' | 'stock-import' | 'purchase-import';
/** The catalog's importPayload; `integration` names the sending credential (purchases record their item failures under it). */
type Payload = { jobId: string; siteId: string; environment: 'live' | 'test'; integration: string };

/**
 * A processor for a staged bulk import (rows wait in the slice's staging table, never in Redis). Safe to run
 * again: a completed job is skipped and a retried one resumes after its last merged step. createWorker marks a
 * job that fails for good as failed and records the sync error (the catalog's data type, the sending
 * credential as integration); its staged rows are discarded then.
 */
export function importProcessor<N extends ImportJob>(
  apply: (deps: Deps, payload: Payload, log: Logger, signal?: AbortSignal) => Promise<ImportRun>,
  discard: (deps: Deps, jobId: string) => Promise<void>,
): Processor<N> {
  return async (payload, { deps, job, attempt, log, signal }) => {
    try {
      return (await apply(deps, payload, log, signal)).result;
    } catch (err) {
      // Waits for an earlier import, for the worker's restart, or for PostgreSQL or Redis to return: not an
      // attempt, nothing to discard.
      if (err instanceof JobDeferred || outageOf(err)) throw err;
      const final = err instanceof ImportRejected || attempt >= (job.opts.attempts ?? 1);
      if (final) await discard(deps, payload.jobId).catch(() => {});
      if (err instanceof ImportRejected) throw new BadJobInput(err.message);
      throw err;
    }
  };
}
