import type { Ctx } from '../../../context.ts';
import { priceListSlugsToLoad } from '../../../domain/pricing/index.ts';
import { cachedPriceLists } from './metadata-cache.ts';
import type { PriceListWithRules } from './sources.ts';

/** A list as resolution needs it (PriceListInfo), plus its id for the price-row query. */
export type LoadedPriceList = PriceListWithRules;

/**
 * The named lists and, transitively, the sources of their rules, from the metadata cache; on a miss, one round
 * trip per level of rule chaining: usually one (no rules) or two (a derived list and its source). Each slug is
 * asked for at most once, so rule cycles and unknown slugs end the loop. Unknown slugs are simply absent.
 */
export async function loadPriceLists(ctx: Ctx, slugs: readonly string[]): Promise<Map<string, LoadedPriceList>> {
  const lists = new Map<string, LoadedPriceList>();
  const asked = new Set<string>();
  let wanted = [...new Set(slugs)];
  for (;;) {
    const missing = wanted.filter((slug) => !asked.has(slug));
    if (missing.length === 0) return lists;
    for (const slug of missing) asked.add(slug);
    for (const list of (await cachedPriceLists(ctx, missing)).values()) lists.set(list.slug, list);
    wanted = priceListSlugsToLoad(slugs, lists);
  }
}
