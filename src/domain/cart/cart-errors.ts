import type { CartCalculation } from './calculate-cart.ts';
import { blockingErrors, blockingTypes, type ValidationError, type ValidationErrorType } from './validation-error.ts';

// Which 422 a calculate or complete answers, decided once here so both verbs agree (contract §4).

export type CartErrorCode = 'cart-empty' | 'cart-shipping-rate-handle-unavailable' | 'cart-payment-method-unavailable';

export type CartRefusal =
  | { title: 'cart-error'; code: CartErrorCode }
  | { title: 'cart-validation-errors'; validationErrorTypes: ValidationErrorType[]; validationErrors: ValidationError[] };

/**
 * `calculate`: a cart without lines is `cart-empty`; a handle or payment method that was sent must be one the
 * cart offers. The choices are optional there, so leaving them out is no error.
 */
export function calculateRefusal(calc: CartCalculation): CartRefusal | null {
  if (calc.lines.length === 0) return { title: 'cart-error', code: 'cart-empty' };
  if (calc.shippingRateHandleUnavailable) return { title: 'cart-error', code: 'cart-shipping-rate-handle-unavailable' };
  if (calc.paymentMethodUnavailable) return { title: 'cart-error', code: 'cart-payment-method-unavailable' };
  return null;
}

/**
 * `complete`, on the calculation made with the request's handle and payment method: calculate's refusals, then
 * the choices are required: a rate must be chosen whenever the cart is offered any (a cart no method ships gets
 * none and needs no handle), and a payment method always; then the validation errors not waived by
 * `ignore_validation_errors` (see blockingTypes). null: the order may be placed.
 */
export function completeRefusal(calc: CartCalculation, ignore: readonly string[]): CartRefusal | null {
  const refused = calculateRefusal(calc);
  if (refused) return refused;
  if (calc.selectedShippingRate === null && calc.shippingRates.length > 0) return { title: 'cart-error', code: 'cart-shipping-rate-handle-unavailable' };
  if (calc.paymentMethod === null) return { title: 'cart-error', code: 'cart-payment-method-unavailable' };
  const types = blockingTypes(calc.validationErrors, ignore);
  if (types.length === 0) return null;
  return { title: 'cart-validation-errors', validationErrorTypes: types, validationErrors: blockingErrors(calc.validationErrors, ignore) };
}
