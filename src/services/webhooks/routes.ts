import { apiRoute, createRouter, ctxOf } from '../../http/router.ts';
import { errorResponses, notFoundResponse } from '../../http/schemas.ts';
import { createWebhookEndpoint } from './create-webhook-endpoint.ts';
import { deleteWebhookEndpoint } from './delete-webhook-endpoint.ts';
import { listWebhookDeliveries } from './list-webhook-deliveries.ts';
import { listWebhookEndpoints } from './list-webhook-endpoints.ts';
import { replayWebhookDelivery } from './replay-webhook-delivery.ts';
import {
  WebhookDeliveryList,
  WebhookDeliveryParams,
  WebhookDeliveryQuery,
  WebhookDeliveryView,
  WebhookEndpointCreate,
  WebhookEndpointCreated,
  WebhookEndpointList,
  WebhookIdParam,
} from './schemas.ts';

// Contract §9. Tokens are checked in the Core style (401 access_denied); documented under the Events tag.
const json = <T>(schema: T) => ({ 'application/json': { schema } });
const tag = { tag: 'Events' };

const listRoute = apiRoute(
  'core',
  {
    method: 'get',
    path: '/api/v1/webhooks',
    operationId: 'listWebhooks',
    summary: 'List webhook endpoints',
    description: 'Every endpoint of the site environment, oldest first. Secrets are never listed.',
    responses: { 200: { description: 'The endpoints.', content: json(WebhookEndpointList) }, ...errorResponses },
  },
  tag,
);

const createRoute = apiRoute(
  'core',
  {
    method: 'post',
    path: '/api/v1/webhooks',
    operationId: 'createWebhook',
    summary: 'Register a webhook endpoint',
    description:
      'Events of the chosen topics are POSTed to `url`, signed per Standard Webhooks (`webhook-id`, `webhook-timestamp`, ' +
      '`webhook-signature: v1,<base64 HMAC-SHA256 of id.timestamp.body>`) with the returned `secret`, which is shown only here. ' +
      'A `url` whose host is or resolves to a loopback, private, link-local or unique-local address is 400 ' +
      '`invalid-request-contents` (`keyword-mismatch` on `url`) unless the hub allows private URLs (WEBHOOK_ALLOW_PRIVATE_URLS).',
    request: { body: { required: true, content: json(WebhookEndpointCreate) } },
    responses: { 201: { description: 'Registered; the answer carries the secret.', content: json(WebhookEndpointCreated) }, ...errorResponses },
  },
  { ...tag, idempotent: true },
);

const deleteRoute = apiRoute(
  'core',
  {
    method: 'delete',
    path: '/api/v1/webhooks/{id}',
    operationId: 'deleteWebhook',
    summary: 'Delete a webhook endpoint and its delivery log',
    request: { params: WebhookIdParam },
    responses: { 204: { description: 'Deleted.' }, ...errorResponses, ...notFoundResponse },
  },
  tag,
);

const deliveriesRoute = apiRoute(
  'core',
  {
    method: 'get',
    path: '/api/v1/webhooks/{id}/deliveries',
    operationId: 'listWebhookDeliveries',
    summary: "An endpoint's delivery log",
    description: 'Newest first (at the same moment, the later event first), ties by id; offset paging (`limit` 1–500, unset means 500; `offset`). Optional `status` filter.',
    request: { params: WebhookIdParam, query: WebhookDeliveryQuery },
    responses: { 200: { description: 'The deliveries.', content: json(WebhookDeliveryList) }, ...errorResponses, ...notFoundResponse },
  },
  tag,
);

const replayRoute = apiRoute(
  'core',
  {
    method: 'post',
    path: '/api/v1/webhooks/{id}/deliveries/{deliveryId}/replay',
    operationId: 'replayWebhookDelivery',
    summary: 'Send a delivered or failed event again',
    description: 'No body. A new delivery of the same event (same `webhook-id`), queued at once, with its own retries.',
    request: { params: WebhookDeliveryParams },
    responses: { 202: { description: 'The new delivery, queued.', content: json(WebhookDeliveryView) }, ...errorResponses, ...notFoundResponse },
  },
  tag,
);

export function createWebhookRoutes() {
  const app = createRouter();
  app.openapi(listRoute, async (c) => c.json(await listWebhookEndpoints(ctxOf(c)), 200));
  app.openapi(createRoute, async (c) => c.json(await createWebhookEndpoint(ctxOf(c), c.req.valid('json')), 201));
  app.openapi(deleteRoute, async (c) => {
    await deleteWebhookEndpoint(ctxOf(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
  app.openapi(deliveriesRoute, async (c) => c.json(await listWebhookDeliveries(ctxOf(c), c.req.valid('param').id, c.req.valid('query')), 200));
  app.openapi(replayRoute, async (c) => {
    const { id, deliveryId } = c.req.valid('param');
    return c.json(await replayWebhookDelivery(ctxOf(c), id, deliveryId), 202);
  });
  return app;
}
