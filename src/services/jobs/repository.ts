import type { Ctx } from '../../context.ts';
import type { DbClient } from '../../db/transaction.ts';
import type { Prisma } from '../../db/client.ts';

export const findJob = (ctx: Ctx, id: string) =>
  ctx.db.job.findFirst({ where: { id, siteId: ctx.siteId, environment: ctx.environment } });

// Workers run outside a request: these take the job id alone (the id is a UUID and carries its tenant).

export const findJobById = (db: DbClient, id: string) => db.job.findUnique({ where: { id } });

export const updateJobById = (db: DbClient, id: string, data: Prisma.JobUpdateInput) => db.job.update({ where: { id }, data });

export type JobFilter = { type?: string; status?: 'queued' | 'running' | 'completed' | 'failed' };

/** Newest first, ties by id; `after` is the last row of the previous page. */
export const findJobs = (ctx: Ctx, f: JobFilter, limit: number, after?: { at: Date; id: string }) =>
  ctx.db.job.findMany({
    where: {
      siteId: ctx.siteId,
      environment: ctx.environment,
      type: f.type,
      status: f.status,
      ...(after ? { OR: [{ createdAt: { lt: after.at } }, { createdAt: after.at, id: { lt: after.id } }] } : {}),
    },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: limit,
  });
