import type { Ctx } from '../../context.ts';
import { requireEndpoint } from './endpoint-id.ts';
import { listDeliveryRows } from './repository.ts';
import { MAX_DELIVERY_LIMIT, type WebhookDeliveryQuery, type WebhookDeliveryView } from './schemas.ts';
import { toDeliveryView } from './view.ts';

/** An endpoint's delivery log, newest first (then the later event, then by id), offset-paged like the contract's other logs. */
export async function listWebhookDeliveries(ctx: Ctx, endpointId: string, query: WebhookDeliveryQuery = {}): Promise<WebhookDeliveryView[]> {
  const endpoint = await requireEndpoint(ctx, endpointId);
  const rows = await listDeliveryRows(ctx, endpoint.id, { limit: query.limit ?? MAX_DELIVERY_LIMIT, offset: query.offset ?? 0, status: query.status });
  return rows.map(toDeliveryView);
}
