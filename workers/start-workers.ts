import type { Deps } from '../src/context.ts';
import { startOutboxRelay } from '../src/queue/outbox.ts';
import { queueNames } from '../src/queue/catalog.ts';
import { startWebhookRelay } from '../src/services/webhooks/index.ts';
import { createWorker, type Processors } from './create-worker.ts';
import { processors } from './processors/index.ts';

/** How often expired files and abandoned uploads are removed (their reads answer 404 from expiry on regardless). */
export const FILE_SWEEP_EVERY_MS = 15 * 60_000;

/** Every queue's worker, the outbox relay, the webhook relay, the hourly housekeeping and the file sweep schedules. Returns a graceful close. */
export async function startWorkers(deps: Deps, only: Processors = processors) {
  const workers = queueNames.map((q) => createWorker(deps, q, only, deps.config.WORKER_CONCURRENCY));
  const relay = startOutboxRelay(deps.db.prisma, deps.queue, deps.log);
  const webhookRelay = startWebhookRelay(deps);
  await deps.queue
    .queue('maintenance')
    .upsertJobScheduler('housekeeping', { every: 3600_000 }, { name: 'housekeeping', data: {} })
    .catch((err: Error) => deps.log.warn({ err: err.message }, 'could not schedule housekeeping'));
  await deps.queue
    .queue('maintenance')
    .upsertJobScheduler('file-sweep', { every: FILE_SWEEP_EVERY_MS }, { name: 'file-sweep', data: {} })
    .catch((err: Error) => deps.log.warn({ err: err.message }, 'could not schedule the file sweep'));
  deps.log.info({ queues: queueNames }, 'workers running');
  return {
    async close() {
      await Promise.all([relay.stop(), webhookRelay.stop()]);
      // Worker.close() waits for the jobs in hand; an unfinished import is picked up again after a restart.
      await Promise.all(workers.map((w) => w.close()));
    },
  };
}
