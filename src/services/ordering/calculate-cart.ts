import type { Ctx } from '../../context.ts';
import { calculateRefusal } from '../../domain/cart/index.ts';
import { normalizePaymentMethod } from '../../domain/payment-methods.ts';
import { cartError, refusalError } from './errors.ts';
import { evaluateCart } from './evaluate-cart.ts';
import { loadCart } from './load-cart.ts';
import type { CalculateRequest, CartCalculationView } from './schemas.ts';
import { toCalculationView } from './view.ts';

/**
 * `POST /api/v1/carts/{id}/calculate`: the cart with the chosen rate and payment method applied, the rates and
 * methods on offer, the applied discounts and tax lines. Nothing is stored. 422 cart-error for an empty cart, a
 * handle no current rate has, or a payment method the customer may not use (unknown names included).
 */
export async function calculateCartTotals(ctx: Ctx, id: string, input: CalculateRequest): Promise<CartCalculationView> {
  const sentMethod = input.payment_method ?? null;
  const paymentMethod = normalizePaymentMethod(sentMethod);
  const evaluated = await evaluateCart(ctx, await loadCart(ctx, id), { shippingRateHandle: input.shipping_rate_handle ?? null, paymentMethod });
  const refusal = calculateRefusal(evaluated.calc);
  if (refusal) throw refusalError(refusal);
  if (sentMethod !== null && paymentMethod === null) throw cartError('cart-payment-method-unavailable', `${sentMethod} is not a payment method.`);
  return toCalculationView(evaluated);
}
