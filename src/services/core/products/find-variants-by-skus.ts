import type { Ctx } from '../../../context.ts';
import { findSkuRows, skuRowsSelect, type SkuRow } from './repository.ts';
import { formatTaxRate } from './views.ts';

/** What pricing, carts and orders need to know about a SKU. */
export type CatalogSku = {
  sku: string;
  productId: string;
  /** The product's parent SKU for a variant (a price on it applies to the variant); null for a parent SKU itself. */
  parentSku: string | null;
  /** True when the SKU is a product's parent SKU rather than a variant's. */
  isParent: boolean;
  /** Percent with 4 places, e.g. "20.0000"; null when the variant sets none (parent SKUs have none). */
  taxRate: string | null;
  packSize: number;
  minQuantity: number | null;
  maxQuantity: number | null;
  trackStock: boolean;
  allowBackorder: boolean;
  active: boolean;
  productStatus: 'active' | 'draft' | 'archived';
  /** The variant's title, else its product's. */
  title: string;
};

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
