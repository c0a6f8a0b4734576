import type { Ctx } from '../../../context.ts';
import type { PriceRow, PriceTaxType } from '../../../domain/pricing/index.ts';
import type { LoadedPriceList } from './load-price-lists.ts';
import { findPriceRows } from './repository.ts';

const taxTypeOf = (v: string | null): PriceTaxType | null => (v === 'net' || v === 'gross' ? v : null);

/** The stored rows of every loaded list for these SKUs (one query), labelled with their list's slug. */
export async function loadPriceRows(ctx: Ctx, lists: ReadonlyMap<string, LoadedPriceList>, skus: readonly string[]): Promise<PriceRow[]> {
  const slugById = new Map<string, string>();
  for (const list of lists.values()) slugById.set(list.id, list.slug);
  const rows = await findPriceRows(ctx, [...slugById.keys()], skus);
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
