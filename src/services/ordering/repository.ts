import type { Ctx } from '../../context.ts';
import { Prisma } from '../../db/client.ts';
import type { Cart, CartLineItem } from '../../generated/prisma/client.ts';

// Ordering's only Prisma access. Carts are keyed by (site_id, environment, id), so every query carries the tenant.

export type CartRow = Cart & { lineItems: CartLineItem[] };

/** The cart columns a PATCH may set; absent keys are left alone. */
export type CartFields = Partial<
  Pick<
    Cart,
    'shippingAddressId' | 'billingAddressId' | 'poNumber' | 'customerReference' | 'shippingRequestedDate' | 'couponCode'
  >
> & {
  temporaryShippingAddress?: Record<string, unknown> | null;
  customFields?: Record<string, unknown> | null;
};

export type CartLine = { sku: string; quantity: number };

const scope = (ctx: Ctx) => ({ siteId: ctx.siteId, environment: ctx.environment });
const key = (ctx: Ctx, id: string) => ({ siteId_environment_id: { ...scope(ctx), id } });
const withLines = { lineItems: { orderBy: { position: 'asc' } } } as const;
const json = (v: Record<string, unknown> | null | undefined) => (v === undefined ? undefined : v === null ? Prisma.DbNull : (v as Prisma.InputJsonValue));

export const insertCart = (ctx: Ctx, id: string, customerId: string, addresses: { shippingAddressId: string | null; billingAddressId: string | null }): Promise<CartRow> =>
  ctx.db.cart.create({ data: { ...scope(ctx), id, customerId, ...addresses }, include: withLines });

/**
 * The cart with its lines in position order, in one raw statement: every GET, PATCH and calculate reads it, and
 * the ORM's findUnique with include cost several times the query itself (a third of a warm calculate's CPU).
 */
export async function findCart(ctx: Ctx, id: string): Promise<CartRow | null> {
  const rows = await ctx.db.$queryRaw<CartRow[]>`
    SELECT c.id::text AS id, c.site_id AS "siteId", c.environment::text AS environment, c.customer_id::text AS "customerId",
           c.shipping_address_id::text AS "shippingAddressId", c.billing_address_id::text AS "billingAddressId",
           c.temporary_shipping_address AS "temporaryShippingAddress", c.po_number AS "poNumber",
           c.customer_reference AS "customerReference", c.shipping_requested_date AS "shippingRequestedDate",
           c.custom_fields AS "customFields", c.coupon_code AS "couponCode", c.created_at AS "createdAt", c.updated_at AS "updatedAt",
           COALESCE((SELECT json_agg(json_build_object('siteId', l.site_id, 'environment', l.environment, 'cartId', l.cart_id,
                                                       'sku', l.sku, 'quantity', l.quantity, 'position', l.position) ORDER BY l.position)
                       FROM cart_line_items l
                      WHERE l.site_id = c.site_id AND l.environment = c.environment AND l.cart_id = c.id), '[]'::json) AS "lineItems"
      FROM carts c
     WHERE c.site_id = ${ctx.siteId} AND c.environment = CAST(${ctx.environment} AS "Environment") AND c.id = ${id}::uuid`;
  return rows[0] ?? null;
}

/**
 * Locks the cart row until the transaction ends (SELECT … FOR UPDATE): completes, PATCHes and line additions of
 * one cart run one after another. A cart deleted by the transaction that held the lock is then simply absent.
 */
export async function lockCart(ctx: Ctx, id: string): Promise<boolean> {
  const rows = await ctx.db.$queryRaw<unknown[]>`
    SELECT 1 FROM carts
     WHERE site_id = ${ctx.siteId} AND environment = CAST(${ctx.environment} AS "Environment") AND id = ${id}::uuid
       FOR UPDATE`;
  return rows.length > 0;
}

export async function updateCartFields(ctx: Ctx, id: string, fields: CartFields): Promise<void> {
  const { temporaryShippingAddress, customFields, ...plain } = fields;
  await ctx.db.cart.update({
    where: key(ctx, id),
    data: { ...plain, temporaryShippingAddress: json(temporaryShippingAddress), customFields: json(customFields), updatedAt: new Date() },
  });
}

/** Replaces every line (PATCH line_items: absolute quantities, in the order given). */
export async function replaceLines(ctx: Ctx, cartId: string, lines: readonly CartLine[]): Promise<void> {
  await ctx.db.cartLineItem.deleteMany({ where: { ...scope(ctx), cartId } });
  if (lines.length > 0) {
    await ctx.db.cartLineItem.createMany({ data: lines.map((l, i) => ({ ...scope(ctx), cartId, sku: l.sku, quantity: l.quantity, position: i })) });
  }
}

/** Adds to the SKU's line, or appends a new line after the last one. */
export async function addToLine(ctx: Ctx, cartId: string, line: CartLine): Promise<void> {
  await ctx.db.$executeRaw`
    INSERT INTO cart_line_items AS l (site_id, environment, cart_id, sku, quantity, position)
    SELECT ${ctx.siteId}, CAST(${ctx.environment} AS "Environment"), ${cartId}::uuid, ${line.sku}, ${line.quantity},
           COALESCE(MAX(position) + 1, 0)
      FROM cart_line_items
     WHERE site_id = ${ctx.siteId} AND environment = CAST(${ctx.environment} AS "Environment") AND cart_id = ${cartId}::uuid
    ON CONFLICT (site_id, environment, cart_id, sku) DO UPDATE SET quantity = l.quantity + EXCLUDED.quantity`;
}

export const touchCart = (ctx: Ctx, id: string) => ctx.db.cart.update({ where: key(ctx, id), data: { updatedAt: new Date() } });

export const deleteCartRow = (ctx: Ctx, id: string) => ctx.db.cart.deleteMany({ where: { ...scope(ctx), id } });
