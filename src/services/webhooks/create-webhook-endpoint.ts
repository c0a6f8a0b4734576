import type { Ctx } from '../../context.ts';
import { insertEndpoint } from './repository.ts';
import type { WebhookEndpointCreate, WebhookEndpointCreated } from './schemas.ts';
import { newWebhookSecret } from './signing.ts';
import { toEndpointView } from './view.ts';

/** Registers an endpoint; its signing secret is in this answer only (the list never shows it). */
export async function createWebhookEndpoint(ctx: Ctx, input: WebhookEndpointCreate): Promise<WebhookEndpointCreated> {
  const secret = newWebhookSecret();
  const row = await insertEndpoint(ctx, { url: input.url, events: input.events, secret, active: input.active ?? true });
  return { ...toEndpointView(row), secret };
}
