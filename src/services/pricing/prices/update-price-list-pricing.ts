import type { Ctx } from '../../../context.ts';
import { importPrices, type PriceImportOutcome, type PriceUpload } from './import-prices.ts';

/** PATCH /api/v1/price-lists/{slug}/pricing: every SKU sent gets exactly the rows sent on this list. */
export const updatePriceListPricing = (ctx: Ctx, input: PriceUpload & { slug: string }): Promise<PriceImportOutcome> =>
  importPrices(ctx, { kind: 'list', slug: input.slug }, input);
