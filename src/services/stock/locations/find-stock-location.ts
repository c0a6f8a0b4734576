import type { Ctx } from '../../../context.ts';
import { badRequest } from '../../../http/problem.ts';
import { isUuid } from '../../lookup.ts';
import { findLocationByExternalId, findLocationById, type LocationRow } from './repository.ts';

export type LocationLookup = 'id' | 'sparklayer' | 'external_id' | 'platform' | undefined;

/**
 * The location a path names (see LOCATION_REF_RULE): by id, by external id, or, without `lookupBy`, by id when
 * the value is UUID-shaped and else (or when no location has that id) by external id. Ids are server-made UUIDs,
 * so an external id that looks like a UUID still finds its location unless it copies another location's id.
 */
export async function findStockLocation(ctx: Ctx, ref: string, lookupBy?: LocationLookup): Promise<LocationRow | null> {
  if (lookupBy === 'id' || lookupBy === 'sparklayer') {
    if (!isUuid(ref)) throw badRequest('resource-id-invalid', 'lookupBy=id: the identifier is not a UUID.', 'id');
    return findLocationById(ctx, ref.toLowerCase());
  }
  if (lookupBy === undefined && isUuid(ref)) {
    const byId = await findLocationById(ctx, ref.toLowerCase());
    if (byId) return byId;
  }
  return findLocationByExternalId(ctx, ref);
}
