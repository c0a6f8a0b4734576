import type { Ctx } from '../../context.ts';
import { resourceNotFound } from '../../http/problem.ts';
import { uuidParam } from '../core/uuid-param.ts';
import { findEndpointRow, type EndpointRow } from './repository.ts';

/** The tenant's endpoint with this path id: malformed 400 resource-id-invalid, unknown 404 resource-not-found. */
export async function requireEndpoint(ctx: Ctx, id: string): Promise<EndpointRow> {
  const row = await findEndpointRow(ctx, uuidParam(id, 'webhook'));
  if (!row) throw resourceNotFound(`No webhook endpoint with id ${id}.`);
  return row;
}
