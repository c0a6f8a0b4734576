import type { Ctx } from '../../../context.ts';
import { Prisma } from '../../../db/client.ts';
import { readRows } from '../../../db/transaction.ts';

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

/** A settings row as the settings world reads it (numerics as their exact text). */
export type SettingsRowData = Pick<SettingsRow, 'groupSlug' | 'priceLists' | 'allowedPaymentMethods' | 'currencyCode' | 'taxInclusiveDisplay'> & {
  minimumOrderValue: string | null;
  maximumOrderValue: string | null;
  defaultTaxRate: string | null;
};
type GroupRowData = { slug: string; name: string; parentSlug: string | null };

// Every group and settings row of the tenant in one statement (numerics as text, never JSON numbers). The pricing
// lookup reads it for every cold tenant, so outside a transaction it goes straight to the pg pool Prisma uses, as a
// named statement (the ORM's per-query cost measured several times the query's own); inside one, through it.
const SETTINGS_WORLD = `
  SELECT (SELECT COALESCE(json_agg(json_build_object('slug', g.slug, 'name', g.name, 'parentSlug', g.parent_slug) ORDER BY g.slug), '[]'::json)
            FROM customer_groups g WHERE g.site_id = $1 AND g.environment = $2::"Environment") AS groups,
         (SELECT COALESCE(json_agg(json_build_object(
                   'groupSlug', s.group_slug, 'priceLists', s.price_lists, 'allowedPaymentMethods', s.allowed_payment_methods,
                   'minimumOrderValue', s.minimum_order_value::text, 'maximumOrderValue', s.maximum_order_value::text,
                   'currencyCode', s.currency_code, 'taxInclusiveDisplay', s.tax_inclusive_display, 'defaultTaxRate', s.default_tax_rate::text)), '[]'::json)
            FROM group_settings s WHERE s.site_id = $1 AND s.environment = $2::"Environment") AS settings`;

export async function findSettingsWorldRows(ctx: Ctx): Promise<{ groups: GroupRowData[]; settings: SettingsRowData[] }> {
  type Row = { groups: GroupRowData[]; settings: SettingsRowData[] };
  const values = [ctx.siteId, ctx.environment];
  const rows = await readRows<Row>(ctx, { name: 'customer-groups-settings-world', text: SETTINGS_WORLD }, values);
  return rows[0]!;
}

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
