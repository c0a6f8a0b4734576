import type { Ctx } from '../../../context.ts';
import { importPrices, type PriceImportOutcome, type PriceUpload } from './import-prices.ts';

/** PATCH /api/v1/batch-update-pricing: like a list's pricing update, with the list named per row (`price_list_slug`). */
export const batchUpdatePricing = (ctx: Ctx, input: PriceUpload): Promise<PriceImportOutcome> => importPrices(ctx, { kind: 'batch' }, input);
