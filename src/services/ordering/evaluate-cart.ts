import type { Ctx } from '../../context.ts';
import { calculateCart, type CartCalculation, type CartVariant } from '../../domain/cart/index.ts';
import type { PaymentMethod } from '../../domain/payment-methods.ts';
import type { PricingCustomerRecord } from '../core/customers/find-customer-for-pricing.ts';
import type { AddressView } from '../core/customers/schemas.ts';
import { priceCustomerLines } from '../pricing/index.ts';
import { loadCartWorld } from './cart-world.ts';
import { customerNotFound } from './errors.ts';
import type { CartRow } from './repository.ts';

// The one evaluation of a cart that GET, PATCH, line additions, calculate and complete all show: prices from the
// pricing lookup's resolution (priceCustomerLines), then src/domain/cart's rules. Nothing here decides a price
// or a rule; it gathers inputs and passes them on.

export type CartChoices = { shippingRateHandle: string | null; paymentMethod: PaymentMethod | null };

export type EvaluatedLine = { name: string | null; priceListSlug: string | null };

export type EvaluatedCart = {
  cart: CartRow;
  customer: PricingCustomerRecord;
  currencyCode: string;
  calc: CartCalculation;
  /** Per cart line, in order: what the wire shows beside the calculation. */
  lines: EvaluatedLine[];
  shippingAddress: Record<string, unknown> | null;
  billingAddress: AddressView | null;
};

const NO_CHOICES: CartChoices = { shippingRateHandle: null, paymentMethod: null };

/**
 * `customer` overrides the (cached) customer the pricing read gives, for checks that must see the balance as it
 * is now: complete passes the customer it read inside its transaction.
 */
export async function evaluateCart(ctx: Ctx, cart: CartRow, choices: CartChoices = NO_CHOICES, now = new Date(), fresh?: PricingCustomerRecord): Promise<EvaluatedCart> {
  const requested = cart.lineItems.map((l) => ({ sku: l.sku, quantity: l.quantity }));
  const priced = await priceCustomerLines(ctx, { customer: { by: 'id', value: cart.customerId }, lines: requested, explain: false });
  if (!priced) throw customerNotFound(cart.customerId);
  const customer = fresh ?? priced.customer;
  const { settings, results } = priced;
  // As the lookup answers: the customer's currency, else the first priced line's list, else the group settings'.
  const firstPriced = results.find((r) => r.ok);
  const currencyCode = (customer.currencyCode ?? (firstPriced?.ok ? firstPriced.currencyCode : null) ?? settings.currencyCode).toUpperCase();

  const variants = new Map(priced.skus.filter((s) => !s.isParent).map((s) => [s.sku, s] as const));
  const world = await loadCartWorld(ctx, {
    customerId: customer.id,
    groupSlug: customer.groupSlug,
    trackedSkus: [...variants.values()].filter((v) => v.trackStock && !v.allowBackorder).map((v) => v.sku),
    needsAddresses: Boolean(cart.shippingAddressId || cart.billingAddressId),
  });

  const calc = calculateCart({
    currencyCode,
    now,
    lines: results.map((r, i) => {
      const v = variants.get(r.sku);
      const variant: CartVariant | null = v
        ? { minQuantity: v.minQuantity, maxQuantity: v.maxQuantity, packSize: v.packSize, trackStock: v.trackStock, allowBackorder: v.allowBackorder, weightGrams: v.weightGrams, taxRate: v.taxRate }
        : null;
      // Lines are never converted between currencies: a price from a list in another currency is no price here.
      const unitPrice = r.ok && r.currencyCode.toUpperCase() === currencyCode ? r.unitPrice : null;
      return { sku: requested[i]!.sku, quantity: requested[i]!.quantity, unitPrice, variant };
    }),
    customer: {
      groupSlugs: world.groupSlugs,
      taxExempt: customer.taxExempt,
      creditLimit: customer.creditLimit,
      balance: customer.balance,
      allowedPaymentMethods: customer.allowedPaymentMethods,
    },
    settings,
    stock: world.stock,
    discounts: world.discounts,
    couponCode: cart.couponCode,
    shippingMethods: world.shippingMethods,
    shippingCountry: shippingCountryOf(cart, world.addresses),
    shippingRateHandle: choices.shippingRateHandle,
    paymentMethod: choices.paymentMethod,
  });

  return {
    cart,
    customer,
    currencyCode,
    calc,
    lines: results.map((r) => ({
      name: variants.get(r.sku)?.title ?? null,
      priceListSlug: r.ok && r.currencyCode.toUpperCase() === currencyCode ? r.priceListSlug : null,
    })),
    shippingAddress: shippingAddressOf(cart, world.addresses),
    billingAddress: (cart.billingAddressId && world.addresses.get(cart.billingAddressId)) || null,
  };
}

/** The temporary address wins; else the chosen address of the book (gone from the book: none). */
function shippingAddressOf(cart: CartRow, book: ReadonlyMap<string, AddressView>): Record<string, unknown> | null {
  if (cart.temporaryShippingAddress && typeof cart.temporaryShippingAddress === 'object') return cart.temporaryShippingAddress as Record<string, unknown>;
  return (cart.shippingAddressId && book.get(cart.shippingAddressId)) || null;
}

function shippingCountryOf(cart: CartRow, book: ReadonlyMap<string, AddressView>): string | null {
  const country = shippingAddressOf(cart, book)?.country_code;
  return typeof country === 'string' && country ? country.toUpperCase() : null;
}
