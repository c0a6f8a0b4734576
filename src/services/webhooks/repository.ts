import { randomUUID } from 'node:crypto';
import type { Ctx } from '../../context.ts';
import type { WebhookDeliveryStatus } from '../../generated/prisma/client.ts';

// Endpoints and the delivery log as requests and the dashboard read them: always scoped by site and environment.

const scope = (ctx: Ctx) => ({ siteId: ctx.siteId, environment: ctx.environment });

export const listEndpointRows = (ctx: Ctx) =>
  ctx.db.webhookEndpoint.findMany({ where: scope(ctx), orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });

export type EndpointRow = Awaited<ReturnType<typeof listEndpointRows>>[number];

export const findEndpointRow = (ctx: Ctx, id: string) => ctx.db.webhookEndpoint.findFirst({ where: { ...scope(ctx), id } });

/** The secret arrives sealed (secret-box.ts): the plain one never reaches the database. */
export const insertEndpoint = (ctx: Ctx, data: { id: string; url: string; events: string[]; secretSealed: string; active: boolean }) =>
  ctx.db.webhookEndpoint.create({ data: { ...scope(ctx), ...data } });

/** Deletes the endpoint and (ON DELETE CASCADE) its deliveries; false when none matched. */
export async function deleteEndpointRow(ctx: Ctx, id: string): Promise<boolean> {
  const { count } = await ctx.db.webhookEndpoint.deleteMany({ where: { ...scope(ctx), id } });
  return count > 0;
}

export const listDeliveryRows = (ctx: Ctx, endpointId: string, page: { limit: number; offset: number; status?: WebhookDeliveryStatus }) =>
  ctx.db.webhookDelivery.findMany({
    where: { ...scope(ctx), endpointId, ...(page.status ? { status: page.status } : {}) },
    // One fan-out writes its deliveries with one created_at: the later event first among them, then by id.
    orderBy: [{ createdAt: 'desc' }, { eventId: 'desc' }, { id: 'desc' }],
    take: page.limit,
    skip: page.offset,
  });

export type DeliveryRow = Awaited<ReturnType<typeof listDeliveryRows>>[number];

/**
 * The newest `perEndpoint` deliveries of each endpoint, in the log's order, in two statements whatever the number of
 * endpoints: each endpoint's ids through the log index (a LATERAL with LIMIT), then their rows.
 */
export async function recentDeliveryRows(ctx: Ctx, endpointIds: string[], perEndpoint: number): Promise<DeliveryRow[]> {
  if (endpointIds.length === 0) return [];
  const ids = await ctx.db.$queryRaw<{ id: string }[]>`
    SELECT d.id::text AS id
      FROM unnest(${endpointIds}::uuid[]) AS e(id)
     CROSS JOIN LATERAL (
       SELECT w.id FROM webhook_deliveries w
        WHERE w.site_id = ${ctx.siteId} AND w.environment = CAST(${ctx.environment} AS "Environment") AND w.endpoint_id = e.id
        ORDER BY w.created_at DESC, w.event_id DESC, w.id DESC
        LIMIT ${perEndpoint}) d`;
  if (ids.length === 0) return [];
  return ctx.db.webhookDelivery.findMany({
    where: { ...scope(ctx), id: { in: ids.map((r) => r.id) } },
    orderBy: [{ createdAt: 'desc' }, { eventId: 'desc' }, { id: 'desc' }],
  });
}

export const findDeliveryRow = (ctx: Ctx, endpointId: string, id: string) =>
  ctx.db.webhookDelivery.findFirst({ where: { ...scope(ctx), endpointId, id } });

/** A new pending delivery of the same event to the same endpoint, due now; outside the per-order ordering. */
export const insertReplay = (ctx: Ctx, original: DeliveryRow) =>
  ctx.db.webhookDelivery.create({
    data: {
      id: randomUUID(),
      ...scope(ctx),
      endpointId: original.endpointId,
      eventId: original.eventId,
      topic: original.topic,
      payload: original.payload as object,
      occurredAt: original.occurredAt,
      orderKey: original.orderKey,
      sequence: original.sequence,
      replayOf: original.id,
    },
  });
