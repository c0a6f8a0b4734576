import type { CartLineInput } from './types.ts';
import type { ValidationError } from './validation-error.ts';

// A variant's own ordering rules (contract §2 Variant: min_quantity, max_quantity, pack_size), one line at a time.
// A line whose SKU left the catalog has no rules to break.

export function minimumQuantityErrors(lines: readonly CartLineInput[]): ValidationError[] {
  return lines.flatMap((l): ValidationError[] => {
    const min = l.variant?.minQuantity;
    if (min == null || l.quantity >= min) return [];
    return [{ type: 'minimum-order-item-quantity', sku: l.sku, message: `${l.sku}: quantity ${l.quantity} is below the minimum of ${min}.` }];
  });
}

export function maximumQuantityErrors(lines: readonly CartLineInput[]): ValidationError[] {
  return lines.flatMap((l): ValidationError[] => {
    const max = l.variant?.maxQuantity;
    if (max == null || l.quantity <= max) return [];
    return [{ type: 'maximum-order-item-quantity', sku: l.sku, message: `${l.sku}: quantity ${l.quantity} is above the maximum of ${max}.` }];
  });
}

export function packSizeErrors(lines: readonly CartLineInput[]): ValidationError[] {
  return lines.flatMap((l): ValidationError[] => {
    const pack = l.variant?.packSize ?? 1;
    if (pack <= 1 || l.quantity % pack === 0) return [];
    return [{ type: 'pack-size', sku: l.sku, message: `${l.sku}: quantity ${l.quantity} is not a multiple of the pack size ${pack}.` }];
  });
}
