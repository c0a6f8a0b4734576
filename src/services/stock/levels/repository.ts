import type { PoolClient } from 'pg';
import type { Ctx, Environment } from '../../../context.ts';
import { withoutQueryTimeout } from '../../../db/unbounded.ts';
import type { ChunkCounts } from '../../imports/index.ts';

// Stock levels: the staging checks and chunk merges of batch-update-stock (set-based SQL on the import's own
// connection, see src/services/imports), and the reads and deletes of the other stock verbs. Always scoped by
// site and environment.

export const COPY_STOCK_STAGING =
  'COPY stock_staging (job_id, chunk, line, location_id, sku, stock_level, restock_date, min_stock_level) FROM STDIN';

export type DuplicatePair = { locationId: string; sku: string; lines: number[] };

/** (location, SKU) pairs sent more than once, with the lines of every copy. */
export async function findDuplicateStock(client: PoolClient, jobId: string, limit: number): Promise<DuplicatePair[]> {
  await client.query(`SET LOCAL work_mem = '128MB'`);
  const res = await client.query<DuplicatePair>(
    `SELECT location_id::text AS "locationId", sku, array_agg(line ORDER BY line) AS lines
       FROM stock_staging WHERE job_id = $1
      GROUP BY location_id, sku HAVING count(*) > 1
      ORDER BY min(line) LIMIT $2`,
    [jobId, limit],
  );
  return res.rows;
}

/** The ids (of `ids`) that are still locations of the tenant. */
export async function findExistingLocationIds(client: PoolClient, tenant: { siteId: string; environment: Environment }, ids: string[]): Promise<Set<string>> {
  const res = await client.query<{ id: string }>(
    `SELECT id::text AS id FROM stock_locations WHERE site_id = $1 AND environment = $2::"Environment" AND id = ANY($3::uuid[])`,
    [tenant.siteId, tenant.environment, ids],
  );
  return new Set(res.rows.map((r) => r.id));
}

/**
 * One merge step (a group of hash buckets), set-based: each staged item becomes its pair's record, inserted, or
 * updated only when a value differs (a re-sent body rewrites nothing). INSERT … ON CONFLICT finds each pair
 * through the primary key itself, whatever the planner thinks of the freshly COPYed staging rows (a MERGE join
 * planned on such estimates went quadratic). Staged rows are taken in key order, so the writes walk the primary
 * key instead of jumping about it. Pairs not sent are untouched.
 */
export async function mergeStockChunk(
  client: PoolClient,
  job: { jobId: string; buckets: number[]; siteId: string; environment: Environment },
): Promise<ChunkCounts> {
  const res = await client.query<{ rows: number; applied: number }>(
    `WITH src AS MATERIALIZED (
        SELECT sku, location_id, stock_level, restock_date, min_stock_level
          FROM stock_staging WHERE job_id = $1 AND chunk = ANY($2::int[])),
      upserted AS (
        INSERT INTO stock_levels AS t (site_id, environment, sku, location_id, stock_level, restock_date, min_stock_level, updated_at)
        SELECT $3, $4::"Environment", sku, location_id, stock_level, restock_date, min_stock_level, now()
          FROM src ORDER BY sku, location_id
        ON CONFLICT (site_id, environment, sku, location_id) DO UPDATE
           SET stock_level = EXCLUDED.stock_level, restock_date = EXCLUDED.restock_date,
               min_stock_level = EXCLUDED.min_stock_level, updated_at = now()
         WHERE (t.stock_level, t.restock_date, t.min_stock_level)
               IS DISTINCT FROM (EXCLUDED.stock_level, EXCLUDED.restock_date, EXCLUDED.min_stock_level)
        RETURNING 1)
     SELECT (SELECT count(*) FROM src)::int AS rows, (SELECT count(*) FROM upserted)::int AS applied`,
    [job.jobId, job.buckets, job.siteId, job.environment],
  );
  const r = res.rows[0]!;
  return { rows: r.rows, applied: r.applied, unchanged: r.rows - r.applied, removed: 0 };
}

export async function hasStagedStock(client: PoolClient, jobId: string): Promise<boolean> {
  const res = await client.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM stock_staging WHERE job_id = $1) AS any', [jobId]);
  return res.rows[0]!.any;
}

export async function deleteStagedStock(client: PoolClient, jobId: string): Promise<void> {
  await client.query('DELETE FROM stock_staging WHERE job_id = $1', [jobId]);
}

/** A stored level as batch-fetch reads it: [sku, location id, level, restock date, min level, updated at] (text, RFC 3339). */
export type LevelRow = [sku: string, locationId: string, level: number, restockDate: string | null, minLevel: number | null, updatedAt: string];

const FETCH_LEVELS = `
  SELECT sku, location_id::text, stock_level, to_char(restock_date, 'YYYY-MM-DD'), min_stock_level,
         to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    FROM stock_levels
   WHERE site_id = $1 AND environment = $2::"Environment" AND sku = ANY($3::text[])
     AND ($4::uuid[] IS NULL OR location_id = ANY($4::uuid[]))`;

/**
 * The stored levels of `skus` at `locationIds` (null: every location), as arrays: the primary key's leading
 * (site, environment, sku) finds each SKU's levels together. Named, so PostgreSQL plans it once per connection.
 */
export async function findStockLevels(ctx: Ctx, skus: string[], locationIds: string[] | null): Promise<LevelRow[]> {
  const res = await ctx.deps.db.pool.query<LevelRow>({
    name: 'stock-fetch-levels',
    text: FETCH_LEVELS,
    values: [ctx.siteId, ctx.environment, skus, locationIds],
    rowMode: 'array',
  });
  return res.rows;
}

/** Each SKU's levels summed over `locationIds` (null: every location); SKUs without levels are absent. */
export async function sumStockLevels(ctx: Ctx, skus: string[], locationIds: string[] | null): Promise<Map<string, number>> {
  const res = await ctx.deps.db.pool.query<{ sku: string; level: string }>(
    `SELECT sku, sum(stock_level)::bigint::text AS level FROM stock_levels
      WHERE site_id = $1 AND environment = $2::"Environment" AND sku = ANY($3::text[])
        AND ($4::uuid[] IS NULL OR location_id = ANY($4::uuid[]))
      GROUP BY sku`,
    [ctx.siteId, ctx.environment, skus, locationIds],
  );
  return new Map(res.rows.map((r) => [r.sku, Number(r.level)]));
}

/** How long a delete waits for an import merging into the same locations (then 409 concurrent-update). */
export const LOCK_WAIT_MS = 30_000;

/**
 * Deletes the levels of the (location, SKU) pairs in one statement. The locations' import locks are taken first
 * (transaction-level, in a stable order), so the delete waits for an import merging into those locations rather
 * than interleave with it.
 */
export async function deleteStockPairs(ctx: Ctx, pairs: { locationId: string; sku: string }[], lockKeys: string[]): Promise<number> {
  const client = withoutQueryTimeout(await ctx.deps.db.pool.connect());
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    try {
      await client.query(`SET LOCAL lock_timeout = ${LOCK_WAIT_MS}`);
      for (const key of lockKeys) await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
      const res = await client.query(
        `DELETE FROM stock_levels t USING unnest($3::uuid[], $4::text[]) AS p(location_id, sku)
          WHERE t.site_id = $1 AND t.environment = $2::"Environment" AND t.sku = p.sku AND t.location_id = p.location_id`,
        [ctx.siteId, ctx.environment, pairs.map((p) => p.locationId), pairs.map((p) => p.sku)],
      );
      await client.query('COMMIT');
      return res.rowCount ?? 0;
    } catch (err) {
      await client.query('ROLLBACK').catch((e: Error) => (broken = e));
      throw err;
    }
  } finally {
    client.release(broken);
  }
}
