import type { Ctx } from '../../../context.ts';

// Shipping methods, always scoped by site and environment. Bands are stored as JSON with decimal strings.

const scope = (ctx: Ctx) => ({ siteId: ctx.siteId, environment: ctx.environment });

export type StoredBand = {
  name: string;
  requirement: { type: string; min: string; max: string | null };
  cost: { type: string; amount: string };
};

export type ShippingMethodData = {
  slug: string;
  title: string;
  priority: number;
  countries: string[];
  customerGroups: string[];
  bands: StoredBand[];
};

export const listShippingMethodRows = (ctx: Ctx) =>
  ctx.db.shippingMethod.findMany({ where: scope(ctx), orderBy: [{ priority: 'asc' }, { title: 'asc' }, { id: 'asc' }] });

export const findShippingMethod = (ctx: Ctx, id: string) => ctx.db.shippingMethod.findFirst({ where: { ...scope(ctx), id } });

export type ShippingMethodRow = NonNullable<Awaited<ReturnType<typeof findShippingMethod>>>;

/** findShippingMethod with the row locked until the transaction ends, so a concurrent delete waits for our update. */
export async function findShippingMethodForUpdate(ctx: Ctx, id: string): Promise<ShippingMethodRow | null> {
  const locked = await ctx.db.$queryRaw<{ id: string }[]>`
    SELECT id::text AS id FROM shipping_methods
     WHERE id = ${id}::uuid AND site_id = ${ctx.siteId} AND environment = CAST(${ctx.environment} AS "Environment")
       FOR UPDATE`;
  return locked.length ? findShippingMethod(ctx, id) : null;
}

export const insertShippingMethod = (ctx: Ctx, data: ShippingMethodData) => ctx.db.shippingMethod.create({ data: { ...scope(ctx), ...data } });

export const updateShippingMethodRow = (ctx: Ctx, id: string, data: ShippingMethodData) =>
  ctx.db.shippingMethod.update({ where: { id, ...scope(ctx) }, data });

export const deleteShippingMethodRow = (ctx: Ctx, id: string) => ctx.db.shippingMethod.deleteMany({ where: { ...scope(ctx), id } });

export const countShippingMethodsWithGroup = (ctx: Ctx, slug: string) =>
  ctx.db.shippingMethod.count({ where: { ...scope(ctx), customerGroups: { array_contains: [slug] } } });
