import type { Ctx } from '../../../context.ts';
import { Prisma } from '../../../db/client.ts';
import { keepPriceDigestsIn } from '../../../db/price-digests.ts';
import { readRows } from '../../../db/transaction.ts';
import { priceListLockKey } from './lock-key.ts';
import type { PageRequest } from './paging.ts';
import type { PriceListSource } from './schemas.ts';
import { findOpenImport } from '../../imports/index.ts';

// The only file of this slice that touches the database; every query is scoped by site and environment
// (rules and prices through their list, whose id was itself found within the tenant).

const tenant = (ctx: Ctx) => ({ siteId: ctx.siteId, environment: ctx.environment });

export const findListBySlug = (ctx: Ctx, slug: string) =>
  ctx.db.priceList.findUnique({ where: { siteId_environment_slug: { ...tenant(ctx), slug } } });
export type PriceListRow = NonNullable<Awaited<ReturnType<typeof findListBySlug>>>;

export const findListsBySlugs = (ctx: Ctx, slugs: string[]) =>
  ctx.db.priceList.findMany({ where: { ...tenant(ctx), slug: { in: slugs } } });

export const listAllSlugsAndIds = (ctx: Ctx) => ctx.db.priceList.findMany({ where: tenant(ctx), select: { id: true, slug: true } });

export const listLists = (ctx: Ctx, take: number) =>
  ctx.db.priceList.findMany({ where: tenant(ctx), orderBy: [{ name: 'asc' }, { id: 'asc' }], take });

const pageWhere = (ctx: Ctx, sources: PriceListSource[] | null) => ({ ...tenant(ctx), ...(sources ? { source: { in: sources } } : {}) });

export const countLists = (ctx: Ctx, sources: PriceListSource[] | null) => ctx.db.priceList.count({ where: pageWhere(ctx, sources) });

const ORDER_COLUMN = { name: 'name', created_at: 'createdAt', updated_at: 'updatedAt' } as const;

/** Ties are broken by id ascending whatever the direction, so pages never repeat or skip a list. */
export const pageLists = (ctx: Ctx, req: PageRequest, skip: number) =>
  ctx.db.priceList.findMany({
    where: pageWhere(ctx, req.sources),
    orderBy: [{ [ORDER_COLUMN[req.orderBy.field]]: req.orderBy.direction }, { id: 'asc' }],
    skip,
    take: req.pageSize,
  });

export type RuleRow = {
  price_list_id: string;
  source_slug: string;
  adjustment_percentage: string;
  adjustment_direction: string;
  currency_exchange_rate: string;
};

/** The rules of these lists with their source slugs, in priority order, in one query. Numbers as column-scale text. */
export async function findRulesOf(ctx: Ctx, listIds: string[]): Promise<RuleRow[]> {
  if (listIds.length === 0) return [];
  return ctx.db.$queryRaw<RuleRow[]>`
    SELECT r.price_list_id::text AS price_list_id, s.slug AS source_slug, r.adjustment_percentage::text AS adjustment_percentage,
           r.adjustment_direction, r.currency_exchange_rate::text AS currency_exchange_rate
    FROM price_list_rules r
    JOIN price_lists l ON l.id = r.price_list_id
    JOIN price_lists s ON s.id = r.source_price_list_id
    WHERE r.price_list_id = ANY(${listIds}::uuid[]) AND l.site_id = ${ctx.siteId} AND l.environment = ${ctx.environment}::"Environment"
    ORDER BY r.price_list_id, r.position, r.id`;
}

type ListWithRulesRow = {
  id: string;
  slug: string;
  currencyCode: string;
  taxInclusiveDisplay: boolean;
  rules: { sourcePriceListSlug: string; adjustmentPercentage: string; adjustmentDirection: string; currencyExchangeRate: string }[];
};

// The lists and their rules (in priority order, numerics as text) in one statement. Outside a transaction it goes
// straight to the pg pool Prisma uses, as a named statement: the pricing lookup runs it on every cold tenant, and
// the ORM's per-query cost measured several times the query's own. Inside one, through the transaction.
const LISTS_WITH_RULES = `
  SELECT l.id::text AS id, l.slug, l.currency_code AS "currencyCode", l.tax_inclusive_display AS "taxInclusiveDisplay",
         COALESCE((SELECT json_agg(json_build_object('sourcePriceListSlug', s.slug, 'adjustmentPercentage', r.adjustment_percentage::text,
                                                     'adjustmentDirection', r.adjustment_direction, 'currencyExchangeRate', r.currency_exchange_rate::text)
                                   ORDER BY r.position, r.id)
                     FROM price_list_rules r JOIN price_lists s ON s.id = r.source_price_list_id
                    WHERE r.price_list_id = l.id), '[]'::json) AS rules
    FROM price_lists l
   WHERE l.site_id = $1 AND l.environment = $2::"Environment" AND l.slug = ANY($3::text[])`;

export async function findListsWithRules(ctx: Ctx, slugs: string[]): Promise<ListWithRulesRow[]> {
  const values = [ctx.siteId, ctx.environment, slugs];
  return readRows<ListWithRulesRow>(ctx, { name: 'price-lists-with-rules', text: LISTS_WITH_RULES }, values);
}

/** Distinct SKUs stored per list, for a page of lists in one aggregate query. */
export async function countManualPrices(ctx: Ctx, listIds: string[]): Promise<Map<string, number>> {
  if (listIds.length === 0) return new Map();
  const rows = await ctx.db.$queryRaw<{ price_list_id: string; n: number }[]>`
    SELECT price_list_id::text AS price_list_id, count(DISTINCT sku)::int AS n
    FROM prices
    WHERE price_list_id = ANY(${listIds}::uuid[]) AND site_id = ${ctx.siteId} AND environment = ${ctx.environment}::"Environment"
    GROUP BY price_list_id`;
  return new Map(rows.map((r) => [r.price_list_id, Number(r.n)]));
}

/** Every rule edge of the tenant (list → its source), for cycle checks. */
export const ruleEdges = (ctx: Ctx) =>
  ctx.db.$queryRaw<{ owner: string; source: string }[]>`
    SELECT r.price_list_id::text AS owner, r.source_price_list_id::text AS source
    FROM price_list_rules r JOIN price_lists l ON l.id = r.price_list_id
    WHERE l.site_id = ${ctx.siteId} AND l.environment = ${ctx.environment}::"Environment"`;

/** Slugs of other lists whose rules take prices from this one. */
export async function listsUsingAsSource(ctx: Ctx, listId: string): Promise<string[]> {
  const rules = await ctx.db.priceListRule.findMany({
    where: { sourcePriceListId: listId, priceListId: { not: listId }, priceList: tenant(ctx) },
    select: { priceList: { select: { slug: true } } },
  });
  return [...new Set(rules.map((r) => r.priceList.slug))].sort();
}

export type RuleData = {
  sourcePriceListId: string;
  adjustmentPercentage: Prisma.Decimal | string;
  adjustmentDirection: 'plus' | 'minus';
  currencyExchangeRate: Prisma.Decimal | string;
};

type ListData = { slug: string; name: string; currencyCode: string; source: PriceListSource; taxInclusiveDisplay: boolean };

export const insertList = (ctx: Ctx, data: ListData, rules: RuleData[]) =>
  ctx.db.priceList.create({
    data: { ...tenant(ctx), ...data, rules: { create: rules.map((r, position) => ({ ...r, position })) } },
  });

export const updateList = (ctx: Ctx, id: string, data: Prisma.PriceListUpdateInput) =>
  ctx.db.priceList.update({ where: { id }, data });

export async function replaceRules(ctx: Ctx, listId: string, rules: RuleData[]) {
  await ctx.db.priceListRule.deleteMany({ where: { priceListId: listId } });
  if (rules.length) await ctx.db.priceListRule.createMany({ data: rules.map((r, position) => ({ ...r, priceListId: listId, position })) });
}

/**
 * Deletes the list (its rules go with it, ON DELETE CASCADE) and then its stored prices, which have no foreign key
 * (the import paid for its check on every row). Call it in a transaction. The list row goes first: that waits for
 * an import step holding the list FOR KEY SHARE (prices/repository.ts lockListsForStep) and turns later steps
 * away, so the prices statement, run after it, sees every row a step committed.
 */
export async function deleteList(ctx: Ctx, id: string): Promise<void> {
  const { count } = await ctx.db.priceList.deleteMany({ where: { ...tenant(ctx), id } });
  if (count === 0) return;
  // The list's import digests went with it (ON DELETE CASCADE): the trigger on prices need not forget the others.
  await keepPriceDigestsIn(ctx.db);
  await ctx.db.$executeRaw`DELETE FROM prices WHERE price_list_id = ${id}::uuid`;
}

export const deletePrices = (ctx: Ctx, listId: string) => ctx.db.price.deleteMany({ where: { ...tenant(ctx), priceListId: listId } });

/** Serialises rule-graph changes of one tenant, so two concurrent PATCHes cannot close a cycle between them. */
export async function lockRuleGraph(ctx: Ctx) {
  await ctx.db.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`price-list-rules:${ctx.siteId}:${ctx.environment}`}))`;
}

/**
 * True while an import naming this list is still queued or running: one staged before a clear or delete must
 * apply first. Read on the pool, outside the caller's transaction: only committed jobs count anyway.
 */
export async function hasOpenImport(ctx: Ctx, listId: string): Promise<boolean> {
  const open = await findOpenImport(ctx.deps.db.pool, { siteId: ctx.siteId, environment: ctx.environment, keys: [listId] });
  return open !== null;
}

/** Takes the list's price lock (held until the transaction ends) if no import holds it; false otherwise. */
export async function tryLockListPrices(ctx: Ctx, listId: string): Promise<boolean> {
  const [row] = await ctx.db.$queryRaw<{ locked: boolean }[]>`SELECT pg_try_advisory_xact_lock(${priceListLockKey(listId)}) AS locked`;
  return row?.locked === true;
}

// ---- price rows (read side)

/** A stored row with its decimals as PostgreSQL's text (`price` with exactly 4 places). */
export type StoredPriceRow = {
  sku: string;
  quantity: number;
  price: string;
  unit_of_measure: string | null;
  tax_type: string | null;
  display_tax_rate: string | null;
};

// Straight on the pg pool: 200,000-row reads skip the ORM's per-row overhead; NUMERIC(19,4) comes back as
// text with exactly 4 places, which is already the wire format of a unit price.
const PRICE_COLUMNS = 'sku, quantity, price::text AS price, unit_of_measure, tax_type, display_tax_rate::text AS display_tax_rate';
const PRICE_SCOPE = 'price_list_id = $1 AND site_id = $2 AND environment = $3::"Environment"';

/** Up to `limit` rows after `afterSku` (whole SKUs are cut by the caller), in (sku, quantity) order along the primary key. */
export async function readPriceBatch(ctx: Ctx, listId: string, afterSku: string | null, limit: number): Promise<StoredPriceRow[]> {
  const params: unknown[] = [listId, ctx.siteId, ctx.environment, limit];
  const after = afterSku === null ? '' : 'AND sku > $5';
  if (afterSku !== null) params.push(afterSku);
  const { rows } = await ctx.deps.db.pool.query<StoredPriceRow>(
    `SELECT ${PRICE_COLUMNS} FROM prices WHERE ${PRICE_SCOPE} ${after} ORDER BY sku, quantity LIMIT $4`,
    params,
  );
  return rows;
}

/** Every row of one SKU on the list (for a SKU with more breaks than a batch holds). */
export async function readPricesOfSku(ctx: Ctx, listId: string, sku: string): Promise<StoredPriceRow[]> {
  const { rows } = await ctx.deps.db.pool.query<StoredPriceRow>(
    `SELECT ${PRICE_COLUMNS} FROM prices WHERE ${PRICE_SCOPE} AND sku = $4 ORDER BY quantity`,
    [listId, ctx.siteId, ctx.environment, sku],
  );
  return rows;
}

/**
 * A SKU's rows on every list of the tenant, lists by slug, breaks by quantity. Driven from the tenant's lists:
 * one primary-key probe (list, SKU) per list, as `prices` has no index on the SKU alone (it cost the import's merge).
 */
export const findPricesOfSku = (ctx: Ctx, sku: string) =>
  ctx.db.$queryRaw<(StoredPriceRow & { slug: string })[]>`
    SELECT l.slug, p.sku, p.quantity, p.price::text AS price, p.unit_of_measure, p.tax_type, p.display_tax_rate::text AS display_tax_rate
    FROM price_lists l JOIN prices p ON p.price_list_id = l.id AND p.sku = ${sku}
    WHERE l.site_id = ${ctx.siteId} AND l.environment = ${ctx.environment}::"Environment"
      AND p.site_id = l.site_id AND p.environment = l.environment
    ORDER BY l.slug, p.quantity`;
