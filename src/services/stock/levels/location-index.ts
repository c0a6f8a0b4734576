import type { Ctx } from '../../../context.ts';
import { listStockLocations } from '../locations/list-stock-locations.ts';
import type { StockLocationView } from '../locations/schemas.ts';

/** The tenant's locations by id and by external id (a tenant has tens, at most a few thousand). */
export type LocationIndex = { byId: ReadonlyMap<string, StockLocationView>; byExternalId: ReadonlyMap<string, StockLocationView> };

export async function loadLocationIndex(ctx: Ctx): Promise<LocationIndex> {
  const all = await listStockLocations(ctx);
  return {
    byId: new Map(all.map((l) => [l.id, l])),
    byExternalId: new Map(all.filter((l) => l.external_id !== null).map((l) => [l.external_id!, l])),
  };
}
