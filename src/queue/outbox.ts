import type { Ctx } from '../context.ts';
import type { PrismaClient } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import { recordRelayFailure } from './metrics.ts';
import { isJobName, type JobName, type JobPayload } from './catalog.ts';
import type { QueueClient } from './client.ts';
import { drainOutbox, insertOutbox, JOB_TOPIC, type OutboxRow } from './repository.ts';

// Never enqueue inside a transaction: the change and an outbox row commit together, and the relay (or the
// request itself, right after commit) turns the row into a BullMQ job with a deterministic id.

/** Writes "run this job" into the outbox of ctx's transaction; returns the outbox id for publishAfterCommit. */
export function writeJobToOutbox<N extends JobName>(ctx: Ctx, name: N, payload: JobPayload<N>, jobId: string): Promise<string> {
  return insertOutbox(ctx.db, { siteId: ctx.siteId, environment: ctx.environment, topic: `${JOB_TOPIC}${name}`, payload, jobId });
}

/** Outbound events (contract §9) the event delivery worker sends; the job relay leaves these rows alone. */
export type EventTopic = 'order.completed' | 'order.status_changed' | 'import.completed' | 'sync_error.created';

/** Every topic a webhook endpoint can subscribe to. */
export const EVENT_TOPICS = ['order.completed', 'order.status_changed', 'import.completed', 'sync_error.created'] as const satisfies readonly EventTopic[];

/** Writes an outbound event into the outbox of ctx's transaction, so it exists exactly when the change commits. */
export function writeEventToOutbox(ctx: Pick<Ctx, 'db' | 'siteId' | 'environment'>, topic: EventTopic, payload: object): Promise<string> {
  return insertOutbox(ctx.db, { siteId: ctx.siteId, environment: ctx.environment, topic, payload });
}

async function enqueueRows(queue: QueueClient, rows: OutboxRow[], log: Logger) {
  for (const row of rows) {
    const name = row.topic.slice(JOB_TOPIC.length);
    if (!isJobName(name)) {
      log.error({ topic: row.topic, id: row.id }, 'outbox row names an unknown job');
      continue;
    }
    await queue.enqueue(name, row.payload as never, row.jobId ? { jobId: row.jobId } : {});
  }
}

/** The fast path: publish the rows a request just committed. The relay covers a crash before this runs. */
export async function publishAfterCommit(prisma: PrismaClient, queue: QueueClient, ids: string[], log: Logger): Promise<void> {
  try {
    await drainOutbox(prisma, (rows) => enqueueRows(queue, rows, log), { ids });
  } catch (err) {
    recordRelayFailure('fast');
    log.warn({ err: (err as Error).message }, 'outbox fast path failed; the relay will publish');
  }
}

/** Polls the outbox until stopped. One per worker process; several relays share the work safely. */
export function startOutboxRelay(prisma: PrismaClient, queue: QueueClient, log: Logger, intervalMs = 500) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = async () => {
    try {
      while (!stopped && (await drainOutbox(prisma, (rows) => enqueueRows(queue, rows, log))) > 0);
    } catch (err) {
      recordRelayFailure('relay');
      log.warn({ err: (err as Error).message }, 'outbox relay pass failed');
    }
    if (!stopped) timer = setTimeout(() => (running = tick()), intervalMs);
  };
  running = tick();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
