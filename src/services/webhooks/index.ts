// Outbound events (contract §9); see README.md here. The dashboard's Webhooks page uses these verbs.
export { createWebhookEndpoint } from './create-webhook-endpoint.ts';
export { deleteWebhookEndpoint } from './delete-webhook-endpoint.ts';
export { getWebhookEndpoint } from './get-webhook-endpoint.ts';
export { deliverWebhook, messageBody, type DeliveryResult } from './deliver-webhook.ts';
export { listEndpointDeliveries, listWebhookDeliveries, recentDeliveriesByEndpoint } from './list-webhook-deliveries.ts';
export { listWebhookEndpoints } from './list-webhook-endpoints.ts';
export { replayWebhookDelivery } from './replay-webhook-delivery.ts';
export { signWebhook, webhookHeaders, newWebhookSecret } from './signing.ts';
export { relayWebhookEvents, startWebhookRelay } from './start-webhook-relay.ts';
export { sweepDeliveries } from './sweep-deliveries.ts';
export { sealStoredSecrets } from './seal-stored-secrets.ts';
export { purgeFinishedDeliveries } from './purge-deliveries.ts';
export { countPendingDeliveries } from './delivery-repository.ts';
export type { WebhookDeliveryView, WebhookEndpointCreated, WebhookEndpointView } from './schemas.ts';
