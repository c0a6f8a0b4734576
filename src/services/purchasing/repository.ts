import { announceChange } from '../../cache/tenant-cache.ts';
import type { Ctx } from '../../context.ts';
import { Prisma } from '../../db/client.ts';
import type { Purchase, PurchaseLineItem, PurchaseStatus } from '../../generated/prisma/client.ts';

// The purchasing slice's single-purchase Prisma access (list paging: list-repository.ts; batch merge:
// merge-repository.ts). Purchases are keyed by (site_id, environment, id) like customers, so every query carries
// the tenant. The status functions here are what the order status machine (PATCH /api/v1/orders/…) builds on;
// see README.md in this folder.

export type PurchaseRow = Purchase & { lineItems: PurchaseLineItem[] };
/** How a purchase is found: the path's lookupBy, already resolved (see parsePurchaseLookup). */
export type PurchaseKey = { id: string } | { externalId: string } | { internalId: string } | { visibleId: string };

const scope = (ctx: Ctx) => ({ siteId: ctx.siteId, environment: ctx.environment });
const withLines = { lineItems: { orderBy: { position: 'asc' } } } as const;
const env = (ctx: Ctx) => Prisma.sql`CAST(${ctx.environment} AS "Environment")`;

function keyCondition(key: PurchaseKey): Prisma.Sql {
  if ('id' in key) return Prisma.sql`id = ${key.id}::uuid`;
  if ('externalId' in key) return Prisma.sql`external_id = ${key.externalId}`;
  if ('internalId' in key) return Prisma.sql`internal_id = ${key.internalId}`;
  return Prisma.sql`visible_id = ${key.visibleId}`;
}

export const findPurchase = (ctx: Ctx, key: PurchaseKey): Promise<PurchaseRow | null> =>
  ctx.db.purchase.findFirst({ where: { ...key, ...scope(ctx) }, include: withLines });

/** The purchase's id, or null; no lock. */
export async function findPurchaseId(ctx: Ctx, key: PurchaseKey): Promise<string | null> {
  const row = await ctx.db.purchase.findFirst({ where: { ...key, ...scope(ctx) }, select: { id: true } });
  return row?.id ?? null;
}

/** What the status machine decides on. */
export type PurchaseStatusRow = {
  id: string;
  type: Purchase['type'];
  status: PurchaseStatus;
  statusOccurredAt: Date;
  previousStatus: PurchaseStatus | null;
};

/**
 * Locks the purchase's row until the transaction ends (SELECT … FOR UPDATE) and returns its status; null when the
 * tenant has no such purchase. Call inside withTransaction: concurrent status updates and PUTs of the same
 * purchase then apply one after the other, each seeing the previous one's result.
 */
export async function lockPurchase(ctx: Ctx, key: PurchaseKey): Promise<PurchaseStatusRow | null> {
  const rows = await ctx.db.$queryRaw<PurchaseStatusRow[]>`
    SELECT id::text AS id, type::text AS type, status::text AS status, status_occurred_at AS "statusOccurredAt",
           previous_status::text AS "previousStatus"
      FROM purchases
     WHERE site_id = ${ctx.siteId} AND environment = ${env(ctx)} AND ${keyCondition(key)}
       FOR UPDATE`;
  return rows[0] ?? null;
}

/**
 * Remembers a status update's event_id for the purchase; false when it was already applied (a repeat to answer
 * as a no-op). Inside the same transaction as the change, so a rolled-back change does not burn its event id.
 */
export async function recordStatusEvent(ctx: Ctx, purchaseId: string, eventId: string): Promise<boolean> {
  const inserted = await ctx.db.$executeRaw`
    INSERT INTO purchase_status_events (site_id, environment, purchase_id, event_id)
    VALUES (${ctx.siteId}, ${env(ctx)}, ${purchaseId}::uuid, ${eventId})
    ON CONFLICT DO NOTHING`;
  return inserted === 1;
}

/** One entry of status_history (wire shape, stored as is). */
export type StatusHistoryEntry = { status: PurchaseStatus; occurred_at: string; source: string; note: string | null };
/** One entry of packages (wire shape, stored as is). */
export type PackageEntry = {
  carrier: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
  shipped_at: string | null;
  line_items: { sku: string; quantity: number }[];
};

export type StatusChange = {
  status: PurchaseStatus;
  occurredAt: Date;
  /** The state `on_hold` returns to: set it when moving to on_hold, null when leaving it. */
  previousStatus: PurchaseStatus | null;
  source: string;
  note: string | null;
  /** A package to append (tracking); its line_items' quantities are added to the lines' quantity_shipped. */
  package?: PackageEntry;
};

/**
 * Applies a status change to a locked purchase: the status in force, its occurred_at, the previous status,
 * one status_history entry, the package (if any) and updated_at = now (incremental syncs see the change).
 * The version and the PUT content hash stay: a status update is not a new revision of the writer's record.
 */
export async function appendStatus(ctx: Ctx, purchaseId: string, change: StatusChange): Promise<void> {
  const entry: StatusHistoryEntry = { status: change.status, occurred_at: change.occurredAt.toISOString(), source: change.source, note: change.note };
  const pkg = change.package ? Prisma.sql`packages || jsonb_build_array(${JSON.stringify(change.package)}::jsonb)` : Prisma.sql`packages`;
  await ctx.db.$executeRaw`
    UPDATE purchases
       SET status = CAST(${change.status} AS "PurchaseStatus"),
           status_occurred_at = ${change.occurredAt},
           previous_status = CAST(${change.previousStatus} AS "PurchaseStatus"),
           status_history = status_history || jsonb_build_array(${JSON.stringify(entry)}::jsonb),
           packages = ${pkg},
           updated_at = now()
     WHERE site_id = ${ctx.siteId} AND environment = ${env(ctx)} AND id = ${purchaseId}::uuid`;
  if (change.package?.line_items.length) await addShippedQuantities(ctx, purchaseId, change.package.line_items);
  // updated_at moved: the list's remembered page boundaries (list-purchases.ts) are dropped after commit.
  announceChange(ctx, 'purchases');
}

/**
 * A further parcel of a status already in force (a second `shipped` with its own package): stored with its shipped
 * quantities, unless a package with the same carrier and tracking number is already there (a repeated webhook).
 * Returns whether it was added.
 */
export async function addPackage(ctx: Ctx, purchaseId: string, pkg: PackageEntry): Promise<boolean> {
  const added = await ctx.db.$executeRaw`
    UPDATE purchases
       SET packages = packages || jsonb_build_array(${JSON.stringify(pkg)}::jsonb),
           updated_at = now()
     WHERE site_id = ${ctx.siteId} AND environment = ${env(ctx)} AND id = ${purchaseId}::uuid
       AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements(packages) p
                        WHERE p->>'carrier' IS NOT DISTINCT FROM ${pkg.carrier ?? null}
                          AND p->>'tracking_number' IS NOT DISTINCT FROM ${pkg.tracking_number ?? null})`;
  if (added === 0) return false;
  if (pkg.line_items.length) await addShippedQuantities(ctx, purchaseId, pkg.line_items);
  announceChange(ctx, 'purchases');
  return true;
}

/** Adds shipped quantities to the purchase's lines by SKU (the first line of each SKU; unknown SKUs are ignored). */
async function addShippedQuantities(ctx: Ctx, purchaseId: string, lines: { sku: string; quantity: number }[]) {
  await ctx.db.$executeRaw`
    UPDATE purchase_line_items l
       SET quantity_shipped = l.quantity_shipped + s.quantity
      FROM (SELECT x.sku, sum(x.quantity)::int AS quantity
              FROM jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) AS x(sku text, quantity int)
             GROUP BY x.sku) s
     WHERE l.site_id = ${ctx.siteId} AND l.environment = ${env(ctx)} AND l.purchase_id = ${purchaseId}::uuid
       AND l.sku = s.sku
       AND l.position = (SELECT min(m.position) FROM purchase_line_items m
                          WHERE m.site_id = l.site_id AND m.environment = l.environment
                            AND m.purchase_id = l.purchase_id AND m.sku = s.sku)`;
}

/** Statements of merge-sql.ts on this request's client or transaction. */
export const sqlRunner = (ctx: Ctx) => <T>(text: string, params: unknown[]) => ctx.db.$queryRawUnsafe<T[]>(text, ...params);

/**
 * Serialises writes that touch the same identifier (the path's and every one the body sets) until the
 * transaction ends. Sorted, so two writers taking overlapping sets cannot deadlock.
 */
export async function lockIdentifiers(ctx: Ctx, item: { id: string | null; external_id: string | null; internal_id: string | null; visible_id: string | null }, key: PurchaseKey) {
  const names = new Set<string>();
  const add = (kind: string, v: string | null | undefined) => v && names.add(`${ctx.siteId}|${ctx.environment}|${kind}|${v}`);
  add('id', item.id);
  add('external', item.external_id);
  add('internal', item.internal_id);
  add('visible', item.visible_id);
  add('id', 'id' in key ? key.id : null);
  add('external', 'externalId' in key ? key.externalId : null);
  add('internal', 'internalId' in key ? key.internalId : null);
  add('visible', 'visibleId' in key ? key.visibleId : null);
  for (const name of [...names].sort()) {
    await ctx.db.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('purchase-identifier'), hashtext(${name}))`;
  }
}
