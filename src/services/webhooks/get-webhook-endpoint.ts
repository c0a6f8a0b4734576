import type { Ctx } from '../../context.ts';
import { requireEndpoint } from './endpoint-id.ts';
import type { WebhookEndpointView } from './schemas.ts';
import { toEndpointView } from './view.ts';

/** One endpoint of the tenant, without its secret (malformed id 400, unknown 404). */
export async function getWebhookEndpoint(ctx: Ctx, id: string): Promise<WebhookEndpointView> {
  return toEndpointView(await requireEndpoint(ctx, id));
}
