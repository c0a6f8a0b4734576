import type { Ctx, Environment } from '../../context.ts';

// The tenant's stock version (table stock_versions): every write to stock_levels or stock_locations sets it to a
// fresh sequence value inside the writing transaction, so a reader that still finds the version it cached under
// knows that no write has committed since, in any process (see levels/fetch-cache.ts).

type Queryable = { query(text: string, values?: unknown[]): Promise<unknown> };

/**
 * SQL that bumps the version of the tenant given as $1 (site id) and $2 (environment). Last in a transaction (or
 * a statement's final step): the row lock is then held only until the commit, and every writer takes the other
 * locks it needs before this one, in the same order.
 */
export const BUMP_STOCK_VERSION = `INSERT INTO stock_versions (site_id, environment) VALUES ($1, $2::"Environment")
  ON CONFLICT (site_id, environment) DO UPDATE SET version = EXCLUDED.version`;

/** Bumps the version on `client`, inside the caller's transaction. */
export async function bumpStockVersion(client: Queryable, tenant: { siteId: string; environment: Environment }): Promise<void> {
  await client.query(BUMP_STOCK_VERSION, [tenant.siteId, tenant.environment]);
}

/** Bumps the version through Prisma (ctx.db: the open transaction of withTransaction). */
export async function bumpStockVersionIn(ctx: Pick<Ctx, 'db' | 'siteId' | 'environment'>): Promise<void> {
  await ctx.db.$executeRawUnsafe(BUMP_STOCK_VERSION, ctx.siteId, ctx.environment);
}

/**
 * The tenant's current version as text ('0': nothing written yet). A prepared statement on the pool: this runs
 * on every batch-fetch-stock request, so it is one index lookup with no parse or plan.
 */
export async function readStockVersion(ctx: Ctx): Promise<string> {
  const res = await ctx.deps.db.pool.query<{ v: string }>({
    name: 'stock-version',
    text: `SELECT version::text AS v FROM stock_versions WHERE site_id = $1 AND environment = $2::"Environment"`,
    values: [ctx.siteId, ctx.environment],
  });
  return res.rows[0]?.v ?? '0';
}
