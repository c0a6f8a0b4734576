import type { Ctx } from '../../../context.ts';
import { frozen } from './input-cache.ts';
import { effectiveSettings, findPriceListsBySlugs, type EffectiveGroupSettings, type PriceListWithRules } from './sources.ts';

// The lookup's slow-changing inputs, read through the per-process TenantCache (src/cache/tenant-cache.ts); the
// customer, its SKUs and their price rows are cached beside them in input-cache.ts, so a warm lookup asks the
// database nothing. The group and price-list writers announce their changes, which evicts these at once. Cached values are shared between requests, so
// they are frozen: a caller that tried to edit one would fail loudly instead of changing every later answer.


/** A group's effective settings, as effectiveSettings answers them. */
export const cachedSettings = (ctx: Ctx, groupSlug: string): Promise<EffectiveGroupSettings> =>
  ctx.deps.cache.get(ctx, 'customer-groups', groupSlug, async () => frozen(await effectiveSettings(ctx, groupSlug)));

/** The lists among `slugs` that exist, as findPriceListsBySlugs answers them; unknown slugs are absent. */
export async function cachedPriceLists(ctx: Ctx, slugs: readonly string[]): Promise<Map<string, PriceListWithRules>> {
  const values = await ctx.deps.cache.getMany(ctx, 'price-lists', slugs, async (missing) => {
    const found = await findPriceListsBySlugs(ctx, missing);
    for (const list of found.values()) frozen(list);
    return found;
  });
  const lists = new Map<string, PriceListWithRules>();
  for (const [slug, list] of values) if (list) lists.set(slug, list);
  return lists;
}
