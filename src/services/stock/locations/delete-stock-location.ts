import type { Ctx } from '../../../context.ts';
import { ensureDefaultLocation } from './ensure-default-location.ts';
import { findStockLocation, type LocationLookup } from './find-stock-location.ts';
import { DEFAULT_EXTERNAL_ID, deleteLocationRows } from './repository.ts';

/**
 * Deletes a location and its levels; nothing matching is no error (204 either way, contract §6). The default
 * location must always exist: deleting it removes its levels and keeps the (empty) location, with the same id.
 */
export async function deleteStockLocation(ctx: Ctx, ref: string, lookupBy?: LocationLookup): Promise<void> {
  await ensureDefaultLocation(ctx);
  const row = await findStockLocation(ctx, ref, lookupBy);
  if (!row) return;
  await deleteLocationRows(ctx, row.id, row.externalId === DEFAULT_EXTERNAL_ID);
}
