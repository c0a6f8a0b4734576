import type { Ctx } from '../../../context.ts';

// Discounts, always scoped by site and environment.

const scope = (ctx: Ctx) => ({ siteId: ctx.siteId, environment: ctx.environment });

export type DiscountData = {
  name: string;
  kind: string;
  amountType: string;
  amount: string;
  minSpend: string | null;
  minItems: number | null;
  customerGroups: string[];
  code: string | null;
  priority: number;
  startsAt: Date | null;
  endsAt: Date | null;
  active: boolean;
};

export const listDiscountRows = (ctx: Ctx) =>
  ctx.db.discount.findMany({ where: scope(ctx), orderBy: [{ priority: 'asc' }, { name: 'asc' }, { id: 'asc' }] });

export const findDiscount = (ctx: Ctx, id: string) => ctx.db.discount.findFirst({ where: { ...scope(ctx), id } });

export type DiscountRow = NonNullable<Awaited<ReturnType<typeof findDiscount>>>;

/**
 * findDiscount with the row locked until the transaction ends: a concurrent delete waits for our update rather
 * than removing the row between our read and our write (a P2025, hence a 500, before).
 */
export async function findDiscountForUpdate(ctx: Ctx, id: string): Promise<DiscountRow | null> {
  const locked = await ctx.db.$queryRaw<{ id: string }[]>`
    SELECT id::text AS id FROM discounts
     WHERE id = ${id}::uuid AND site_id = ${ctx.siteId} AND environment = CAST(${ctx.environment} AS "Environment")
       FOR UPDATE`;
  return locked.length ? findDiscount(ctx, id) : null;
}

export const insertDiscount = (ctx: Ctx, data: DiscountData) => ctx.db.discount.create({ data: { ...scope(ctx), ...data } });

export const updateDiscountRow = (ctx: Ctx, id: string, data: DiscountData) => ctx.db.discount.update({ where: { id, ...scope(ctx) }, data });

export const deleteDiscountRow = (ctx: Ctx, id: string) => ctx.db.discount.deleteMany({ where: { ...scope(ctx), id } });

export const countDiscountsWithGroup = (ctx: Ctx, slug: string) =>
  ctx.db.discount.count({ where: { ...scope(ctx), customerGroups: { array_contains: [slug] } } });

/** Another active discount with this coupon code, compared without regard to case. */
export const findActiveCodeHolder = (ctx: Ctx, code: string, exceptId: string | null) =>
  ctx.db.discount.findFirst({
    where: { ...scope(ctx), active: true, code: { equals: code, mode: 'insensitive' }, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { id: true },
  });

/** Serialises coupon code checks of one tenant, so two requests cannot both claim a code. */
export async function lockDiscountCodes(ctx: Ctx): Promise<void> {
  const name = `discount-codes:${ctx.siteId}:${ctx.environment}`;
  await ctx.db.$queryRaw`SELECT pg_advisory_xact_lock(hashtextextended(${name}, 0))::text`;
}
