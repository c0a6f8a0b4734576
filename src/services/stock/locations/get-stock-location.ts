import type { Ctx } from '../../../context.ts';
import { resourceNotFound } from '../../../http/problem.ts';
import { ensureDefaultLocation } from './ensure-default-location.ts';
import { findStockLocation, type LocationLookup } from './find-stock-location.ts';
import type { StockLocationView } from './schemas.ts';
import { toStockLocationView } from './view.ts';

export async function getStockLocation(ctx: Ctx, ref: string, lookupBy?: LocationLookup): Promise<StockLocationView> {
  await ensureDefaultLocation(ctx);
  const row = await findStockLocation(ctx, ref, lookupBy);
  if (!row) throw resourceNotFound(`No stock location "${ref}".`);
  return toStockLocationView(row);
}
