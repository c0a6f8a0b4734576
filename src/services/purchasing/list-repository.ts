import type { Ctx } from '../../context.ts';
import { Prisma } from '../../db/client.ts';
import type { OrderField, PurchaseFilter } from './list-schemas.ts';
import type { PurchaseLineItem } from '../../generated/prisma/client.ts';
import type { PurchaseRow } from './repository.ts';

// The list's queries. Pages are read in two steps: the ids of the page (walking a paging index, see the
// migration), then those purchases with their lines. A page can start at an offset (OFFSET, cost grows with it)
// or after a boundary key (the last row of the page before: a keyset seek, cost independent of the offset).

/** The sort key of a row: its order date (null sorts last) and id. */
export type Boundary = { date: string | null; id: string };

const column: Record<OrderField, Prisma.Sql> = {
  created_at: Prisma.raw('created_at'),
  updated_at: Prisma.raw('updated_at'),
  placed_at: Prisma.raw('placed_at'),
  calculated_submitted_at: Prisma.raw('calculated_submitted_at'),
  shipping_requested_date: Prisma.raw('shipping_requested_date'),
};

function conditions(ctx: Ctx, f: PurchaseFilter): Prisma.Sql {
  const parts: Prisma.Sql[] = [Prisma.sql`site_id = ${ctx.siteId}`, Prisma.sql`environment = CAST(${ctx.environment} AS "Environment")`];
  if (f.types) parts.push(Prisma.sql`type::text IN (${Prisma.join(f.types)})`);
  if (f.statuses) parts.push(Prisma.sql`status::text IN (${Prisma.join(f.statuses)})`);
  if (f.customerId) parts.push(Prisma.sql`customer_id = ${f.customerId}::uuid`);
  if (f.customerExternalId) parts.push(Prisma.sql`customer_external_id = ${f.customerExternalId}`);
  if (f.customerEmail) parts.push(Prisma.sql`customer_email = ${f.customerEmail}`);
  if (f.updatedGte) parts.push(Prisma.sql`updated_at >= ${f.updatedGte}`);
  if (f.updatedLte) parts.push(Prisma.sql`updated_at <= ${f.updatedLte}`);
  if (f.placedGte) parts.push(Prisma.sql`placed_at >= ${f.placedGte}`);
  if (f.placedLte) parts.push(Prisma.sql`placed_at <= ${f.placedLte}`);
  return Prisma.join(parts, ' AND ');
}

type KeyRow = { id: string; date: Date | null };
/**
 * Dates a purchase may lack; their indexes are DESC NULLS LAST (migration). created_at and updated_at are never
 * null and their indexes plain DESC (NULLS FIRST): the ORDER BY must say exactly what the index says to use it.
 */
const NULLABLE: ReadonlySet<OrderField> = new Set(['placed_at', 'calculated_submitted_at', 'shipping_requested_date']);
// The ORDER BY names the table's columns (p.id), not the output's: `id` alone would be the text alias, which no
// index orders, and every page would sort the tenant's purchases.

/**
 * The ids (with sort keys) of one page: `limit` rows from `offset`, or after `after`. Nullable dates sort last
 * (the indexes are DESC NULLS LAST); a seek past the dated rows continues among the undated ones by id.
 */
export async function pageKeys(ctx: Ctx, f: PurchaseFilter, order: OrderField, limit: number, start: { offset: number } | { after: Boundary }): Promise<Boundary[]> {
  const col = column[order];
  const where = conditions(ctx, f);
  const select = (extra: Prisma.Sql, nullsOnly: boolean, n: number, offset = 0) => ctx.db.$queryRaw<KeyRow[]>`
    SELECT p.id::text AS id, p.${col} AS date FROM purchases p
     WHERE ${where} AND ${nullsOnly ? Prisma.sql`${col} IS NULL` : Prisma.sql`TRUE`} AND ${extra}
     ORDER BY p.${col} DESC ${NULLABLE.has(order) ? Prisma.sql`NULLS LAST` : Prisma.empty}, p.id DESC
     LIMIT ${n} OFFSET ${offset}`;
  let rows: KeyRow[];
  if ('offset' in start) rows = await select(Prisma.sql`TRUE`, false, limit, start.offset);
  else if (start.after.date === null) rows = await select(Prisma.sql`id < ${start.after.id}::uuid`, true, limit);
  else {
    const d = new Date(start.after.date);
    rows = await select(Prisma.sql`${col} IS NOT NULL AND (${col}, id) < (${d}, ${start.after.id}::uuid)`, false, limit);
    // Past the last dated row the page continues with the undated ones (placed_at and the like only).
    if (rows.length < limit) rows = rows.concat(await select(Prisma.sql`TRUE`, true, limit - rows.length));
  }
  return rows.map((r) => ({ id: r.id, date: r.date ? r.date.toISOString() : null }));
}

/**
 * The purchases of `ids` with their lines, in the order given. The lines are read by the primary key's prefix
 * (site, environment, purchase_id = ANY): Prisma's include names each of 500 composite keys, which the planner
 * answered with a scan of every line (0.3 s a page at a million purchases).
 */
export async function purchasesByIds(ctx: Ctx, ids: string[]): Promise<PurchaseRow[]> {
  if (ids.length === 0) return [];
  const [rows, lines] = await Promise.all([
    ctx.db.purchase.findMany({ where: { siteId: ctx.siteId, environment: ctx.environment, id: { in: ids } } }),
    ctx.db.purchaseLineItem.findMany({
      where: { siteId: ctx.siteId, environment: ctx.environment, purchaseId: { in: ids } },
      orderBy: [{ purchaseId: 'asc' }, { position: 'asc' }],
    }),
  ]);
  const linesOf = new Map<string, PurchaseLineItem[]>();
  for (const l of lines) (linesOf.get(l.purchaseId) ?? linesOf.set(l.purchaseId, []).get(l.purchaseId)!).push(l);
  const byId = new Map(rows.map((r) => [r.id, { ...r, lineItems: linesOf.get(r.id) ?? [] }]));
  return ids.map((id) => byId.get(id)).filter((r): r is PurchaseRow => r !== undefined);
}
