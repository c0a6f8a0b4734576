import type { Ctx } from '../../../context.ts';
import { findSkus } from './repository.ts';
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

/** Every known SKU among `skus` (variants and parent SKUs) in two queries; unknown SKUs are simply absent. */
export async function findVariantsBySkus(ctx: Ctx, skus: string[]): Promise<CatalogSku[]> {
  const wanted = [...new Set(skus)];
  if (!wanted.length) return [];
  const { variants, parents } = await findSkus(ctx, wanted);
  const found: CatalogSku[] = variants.map((v) => ({
    sku: v.sku,
    productId: v.productId,
    parentSku: v.product.sku,
    isParent: false,
    taxRate: formatTaxRate(v.taxRate),
    packSize: v.packSize,
    minQuantity: v.minQuantity,
    maxQuantity: v.maxQuantity,
    trackStock: v.trackStock,
    allowBackorder: v.allowBackorder,
    active: v.active,
    productStatus: v.product.status,
    title: v.title ?? v.product.title,
  }));
  for (const p of parents) {
    found.push({
      sku: p.sku!,
      productId: p.id,
      parentSku: null,
      isParent: true,
      taxRate: null,
      packSize: 1,
      minQuantity: null,
      maxQuantity: null,
      trackStock: false,
      allowBackorder: false,
      active: p.status === 'active',
      productStatus: p.status,
      title: p.title,
    });
  }
  return found;
}
