import type { Deps, Environment } from '../../../context.ts';
import type { Logger } from '../../../logger.ts';
import { withoutQueryTimeout } from '../../../db/unbounded.ts';
import { ImportRejected, runStagedImport, type ImportRun } from '../../imports/index.ts';
import { deleteStagedStock, findExistingLocationIds, hasStagedStock, mergeStockChunk } from './repository.ts';
import type { StockPlan } from './stage-stock.ts';

export type StockImportJob = { jobId: string; siteId: string; environment: Environment };

/**
 * The stock-import job: merges a staged batch-update-stock body step by step under the locations' locks. A
 * location deleted since the upload makes the job fail at once (ImportRejected, a sync error with data type
 * `stock`); anything else is retried by the queue.
 */
export function applyStockImport(deps: Deps, job: StockImportJob, log: Logger, signal?: AbortSignal): Promise<ImportRun> {
  return runStagedImport(
    deps,
    job.jobId,
    (row) => {
      if (row.siteId !== job.siteId || row.environment !== job.environment) throw new ImportRejected(`job ${job.jobId} belongs to another tenant`);
      const plan = (row.payload ?? {}) as Partial<StockPlan>;
      const locationIds = plan.locationIds ?? [];
      return {
        lockKeys: plan.lockKeys ?? [],
        chunks: plan.chunks ?? [],
        async check(client) {
          const existing = await findExistingLocationIds(client, row, locationIds);
          const gone = locationIds.filter((id) => !existing.has(id));
          if (gone.length) throw new ImportRejected(`stock location(s) deleted since the upload: ${gone.join(', ')}`);
        },
        mergeChunk: (client, buckets) => mergeStockChunk(client, { jobId: job.jobId, buckets, siteId: row.siteId, environment: row.environment }),
        cleanup: (client) => deleteStagedStock(client, job.jobId),
        hasStagedRows: (client) => hasStagedStock(client, job.jobId),
      };
    },
    log,
    signal,
  );
}

/** A job that failed for good leaves nothing staged behind. */
export async function discardStockImport(deps: Deps, jobId: string): Promise<void> {
  const client = withoutQueryTimeout(await deps.db.pool.connect());
  try {
    await deleteStagedStock(client, jobId);
  } finally {
    client.release();
  }
}
