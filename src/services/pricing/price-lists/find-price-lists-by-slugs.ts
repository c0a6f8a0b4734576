import type { Ctx } from '../../../context.ts';
import type { PriceListInfo } from '../../../domain/pricing/types.ts';
import { findListsBySlugs, findRulesOf } from './repository.ts';
import { groupRules } from './views.ts';

export type PriceListWithRules = PriceListInfo & {
  id: string;
  rules: { sourcePriceListSlug: string; adjustmentPercentage: string; adjustmentDirection: 'plus' | 'minus'; currencyExchangeRate: string }[];
};

/**
 * The lists with these slugs (of the caller's site and environment), with their rules in priority order, in
 * two queries. Unknown slugs are simply absent from the map. For the pricing lookup and the bulk writers.
 */
export async function findPriceListsBySlugs(ctx: Ctx, slugs: string[]): Promise<Map<string, PriceListWithRules>> {
  const unique = [...new Set(slugs)];
  if (unique.length === 0) return new Map();
  const lists = await findListsBySlugs(ctx, unique);
  const rules = groupRules(await findRulesOf(ctx, lists.map((l) => l.id)));
  return new Map(
    lists.map((l) => [
      l.slug,
      {
        id: l.id,
        slug: l.slug,
        currencyCode: l.currencyCode,
        taxInclusiveDisplay: l.taxInclusiveDisplay,
        rules: (rules.get(l.id) ?? []).map((r) => ({
          sourcePriceListSlug: r.source_slug,
          adjustmentPercentage: r.adjustment_percentage,
          adjustmentDirection: r.adjustment_direction === 'minus' ? 'minus' : 'plus',
          currencyExchangeRate: r.currency_exchange_rate,
        })),
      },
    ]),
  );
}
