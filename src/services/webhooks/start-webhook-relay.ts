import type { Deps } from '../../context.ts';
import { fanOutEvents } from './delivery-repository.ts';
import { enqueueAttempts } from './enqueue-attempts.ts';
import { sealStoredSecrets } from './seal-stored-secrets.ts';
import { sweepDeliveries } from './sweep-deliveries.ts';

/** Fans the outbox's new events out to deliveries and queues their first attempts; returns the events taken. */
export async function relayWebhookEvents(deps: Deps): Promise<number> {
  let total = 0;
  for (;;) {
    const { events, deliveries } = await fanOutEvents(deps.db.prisma);
    await enqueueAttempts(deps, deliveries);
    total += events;
    if (events === 0) return total;
  }
}

/**
 * The worker process's webhook loop: every WEBHOOK_RELAY_INTERVAL_MS a fan-out pass, every WEBHOOK_SWEEP_MS a
 * sweep for pending deliveries whose job went missing. Several worker processes may run it: the fan-out takes an
 * advisory lock, and the sweep only adds jobs that do not exist.
 */
export function startWebhookRelay(deps: Deps) {
  const { WEBHOOK_RELAY_INTERVAL_MS: every, WEBHOOK_SWEEP_MS: sweepEvery } = deps.config;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let lastSweep = 0;
  let running: Promise<void> = Promise.resolve();
  // Secrets stored in plain text before they were sealed are sealed once per start (housekeeping repeats it).
  const sealed = sealStoredSecrets(deps)
    .then((n) => n > 0 && deps.log.info({ endpoints: n }, 'sealed plain-text webhook secrets'))
    .catch((err: Error) => deps.log.warn({ err: err.message }, 'could not seal plain-text webhook secrets'));
  const tick = async () => {
    try {
      await relayWebhookEvents(deps);
      if (Date.now() - lastSweep >= sweepEvery) {
        lastSweep = Date.now();
        // Grace: a job due now is normally being run; only one overdue by a sweep interval is presumed lost.
        await sweepDeliveries(deps, sweepEvery);
      }
    } catch (err) {
      deps.log.warn({ err: (err as Error).message }, 'webhook relay pass failed');
    }
    if (!stopped) timer = setTimeout(() => (running = tick()), every);
  };
  running = tick();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await Promise.all([running, sealed]);
    },
  };
}
