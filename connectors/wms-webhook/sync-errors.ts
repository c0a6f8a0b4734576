// A WMS event the receiver could not use lands in the hub's sync error log, under the receiver's integration name
// and data type `orders`, through `PATCH /api/v1/sync-log/{integration}/orders` (a partial sync report).
import type { HubClient } from '../client/index.ts';

export type SyncFailure = { external_id: string; code: string; message: string; payload?: Record<string, unknown>; visible_id?: string };

export async function recordFailure(hub: HubClient, integration: string, failure: SyncFailure): Promise<boolean> {
  const { response } = await hub.api.PATCH('/api/v1/sync-log/{integration}/{data_type}', {
    params: { path: { integration, data_type: 'orders' } },
    body: { errors: [{ ...failure, message: failure.message.slice(0, 4000) }] },
  });
  return response.ok;
}
