import type { Ctx } from '../../../context.ts';
import { resourceNotFound } from '../../../http/problem.ts';
import { findListBySlug, findRulesOf, type PriceListRow } from './repository.ts';
import type { PriceListView } from './schemas.ts';
import { toPriceListView } from './views.ts';

export async function requireList(ctx: Ctx, slug: string): Promise<PriceListRow> {
  const list = await findListBySlug(ctx, slug);
  if (!list) throw resourceNotFound(`No price list with slug "${slug}".`);
  return list;
}

export async function viewOf(ctx: Ctx, list: PriceListRow): Promise<PriceListView> {
  return toPriceListView(list, await findRulesOf(ctx, [list.id]));
}

/** GET /api/v1/price-lists/{slug}. */
export async function getPriceList(ctx: Ctx, slug: string): Promise<PriceListView> {
  return viewOf(ctx, await requireList(ctx, slug));
}
