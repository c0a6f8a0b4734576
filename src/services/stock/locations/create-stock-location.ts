import type { Ctx } from '../../../context.ts';
import { uniqueViolation } from '../../../db/errors.ts';
import { conflict } from '../../../http/problem.ts';
import { ensureDefaultLocation } from './ensure-default-location.ts';
import { insertLocation } from './repository.ts';
import type { StockLocationCreate, StockLocationView } from './schemas.ts';
import { toStockLocationView } from './view.ts';

export const duplicateExternalId = (externalId: string) =>
  conflict('duplicate-external-id', `Another stock location already has external_id "${externalId}".`, 'external_id');

export async function createStockLocation(ctx: Ctx, input: StockLocationCreate): Promise<StockLocationView> {
  // The default location first, so that a new location asking for external id `default` meets it (409).
  await ensureDefaultLocation(ctx);
  try {
    return toStockLocationView(await insertLocation(ctx, { name: input.name, externalId: input.external_id ?? null }));
  } catch (err) {
    if (uniqueViolation(err)) throw duplicateExternalId(input.external_id!);
    throw err;
  }
}
