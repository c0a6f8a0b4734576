import type { CachePin } from '../../../cache/tenant-cache.ts';
import type { Ctx } from '../../../context.ts';
import { dec, formatUnitPrice } from '../../../domain/money.ts';
import { indexBreaks, type BreaksLookup, type IndexedBreak, type PriceTaxType } from '../../../domain/pricing/index.ts';
import type { LoadedPriceList } from './load-price-lists.ts';
import { findPriceRows, type PriceRowRecord } from './repository.ts';

const taxTypeOf = (v: string | null): PriceTaxType | null => (v === 'net' || v === 'gross' ? v : null);

/** Rows already read for some lists (by id) and some SKUs (all of their rows), e.g. alongside the customer. */
export type PrefetchedRows = { listIds: readonly string[]; skus: ReadonlySet<string>; rows: readonly PriceRowRecord[] };

const NOTHING: PrefetchedRows = { listIds: [], skus: new Set(), rows: [] };

const rowKey = (listId: string, sku: string) => `${listId}\u0000${sku}`;

/**
 * A break as the tenant cache keeps it: its decimals as their exact text. A Decimal (an object with its own
 * constructor slot over a digit array) plus its memoized wire text took ~200 heap bytes per break, the text ~32:
 * the price entries are most of the lookup's cache (bench/cache-size.ts). A request makes Decimals only of the
 * breaks resolution asks for, once per request.
 */
export type CachedBreak = {
  readonly quantity: number;
  /** 4 places, as the wire shows it (formatUnitPrice). */
  readonly price: string;
  readonly displayTaxRate: string | null;
  readonly taxType: PriceTaxType | null;
  readonly unitOfMeasure: string | null;
};

/** Frozen: shared between requests, so a caller that tried to edit one fails loudly. */
export const toCachedBreaks = (breaks: readonly IndexedBreak[]): readonly CachedBreak[] =>
  Object.freeze(
    breaks.map((b) =>
      Object.freeze({
        quantity: b.quantity,
        price: formatUnitPrice(b.price),
        // toFixed() without places: every digit, never exponent notation.
        displayTaxRate: b.displayTaxRate?.toFixed() ?? null,
        taxType: b.taxType,
        unitOfMeasure: b.unitOfMeasure,
      }),
    ),
  );

const toIndexedBreak = (b: CachedBreak): IndexedBreak => ({
  quantity: b.quantity,
  price: dec(b.price),
  displayTaxRate: b.displayTaxRate === null ? null : dec(b.displayTaxRate),
  taxType: b.taxType,
  unitOfMeasure: b.unitOfMeasure,
});

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
  const cached = await ctx.deps.cache.getMany<readonly CachedBreak[]>(
    ctx,
    'prices',
    keys,
    (missing) => loadMissing(ctx, missing, prefetched),
    undefined,
    pin,
  );
  // Per list slug, the SKUs' breaks: resolution asks several times per line, and building the (list id, SKU) key
  // again for each ask was a string per ask on the warm path.
  const bySlug = new Map<string, Map<string, readonly CachedBreak[]>>();
  let k = 0;
  for (const list of lists.values()) {
    const bySku = new Map<string, readonly CachedBreak[]>();
    for (const sku of skus) {
      const breaks = cached.get(keys[k++]!);
      if (breaks) bySku.set(sku, breaks);
    }
    bySlug.set(list.slug, bySku);
  }
  // Made into Decimals when first asked for (usually one list per SKU: the first that prices it), once per request.
  const indexed = new Map<readonly CachedBreak[], readonly IndexedBreak[]>();
  return (listSlug, sku) => {
    const breaks = bySlug.get(listSlug)?.get(sku);
    if (!breaks) return undefined;
    let found = indexed.get(breaks);
    if (!found) indexed.set(breaks, (found = breaks.map(toIndexedBreak)));
    return found;
  };
}

/** The breaks of the missing (list id, SKU) pairs, as the cache keeps them; pairs without rows are absent. */
async function loadMissing(ctx: Ctx, missing: string[], prefetched: PrefetchedRows): Promise<Map<string, readonly CachedBreak[]>> {
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
  const cached = new Map<string, readonly CachedBreak[]>();
  // Through indexBreaks (rounded to 4 places, sorted by quantity), so the text is what resolution would have used.
  for (const [key, rows] of byKey) cached.set(key, toCachedBreaks(indexBreaks(rows.map((r) => ({ ...r, taxType: taxTypeOf(r.taxType) })))));
  return cached;
}
