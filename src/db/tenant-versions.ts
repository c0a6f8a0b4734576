import type pg from 'pg';
import type { CacheTopic } from '../cache/tenant-cache.ts';
import type { Ctx, Environment } from '../context.ts';

// A version per (tenant, cache topic) (table tenant_versions): every write to what the tenant read cache holds sets
// its topic's row to a fresh sequence value inside the writing transaction. Triggers do it for the small tables
// (see the migration); writers of `prices`, which has no trigger (a 1M-row merge would pay for it), call a bump
// below. Every process polls the table (readTenantVersions) and drops each (tenant, topic) whose version moved.

type Queryable = { query(text: string, values?: unknown[]): Promise<unknown> };

/**
 * Bumps the version of topic $3 of the tenant given as $1 (site id) and $2 (environment). Last in a transaction
 * (or a step's final statement before its bookkeeping): the row lock is then held only until the commit.
 */
export const BUMP_TENANT_VERSION = `INSERT INTO tenant_versions (site_id, environment, topic) VALUES ($1, $2::"Environment", $3)
  ON CONFLICT (site_id, environment, topic) DO UPDATE SET version = EXCLUDED.version`;

/** Bumps a topic's version on a pg client, inside the caller's transaction (the bulk merge steps). */
export async function bumpTenantVersion(client: Queryable, tenant: { siteId: string; environment: Environment }, topic: CacheTopic): Promise<void> {
  await client.query(BUMP_TENANT_VERSION, [tenant.siteId, tenant.environment, topic]);
}

/** Bumps a topic's version through Prisma (ctx.db: the open transaction of withTransaction). */
export async function bumpTenantVersionIn(ctx: Pick<Ctx, 'db' | 'siteId' | 'environment'>, topic: CacheTopic): Promise<void> {
  await ctx.db.$executeRawUnsafe(BUMP_TENANT_VERSION, ctx.siteId, ctx.environment, topic);
}

export type TenantVersionRow = { siteId: string; environment: string; topic: string; version: string };

/** One poll's answer: the table's digest, and its rows unless the digest is the one the poll already had. */
export type TenantVersions = { digest: string; rows?: TenantVersionRow[] };

/**
 * The table's digest (row count and the sum of a 64-bit hash of every version) and, when it differs from `known`,
 * every (tenant, topic) version, in one statement (one snapshot, so the rows are the ones the digest sums).
 * Every bump writes a sequence value never handed out before, so any insert, update or delete changes the sum
 * (barring a 64-bit hash collision): an unchanged table answers one small row instead of thousands, which the
 * API would otherwise parse, key and keep long enough to reach V8's old space every 2 s (bench/README.md, Price
 * lookup). Summing is about a millisecond for 4,000 rows.
 */
export async function readTenantVersions(pool: pg.Pool, known?: string): Promise<TenantVersions> {
  const res = await pool.query<{ digest: string } & { [K in keyof TenantVersionRow]: string | null }>({
    name: 'tenant-versions',
    text: `WITH d AS (SELECT count(*) || ':' || coalesce(sum(hashint8extended(version, 0)), 0) AS digest FROM tenant_versions)
      SELECT d.digest, t.site_id AS "siteId", t.environment::text AS environment, t.topic, t.version::text AS version
        FROM d LEFT JOIN tenant_versions t ON d.digest IS DISTINCT FROM $1`,
    values: [known ?? null],
  });
  const digest = res.rows[0]!.digest;
  if (digest === known) return { digest };
  return { digest, rows: res.rows.filter((r) => r.siteId !== null) as TenantVersionRow[] };
}
