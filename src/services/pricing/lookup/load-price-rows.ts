import type { CachePin } from '../../../cache/tenant-cache.ts';
import type { Ctx } from '../../../context.ts';
import type { PriceRow, PriceTaxType } from '../../../domain/pricing/index.ts';
import type { LoadedPriceList } from './load-price-lists.ts';
import { findPriceRows, type PriceRowRecord } from './repository.ts';

const taxTypeOf = (v: string | null): PriceTaxType | null => (v === 'net' || v === 'gross' ? v : null);

/** Rows already read for some lists (by id) and some SKUs (all of their rows), e.g. alongside the customer. */
export type PrefetchedRows = { listIds: readonly string[]; skus: ReadonlySet<string>; rows: readonly PriceRowRecord[] };

const NOTHING: PrefetchedRows = { listIds: [], skus: new Set(), rows: [] };

const rowKey = (listId: string, sku: string) => `${listId}\u0000${sku}`;

/**
 * The stored rows of every loaded list for these SKUs, labelled with their list's slug. Read through the
 * tenant cache per (list id, SKU) ('prices', evicted by imports, clears and list writes); the pairs not cached
 * come from the prefetched rows when those covered them, the rest from one query.
 */
export async function loadPriceRows(
  ctx: Ctx,
  lists: ReadonlyMap<string, LoadedPriceList>,
  skus: readonly string[],
  prefetched: PrefetchedRows = NOTHING,
  pin?: CachePin,
): Promise<PriceRow[]> {
  const slugById = new Map<string, string>();
  for (const list of lists.values()) slugById.set(list.id, list.slug);
  const keys: string[] = [];
  for (const id of slugById.keys()) for (const sku of skus) keys.push(rowKey(id, sku));
  const cached = await ctx.deps.cache.getMany<readonly PriceRowRecord[]>(
    ctx,
    'prices',
    keys,
    (missing) => loadMissing(ctx, missing, prefetched),
    undefined,
    pin,
  );
  const rows: PriceRow[] = [];
  for (const found of cached.values()) {
    for (const r of found ?? []) {
      rows.push({
        priceListSlug: slugById.get(r.priceListId)!,
        sku: r.sku,
        quantity: r.quantity,
        price: r.price,
        displayTaxRate: r.displayTaxRate,
        taxType: taxTypeOf(r.taxType),
        unitOfMeasure: r.unitOfMeasure,
      });
    }
  }
  return rows;
}

/** The rows of the missing (list id, SKU) pairs, grouped per pair (frozen: shared); pairs without rows are absent. */
async function loadMissing(ctx: Ctx, missing: string[], prefetched: PrefetchedRows): Promise<Map<string, readonly PriceRowRecord[]>> {
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
    if (group) group.push(Object.freeze(r));
    else byKey.set(key, [Object.freeze(r)]);
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
  for (const group of byKey.values()) Object.freeze(group);
  return byKey;
}
