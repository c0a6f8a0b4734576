import pg, { type PoolClient } from 'pg';
import pgCopy from 'pg-copy-streams';
import type { Ctx, Environment } from '../../../context.ts';
import { readRows } from '../../../db/transaction.ts';
import { withoutQueryTimeout } from '../../../db/unbounded.ts';
import type { ChunkCounts } from '../../imports/index.ts';
import { bumpStockVersion } from '../version-repository.ts';
import type { Fragment } from './fetch-cache.ts';

const { escapeLiteral } = pg;

// Stock levels: the staging checks and chunk merges of batch-update-stock (set-based SQL on the import's own
// connection, see src/services/imports), and the reads and deletes of the other stock verbs. Always scoped by
// site and environment. A write that changes a row bumps the tenant's stock version in its transaction (see
// ../version-repository.ts), so batch-fetch-stock's cache in every process drops what it read before.

export const COPY_STOCK_STAGING =
  'COPY stock_staging (job_id, chunk, line, location_id, sku, stock_level, restock_date, min_stock_level) FROM STDIN';

export type DuplicatePair = { locationId: string; sku: string; lines: number[] };

/** (location, SKU) pairs sent more than once, with the lines of every copy; only of `skus` when given (stage-stock.ts). */
export async function findDuplicateStock(client: PoolClient, jobId: string, limit: number, skus?: string[]): Promise<DuplicatePair[]> {
  await client.query(`SET LOCAL work_mem = '128MB'`);
  const res = await client.query<DuplicatePair>(
    `SELECT location_id::text AS "locationId", sku, array_agg(line ORDER BY line) AS lines
       FROM stock_staging WHERE job_id = $1 AND ($3::text[] IS NULL OR sku = ANY($3::text[]))
      GROUP BY location_id, sku HAVING count(*) > 1
      ORDER BY min(line) LIMIT $2`,
    [jobId, limit, skus ?? null],
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
  // In the step's transaction, before its bookkeeping (the jobs row): merge lanes take the two rows in one order.
  if (r.applied > 0) await bumpStockVersion(client, job);
  return { rows: r.rows, applied: r.applied, unchanged: r.rows - r.applied, removed: 0 };
}

export async function hasStagedStock(client: PoolClient, jobId: string): Promise<boolean> {
  const res = await client.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM stock_staging WHERE job_id = $1) AS any', [jobId]);
  return res.rows[0]!.any;
}

export async function deleteStagedStock(client: PoolClient, jobId: string): Promise<void> {
  await client.query('DELETE FROM stock_staging WHERE job_id = $1', [jobId]);
}

// Each asked SKU's answer element with its levels at every location, as PostgreSQL writes it: one line per SKU
// that has levels, `<its 1-based position in the list asked>\x02{"sku":…,"stock_levels":[…]}`, levels in location
// order. Text concatenation, not json_build_object (7× dearer); every string goes through to_json, so a SKU or
// external id is escaped as JSON escapes it (control characters included: a line holds no raw newline).
// A level carries the fields the contract names and no nulls: the location's external id, restock_date and
// min_stock_level appear only when set (about half the bytes per answer; README, Stock).
const FETCH_FRAGMENTS = (site: string, environment: string, skus: string) => `
  SELECT k.ord, '{"sku":' || to_json(k.sku)::text || ',"stock_levels":[' || string_agg(
           '{"stock_location_id":"' || l.id || '"' ||
           coalesce(',"stock_location_external_id":' || to_json(l.external_id)::text, '') ||
           ',"stock_level":' || s.stock_level ||
           coalesce(',"restock_date":"' || to_char(s.restock_date, 'YYYY-MM-DD') || '"', '') ||
           coalesce(',"min_stock_level":' || s.min_stock_level, '') || '}',
           ',' ORDER BY l.position) || ']}'
    FROM unnest(${skus}::text[]) WITH ORDINALITY AS k(sku, ord)
    JOIN stock_levels s ON s.site_id = ${site} AND s.environment = ${environment}::"Environment" AND s.sku = k.sku
    JOIN stock_locations l ON l.id = s.location_id
   GROUP BY k.ord, k.sku`;

/** An SQL array literal of `values`, each escaped by the driver (COPY takes no bind parameters). */
const arrayLiteral = (values: readonly string[]) => `ARRAY[${values.map((v) => escapeLiteral(v)).join(',')}]::text[]`;

const NEWLINE = 0x0a;
const FIELD = 0x02;

/**
 * The answer elements of `skus` (distinct) at the same index, as fragments of the buffers read (the cache copies
 * what it keeps); undefined for a SKU without levels. `COPY (…) TO STDOUT` hands PostgreSQL's text over as bytes,
 * so the API neither parses rows nor builds strings. CSV format with a quote and a delimiter that the text never
 * holds raw (U+0001, U+0002) passes each line unchanged. The whole answer is read before the connection is given
 * back: a slow client never holds one. Lines are cut out of the chunks as they come (only a line split across two
 * chunks is joined): a copy of the whole answer per read was a megabyte more garbage per uncached request.
 */
export async function fetchStockFragments(ctx: Ctx, skus: readonly string[]): Promise<(Fragment | undefined)[]> {
  const sql = FETCH_FRAGMENTS(escapeLiteral(ctx.siteId), escapeLiteral(ctx.environment), arrayLiteral(skus));
  const client = await ctx.deps.db.pool.connect();
  let broken: Error | undefined;
  const out = new Array<Fragment | undefined>(skus.length);
  // The pieces of a line that spans chunks, joined once when its end comes (not once per chunk).
  let carry: Buffer[] | undefined;
  try {
    const copy = client.query(pgCopy.to(`COPY (${sql}) TO STDOUT WITH (FORMAT csv, QUOTE E'\\x01', DELIMITER E'\\x02')`));
    for await (const chunk of copy as AsyncIterable<Buffer>) {
      let at = 0;
      if (carry) {
        const end = chunk.indexOf(NEWLINE);
        if (end < 0) {
          carry.push(chunk);
          continue;
        }
        carry.push(chunk.subarray(0, end + 1));
        const line = Buffer.concat(carry);
        readLine(line, 0, line.length - 1, out);
        carry = undefined;
        at = end + 1;
      }
      for (let end = chunk.indexOf(NEWLINE, at); end >= 0; at = end + 1, end = chunk.indexOf(NEWLINE, at)) readLine(chunk, at, end, out);
      if (at < chunk.length) carry = [chunk.subarray(at)];
    }
  } catch (err) {
    broken = err as Error;
    throw err;
  } finally {
    client.release(broken);
  }
  return out;
}

/** One line `<position>\x02<element>` of bytes[at, end): the element's fragment, at its position in `out`. */
function readLine(bytes: Buffer, at: number, end: number, out: (Fragment | undefined)[]): void {
  const field = bytes.indexOf(FIELD, at);
  let ord = 0;
  for (let i = at; i < field; i++) ord = ord * 10 + bytes[i]! - 48;
  out[ord - 1] = { bytes, start: field + 1, end };
}

/** Each SKU's levels summed over `locationIds` (null: every location); SKUs without levels are absent. */
const SUM_LEVELS = {
  name: 'stock-sum-levels',
  text: `SELECT sku, sum(stock_level)::bigint::text AS level FROM stock_levels
          WHERE site_id = $1 AND environment = $2::"Environment" AND sku = ANY($3::text[])
            AND ($4::uuid[] IS NULL OR location_id = ANY($4::uuid[]))
          GROUP BY sku`,
};

export async function sumStockLevels(ctx: Ctx, skus: string[], locationIds: string[] | null): Promise<Map<string, number>> {
  // On the caller's transaction when it has one (a cart completing checks stock inside its own).
  const rows = await readRows<{ sku: string; level: string }>(ctx, SUM_LEVELS, [ctx.siteId, ctx.environment, skus, locationIds]);
  return new Map(rows.map((r) => [r.sku, Number(r.level)]));
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
      if (res.rowCount) await bumpStockVersion(client, ctx);
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
