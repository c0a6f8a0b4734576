import type { Ctx } from '../../../context.ts';
import { loadPage } from './page-price-lists.ts';
import { countManualPrices } from './repository.ts';
import type { PageQuery, Pagination, PriceListWithCountView } from './schemas.ts';

/** GET /api/v2/price-lists-num-manual-prices: a page of lists, each with its number of distinct stored SKUs (one aggregate query). */
export async function pagePriceListsWithCounts(ctx: Ctx, query: PageQuery): Promise<{ data: PriceListWithCountView[]; pagination: Pagination }> {
  const { lists, views, pagination } = await loadPage(ctx, query);
  const counts = await countManualPrices(ctx, lists.map((l) => l.id));
  return { data: views.map((v, i) => ({ ...v, num_manual_prices: counts.get(lists[i]!.id) ?? 0 })), pagination };
}
