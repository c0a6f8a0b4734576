import { randomUUID } from 'node:crypto';
import type { Ctx } from '../../context.ts';
import { findCustomerForPricing } from '../core/customers/find-customer-for-pricing.ts';
import { addressBook } from './cart-world.ts';
import { customerNotFound } from './errors.ts';
import { evaluateCart } from './evaluate-cart.ts';
import { insertCart } from './repository.ts';
import type { CartCreate, CartView } from './schemas.ts';
import { toCartView } from './view.ts';

const ALIASES: Record<string, 'id' | 'external_id' | 'email'> = { sparklayer: 'id', platform: 'external_id' };

/** `POST /api/v1/carts`: an empty cart for the customer; an unknown customer is 422 cart-customer-not-found. */
export async function createCart(ctx: Ctx, input: CartCreate): Promise<CartView> {
  const by = ALIASES[input.customer_lookup_by] ?? (input.customer_lookup_by as 'id' | 'external_id' | 'email');
  const customer = await findCustomerForPricing(ctx, { by, value: input.customer_id });
  if (!customer) throw customerNotFound(`with ${by} ${input.customer_id}`);
  // A new cart starts with the customer's default shipping and billing addresses chosen, as a storefront's does
  // (the book read here is the one evaluating the cart reads next, from the cache).
  const book = await addressBook(ctx, customer.id);
  const cart = await insertCart(ctx, randomUUID(), customer.id, {
    shippingAddressId: book.find((a) => a.is_default_shipping)?.id ?? null,
    billingAddressId: book.find((a) => a.is_default_billing)?.id ?? null,
  });
  return toCartView(await evaluateCart(ctx, cart));
}
