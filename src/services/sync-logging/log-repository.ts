import type { Ctx } from '../../context.ts';
import { Prisma } from '../../db/client.ts';
import type { SyncDataType, SyncErrorStatus } from '../../db/types.ts';

// Reads and status writes of the Sync Logging API, always scoped by the caller's site and environment.
// (repository.ts holds the bulk upsert every worker uses.)

export type Pair = { integration: string; dataType: SyncDataType };
export type SyncErrorFilter = { integration?: string; dataType?: SyncDataType; status?: SyncErrorStatus; externalId?: string; limit: number };
export type SyncLogTimes = { startedFullSync?: Date | null; lastFullSync?: Date | null; lastFullSyncSucceeded?: boolean | null; lastPartialSync?: Date | null };

const tenant = (ctx: Ctx) => ({ siteId: ctx.siteId, environment: ctx.environment });
const pairWhere = (ctx: Ctx, p: Pair) => ({ ...tenant(ctx), integration: p.integration, dataType: p.dataType });
const pairKey = (ctx: Ctx, p: Pair) => ({ siteId_environment_integration_dataType: pairWhere(ctx, p) });

/** Newest first; ties by id, so the order is stable while nothing changes. */
export function findSyncErrors(ctx: Ctx, f: SyncErrorFilter) {
  return ctx.db.syncError.findMany({
    where: { ...tenant(ctx), integration: f.integration, dataType: f.dataType, status: f.status, externalId: f.externalId },
    orderBy: [{ lastSeenAt: 'desc' }, { id: 'desc' }],
    take: f.limit,
  });
}

export const findSyncLog = (ctx: Ctx, p: Pair) => ctx.db.syncLog.findUnique({ where: pairKey(ctx, p) });

export const countOpenErrors = (ctx: Ctx, p: Pair) => ctx.db.syncError.count({ where: { ...pairWhere(ctx, p), status: 'open' } });

export const saveSyncLog = (ctx: Ctx, p: Pair, times: SyncLogTimes) =>
  ctx.db.syncLog.upsert({ where: pairKey(ctx, p), create: { ...pairWhere(ctx, p), ...times }, update: times });

/** Serialises syncs of one pair (a full sync's replace must not interleave with another's). */
export async function lockPair(ctx: Ctx, p: Pair) {
  const key = `sync-log:${ctx.siteId}:${ctx.environment}:${p.integration}:${p.dataType}`;
  await ctx.db.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`;
}

// Resolving locks the rows in fingerprint order, the order recordSyncErrors writes them in: a worker recording
// failures of the same pair at the same moment waits for the sync instead of deadlocking with it.
async function resolveOpenErrors(ctx: Ctx, p: Pair, which: Prisma.Sql, now: Date) {
  return ctx.db.$executeRaw`
    UPDATE sync_errors e SET status = 'resolved', resolved_at = ${now}
      FROM (SELECT id FROM sync_errors
             WHERE site_id = ${ctx.siteId} AND environment = ${ctx.environment}::"Environment"
               AND integration = ${p.integration} AND data_type = ${p.dataType}::"SyncDataType" AND status = 'open' AND ${which}
             ORDER BY fingerprint FOR UPDATE) o
     WHERE e.id = o.id`;
}

/** A full sync's replace: the pair's open errors that it did not report again are resolved. */
export const resolveOpenErrorsExcept = (ctx: Ctx, p: Pair, keep: string[], now: Date) =>
  resolveOpenErrors(ctx, p, Prisma.sql`fingerprint <> ALL(${keep}::text[])`, now);

/** A partial sync's clears: every open error of the pair about these records, whoever recorded it. */
export const resolveOpenErrorsOf = (ctx: Ctx, p: Pair, externalIds: string[], now: Date) =>
  externalIds.length ? resolveOpenErrors(ctx, p, Prisma.sql`external_id = ANY(${externalIds}::text[])`, now) : Promise.resolve(0);

/** The tenant's sync log, or the part of it one integration and/or data type names. */
export async function deleteSyncLogs(ctx: Ctx, f: { integration?: string; dataType?: SyncDataType }) {
  const where = { ...tenant(ctx), integration: f.integration, dataType: f.dataType };
  const errors = await ctx.db.syncError.deleteMany({ where });
  const logs = await ctx.db.syncLog.deleteMany({ where });
  return { errors: errors.count, logs: logs.count };
}
