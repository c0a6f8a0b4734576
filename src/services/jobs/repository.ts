import type { Ctx } from '../../context.ts';
import type { DbClient } from '../../db/transaction.ts';
import type { Prisma } from '../../db/client.ts';

export const findJob = (ctx: Ctx, id: string) =>
  ctx.db.job.findFirst({ where: { id, siteId: ctx.siteId, environment: ctx.environment } });

// Workers run outside a request: these take the job id alone (the id is a UUID and carries its tenant).

export const findJobById = (db: DbClient, id: string) => db.job.findUnique({ where: { id } });

export const updateJobById = (db: DbClient, id: string, data: Prisma.JobUpdateInput) => db.job.update({ where: { id }, data });
