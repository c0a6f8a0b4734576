import { z } from '@hono/zod-openapi';
import { EVENT_TOPICS } from '../../queue/outbox.ts';

// Webhook endpoints and their delivery log on the wire (contract §9).

const topic = z.enum(EVENT_TOPICS).openapi({ description: 'An event topic.', example: 'order.status_changed' });

const url = z
  .url({ protocol: /^https?$/, error: 'must be an absolute http or https URL' })
  .max(2048)
  .openapi({ example: 'https://erp.example.com/hooks/wholesale-hub', description: 'Where events are POSTed (http or https).' });

export const WebhookEndpointCreate = z
  .object({
    url,
    events: z
      .array(topic)
      .min(1)
      .max(EVENT_TOPICS.length)
      .refine((list) => new Set(list).size === list.length, 'must not repeat a topic')
      .openapi({ description: `Topics to receive: ${EVENT_TOPICS.join(', ')}.` }),
    active: z.boolean().optional().openapi({ description: 'Default true; an inactive endpoint receives nothing.' }),
  })
  .openapi('WebhookEndpointCreate');
export type WebhookEndpointCreate = z.infer<typeof WebhookEndpointCreate>;

const endpointFields = {
  id: z.uuid(),
  url: z.string(),
  events: z.array(topic),
  active: z.boolean(),
  created_at: z.string().openapi({ format: 'date-time' }),
};

export const WebhookEndpointView = z.object(endpointFields).openapi('WebhookEndpoint');
export type WebhookEndpointView = z.infer<typeof WebhookEndpointView>;

export const WebhookEndpointCreated = z
  .object({
    ...endpointFields,
    secret: z.string().openapi({
      example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      description: 'The signing secret (Standard Webhooks format). Shown only in this response: store it now.',
    }),
  })
  .openapi('WebhookEndpointCreated');
export type WebhookEndpointCreated = z.infer<typeof WebhookEndpointCreated>;

export const WebhookEndpointList = z.array(WebhookEndpointView).openapi('WebhookEndpointList', { description: 'Every endpoint of the site environment, oldest first.' });

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

export const WebhookDeliveryView = z
  .object({
    id: z.uuid(),
    endpoint_id: z.uuid(),
    event_id: z.string().openapi({ description: 'The `webhook-id` header: the same for every attempt and replay of one event.', example: 'evt_1042' }),
    topic,
    status: z.enum(DELIVERY_STATUSES),
    attempts: z.number().int(),
    response_code: z.number().int().nullable().openapi({ description: "The last attempt's HTTP status; null when none answered." }),
    last_error: z.string().nullable(),
    order_id: z.string().nullable(),
    sequence: z.number().int().nullable().openapi({ description: "An order event's per-order sequence." }),
    replay_of: z.uuid().nullable().openapi({ description: 'The delivery this one replays.' }),
    next_attempt_at: z.string().nullable().openapi({ format: 'date-time', description: 'When a pending delivery is tried next.' }),
    payload: z.record(z.string(), z.unknown()).openapi({ description: "The event's `data` as sent." }),
    occurred_at: z.string().openapi({ format: 'date-time' }),
    created_at: z.string().openapi({ format: 'date-time' }),
    updated_at: z.string().openapi({ format: 'date-time' }),
    delivered_at: z.string().nullable().openapi({ format: 'date-time' }),
  })
  .openapi('WebhookDelivery');
export type WebhookDeliveryView = z.infer<typeof WebhookDeliveryView>;

export const WebhookDeliveryList = z.array(WebhookDeliveryView).openapi('WebhookDeliveryList', { description: 'Newest first (deliveries made at the same moment: the later event first, then by id).' });

export const MAX_DELIVERY_LIMIT = 500;

const integer = (min: number, max: number, description: string) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be between ${min} and ${max.toLocaleString('en')}`)
    .openapi({ type: 'integer', minimum: min, maximum: max, description });

export const WebhookDeliveryQuery = z.object({
  limit: integer(1, MAX_DELIVERY_LIMIT, 'Deliveries per response, 1–500; unset means 500.').optional(),
  offset: integer(0, Number.MAX_SAFE_INTEGER, 'Deliveries skipped, default 0.').optional(),
  status: z.enum(DELIVERY_STATUSES).optional().openapi({ description: 'Only deliveries in this state.' }),
});
export type WebhookDeliveryQuery = z.infer<typeof WebhookDeliveryQuery>;

const idParam = (name: string, example: string) =>
  z.string().min(1).max(64).openapi({ param: { name, in: 'path' }, example, description: 'A UUID; anything else is 400 resource-id-invalid.' });

export const WebhookIdParam = z.object({ id: idParam('id', '1b4e28ba-2fa1-41d2-883f-0016d3cca427') });
export const WebhookDeliveryParams = z.object({ id: idParam('id', '1b4e28ba-2fa1-41d2-883f-0016d3cca427'), deliveryId: idParam('deliveryId', '6fa459ea-ee8a-4ca4-894e-db77e160355e') });
