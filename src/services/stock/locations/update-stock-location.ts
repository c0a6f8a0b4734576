import type { Ctx } from '../../../context.ts';
import { isRecordMissing, uniqueViolation } from '../../../db/errors.ts';
import { badRequest, resourceNotFound } from '../../../http/problem.ts';
import { duplicateExternalId } from './create-stock-location.ts';
import { ensureDefaultLocation } from './ensure-default-location.ts';
import { findStockLocation, type LocationLookup } from './find-stock-location.ts';
import { DEFAULT_EXTERNAL_ID, updateLocationRow } from './repository.ts';
import type { StockLocationUpdate, StockLocationView } from './schemas.ts';
import { toStockLocationView } from './view.ts';

/** Renames a location or changes its external id; the default location keeps external id `default`. */
export async function updateStockLocation(ctx: Ctx, ref: string, lookupBy: LocationLookup, input: StockLocationUpdate): Promise<StockLocationView> {
  await ensureDefaultLocation(ctx);
  const row = await findStockLocation(ctx, ref, lookupBy);
  if (!row) throw resourceNotFound(`No stock location "${ref}".`);
  if (row.externalId === DEFAULT_EXTERNAL_ID && input.external_id !== undefined && input.external_id !== DEFAULT_EXTERNAL_ID) {
    throw badRequest('keyword-mismatch', 'The default location always has external_id "default"; only its name can change.', 'external_id');
  }
  try {
    const updated = await updateLocationRow(ctx, row.id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.external_id !== undefined ? { externalId: input.external_id } : {}),
    });
    return toStockLocationView(updated);
  } catch (err) {
    if (uniqueViolation(err)) throw duplicateExternalId(input.external_id!);
    // Deleted between our read and the write.
    if (isRecordMissing(err)) throw resourceNotFound(`No stock location "${ref}".`);
    throw err;
  }
}
