import type { CachePin } from '../../../cache/tenant-cache.ts';
import type { Ctx } from '../../../context.ts';
import { indexBreaks, type BreaksLookup, type IndexedBreak, type PriceTaxType } from '../../../domain/pricing/index.ts';
import type { LoadedPriceList } from './load-price-lists.ts';
import { findPriceRows, type PriceRowRecord } from './repository.ts';

const taxTypeOf = (v: string | null): PriceTaxType | null => (v === 'net' || v === 'gross' ? v : null);

/** Rows already read for some lists (by id) and some SKUs (all of their rows), e.g. alongside the customer. */
export type PrefetchedRows = { listIds: readonly string[]; skus: ReadonlySet<string>; rows: readonly PriceRowRecord[] };

const NOTHING: PrefetchedRows = { listIds: [], skus: new Set(), rows: [] };

const rowKey = (listId: string, sku: string) => `${listId}\u0000${sku}`;

/**
 * The stored breaks of every loaded list for these SKUs, as a lookup by (list slug, SKU). Read through the tenant
 * cache per (list id, SKU) ('prices', evicted by imports, clears and list writes), kept there already indexed
 * (Decimals parsed, sorted), so a warm request converts nothing; the pairs not cached come from the prefetched
 * rows when those covered them, the rest from one query.
 */
export async function loadPriceBreaks(
  ctx: Ctx,
  lists: ReadonlyMap<string, LoadedPriceList>,
  skus: readonly string[],
  prefetched: PrefetchedRows = NOTHING,
  pin?: CachePin,
): Promise<BreaksLookup> {
  const keys: string[] = [];
  for (const list of lists.values()) for (const sku of skus) keys.push(rowKey(list.id, sku));
  const cached = await ctx.deps.cache.getMany<readonly IndexedBreak[]>(
    ctx,
    'prices',
    keys,
    (missing) => loadMissing(ctx, missing, prefetched),
    undefined,
    pin,
  );
  // Per list slug, the SKUs' breaks: resolution asks several times per line, and building the (list id, SKU) key
  // again for each ask was a string per ask on the warm path.
  const bySlug = new Map<string, Map<string, readonly IndexedBreak[]>>();
  let k = 0;
  for (const list of lists.values()) {
    const bySku = new Map<string, readonly IndexedBreak[]>();
    for (const sku of skus) {
      const breaks = cached.get(keys[k++]!);
      if (breaks) bySku.set(sku, breaks);
    }
    bySlug.set(list.slug, bySku);
  }
  return (listSlug, sku) => bySlug.get(listSlug)?.get(sku);
}

/** The breaks of the missing (list id, SKU) pairs (frozen: shared between requests); pairs without rows are absent. */
async function loadMissing(ctx: Ctx, missing: string[], prefetched: PrefetchedRows): Promise<Map<string, readonly IndexedBreak[]>> {
  const covered = new Set(prefetched.listIds);
  const fromPrefetch = new Set<string>();
  const queryLists = new Set<string>();
  const querySkus = new Set<string>();
  for (const key of missing) {
    const [listId, sku] = key.split('\u0000') as [string, string];
    if (covered.has(listId) && prefetched.skus.has(sku)) fromPrefetch.add(key);
    else {
      queryLists.add(listId);
      querySkus.add(sku);
    }
  }
  const queried = queryLists.size ? await findPriceRows(ctx, [...queryLists], [...querySkus]) : [];
  const byKey = new Map<string, PriceRowRecord[]>();
  const add = (key: string, r: PriceRowRecord) => {
    const group = byKey.get(key);
    if (group) group.push(r);
    else byKey.set(key, [r]);
  };
  for (const r of prefetched.rows) {
    const key = rowKey(r.priceListId, r.sku);
    if (fromPrefetch.has(key)) add(key, r);
  }
  // The query's cartesian product may return pairs nobody asked for, or ones the prefetch served: skip those.
  for (const r of queried) {
    const key = rowKey(r.priceListId, r.sku);
    if (!fromPrefetch.has(key)) add(key, r);
  }
  const indexed = new Map<string, readonly IndexedBreak[]>();
  for (const [key, rows] of byKey) {
    const breaks = indexBreaks(rows.map((r) => ({ ...r, taxType: taxTypeOf(r.taxType) })));
    // Shared between requests: frozen, so a caller that tried to edit one fails loudly (Decimals are immutable).
    indexed.set(key, Object.freeze(breaks.map((b) => Object.freeze(b))));
  }
  return indexed;
}
