import type { PoolClient } from 'pg';
import type { Deps } from '../../context.ts';
import { withoutQueryTimeout } from '../../db/unbounded.ts';
import type { Logger } from '../../logger.ts';
import { ImportRejected, runStagedImport, type ImportRun } from '../imports/index.ts';
import { recordSyncErrors, type SyncFailure } from '../sync-logging/index.ts';
import { mergePurchases, refreshStaleStatistics, type SqlRunner } from './merge-sql.ts';
import type { NormalizedPurchase } from './normalize.ts';
import type { PurchasePlan } from './stage-purchases.ts';
import { describeFailure } from './write-errors.ts';

// The worker half of PUT /api/v1/batch-upsert-purchases: merges the staged items step by step with the same
// statements as a PUT (merge-sql.ts). Items that cannot apply are marked on their staging rows in the step that
// met them; once every step has run, they are written to the sync error log in bulk, then the job completes.

const SOURCE = `(SELECT line, item, content_hash, id AS match_id, external_id AS match_external
                   FROM purchase_staging WHERE job_id = $3::uuid AND chunk = ANY($4::int[]))`;

const runnerOf = (client: PoolClient): SqlRunner => async <T>(text: string, params: unknown[]) => (await client.query(text, params)).rows as T[];

type Job = { jobId: string; siteId: string; environment: 'live' | 'test'; integration: string };

export function applyPurchaseImport(deps: Deps, job: Job, log: Logger, signal?: AbortSignal): Promise<ImportRun> {
  const tenant = { siteId: job.siteId, environment: job.environment };
  return runStagedImport(
    deps,
    job.jobId,
    (row) => {
      if (row.siteId !== job.siteId || row.environment !== job.environment) throw new ImportRejected(`job ${job.jobId} belongs to another tenant`);
      const plan = (row.payload ?? {}) as Partial<PurchasePlan>;
      return {
        lockKeys: plan.lockKeys ?? [],
        chunks: plan.chunks ?? [],
        async mergeChunk(client, buckets) {
          const run = runnerOf(client);
          await refreshStaleStatistics(run);
          const counts = await mergePurchases(run, tenant, 'batch-upsert', { sql: SOURCE, params: [job.jobId, buckets] });
          if (counts.failures.length) {
            await client.query(
              `UPDATE purchase_staging s SET failure_code = f.code, failure_message = f.message
                 FROM jsonb_to_recordset($2::jsonb) AS f(line int, code text, message text)
                WHERE s.job_id = $1::uuid AND s.line = f.line`,
              [job.jobId, JSON.stringify(await describeAll(run, counts.failures))],
            );
          }
          const failed = counts.failures.length;
          return { rows: counts.written + counts.unchanged + failed, applied: counts.written, unchanged: counts.unchanged, removed: 0, failed };
        },
        finish: (client) => recordFailures(deps, job, row.attempts, client),
        cleanup: (client) => client.query('DELETE FROM purchase_staging WHERE job_id = $1::uuid', [job.jobId]).then(() => {}),
        hasStagedRows: async (client) => (await client.query('SELECT 1 FROM purchase_staging WHERE job_id = $1::uuid LIMIT 1', [job.jobId])).rowCount! > 0,
      };
    },
    log,
    signal,
  );
}

/** The failures' codes and messages, read with their items from the step's merge table. */
async function describeAll(run: SqlRunner, failures: Awaited<ReturnType<typeof mergePurchases>>['failures']) {
  const items = await run<{ line: number; item: NormalizedPurchase }>(`SELECT line, item FROM purchase_merge WHERE failure IS NOT NULL`, []);
  const byLine = new Map(items.map((i) => [i.line, i.item]));
  return failures.map((f) => ({ line: f.line, ...describeFailure(f, byLine.get(f.line)!) }));
}

/** Every failed item of the job as one sync error each (data type purchases), written in bulk. */
async function recordFailures(deps: Deps, job: Job, attempts: number, client: PoolClient): Promise<void> {
  const { rows } = await client.query<{ item: NormalizedPurchase; failure_code: string; failure_message: string }>(
    `SELECT item, failure_code, failure_message FROM purchase_staging WHERE job_id = $1::uuid AND failure_code IS NOT NULL ORDER BY line`,
    [job.jobId],
  );
  if (rows.length === 0) return;
  const failures: SyncFailure[] = rows.map((r) => ({
    siteId: job.siteId,
    environment: job.environment,
    integration: job.integration,
    dataType: 'purchases',
    code: r.failure_code,
    message: r.failure_message,
    externalId: r.item.external_id ?? r.item.id,
    visibleId: r.item.visible_id,
    payload: r.item,
    jobId: job.jobId,
    attempts: Math.max(1, attempts),
  }));
  await recordSyncErrors(deps.db.prisma, failures);
}

/** A job that failed for good leaves nothing staged behind. */
export async function discardPurchaseImport(deps: Deps, jobId: string): Promise<void> {
  const client = withoutQueryTimeout(await deps.db.pool.connect());
  try {
    await client.query('DELETE FROM purchase_staging WHERE job_id = $1::uuid', [jobId]);
  } finally {
    client.release();
  }
}
