import type { PriceListInfo, PricingCustomer } from './types.ts';

/**
 * The lists to try, in priority order: the customer's own `price_lists` when it has any, else
 * its group's effective settings `price_lists`. The two are never merged. A slug named twice is
 * tried once, at its first position. An empty result is the lookup's "no price lists" `400`.
 */
export function candidateListSlugs(customer: PricingCustomer): string[] {
  const chosen = customer.priceLists.length > 0 ? customer.priceLists : customer.groupPriceLists;
  return [...new Set(chosen)];
}

/**
 * Every list a resolution may read: the candidates plus, transitively, the sources of their
 * rules, so the service can load all rows in one query. Candidates come first, in order, then
 * sources breadth-first, each slug once (so rule cycles end). A slug missing from `lists` is kept
 * but not expanded: when the service holds only some lists, it loads the returned slugs' lists and
 * calls this again until the result stops growing. Loading rows for a slug that names no list
 * simply finds none.
 */
export function priceListSlugsToLoad(
  candidateSlugs: readonly string[],
  lists: readonly PriceListInfo[] | ReadonlyMap<string, PriceListInfo>,
): string[] {
  const bySlug = lists instanceof Map ? (lists as ReadonlyMap<string, PriceListInfo>) : toMap(lists.values());
  const result = [...new Set(candidateSlugs)];
  const seen = new Set(result);
  // `result` doubles as the breadth-first queue.
  for (let i = 0; i < result.length; i++) {
    for (const rule of bySlug.get(result[i] as string)?.rules ?? []) {
      if (!seen.has(rule.sourcePriceListSlug)) {
        seen.add(rule.sourcePriceListSlug);
        result.push(rule.sourcePriceListSlug);
      }
    }
  }
  return result;
}

function toMap(lists: Iterable<PriceListInfo>): Map<string, PriceListInfo> {
  const map = new Map<string, PriceListInfo>();
  for (const list of lists) map.set(list.slug, list);
  return map;
}
