import type { Deps, Environment } from '../../context.ts';

export type DueDelivery = { id: string; siteId: string; environment: Environment; attempts: number };

/** The queue job of a delivery's next attempt: one id per (delivery, attempt), so a repeat enqueue is a no-op. */
export const attemptJobId = (d: Pick<DueDelivery, 'id' | 'attempts'>) => `${d.id}.${d.attempts}`;

/**
 * Queues the next attempt of each delivery (after the rows committed). Failures are logged, not thrown: the row
 * is the truth, and the worker's sweep re-queues any pending delivery whose job went missing.
 */
export async function enqueueAttempts(deps: Deps, deliveries: DueDelivery[], delayMs = 0): Promise<void> {
  for (const d of deliveries) {
    await deps.queue
      .enqueue('webhook-delivery', { siteId: d.siteId, environment: d.environment, deliveryId: d.id, attempt: d.attempts }, { jobId: attemptJobId(d), delay: delayMs })
      .catch((err: Error) => deps.log.warn({ err: err.message, deliveryId: d.id }, 'could not queue a webhook delivery; the sweep will'));
  }
}
