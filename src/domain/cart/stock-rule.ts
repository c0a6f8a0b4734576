import type { CartLineInput } from './types.ts';
import type { ValidationError } from './validation-error.ts';

/**
 * Sellable units per SKU, as the cart verb counts them (e.g. the sum of `stock_level` over the locations it sells
 * from). A SKU missing here has none.
 */
export type StockLevels = ReadonlyMap<string, number>;

/**
 * `out-of-stock` for a variant that tracks stock, does not allow backorders, and is asked for more than is
 * available. A negative level counts as none.
 */
export function outOfStockErrors(lines: readonly CartLineInput[], stock: StockLevels): ValidationError[] {
  return lines.flatMap((l): ValidationError[] => {
    if (!l.variant?.trackStock || l.variant.allowBackorder) return [];
    const available = Math.max(0, stock.get(l.sku) ?? 0);
    if (l.quantity <= available) return [];
    const message =
      available === 0 ? `${l.sku} is out of stock.` : `${l.sku}: quantity ${l.quantity} exceeds the ${available} in stock.`;
    return [{ type: 'out-of-stock', sku: l.sku, message }];
  });
}
