import type { Ctx } from '../../context.ts';
import { resourceNotFound } from '../../http/problem.ts';
import { uuidParam } from '../core/uuid-param.ts';
import { deleteEndpointRow } from './repository.ts';

/**
 * Removes an endpoint with its delivery log. Its pending deliveries go too: a queued attempt finds no row and does
 * nothing. Unknown id: 404 (unlike stock locations, contract §9 names a record, so a typo must not look deleted).
 */
export async function deleteWebhookEndpoint(ctx: Ctx, id: string): Promise<void> {
  if (!(await deleteEndpointRow(ctx, uuidParam(id, 'webhook')))) throw resourceNotFound(`No webhook endpoint with id ${id}.`);
}
