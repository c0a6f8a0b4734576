import type { Deps, Environment } from '../../../context.ts';
import type { Logger } from '../../../logger.ts';
import { readPriceDigestEpoch } from '../../../db/price-digests.ts';
import { bumpTenantVersion } from '../../../db/tenant-versions.ts';
import { withoutQueryTimeout } from '../../../db/unbounded.ts';
import { ImportRejected, runStagedImport, type ImportRun } from '../../imports/index.ts';
import { mergePriceStep } from './merge-price-step.ts';
import { readStepChunks } from './plan-price-steps.ts';
import { deleteStagedPrices, findExistingListIds, findListsWithPrices, hasStagedPrices, lockListsForStep } from './repository.ts';
import type { PricePlan } from './stage-prices.ts';

export type PriceImportJob = { jobId: string; siteId: string; environment: Environment };

/**
 * The price-import job: merges a staged price upload chunk by chunk under the per-list locks. A list deleted
 * since the upload makes the job fail at once (ImportRejected); anything else is retried by the queue.
 */
export function applyPriceImport(deps: Deps, job: PriceImportJob, log: Logger, signal?: AbortSignal): Promise<ImportRun> {
  return runStagedImport(
    deps,
    job.jobId,
    (row) => {
      if (row.siteId !== job.siteId || row.environment !== job.environment) throw new ImportRejected(`job ${job.jobId} belongs to another tenant`);
      const plan = (row.payload ?? {}) as Partial<PricePlan>;
      const lists = plan.lockKeys ?? [];
      // Known once the locks are held (check runs then), so no other writer can fill a list meanwhile.
      let populatedLists: string[] = lists;
      // The digest epoch read just before populatedLists: a step trusts digests only while it has not moved.
      let epoch: string | undefined;
      const rejectGone = (existing: Set<string>) => {
        const gone = lists.filter((id) => !existing.has(id));
        // Named by slug, as the client sent them (plans staged before slugs were kept fall back to the id).
        const named = gone.map((id) => (plan.listSlugs?.[id] ? `"${plan.listSlugs[id]}"` : id));
        if (gone.length) throw new ImportRejected(`price list(s) deleted since the upload: ${named.join(', ')}`);
      };
      return {
        // The price-lists slice's per-list lock (price-lists/lock-key.ts): hashtext(<list id>), taken in id order.
        lockKeys: lists,
        chunks: plan.chunks ?? [],
        async check(client) {
          rejectGone(await findExistingListIds(client, lists));
          epoch = await readPriceDigestEpoch(client);
          populatedLists = await findListsWithPrices(client, lists);
        },
        // `prices` has no foreign key to its list: each step locks the lists against deletion itself, so no price
        // can outlive its list, even if a delete skipped the advisory lock the job holds.
        async mergeChunk(client, chunks, index) {
          rejectGone(await lockListsForStep(client, row, lists));
          const step = {
            jobId: job.jobId,
            siteId: row.siteId,
            environment: row.environment,
            chunks,
            ...readStepChunks(chunks, plan.chunkLists, lists),
            populatedLists,
            digested: plan.digested === true,
            stepRows: plan.stepRows?.[index],
            stepPriced: plan.stepPriced?.[index],
            epoch,
          };
          const counts = await mergePriceStep(client, step);
          // prices has no trigger: the step's commit tells every process's read cache itself (tenant_versions).
          if (counts.applied > 0 || counts.removed > 0) await bumpTenantVersion(client, row, 'prices');
          return counts;
        },
        cleanup: (client) => deleteStagedPrices(client, job.jobId),
        hasStagedRows: (client) => hasStagedPrices(client, job.jobId),
      };
    },
    log,
    signal,
  );
}

/** A job that failed for good leaves nothing staged behind. */
export async function discardPriceImport(deps: Deps, jobId: string): Promise<void> {
  // As many staged rows as the upload had: a bulk delete, not bounded like a request's query.
  const client = withoutQueryTimeout(await deps.db.pool.connect());
  try {
    await deleteStagedPrices(client, jobId);
  } finally {
    client.release();
  }
}
