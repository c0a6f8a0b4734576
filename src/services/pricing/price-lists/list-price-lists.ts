import type { Ctx } from '../../../context.ts';
import { findRulesOf, listLists } from './repository.ts';
import type { PriceListView } from './schemas.ts';
import { toPriceListViews } from './views.ts';

/** The deprecated v1 list is one unpaged array, capped by the contract. */
export const MAX_V1_PRICE_LISTS = 25_000;

/** GET /api/v1/price-lists: every list (at most 25,000) by name, ties by id. */
export async function listPriceLists(ctx: Ctx): Promise<PriceListView[]> {
  const lists = await listLists(ctx, MAX_V1_PRICE_LISTS);
  const rules = await findRulesOf(ctx, lists.map((l) => l.id));
  return toPriceListViews(lists, rules);
}
