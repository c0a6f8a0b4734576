import type { Ctx } from '../../context.ts';
import type { Prisma } from '../../db/client.ts';
import type { SyncDataType, SyncErrorStatus } from '../../db/types.ts';
import type { Keyset } from '../keyset-cursor.ts';

// The support side's reads and status changes of the sync error log (the dashboard), scoped by site and environment.

export type ReviewFilter = { integration?: string; dataType?: SyncDataType; status?: SyncErrorStatus; text?: string; jobId?: string };

const tenant = (ctx: Ctx) => ({ siteId: ctx.siteId, environment: ctx.environment });

/** LIKE's own wildcards in the typed text match themselves. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(ctx: Ctx, f: ReviewFilter, after?: Keyset): Prisma.SyncErrorWhereInput {
  const text = f.text?.trim();
  const contains = text ? { contains: likeText(text), mode: 'insensitive' as const } : undefined;
  return {
    ...tenant(ctx),
    integration: f.integration,
    dataType: f.dataType,
    status: f.status,
    jobId: f.jobId,
    AND: [
      contains ? { OR: [{ message: contains }, { code: contains }, { externalId: contains }, { visibleId: contains }] } : {},
      // Newest first, ties by id: the next page starts strictly after the last row shown.
      after ? { OR: [{ lastSeenAt: { lt: after.at } }, { lastSeenAt: after.at, id: { lt: after.id } }] } : {},
    ],
  };
}

export const findReviewPage = (ctx: Ctx, f: ReviewFilter, limit: number, after?: Keyset) =>
  ctx.db.syncError.findMany({ where: whereOf(ctx, f, after), orderBy: [{ lastSeenAt: 'desc' }, { id: 'desc' }], take: limit });

export const findSyncErrorById = (ctx: Ctx, id: string) => ctx.db.syncError.findFirst({ where: { ...tenant(ctx), id } });

/** Resolving sets resolved_at; reopening clears it. Returns how many rows changed (0: not this tenant's). */
export async function updateSyncErrorStatus(ctx: Ctx, id: string, status: SyncErrorStatus, now: Date) {
  const { count } = await ctx.db.syncError.updateMany({
    where: { ...tenant(ctx), id },
    data: { status, resolvedAt: status === 'resolved' ? now : null },
  });
  return count;
}

export async function countByJob(ctx: Ctx, jobIds: string[]) {
  if (jobIds.length === 0) return new Map<string, number>();
  const rows = await ctx.db.syncError.groupBy({ by: ['jobId'], where: { ...tenant(ctx), jobId: { in: jobIds } }, _count: { _all: true } });
  return new Map(rows.map((r) => [r.jobId ?? '', r._count._all]));
}

export async function findIntegrations(ctx: Ctx) {
  const rows = await ctx.db.syncError.findMany({ where: tenant(ctx), distinct: ['integration'], select: { integration: true }, orderBy: { integration: 'asc' }, take: 200 });
  return rows.map((r) => r.integration);
}
