import { deliverWebhook } from '../../src/services/webhooks/index.ts';
import type { Processor } from '../create-worker.ts';

/**
 * One attempt of one webhook delivery. The delivery row holds the retry state and schedule; this job only makes
 * the attempt that is due (see src/services/webhooks/README.md). A final failure is recorded as a sync error
 * (data type `webhooks`) by deliverWebhook itself, in the transaction that marks the delivery failed.
 */
export const webhookDelivery: Processor<'webhook-delivery'> = (payload, { deps }) => deliverWebhook(deps, payload);
