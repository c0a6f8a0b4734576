import type { Ctx } from '../../../context.ts';
import type { ImportOutcome } from '../../imports/index.ts';
import { importPrices, type PriceUpload } from './import-prices.ts';

/** PATCH /api/v1/batch-update-pricing: like a list's pricing update, with the list named per row (`price_list_slug`). */
export const batchUpdatePricing = (ctx: Ctx, input: PriceUpload): Promise<ImportOutcome> => importPrices(ctx, { kind: 'batch' }, input);
