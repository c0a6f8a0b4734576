import type { CartLineInput, CartVariant } from '../../../../src/domain/cart/index.ts';

// Builders for cart rule tables: a plain variant with no rules, changed only where a row needs it.

export const variant = (over: Partial<CartVariant> = {}): CartVariant => ({
  minQuantity: null,
  maxQuantity: null,
  packSize: 1,
  trackStock: false,
  allowBackorder: false,
  weightGrams: null,
  taxRate: null,
  ...over,
});

export const line = (sku: string, quantity: number, unitPrice: string | null = '10', v: Partial<CartVariant> | null = {}): CartLineInput => ({
  sku,
  quantity,
  unitPrice,
  variant: v === null ? null : variant(v),
});
