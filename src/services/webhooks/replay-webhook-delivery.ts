import type { Ctx } from '../../context.ts';
import { resourceNotFound } from '../../http/problem.ts';
import { uuidParam } from '../core/uuid-param.ts';
import { requireEndpoint } from './endpoint-id.ts';
import { enqueueAttempts } from './enqueue-attempts.ts';
import { findDeliveryRow, insertReplay } from './repository.ts';
import type { WebhookDeliveryView } from './schemas.ts';
import { toDeliveryView } from './view.ts';

/**
 * Sends an event to the endpoint again, whatever became of the delivery (delivered, failed, pending): a new
 * delivery row with `replay_of`, the same event id (webhook-id) and data, its own attempts and retry schedule.
 * A replay is an explicit resend, so it does not wait for the order's earlier events.
 */
export async function replayWebhookDelivery(ctx: Ctx, endpointId: string, deliveryId: string): Promise<WebhookDeliveryView> {
  const endpoint = await requireEndpoint(ctx, endpointId);
  const original = await findDeliveryRow(ctx, endpoint.id, uuidParam(deliveryId, 'delivery'));
  if (!original) throw resourceNotFound(`No delivery ${deliveryId} of webhook endpoint ${endpointId}.`);
  const replay = await insertReplay(ctx, original);
  // Committed first: a lost enqueue (Redis away) is picked up by the worker's sweep of pending deliveries.
  await enqueueAttempts(ctx.deps, [{ id: replay.id, siteId: replay.siteId, environment: replay.environment, attempts: 0 }]);
  return toDeliveryView(replay);
}
