import type { Ctx } from '../../../context.ts';
import { importPrices, type PriceImportOutcome, type PriceUpload } from './import-prices.ts';

/** PATCH /api/v1/pricing/{sku}: the SKU's rows on each list named in the body are replaced by the ones sent. */
export const updateSkuPricing = (ctx: Ctx, input: PriceUpload & { sku: string }): Promise<PriceImportOutcome> =>
  importPrices(ctx, { kind: 'sku', sku: input.sku }, input);
