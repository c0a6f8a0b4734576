import type { CartRefusal } from '../../domain/cart/index.ts';
import { ApiError, resourceNotFound } from '../../http/problem.ts';

// Ordering's errors. The 422 bodies are application/json in the contract's own shapes (§4), not problem+json.

const MESSAGES = {
  'cart-empty': 'The cart has no line items.',
  'cart-customer-not-found': 'No such customer.',
  'cart-shipping-rate-handle-unavailable': 'The shipping rate handle is not one of the rates this cart is offered now (calculate lists them); complete needs one whenever rates are offered.',
  'cart-payment-method-unavailable': 'The payment method is not one this customer may use (calculate lists them); complete needs one.',
} as const;

export type CartErrorCode = keyof typeof MESSAGES;

export function cartError(code: CartErrorCode, detail: string = MESSAGES[code]): ApiError {
  return new ApiError({ status: 422, title: 'cart-error', detail, errors: [{ code, message: MESSAGES[code] }], plainJson: true });
}

export const customerNotFound = (customer: string) => cartError('cart-customer-not-found', `No customer ${customer} on this site and environment.`);

export const cartNotFound = (id: string) => resourceNotFound(`No cart with id ${id}.`);

/** calculateRefusal / completeRefusal → the 422 to answer. */
export function refusalError(refusal: CartRefusal): ApiError {
  if (refusal.title === 'cart-error') return cartError(refusal.code);
  const types = refusal.validationErrorTypes;
  return new ApiError({
    status: 422,
    title: 'cart-validation-errors',
    detail: `The cart has validation errors not listed in ignore_validation_errors: ${types.join(', ')}.${types.includes('price-unavailable') ? ' price-unavailable cannot be ignored.' : ''}`,
    errors: { validation_error_types: types, validation_errors: refusal.validationErrors },
    plainJson: true,
  });
}
