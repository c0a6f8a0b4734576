import type { Ctx } from '../../../context.ts';
import type { PaymentMethod } from '../../../domain/payment-methods.ts';
import { isUuid } from '../../lookup.ts';
import { findPricingCustomer, pricingCustomerSelect, type PricingCustomerRow, type SqlParams } from './repository.ts';
import { keyOf } from './rules.ts';
import { formatDecimal, storedPaymentMethods, storedPriceLists } from './view.ts';

/** What Pricing lookup and carts need to price and check out for a customer. Decimals as 2-place strings. */
export type PricingCustomerRecord = {
  id: string;
  email: string;
  externalId: string | null;
  groupSlug: string;
  /** The customer's own lists in priority order; empty means "use the group settings". */
  priceLists: string[];
  discountPercentage: string | null;
  currencyCode: string | null;
  taxExempt: boolean;
  /** null: no credit limit set. */
  creditLimit: string | null;
  balance: string;
  /** null: inherit from the group settings. */
  allowedPaymentMethods: PaymentMethod[] | null;
  status: 'active' | 'disabled';
};

export type CustomerLookup = { by: 'id' | 'external_id' | 'email'; value: string };

/** null when the tenant has no such customer (a malformed id included); callers decide the error. */
export async function findCustomerForPricing(ctx: Ctx, lookup: CustomerLookup): Promise<PricingCustomerRecord | null> {
  if (lookup.by === 'id' && !isUuid(lookup.value)) return null;
  if (!lookup.value) return null;
  const c = await findPricingCustomer(ctx, keyOf(lookup));
  return c && toPricingCustomer(c);
}

/**
 * For a reader that fetches the customer within a larger statement of its own (the pricing lookup, in one round
 * trip): the SELECT to embed, with the value to bind, and toPricingCustomer for its row. null when the lookup
 * cannot match any customer (findCustomerForPricing's null).
 */
export function customerForPricingSelect(lookup: CustomerLookup, params: SqlParams): { sql: string; value: string } | null {
  if ((lookup.by === 'id' && !isUuid(lookup.value)) || !lookup.value) return null;
  return pricingCustomerSelect(keyOf(lookup), params);
}

export type { PricingCustomerRow, SqlParams };

export function toPricingCustomer(c: PricingCustomerRow): PricingCustomerRecord {
  return {
    id: c.id,
    email: c.email,
    externalId: c.externalId,
    groupSlug: c.groupSlug,
    priceLists: storedPriceLists(c.priceLists),
    discountPercentage: c.discountPercentage === null ? null : formatDecimal(c.discountPercentage),
    currencyCode: c.currencyCode,
    taxExempt: c.taxExempt,
    creditLimit: c.creditLimit === null ? null : formatDecimal(c.creditLimit),
    balance: formatDecimal(c.balance),
    allowedPaymentMethods: storedPaymentMethods(c.allowedPaymentMethods),
    status: c.status,
  };
}
