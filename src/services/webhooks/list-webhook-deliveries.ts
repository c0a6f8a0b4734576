import type { Ctx } from '../../context.ts';
import { requireEndpoint } from './endpoint-id.ts';
import { listDeliveryRows, recentDeliveryRows } from './repository.ts';
import { MAX_DELIVERY_LIMIT, type WebhookDeliveryQuery, type WebhookDeliveryView } from './schemas.ts';
import { toDeliveryView } from './view.ts';

/** An endpoint's delivery log, newest first (then the later event, then by id), offset-paged like the contract's other logs. */
export async function listWebhookDeliveries(ctx: Ctx, endpointId: string, query: WebhookDeliveryQuery = {}): Promise<WebhookDeliveryView[]> {
  const endpoint = await requireEndpoint(ctx, endpointId);
  return listEndpointDeliveries(ctx, endpoint.id, query);
}

/** The same for an endpoint the caller has already read (its id is the tenant's). */
export async function listEndpointDeliveries(ctx: Ctx, endpointId: string, query: WebhookDeliveryQuery = {}): Promise<WebhookDeliveryView[]> {
  const rows = await listDeliveryRows(ctx, endpointId, { limit: query.limit ?? MAX_DELIVERY_LIMIT, offset: query.offset ?? 0, status: query.status });
  return rows.map(toDeliveryView);
}

/** Each endpoint's newest `perEndpoint` deliveries, by endpoint id (the dashboard's overview), in two statements. */
export async function recentDeliveriesByEndpoint(ctx: Ctx, endpointIds: string[], perEndpoint: number): Promise<Map<string, WebhookDeliveryView[]>> {
  const byEndpoint = new Map<string, WebhookDeliveryView[]>(endpointIds.map((id) => [id, []]));
  for (const row of await recentDeliveryRows(ctx, endpointIds, perEndpoint)) byEndpoint.get(row.endpointId)?.push(toDeliveryView(row));
  return byEndpoint;
}
