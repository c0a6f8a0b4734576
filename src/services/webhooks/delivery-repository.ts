import type { PrismaClient } from '../../db/client.ts';
import type { DbClient } from '../../db/transaction.ts';
import type { DueDelivery } from './enqueue-attempts.ts';
import { deleteInChunks } from '../../db/delete-in-chunks.ts';

// The worker side of deliveries: fan-out from the outbox, claiming and recording attempts, the sweep. Rows are
// addressed by their UUID (which the worker got from a row of the right tenant), so no tenant scope is added.

const FAN_OUT_LOCK = "hashtext('webhook-fan-out')";

/**
 * Turns unpublished event rows of the outbox into one pending delivery per active endpoint subscribed to the
 * topic, and marks the rows published, in one transaction. One relay at a time (a transaction-scoped advisory
 * lock, tried not awaited): events leave in outbox order, so an order's event n has its deliveries committed
 * before event n+1's exist (n+1's transaction took the order's row lock after n committed, so its outbox id is
 * higher). `topic NOT LIKE 'job:%'` is literal so the planner uses outbox_events_event_backlog_idx.
 */
export async function fanOutEvents(prisma: PrismaClient, limit = 200): Promise<{ events: number; deliveries: DueDelivery[] }> {
  return prisma.$transaction(async (tx) => {
    const [lock] = await tx.$queryRawUnsafe<[{ ok: boolean }]>(`SELECT pg_try_advisory_xact_lock(${FAN_OUT_LOCK}) AS ok`);
    if (!lock.ok) return { events: 0, deliveries: [] };
    const events = await tx.$queryRaw<{ id: bigint }[]>`
      SELECT id FROM outbox_events WHERE published_at IS NULL AND topic NOT LIKE 'job:%' ORDER BY id LIMIT ${limit}`;
    if (events.length === 0) return { events: 0, deliveries: [] };
    const ids = events.map((e) => e.id);
    const deliveries = await tx.$queryRaw<DueDelivery[]>`
      INSERT INTO webhook_deliveries (id, site_id, environment, endpoint_id, event_id, topic, payload, occurred_at, order_key, sequence)
      SELECT gen_random_uuid(), ev.site_id, ev.environment, w.id, ev.id, ev.topic, ev.payload, ev.created_at,
             ev.payload->>'order_id',
             CASE WHEN jsonb_typeof(ev.payload->'sequence') = 'number' THEN (ev.payload->>'sequence')::int END
        FROM outbox_events ev
        JOIN webhook_endpoints w ON w.site_id = ev.site_id AND w.environment = ev.environment AND w.active AND ev.topic = ANY(w.events)
       WHERE ev.id = ANY(${ids}::bigint[])
       ORDER BY ev.id, w.id
      ON CONFLICT (endpoint_id, event_id) WHERE replay_of IS NULL DO NOTHING
      RETURNING id::text AS id, site_id AS "siteId", environment::text AS environment, attempts`;
    await tx.$executeRaw`UPDATE outbox_events SET published_at = now() WHERE id = ANY(${ids}::bigint[])`;
    return { events: events.length, deliveries };
  });
}

/** A delivery with what sending it needs; null when it (or its endpoint) was deleted. */
export async function readDelivery(db: DbClient, id: string) {
  return db.webhookDelivery.findUnique({ where: { id }, include: { endpoint: true } });
}
export type DeliveryWithEndpoint = NonNullable<Awaited<ReturnType<typeof readDelivery>>>;

/**
 * When the earliest still-pending earlier event of the same order to the same endpoint is due (null: none
 * pending, this one may go). Replays are outside the ordering.
 */
export async function earlierPendingDue(db: DbClient, d: { endpointId: string; orderKey: string; sequence: number }): Promise<Date | null> {
  const [row] = await db.$queryRaw<[{ due: Date | null }]>`
    SELECT min(next_attempt_at) AS due FROM webhook_deliveries
     WHERE endpoint_id = ${d.endpointId}::uuid AND order_key = ${d.orderKey} AND sequence < ${d.sequence}
       AND status = 'pending' AND replay_of IS NULL`;
  return row.due;
}

/**
 * Takes attempt `attempts` of a pending delivery for `holdMs` (the send's timeout and a margin): a second job for
 * the same attempt (the sweep's, a stalled one's) finds it held. Returns null when taken, or when the attempt was
 * already made (a stale job); else the hold is ours. A killed worker's hold lapses on its own.
 */
export async function claimAttempt(db: DbClient, id: string, attempts: number, holdMs: number): Promise<{ heldUntil: Date | null } | null> {
  const claimed = await db.$queryRaw<{ id: string }[]>`
    UPDATE webhook_deliveries SET locked_until = now() + ${holdMs} * interval '1 millisecond'
     WHERE id = ${id}::uuid AND status = 'pending' AND attempts = ${attempts} AND (locked_until IS NULL OR locked_until < now())
    RETURNING id::text AS id`;
  if (claimed.length) return { heldUntil: null };
  const [row] = await db.$queryRaw<{ lockedUntil: Date | null; pending: boolean }[]>`
    SELECT locked_until AS "lockedUntil", (status = 'pending' AND attempts = ${attempts}) AS pending FROM webhook_deliveries WHERE id = ${id}::uuid`;
  return row?.pending && row.lockedUntil ? { heldUntil: row.lockedUntil } : null;
}

export type AttemptRecord = {
  status: 'pending' | 'delivered' | 'failed';
  nextAttemptAt: Date;
  responseCode: number | null;
  error: string | null;
};

/** Records attempt `attempts` (only once: a second writer of the same attempt changes nothing and gets false). */
export async function recordAttempt(db: DbClient, id: string, attempts: number, r: AttemptRecord): Promise<boolean> {
  const n = await db.$executeRaw`
    UPDATE webhook_deliveries
       SET attempts = attempts + 1, status = ${r.status}::"WebhookDeliveryStatus", next_attempt_at = ${r.nextAttemptAt},
           locked_until = NULL, last_response_code = ${r.responseCode}, last_error = ${r.error}, last_attempt_at = now(),
           delivered_at = CASE WHEN ${r.status} = 'delivered' THEN now() END, updated_at = now()
     WHERE id = ${id}::uuid AND status = 'pending' AND attempts = ${attempts}`;
  return n === 1;
}

/** Pending deliveries overdue by `graceMs` and not held: their job may be lost (the sweep re-queues them). */
export async function overdueDeliveries(db: DbClient, graceMs: number, limit = 500): Promise<DueDelivery[]> {
  return db.$queryRaw<DueDelivery[]>`
    SELECT id::text AS id, site_id AS "siteId", environment::text AS environment, attempts FROM webhook_deliveries
     WHERE status = 'pending' AND next_attempt_at < now() - ${graceMs} * interval '1 millisecond'
       AND (locked_until IS NULL OR locked_until < now())
     ORDER BY next_attempt_at LIMIT ${limit}`;
}

/** Endpoints whose secret is still stored in plain text (rows from before secrets were sealed). */
export const plainSecretRows = (db: DbClient, limit: number) =>
  db.$queryRaw<{ id: string; secret: string }[]>`
    SELECT id::text AS id, secret FROM webhook_endpoints WHERE secret IS NOT NULL ORDER BY id LIMIT ${limit}`;

/** Stores sealed secrets and clears the plain ones, in one statement; a row sealed meanwhile is left alone. */
export async function storeSealedSecrets(db: DbClient, rows: { id: string; plain: string; sealed: string }[]): Promise<number> {
  if (rows.length === 0) return 0;
  return db.$executeRaw`
    UPDATE webhook_endpoints w SET secret_sealed = s.sealed, secret = NULL
      FROM unnest(${rows.map((r) => r.id)}::uuid[], ${rows.map((r) => r.plain)}::text[], ${rows.map((r) => r.sealed)}::text[]) AS s(id, plain, sealed)
     WHERE w.id = s.id AND w.secret = s.plain`;
}

/**
 * Removes delivered and failed deliveries last changed before `before`, `chunk` rows per statement (short
 * transactions, no long lock on the log), until none is left; returns how many went. `= ANY(ARRAY(…))`, not
 * `IN (…)`: with IN the planner chose a hash semi-join over a full scan of the table for every chunk.
 */
export function deleteFinishedDeliveries(db: DbClient, before: Date, chunk = 5_000): Promise<number> {
  return deleteInChunks(
    (limit) => db.$executeRaw`
      DELETE FROM webhook_deliveries WHERE id = ANY(ARRAY(
        SELECT id FROM webhook_deliveries WHERE status <> 'pending' AND updated_at < ${before} LIMIT ${limit}))`,
    chunk,
  );
}

/** Deliveries waiting for an attempt, all tenants (webhook_deliveries_pending_due_idx covers it). */
export async function countPendingDeliveries(db: DbClient): Promise<number> {
  const [row] = await db.$queryRaw<[{ n: number }]>`SELECT count(*)::int AS n FROM webhook_deliveries WHERE status = 'pending'`;
  return row.n;
}
