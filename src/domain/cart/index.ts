// The cart rules' public surface (see README.md): pure functions over plain data, for the Ordering slice.
export { allocate } from './allocate.ts';
export { applyDiscounts, discountAmount, KIND_ORDER, type AppliedDiscount, type DiscountResult, type DiscountTargets } from './apply-discounts.ts';
export { calculateCart, type CartCalculation, type CartInput, type CartTotals } from './calculate-cart.ts';
export { money, percentOf, unitPrice } from './cart-money.ts';
export { creditLimitErrors } from './credit-limit-rule.ts';
export { discountIneligibility, type DiscountContext, type DiscountIneligibility } from './discount-eligibility.ts';
export { lineTotals, type LineTotal, type LineTotals } from './line-totals.ts';
export { orderValueErrors } from './order-value-rules.ts';
export { allowedPaymentMethods } from './payment-methods.ts';
export { priceUnavailableErrors } from './price-rule.ts';
export { maximumQuantityErrors, minimumQuantityErrors, packSizeErrors } from './quantity-rules.ts';
export { shippingRateHandle } from './rate-handle.ts';
export { findShippingRate, shippingRates, type ShippingContext, type ShippingRate } from './shipping-rates.ts';
export { outOfStockErrors, type StockLevels } from './stock-rule.ts';
export { lineTaxRate, taxLines, type TaxableAmount, type TaxLine } from './tax.ts';
export type * from './types.ts';
export { validateCart, type ValidateCartInput } from './validate-cart.ts';
export {
  blockingErrors,
  blockingTypes,
  isValidationErrorType,
  UNIGNORABLE_TYPES,
  VALIDATION_ERROR_TYPES,
  type ValidationError,
  type ValidationErrorType,
} from './validation-error.ts';
export { calculateRefusal, completeRefusal, type CartErrorCode, type CartRefusal } from './cart-errors.ts';
