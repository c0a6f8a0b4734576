import type { Ctx } from '../../../context.ts';
import type { PriceListInfo } from '../../../domain/pricing/types.ts';
import { findListsWithRules } from './repository.ts';

export type PriceListWithRules = PriceListInfo & {
  id: string;
  rules: { sourcePriceListSlug: string; adjustmentPercentage: string; adjustmentDirection: 'plus' | 'minus'; currencyExchangeRate: string }[];
};

/**
 * The lists with these slugs (of the caller's site and environment), with their rules in priority order, in one
 * query. Unknown slugs are simply absent from the map. For the pricing lookup, whose cold path runs it once per
 * tenant every few seconds.
 */
export async function findPriceListsBySlugs(ctx: Ctx, slugs: string[]): Promise<Map<string, PriceListWithRules>> {
  const unique = [...new Set(slugs)];
  if (unique.length === 0) return new Map();
  const lists = await findListsWithRules(ctx, unique);
  return new Map(
    lists.map((l) => [
      l.slug,
      {
        id: l.id,
        slug: l.slug,
        currencyCode: l.currencyCode,
        taxInclusiveDisplay: l.taxInclusiveDisplay,
        rules: l.rules.map((r) => ({ ...r, adjustmentDirection: r.adjustmentDirection === 'minus' ? 'minus' : 'plus' })),
      },
    ]),
  );
}
