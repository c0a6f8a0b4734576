import { randomUUID } from 'node:crypto';
import { allowPrivateWebhookUrls } from '../../config/env.ts';
import type { Ctx } from '../../context.ts';
import { badRequest } from '../../http/problem.ts';
import { insertEndpoint } from './repository.ts';
import type { WebhookEndpointCreate, WebhookEndpointCreated } from './schemas.ts';
import { secretBox } from './secret-box.ts';
import { newWebhookSecret } from './signing.ts';
import { privateUrlReason } from './url-guard.ts';
import { toEndpointView } from './view.ts';

/**
 * Registers an endpoint; its signing secret is in this answer only (the list never shows it) and is stored sealed.
 * A URL reaching a private address is refused unless WEBHOOK_ALLOW_PRIVATE_URLS allows it (each attempt checks again).
 */
export async function createWebhookEndpoint(ctx: Ctx, input: WebhookEndpointCreate): Promise<WebhookEndpointCreated> {
  if (!allowPrivateWebhookUrls(ctx.deps.config)) {
    const reason = await privateUrlReason(input.url);
    if (reason) throw badRequest('keyword-mismatch', `must not reach a private network address: ${reason}`, 'url');
  }
  const id = randomUUID();
  const secret = newWebhookSecret();
  const secretSealed = (await secretBox(ctx.deps.config)).seal(id, secret);
  const row = await insertEndpoint(ctx, { id, url: input.url, events: input.events, secretSealed, active: input.active ?? true });
  return { ...toEndpointView(row), secret };
}
