import type { Ctx } from '../../../context.ts';
import { Prisma } from '../../../db/client.ts';

// Customer groups and their settings rows, always scoped by site and environment.

const scope = (ctx: Ctx) => ({ siteId: ctx.siteId, environment: ctx.environment });
const key = (ctx: Ctx, slug: string) => ({ siteId_environment_slug: { ...scope(ctx), slug } });

export const findGroup = (ctx: Ctx, slug: string) => ctx.db.customerGroup.findUnique({ where: key(ctx, slug) });

export const listGroupRows = (ctx: Ctx) =>
  ctx.db.customerGroup.findMany({ where: scope(ctx), select: { slug: true, name: true, parentSlug: true }, orderBy: { slug: 'asc' } });

export const findGroupSlugs = (ctx: Ctx, slugs: string[]) =>
  ctx.db.customerGroup.findMany({ where: { ...scope(ctx), slug: { in: slugs } }, select: { slug: true } });

export const insertGroup = (ctx: Ctx, data: { slug: string; name: string; parentSlug: string | null }) =>
  ctx.db.customerGroup.create({ data: { ...scope(ctx), ...data } });

/** `base` is only stored once someone renames it; until then it is implied. */
export const upsertGroup = (ctx: Ctx, data: { slug: string; name: string; parentSlug: string | null }) =>
  ctx.db.customerGroup.upsert({
    where: key(ctx, data.slug),
    create: { ...scope(ctx), ...data },
    update: { name: data.name, parentSlug: data.parentSlug },
  });

export const deleteGroupRow = (ctx: Ctx, slug: string) => ctx.db.customerGroup.deleteMany({ where: { ...scope(ctx), slug } });

/** Customers belong to the customers slice; this count is only the "in use" check before deleting a group. */
export const countCustomersInGroup = (ctx: Ctx, slug: string) => ctx.db.customer.count({ where: { ...scope(ctx), groupSlug: slug } });

/**
 * Serialises changes to the group tree of one tenant (exclusive) against writers that rely on a group existing
 * (shared): no cycle from two concurrent re-parentings, no customer or discount added to a group being deleted.
 * Transaction-scoped, so it is a no-op outside a transaction.
 */
export async function lockGroupTree(ctx: Ctx, mode: 'shared' | 'exclusive'): Promise<void> {
  const name = `customer-groups:${ctx.siteId}:${ctx.environment}`;
  if (mode === 'exclusive') await ctx.db.$queryRaw`SELECT pg_advisory_xact_lock(hashtextextended(${name}, 0))::text`;
  else await ctx.db.$queryRaw`SELECT pg_advisory_xact_lock_shared(hashtextextended(${name}, 0))::text`;
}

export const listSettingsRows = (ctx: Ctx) => ctx.db.groupSettings.findMany({ where: scope(ctx) });

export type SettingsRow = Awaited<ReturnType<typeof listSettingsRows>>[number];

/** A group's own values; null = unset (inherit). */
export type SettingsData = {
  priceLists: string[] | null;
  allowedPaymentMethods: string[] | null;
  minimumOrderValue: string | null;
  maximumOrderValue: string | null;
  currencyCode: string | null;
  taxInclusiveDisplay: boolean | null;
  defaultTaxRate: string | null;
};

export function upsertSettingsRow(ctx: Ctx, groupSlug: string, values: SettingsData) {
  // A JSON column is set to SQL NULL with DbNull; a plain null would be rejected.
  const data = { ...values, priceLists: values.priceLists ?? Prisma.DbNull, allowedPaymentMethods: values.allowedPaymentMethods ?? Prisma.DbNull };
  return ctx.db.groupSettings.upsert({
    where: { siteId_environment_groupSlug: { ...scope(ctx), groupSlug } },
    create: { ...scope(ctx), groupSlug, ...data },
    update: data,
  });
}

export const deleteSettingsRow = (ctx: Ctx, groupSlug: string) => ctx.db.groupSettings.deleteMany({ where: { ...scope(ctx), groupSlug } });
