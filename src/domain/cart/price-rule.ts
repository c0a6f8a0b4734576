import type { CartLineInput } from './types.ts';
import type { ValidationError } from './validation-error.ts';

/** `price-unavailable` for every line the price resolution could not price (never ignorable at completion). */
export function priceUnavailableErrors(lines: readonly CartLineInput[]): ValidationError[] {
  return lines
    .filter((l) => l.unitPrice === null)
    .map((l): ValidationError => ({ type: 'price-unavailable', sku: l.sku, message: `${l.sku} has no price for this customer.` }));
}
