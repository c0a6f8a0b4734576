import { randomUUID } from 'node:crypto';
import type { Ctx } from '../../../context.ts';
import { withTransaction } from '../../../db/transaction.ts';
import { withoutQueryTimeout } from '../../../db/unbounded.ts';
import { bumpStockVersionIn } from '../version-repository.ts';

// Stock locations, always scoped by site and environment. Every write also bumps the tenant's stock version in
// the same transaction (batch-fetch-stock caches levels and locations under it; see ../version-repository.ts).

const scope = (ctx: Ctx) => ({ siteId: ctx.siteId, environment: ctx.environment });
const order = [{ position: 'asc' as const }];

export const DEFAULT_EXTERNAL_ID = 'default';

export const listLocationRows = (ctx: Ctx) => ctx.db.stockLocation.findMany({ where: scope(ctx), orderBy: order });

export type LocationRow = Awaited<ReturnType<typeof listLocationRows>>[number];

export const findLocationById = (ctx: Ctx, id: string) => ctx.db.stockLocation.findFirst({ where: { ...scope(ctx), id } });

export const findLocationByExternalId = (ctx: Ctx, externalId: string) =>
  ctx.db.stockLocation.findFirst({ where: { ...scope(ctx), externalId } });

export const insertLocation = (ctx: Ctx, data: { name: string; externalId: string | null }) =>
  withTransaction(ctx, async (tx) => {
    const row = await tx.db.stockLocation.create({ data: { id: randomUUID(), ...scope(ctx), ...data } });
    await bumpStockVersionIn(tx);
    return row;
  });

/** A rename bumps the version too: simpler than telling which fields a cached answer shows, and rare. */
export const updateLocationRow = (ctx: Ctx, id: string, data: { name?: string; externalId?: string | null }) =>
  withTransaction(ctx, async (tx) => {
    const row = await tx.db.stockLocation.update({ where: { id, ...scope(ctx) }, data });
    await bumpStockVersionIn(tx);
    return row;
  });

/**
 * The default location, created when missing. ON CONFLICT on the tenant's external id makes concurrent first
 * requests safe: one inserts, the others find its row.
 */
export async function insertDefaultLocation(ctx: Ctx): Promise<void> {
  // On the root client, outside any transaction of the request: the location must exist whatever becomes of it.
  // One statement: the version moves only when the row was inserted, atomically with it.
  await ctx.deps.db.prisma.$executeRaw`
    WITH made AS (
      INSERT INTO stock_locations (id, site_id, environment, external_id, name)
      VALUES (${randomUUID()}::uuid, ${ctx.siteId}, CAST(${ctx.environment} AS "Environment"), ${DEFAULT_EXTERNAL_ID}, 'Default')
      ON CONFLICT (site_id, environment, external_id) DO NOTHING
      RETURNING site_id, environment)
    INSERT INTO stock_versions (site_id, environment) SELECT site_id, environment FROM made
    ON CONFLICT (site_id, environment) DO UPDATE SET version = EXCLUDED.version`;
}

/**
 * Deletes a location (its levels go with it: ON DELETE CASCADE), or only its levels (`keep`, the default
 * location). A location can hold millions of levels: not bounded like a request's ordinary query.
 */
export async function deleteLocationRows(ctx: Ctx, id: string, keep: boolean): Promise<void> {
  const pool = withoutQueryTimeout(ctx.deps.db.pool);
  const tenant = [ctx.siteId, ctx.environment, id];
  const gone = keep
    ? `DELETE FROM stock_levels WHERE site_id = $1 AND environment = $2::"Environment" AND location_id = $3::uuid RETURNING 1`
    : `DELETE FROM stock_locations WHERE site_id = $1 AND environment = $2::"Environment" AND id = $3::uuid RETURNING 1`;
  // One statement, so the version moves atomically with the rows, and only when some went.
  await pool.query(
    `WITH gone AS (${gone})
     INSERT INTO stock_versions (site_id, environment) SELECT $1, $2::"Environment" WHERE EXISTS (SELECT 1 FROM gone)
     ON CONFLICT (site_id, environment) DO UPDATE SET version = EXCLUDED.version`,
    tenant,
  );
}
