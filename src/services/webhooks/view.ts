import type { DeliveryRow, EndpointRow } from './repository.ts';
import type { WebhookDeliveryView, WebhookEndpointView } from './schemas.ts';

export const toEndpointView = (row: EndpointRow): WebhookEndpointView => ({
  id: row.id,
  url: row.url,
  events: row.events as WebhookEndpointView['events'],
  active: row.active,
  created_at: row.createdAt.toISOString(),
});

/** The `webhook-id` of an event: the same for every attempt, endpoint and replay of it. */
export const webhookIdOf = (eventId: bigint) => `evt_${eventId}`;

export const toDeliveryView = (row: DeliveryRow): WebhookDeliveryView => ({
  id: row.id,
  endpoint_id: row.endpointId,
  event_id: webhookIdOf(row.eventId),
  topic: row.topic as WebhookDeliveryView['topic'],
  status: row.status,
  attempts: row.attempts,
  response_code: row.lastResponseCode,
  last_error: row.lastError,
  order_id: row.orderKey,
  sequence: row.sequence,
  replay_of: row.replayOf,
  next_attempt_at: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
  payload: row.payload as Record<string, unknown>,
  occurred_at: row.occurredAt.toISOString(),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  delivered_at: row.deliveredAt?.toISOString() ?? null,
});
