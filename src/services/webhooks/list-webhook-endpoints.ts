import type { Ctx } from '../../context.ts';
import { listEndpointRows } from './repository.ts';
import type { WebhookEndpointView } from './schemas.ts';
import { toEndpointView } from './view.ts';

/** Every endpoint of the tenant, oldest first, without secrets. */
export async function listWebhookEndpoints(ctx: Ctx): Promise<WebhookEndpointView[]> {
  return (await listEndpointRows(ctx)).map(toEndpointView);
}
