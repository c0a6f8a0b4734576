import type { Deps } from '../src/context.ts';
import { startOutboxRelay } from '../src/queue/outbox.ts';
import { queueNames } from '../src/queue/catalog.ts';
import { createWorker, type Processors } from './create-worker.ts';
import { processors } from './processors/index.ts';

/** Every queue's worker, the outbox relay and the hourly housekeeping schedule. Returns a graceful close. */
export async function startWorkers(deps: Deps, only: Processors = processors) {
  const workers = queueNames.map((q) => createWorker(deps, q, only, deps.config.WORKER_CONCURRENCY));
  const relay = startOutboxRelay(deps.db.prisma, deps.queue, deps.log);
  await deps.queue
    .queue('maintenance')
    .upsertJobScheduler('housekeeping', { every: 3600_000 }, { name: 'housekeeping', data: {} })
    .catch((err: Error) => deps.log.warn({ err: err.message }, 'could not schedule housekeeping'));
  deps.log.info({ queues: queueNames }, 'workers running');
  return {
    async close() {
      await relay.stop();
      // Worker.close() waits for the jobs in hand; an unfinished import is picked up again after a restart.
      await Promise.all(workers.map((w) => w.close()));
    },
  };
}
