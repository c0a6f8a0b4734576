import type { Ctx } from '../../../context.ts';
import type { PriceRow, PriceTaxType } from '../../../domain/pricing/index.ts';
import type { LoadedPriceList } from './load-price-lists.ts';
import { findPriceRows, type PriceRowRecord } from './repository.ts';

const taxTypeOf = (v: string | null): PriceTaxType | null => (v === 'net' || v === 'gross' ? v : null);

/** Rows already read for some lists (by id) and these same SKUs, e.g. alongside the customer. */
export type PrefetchedRows = { listIds: readonly string[]; rows: readonly PriceRowRecord[] };

const NOTHING: PrefetchedRows = { listIds: [], rows: [] };

/**
 * The stored rows of every loaded list for these SKUs, labelled with their list's slug: the prefetched rows of
 * the loaded lists, plus one query for the lists not prefetched (none when the prefetch covered them all).
 */
export async function loadPriceRows(
  ctx: Ctx,
  lists: ReadonlyMap<string, LoadedPriceList>,
  skus: readonly string[],
  prefetched: PrefetchedRows = NOTHING,
): Promise<PriceRow[]> {
  const slugById = new Map<string, string>();
  for (const list of lists.values()) slugById.set(list.id, list.slug);
  const done = new Set(prefetched.listIds);
  const missing = [...slugById.keys()].filter((id) => !done.has(id));
  const rows = prefetched.rows.filter((r) => slugById.has(r.priceListId));
  if (missing.length) rows.push(...(await findPriceRows(ctx, missing, skus)));
  return rows.map((r) => ({
    priceListSlug: slugById.get(r.priceListId)!,
    sku: r.sku,
    quantity: r.quantity,
    price: r.price,
    displayTaxRate: r.displayTaxRate,
    taxType: taxTypeOf(r.taxType),
    unitOfMeasure: r.unitOfMeasure,
  }));
}
