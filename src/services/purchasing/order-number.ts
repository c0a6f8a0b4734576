import type { Ctx } from '../../context.ts';
import { Prisma } from '../../db/client.ts';
import { lockIdentifiers } from './repository.ts';

// Order numbers (visible_id) for orders placed by cart completion: 1001, 1002, … per site and environment.
// The tenant's counter row is bumped with INSERT … ON CONFLICT DO UPDATE, whose row lock lasts until the
// completion commits: concurrent completions of one tenant queue on that one row (never on each other's rows, so
// they cannot deadlock), each gets the next number, and a rolled-back completion gives its number back (no gaps).

export const FIRST_ORDER_NUMBER = 1001;
/** Numbers an ERP already gave other purchases (PUT identifiers.visible) are skipped; this bounds the search. */
const MAX_SKIPS = 1000;

const env = (ctx: Ctx) => Prisma.sql`CAST(${ctx.environment} AS "Environment")`;

async function bump(ctx: Ctx): Promise<string> {
  const [row] = await ctx.db.$queryRaw<[{ n: string }]>`
    INSERT INTO purchase_order_numbers AS c (site_id, environment, last_number)
    VALUES (${ctx.siteId}, ${env(ctx)}, ${FIRST_ORDER_NUMBER})
    ON CONFLICT (site_id, environment) DO UPDATE SET last_number = c.last_number + 1
    RETURNING last_number::text AS n`;
  return row.n;
}

async function visibleIdTaken(ctx: Ctx, visibleId: string): Promise<boolean> {
  const rows = await ctx.db.$queryRaw<unknown[]>`
    SELECT 1 FROM purchases WHERE site_id = ${ctx.siteId} AND environment = ${env(ctx)} AND visible_id = ${visibleId}`;
  return rows.length > 0;
}

/**
 * Gives the purchase `purchaseId` (inserted in ctx's transaction) the tenant's next free order number as its
 * visible_id. Call it as late as possible: the tenant's other completions wait on the counter until this one
 * commits. The number is held with the advisory lock a PUT takes on each identifier it writes (lockIdentifiers),
 * so a PUT giving another purchase this visible id waits and then answers 409 instead of racing this write.
 */
export async function takeOrderNumber(ctx: Ctx, purchaseId: string): Promise<string> {
  for (let attempt = 0; attempt < MAX_SKIPS; attempt++) {
    const visibleId = await bump(ctx);
    await lockIdentifiers(ctx, { id: purchaseId, external_id: null, internal_id: null, visible_id: visibleId }, { id: purchaseId });
    if (await visibleIdTaken(ctx, visibleId)) continue;
    await ctx.db.$executeRaw`
      UPDATE purchases SET visible_id = ${visibleId}
       WHERE site_id = ${ctx.siteId} AND environment = ${env(ctx)} AND id = ${purchaseId}::uuid`;
    return visibleId;
  }
  throw new Error(`no free order number in ${MAX_SKIPS} tries: other writers hold the numbers after the counter`);
}
