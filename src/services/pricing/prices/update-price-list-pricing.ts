import type { Ctx } from '../../../context.ts';
import type { ImportOutcome } from '../../imports/index.ts';
import { importPrices, type PriceUpload } from './import-prices.ts';

/** PATCH /api/v1/price-lists/{slug}/pricing: every SKU sent gets exactly the rows sent on this list. */
export const updatePriceListPricing = (ctx: Ctx, input: PriceUpload & { slug: string }): Promise<ImportOutcome> =>
  importPrices(ctx, { kind: 'list', slug: input.slug }, input);
