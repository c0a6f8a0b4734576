import type { Ctx } from '../../../context.ts';
import { ensureDefaultLocation } from './ensure-default-location.ts';
import { listLocationRows } from './repository.ts';
import type { StockLocationView } from './schemas.ts';
import { toStockLocationView } from './view.ts';

/** Every location of the tenant in creation order, the default location first (created on first use). */
export async function listStockLocations(ctx: Ctx): Promise<StockLocationView[]> {
  await ensureDefaultLocation(ctx);
  return (await listLocationRows(ctx)).map(toStockLocationView);
}
