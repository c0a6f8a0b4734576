import type { Deps } from '../../context.ts';
import { overdueDeliveries } from './delivery-repository.ts';
import { attemptJobId } from './enqueue-attempts.ts';

/**
 * Jobs are derived from rows, so a lost one is made again: every pending delivery overdue by `graceMs` (the
 * enqueue after a commit never happened, Redis lost its data) gets its attempt's job unless the job exists.
 * Returns how many were queued.
 */
export async function sweepDeliveries(deps: Deps, graceMs: number): Promise<number> {
  let queued = 0;
  for (const d of await overdueDeliveries(deps.db.prisma, graceMs)) {
    const payload = { siteId: d.siteId, environment: d.environment, deliveryId: d.id, attempt: d.attempts };
    if (await deps.queue.ensure('webhook-delivery', payload, attemptJobId(d))) queued++;
  }
  if (queued) deps.log.info({ queued }, 'webhook sweep re-queued pending deliveries');
  return queued;
}
