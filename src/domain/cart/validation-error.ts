// Contract §4: a cart's `validation_errors` items and the rule that decides which of them stop `complete`.

export const VALIDATION_ERROR_TYPES = [
  'minimum-order-item-quantity',
  'maximum-order-item-quantity',
  'pack-size',
  'minimum-order-value',
  'maximum-order-value',
  'out-of-stock',
  'credit-limit-exceeded',
  'price-unavailable',
] as const;

export type ValidationErrorType = (typeof VALIDATION_ERROR_TYPES)[number];

/** The wire item as it is: `{type, message, sku?}` (sku only on line rules). */
export interface ValidationError {
  type: ValidationErrorType;
  message: string;
  sku?: string;
}

/** Types that `ignore_validation_errors` can never waive: an order cannot be placed for a line without a price. */
export const UNIGNORABLE_TYPES: readonly ValidationErrorType[] = ['price-unavailable'];

export const isValidationErrorType = (v: unknown): v is ValidationErrorType =>
  typeof v === 'string' && (VALIDATION_ERROR_TYPES as readonly string[]).includes(v);

const ignored = (type: ValidationErrorType, ignore: readonly string[]) =>
  !UNIGNORABLE_TYPES.includes(type) && (ignore.includes('*') || ignore.includes(type));

/**
 * The complete-time rule: the distinct types (in the order first met) that stop completion, i.e. every type not
 * listed in `ignore` (`["*"]` lists them all), and `price-unavailable` always. Empty: the cart may complete.
 * Unknown entries in `ignore` waive nothing (the request schema should reject them).
 */
export function blockingTypes(errors: readonly ValidationError[], ignore: readonly string[]): ValidationErrorType[] {
  const out: ValidationErrorType[] = [];
  for (const e of errors) if (!ignored(e.type, ignore) && !out.includes(e.type)) out.push(e.type);
  return out;
}

/** The errors of the blocking types, for the `cart-validation-errors` body's `errors.validation_errors`. */
export function blockingErrors(errors: readonly ValidationError[], ignore: readonly string[]): ValidationError[] {
  return errors.filter((e) => !ignored(e.type, ignore));
}
