import type { Ctx } from '../../../context.ts';
import { findSkuRows, skuRowsSelect, type SkuRow } from './repository.ts';
import { formatTaxRate } from './views.ts';

/** What pricing, carts and orders need to know about a SKU: the repository's row, with `taxRate` as "20.0000". */
export type CatalogSku = SkuRow;

/** Every known SKU among `skus` (variants and parent SKUs) in one query; unknown SKUs are simply absent. */
export async function findVariantsBySkus(ctx: Ctx, skus: string[]): Promise<CatalogSku[]> {
  const wanted = [...new Set(skus)];
  if (!wanted.length) return [];
  const rows = await findSkuRows(ctx, wanted);
  return rows.map(toCatalogSku);
}

/** For a reader that fetches the SKUs within a larger statement of its own (the pricing lookup, in one round trip). */
export { skuRowsSelect, type SkuRow };

export const toCatalogSku = (r: SkuRow): CatalogSku => ({ ...r, taxRate: formatTaxRate(r.taxRate) });
