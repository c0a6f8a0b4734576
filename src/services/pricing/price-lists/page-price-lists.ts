import type { Ctx } from '../../../context.ts';
import { offsetOf, paginationOf, toPageRequest } from './paging.ts';
import { countLists, findRulesOf, pageLists, type PriceListRow } from './repository.ts';
import type { PageQuery, Pagination, PriceListView } from './schemas.ts';
import { toPriceListViews } from './views.ts';

/** One page of lists and the total; a page past the end fetches nothing and is empty. */
export async function loadPage(ctx: Ctx, query: PageQuery): Promise<{ lists: PriceListRow[]; views: PriceListView[]; pagination: Pagination }> {
  const req = toPageRequest(query);
  const total = await countLists(ctx, req.sources);
  const skip = offsetOf(req, total);
  const lists = skip === null ? [] : await pageLists(ctx, req, skip);
  const rules = await findRulesOf(ctx, lists.map((l) => l.id));
  return { lists, views: toPriceListViews(lists, rules), pagination: paginationOf(req, total) };
}

/** GET /api/v2/price-lists. */
export async function pagePriceLists(ctx: Ctx, query: PageQuery): Promise<{ data: PriceListView[]; pagination: Pagination }> {
  const { views, pagination } = await loadPage(ctx, query);
  return { data: views, pagination };
}
