import type { Ctx } from '../../../context.ts';

export const findGroup = (ctx: Ctx, slug: string) =>
  ctx.db.customerGroup.findUnique({ where: { siteId_environment_slug: { siteId: ctx.siteId, environment: ctx.environment, slug } } });
