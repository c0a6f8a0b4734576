import type { PoolClient, QueryResult } from 'pg';
import type { Environment } from '../../../context.ts';
import type { ChunkCounts } from '../../imports/index.ts';

// The SQL of a price merge step (merge-price-step.ts): the full merge, and the plain insert of a first load.

/**
 * One merge step (the staged rows of `lists` in `chunks`: plan-price-steps.ts), set-based: of every (list, SKU) the
 * step names, stored rows whose quantity is not sent again are deleted; sent rows are inserted, or updated when a
 * value differs. A sent row is first looked up in `prices` (one primary-key probe) and skipped when the stored row
 * is identical: an unchanged row never reaches the upsert, whose conflict path would lock (and so write) its heap tuple even when its WHERE
 * rejects the update, so a re-sent file writes nothing at all. In the caller's transaction, under the lists' locks;
 * the staging rows stay until the job completes. Removals are only looked for on `populatedLists`: a list that
 * was empty when the job took its lock has nothing to remove (a first load skips a primary-key probe per SKU).
 * The (list, chunk) pairs in `skip` are left out (their rows are known to be in place already: bucket-digests.ts).
 */
export async function mergePriceChunk(
  client: PoolClient,
  job: {
    jobId: string;
    lists: string[];
    chunks: number[];
    siteId: string;
    environment: Environment;
    populatedLists: string[];
    skip?: { listId: string; chunk: number }[];
    /** The step's staged rows and those with a price, as the plan counted them (a first load then skips counting). */
    stepRows?: number;
    stepPriced?: number;
  },
): Promise<ChunkCounts> {
  const skip = job.skip ?? [];
  // The step's lists held no price when the job took its locks (a first load): nothing to remove, nothing to compare.
  if (skip.length === 0 && !job.lists.some((id) => job.populatedLists.includes(id))) {
    const inserted = await insertPriceChunk(client, job);
    if (inserted) return inserted;
    // A writer outside the hub filled one of them since: merge in full, as onto any list holding prices.
    return mergePriceChunk(client, { ...job, populatedLists: [...job.populatedLists, ...job.lists] });
  }
  // Every join here is a probe of the prices primary key per staged row or SKU, whatever the estimates: the freshly
  // COPYed (or just vacuumed) staging rows have none worth trusting, and a hash join would read all of `prices`
  // every step, a nested loop between two of the step's own row sets would be quadratic (none is written here: the
  // unchanged-row check is a correlated probe, kept one by its OFFSET 0).
  await client.query('SET LOCAL enable_hashjoin = off');
  await client.query('SET LOCAL enable_mergejoin = off');
  // The step's rows are sorted for the upsert: in memory, not in a temp file (4 MB default spilled 50,000 rows).
  await client.query(`SET LOCAL work_mem = '64MB'`);
  const res = await client.query<{ rows: number; priced: number; applied: number; removed: number }>(
    `WITH src AS MATERIALIZED (
        SELECT price_list_id, sku, quantity, price, unit_of_measure, tax_type, display_tax_rate
          FROM price_staging WHERE job_id = $1 AND price_list_id = ANY($8::uuid[]) AND chunk = ANY($2::int[])
           AND (price_list_id, chunk) NOT IN (SELECT * FROM unnest($6::uuid[], $7::int[]))),
      sent AS (
        SELECT price_list_id, sku, array_agg(quantity) FILTER (WHERE price IS NOT NULL) AS keep
          FROM src GROUP BY price_list_id, sku),
      removed AS (
        DELETE FROM prices p USING sent k
         WHERE k.price_list_id = ANY($5::uuid[])
           AND p.price_list_id = k.price_list_id AND p.sku = k.sku AND (k.keep IS NULL OR p.quantity <> ALL (k.keep))
        RETURNING 1),
      changed AS (
        SELECT r.* FROM src r
         WHERE r.price IS NOT NULL
           AND NOT (r.price_list_id = ANY($5::uuid[]) AND EXISTS (
                 SELECT 1 FROM prices s
                  WHERE s.price_list_id = r.price_list_id AND s.sku = r.sku AND s.quantity = r.quantity
                    AND (s.price, s.unit_of_measure, s.tax_type, s.display_tax_rate)
                        IS NOT DISTINCT FROM (r.price, r.unit_of_measure, r.tax_type, r.display_tax_rate)
                 OFFSET 0))),
      upserted AS (${upsertPrices('changed')} RETURNING 1)
     SELECT (SELECT count(*) FROM src)::int AS rows,
            (SELECT count(*) FROM src WHERE price IS NOT NULL)::int AS priced,
            (SELECT count(*) FROM upserted)::int AS applied,
            (SELECT count(*) FROM removed)::int AS removed`,
    [job.jobId, job.chunks, job.siteId, job.environment, job.populatedLists, skip.map((p) => p.listId), skip.map((p) => p.chunk), job.lists],
  );
  const r = res.rows[0]!;
  return { rows: r.rows, applied: r.applied, unchanged: r.priced - r.applied, removed: r.removed };
}

/**
 * The upsert of both merges: the rows of `source` (price_list_id, sku, quantity, price, unit_of_measure, tax_type,
 * display_tax_rate) into `prices` ($3 site, $4 environment) in key order; a stored row is written only if it differs.
 */
const upsertPrices = (source: string) => `
  INSERT INTO prices AS p (price_list_id, sku, quantity, site_id, environment, price, unit_of_measure, tax_type, display_tax_rate, updated_at)
  SELECT price_list_id, sku, quantity, $3, $4::"Environment", price, unit_of_measure, tax_type, display_tax_rate, now()
    FROM ${source}
   ORDER BY price_list_id, sku, quantity
  ON CONFLICT (price_list_id, sku, quantity) DO UPDATE
     SET price = EXCLUDED.price, unit_of_measure = EXCLUDED.unit_of_measure, tax_type = EXCLUDED.tax_type,
         display_tax_rate = EXCLUDED.display_tax_rate, updated_at = now()
   WHERE (p.price, p.unit_of_measure, p.tax_type, p.display_tax_rate)
         IS DISTINCT FROM (EXCLUDED.price, EXCLUDED.unit_of_measure, EXCLUDED.tax_type, EXCLUDED.display_tax_rate)`;

/** A first load's step: its priced staged rows ($1 job, $2 chunks, $5 lists), sorted. */
const stagedPrices = 'price_staging WHERE job_id = $1 AND price_list_id = ANY($5::uuid[]) AND chunk = ANY($2::int[]) AND price IS NOT NULL';
const UPSERT_STAGED_PRICES = upsertPrices(stagedPrices);
/**
 * The same rows as a plain INSERT: no conflict is expected on lists that held no price, and skipping the upsert's
 * speculative insertion (a conflict probe and a confirmation per row) made a 100,000-row step ~35 % cheaper.
 */
const INSERT_STAGED_PRICES = `
  INSERT INTO prices (price_list_id, sku, quantity, site_id, environment, price, unit_of_measure, tax_type, display_tax_rate, updated_at)
  SELECT price_list_id, sku, quantity, $3, $4::"Environment", price, unit_of_measure, tax_type, display_tax_rate, now()
    FROM ${stagedPrices}
   ORDER BY price_list_id, sku, quantity`;

/** SQLSTATE unique_violation. */
const UNIQUE_VIOLATION = '23505';

/**
 * mergePriceChunk for lists that were empty when the job took its locks: the step's priced rows go straight into
 * `prices`, sorted, without the staged rows being materialized and probed first (~15 % of a 200,000-row step's
 * time), as a plain INSERT. Should a writer outside the hub have added one of those rows meanwhile (the job's list
 * locks keep every hub writer out), the INSERT fails on the primary key, its savepoint is rolled back and this
 * returns null: the caller then merges in full (removals included). Removals (rows without a price) find nothing to
 * remove on an empty list, as there.
 */
async function insertPriceChunk(
  client: PoolClient,
  job: { jobId: string; lists: string[]; chunks: number[]; siteId: string; environment: Environment; stepRows?: number; stepPriced?: number },
): Promise<ChunkCounts | null> {
  await client.query(`SET LOCAL work_mem = '64MB'`);
  const params = [job.jobId, job.chunks, job.siteId, job.environment, job.lists];
  if (job.stepRows !== undefined && job.stepPriced !== undefined) {
    // The plan counted the step's rows: the statement's own count (rows written) is all that is left.
    const res = await insertUnlessTaken(client, INSERT_STAGED_PRICES, params);
    if (!res) return null;
    const applied = res.rowCount ?? 0;
    return { rows: job.stepRows, applied, unchanged: job.stepPriced - applied, removed: 0 };
  }
  const res = await client.query<{ rows: number; priced: number; applied: number }>(
    `WITH upserted AS (${UPSERT_STAGED_PRICES} RETURNING 1),
      staged AS (
        SELECT count(*)::int AS rows, count(price)::int AS priced
          FROM price_staging WHERE job_id = $1 AND price_list_id = ANY($5::uuid[]) AND chunk = ANY($2::int[]))
     SELECT staged.rows, staged.priced, (SELECT count(*) FROM upserted)::int AS applied FROM staged`,
    params,
  );
  const r = res.rows[0]!;
  return { rows: r.rows, applied: r.applied, unchanged: r.priced - r.applied, removed: 0 };
}

/** Runs `sql` in a savepoint; a unique violation rolls the savepoint back and gives null. */
async function insertUnlessTaken(client: PoolClient, sql: string, params: unknown[]): Promise<QueryResult | null> {
  await client.query('SAVEPOINT first_load');
  try {
    const res = await client.query(sql, params);
    await client.query('RELEASE SAVEPOINT first_load');
    return res;
  } catch (err) {
    if ((err as { code?: unknown }).code !== UNIQUE_VIOLATION) throw err;
    await client.query('ROLLBACK TO SAVEPOINT first_load');
    await client.query('RELEASE SAVEPOINT first_load');
    return null;
  }
}
