import { normalizePaymentMethods, type PaymentMethod } from '../payment-methods.ts';
import type { CartCustomer, CartSettings } from './types.ts';

/**
 * The payment methods a customer may use: their own list when they have one (even an empty one: the wholesaler
 * chose "none"), else their group settings' inherited list. Canonical names, in the list's order.
 */
export function allowedPaymentMethods(
  customer: Pick<CartCustomer, 'allowedPaymentMethods'>,
  settings: Pick<CartSettings, 'allowedPaymentMethods'>,
): PaymentMethod[] {
  return normalizePaymentMethods(customer.allowedPaymentMethods ?? settings.allowedPaymentMethods);
}
