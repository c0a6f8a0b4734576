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

/** Every (tenant, topic) version in one statement (a few thousand rows is a millisecond or two). */
export async function readTenantVersions(pool: pg.Pool): Promise<TenantVersionRow[]> {
  const res = await pool.query<TenantVersionRow>({
    name: 'tenant-versions',
    text: `SELECT site_id AS "siteId", environment::text AS environment, topic, version::text AS version FROM tenant_versions`,
  });
  return res.rows;
}
