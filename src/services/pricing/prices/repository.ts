import type { PoolClient } from 'pg';
import type { Environment } from '../../../context.ts';

// Price writes: the staging checks and the job's list reads, set-based SQL on the import's own connection
// (see src/services/imports).

export const COPY_PRICE_STAGING =
  'COPY price_staging (job_id, line, chunk, price_list_id, sku, quantity, price, unit_of_measure, tax_type, display_tax_rate) FROM STDIN';

export type DuplicateGroup = { listId: string; sku: string; quantity: number; lines: number[] };

/**
 * (list, SKU, quantity) keys sent more than once with a price, with the staging lines of every copy. `skus`: when
 * given, only keys of these SKUs are looked for (the SKUs of every key the upload repeats are among them).
 */
export async function findDuplicatePrices(client: PoolClient, jobId: string, limit: number, skus?: string[]): Promise<DuplicateGroup[]> {
  // One hash aggregate over the staged rows (of the SKUs named: a hashed `= ANY` filter, whatever their number),
  // with memory enough to stay off disk for a million rows; the lines of the (rare) repeated keys are fetched
  // afterwards, so the aggregate carries no per-group arrays.
  await client.query(`SET LOCAL work_mem = '128MB'`);
  const keys = await client.query<{ listId: string; sku: string; quantity: number }>(
    `SELECT price_list_id::text AS "listId", sku, quantity FROM price_staging
      WHERE job_id = $1 AND price IS NOT NULL AND ($3::text[] IS NULL OR sku = ANY($3::text[]))
      GROUP BY price_list_id, sku, quantity HAVING count(*) > 1 LIMIT $2`,
    [jobId, limit, skus ?? null],
  );
  if (keys.rows.length === 0) return [];
  const res = await client.query<DuplicateGroup>(
    `SELECT s.price_list_id::text AS "listId", s.sku, s.quantity, array_agg(s.line ORDER BY abs(s.line)) AS lines
       FROM price_staging s JOIN unnest($2::uuid[], $3::text[], $4::int[]) AS k(list_id, sku, quantity)
         ON s.price_list_id = k.list_id AND s.sku = k.sku AND s.quantity = k.quantity
      WHERE s.job_id = $1 AND s.price IS NOT NULL
      GROUP BY s.price_list_id, s.sku, s.quantity`,
    [jobId, keys.rows.map((k) => k.listId), keys.rows.map((k) => k.sku), keys.rows.map((k) => k.quantity)],
  );
  return res.rows;
}

/**
 * Staging's key is (job, line) but a JSON item stages one row per pricing entry, so JSON rows are numbered in
 * body order as |line| = item index + (further rows staged so far): the item's first row negated, each further
 * row positive and counted in. |line| is unique and increasing, and an item's index is |line| minus the
 * positive rows up to it. Computed only here, on the error path, for the rows named in an error.
 */
export async function jsonItemIndexes(client: PoolClient, jobId: string, ordinals: number[]): Promise<Map<number, number>> {
  const res = await client.query<{ ordinal: number; item: string }>(
    `SELECT ordinal, item FROM (
        SELECT abs(line) AS ordinal, abs(line) - count(*) FILTER (WHERE line > 0) OVER (ORDER BY abs(line)) AS item
          FROM price_staging WHERE job_id = $1) t
      WHERE ordinal = ANY($2::int[])`,
    [jobId, ordinals],
  );
  return new Map(res.rows.map((r) => [r.ordinal, Number(r.item)]));
}

export async function findExistingListIds(client: PoolClient, ids: string[]): Promise<Set<string>> {
  const res = await client.query<{ id: string }>('SELECT id::text AS id FROM price_lists WHERE id = ANY($1::uuid[])', [ids]);
  return new Set(res.rows.map((r) => r.id));
}

/**
 * Inside a merge step's transaction, before it writes: locks the job's lists FOR KEY SHARE (what a foreign key
 * would take per inserted row, once per step) and returns those that exist. A list delete (deleteList) waits
 * for the step to commit and then removes the rows it wrote; a step starting after the delete sees the list gone.
 */
export async function lockListsForStep(client: PoolClient, tenant: { siteId: string; environment: Environment }, ids: string[]): Promise<Set<string>> {
  // The tenant too: a list of another tenant reads as gone (the job's ids are the tenant's own; defence in depth).
  const res = await client.query<{ id: string }>(
    `SELECT id::text AS id FROM price_lists WHERE id = ANY($1::uuid[]) AND site_id = $2 AND environment = $3::"Environment" FOR KEY SHARE`,
    [ids, tenant.siteId, tenant.environment],
  );
  return new Set(res.rows.map((r) => r.id));
}

/** The lists (of `ids`) that hold at least one price. */
export async function findListsWithPrices(client: PoolClient, ids: string[]): Promise<string[]> {
  const res = await client.query<{ id: string }>(
    'SELECT id::text AS id FROM unnest($1::uuid[]) AS l(id) WHERE EXISTS (SELECT 1 FROM prices p WHERE p.price_list_id = l.id)',
    [ids],
  );
  return res.rows.map((r) => r.id);
}

export async function hasStagedPrices(client: PoolClient, jobId: string): Promise<boolean> {
  const res = await client.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM price_staging WHERE job_id = $1) AS any', [jobId]);
  return res.rows[0]!.any;
}

/**
 * Drops a job's staged rows (on a connection outside any transaction). When no other job has rows staged and no
 * other session uses the staging tables at this moment, both are truncated instead: a DELETE of a million staged
 * rows leaves them dead until autovacuum sweeps them, and that sweep then competes with the next upload's COPY
 * (in bench/price-import.ts, the two-process uploads that follow the one-process ones took 3.9-4.0 s on their
 * request side in two of five runs against 2.9-3.2 s; in two runs with the truncate, 2.8-3.1 s).
 */
export async function deleteStagedPrices(client: PoolClient, jobId: string): Promise<void> {
  if (await truncateStaging(client, jobId)) return;
  await client.query('DELETE FROM price_staging WHERE job_id = $1', [jobId]);
  await client.query('DELETE FROM price_staging_digests WHERE job_id = $1', [jobId]);
}

/** Truncates both staging tables if only `jobId` has rows there and nobody else uses them now; false otherwise. */
async function truncateStaging(client: PoolClient, jobId: string): Promise<boolean> {
  await client.query('BEGIN');
  try {
    // NOWAIT: any other session using the tables (an upload being staged, a merge step reading) means "not now".
    await client.query('LOCK TABLE price_staging, price_staging_digests IN ACCESS EXCLUSIVE MODE NOWAIT');
    const truncate = !(await otherJobsStaged(client, jobId));
    if (truncate) await client.query('TRUNCATE price_staging, price_staging_digests');
    await client.query('COMMIT');
    return truncate;
  } catch (err) {
    await client.query('ROLLBACK');
    // Busy (lock_not_available), or a role without the TRUNCATE privilege: the DELETE does it.
    if ((err as { code?: string }).code === '55P03' || (err as { code?: string }).code === '42501') return false;
    throw err;
  }
}

/** Whether a job other than `jobId` has rows in the staging tables (two probes of each index, either side of it). */
async function otherJobsStaged(client: PoolClient, jobId: string): Promise<boolean> {
  const res = await client.query<{ any: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM price_staging WHERE job_id < $1) OR EXISTS (SELECT 1 FROM price_staging WHERE job_id > $1)
         OR EXISTS (SELECT 1 FROM price_staging_digests WHERE job_id < $1) OR EXISTS (SELECT 1 FROM price_staging_digests WHERE job_id > $1) AS any`,
    [jobId],
  );
  return res.rows[0]!.any;
}
