import type { Decimal } from 'decimal.js';
import { dec } from '../money.ts';
import { money, percentOf, ZERO } from './cart-money.ts';
import { shippingRateHandle } from './rate-handle.ts';
import type { CartShippingBand, CartShippingMethod } from './types.ts';

/** What a cart is rated on. */
export interface ShippingContext {
  /** The shipping address's country (ISO alpha-2, any case); null before an address is set. */
  country: string | null;
  /** The customer's group and its ancestors (CartCustomer.groupSlugs). */
  groupSlugs: readonly string[];
  /** Sum of weight × quantity, whole grams. */
  weightGrams: number;
  /** The net subtotal before discounts (Core: an `order_value` band is "the cart subtotal"). */
  orderValue: Decimal;
  currencyCode: string;
}

export interface ShippingRate {
  handle: string;
  shippingMethodId: string;
  title: string;
  /** The method's band that gave the rate. */
  bandName: string;
  /** Before any shipping discount, in the currency's minor units. */
  amount: Decimal;
}

/*
 * One rate per matching method, in Core's order (priority, then title, then id). A method matches when its
 * `customer_groups` is empty or names the customer's group or an ancestor, and its `countries` is empty or holds
 * the shipping country (a cart without a country matches only methods open to every country). Its rate comes from
 * the first band, in stored order, whose requirement the cart meets (bounds inclusive, no max = no upper bound);
 * a method none of whose bands fit offers no rate. Costs: free 0, fixed the amount, percentage that share of the
 * order value, all in the currency's minor units.
 */
export function shippingRates(methods: readonly CartShippingMethod[], c: ShippingContext): ShippingRate[] {
  const country = c.country?.toUpperCase() ?? null;
  return [...methods]
    .sort((a, b) => a.priority - b.priority || compare(a.title, b.title) || compare(a.id, b.id))
    .filter((m) => m.customerGroups.length === 0 || m.customerGroups.some((g) => c.groupSlugs.includes(g)))
    .filter((m) => m.countries.length === 0 || m.countries.some((x) => x.toUpperCase() === country))
    .flatMap((m): ShippingRate[] => {
      const band = m.bands.find((b) => bandFits(b, c));
      if (!band) return [];
      return [{ handle: shippingRateHandle(m.id, band), shippingMethodId: m.id, title: m.title, bandName: band.name, amount: bandCost(band, c) }];
    });
}

/** The rate `handle` names among `rates`, or null (the verb answers `cart-shipping-rate-handle-unavailable`). */
export const findShippingRate = (rates: readonly ShippingRate[], handle: string): ShippingRate | null =>
  rates.find((r) => r.handle === handle) ?? null;

function bandFits(band: CartShippingBand, c: ShippingContext): boolean {
  const measured = band.requirement.type === 'weight' ? dec(c.weightGrams) : c.orderValue;
  if (measured.lessThan(dec(band.requirement.min))) return false;
  return band.requirement.max === null || measured.lessThanOrEqualTo(dec(band.requirement.max));
}

function bandCost(band: CartShippingBand, c: ShippingContext): Decimal {
  switch (band.cost.type) {
    case 'free':
      return ZERO;
    case 'fixed':
      return money(band.cost.amount, c.currencyCode);
    case 'percentage':
      return percentOf(c.orderValue, band.cost.amount, c.currencyCode);
  }
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
