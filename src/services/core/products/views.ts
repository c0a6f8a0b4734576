import type { Decimal } from 'decimal.js';
import { dec } from '../../../domain/money.ts';
import type { ProductRow, VariantRow } from './repository.ts';
import type { ProductView, VariantDetailView, VariantView } from './schemas.ts';

// Stored rows → the contract's wire shapes (snake_case, decimal strings, RFC 3339 times).

type ProductFieldsRow = Omit<ProductRow, 'variants'>;

/** Tax rates are percent with 4 places on the wire, like unit prices. */
export const formatTaxRate = (rate: Decimal | string | null) => (rate === null ? null : dec(rate).toFixed(4));

export function toVariantView(v: VariantRow): VariantView {
  return {
    id: v.id,
    external_id: v.externalId,
    sku: v.sku,
    title: v.title,
    options: (v.options ?? {}) as Record<string, string>,
    weight_grams: v.weightGrams,
    pack_size: v.packSize,
    min_quantity: v.minQuantity,
    max_quantity: v.maxQuantity,
    tax_rate: formatTaxRate(v.taxRate),
    track_stock: v.trackStock,
    allow_backorder: v.allowBackorder,
    active: v.active,
  };
}

export const toVariantDetailView = (v: VariantRow): VariantDetailView => ({ ...toVariantView(v), product_id: v.productId });

export function toProductView(p: ProductFieldsRow, variants: VariantRow[]): ProductView {
  return {
    id: p.id,
    external_id: p.externalId,
    slug: p.slug,
    title: p.title,
    description: p.description,
    status: p.status,
    sku: p.sku,
    variants: variants.map(toVariantView),
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}
