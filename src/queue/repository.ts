import type { Environment } from '../context.ts';
import type { DbClient } from '../db/transaction.ts';
import type { PrismaClient } from '../db/client.ts';

export const JOB_TOPIC = 'job:';

export type OutboxRow = { id: string; topic: string; payload: unknown; jobId: string | null };

export async function insertOutbox(
  db: DbClient,
  row: { siteId: string; environment: Environment; topic: string; payload: object; jobId?: string },
): Promise<string> {
  const created = await db.outboxEvent.create({
    data: { siteId: row.siteId, environment: row.environment, topic: row.topic, payload: row.payload, jobId: row.jobId ?? null },
    select: { id: true },
  });
  return created.id.toString();
}

// The relay publishes job rows only (topic `job:<name>`). Event rows (`order.status_changed`, …) wait unpublished
// for the event delivery worker, which owns their `published_at`; marking them published here would let
// housekeeping delete events nobody delivered. `topic LIKE 'job:%'` is written literally (never a bound
// parameter) so the planner can use the partial index outbox_events_job_backlog_idx, which keeps a pass cheap
// however many event rows are waiting.

/**
 * Claims unpublished job rows (skipping ones another relay holds), hands them to `publish`, and marks them
 * published in the same transaction, so a crash in between re-publishes rather than loses them.
 */
export async function drainOutbox(
  prisma: PrismaClient,
  publish: (rows: OutboxRow[]) => Promise<void>,
  opts: { ids?: string[]; limit?: number } = {},
): Promise<number> {
  return prisma.$transaction(async (tx) => {
    const limit = opts.limit ?? 100;
    const rows = opts.ids
      ? await tx.$queryRaw<OutboxRow[]>`
          SELECT id::text AS id, topic, payload, job_id AS "jobId" FROM outbox_events
          WHERE published_at IS NULL AND topic LIKE 'job:%' AND id = ANY(${opts.ids.map(BigInt)}::bigint[])
          ORDER BY id FOR UPDATE SKIP LOCKED`
      : await tx.$queryRaw<OutboxRow[]>`
          SELECT id::text AS id, topic, payload, job_id AS "jobId" FROM outbox_events
          WHERE published_at IS NULL AND topic LIKE 'job:%' ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED`;
    if (rows.length === 0) return 0;
    await publish(rows);
    await tx.$executeRaw`UPDATE outbox_events SET published_at = now() WHERE id = ANY(${rows.map((r) => BigInt(r.id))}::bigint[])`;
    return rows.length;
  });
}

export const deletePublishedOutbox = (db: DbClient, before: Date) =>
  db.outboxEvent.deleteMany({ where: { publishedAt: { lt: before } } });

/** Job rows not yet handed to the queue: a growing number means the relay is stuck (Redis away, no worker). */
export async function countOutboxBacklog(db: DbClient): Promise<number> {
  const [row] = await db.$queryRaw<[{ n: bigint }]>`SELECT count(*) AS n FROM outbox_events WHERE published_at IS NULL AND topic LIKE 'job:%'`;
  return Number(row.n);
}
