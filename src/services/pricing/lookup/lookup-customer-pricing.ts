import type { Ctx } from '../../../context.ts';
import { badRequest } from '../../../http/problem.ts';
import { isUuid } from '../../lookup.ts';
import { priceCustomerLines } from './price-customer-lines.ts';
import { toLineView } from './render-lookup.ts';
import type { LookupResponse } from './schemas.ts';

export type CustomerLookupBy = 'id' | 'external_id' | 'email';

export type LookupCustomerPricingInput = {
  customerId: string;
  lookupBy: CustomerLookupBy;
  lines: { sku: string; quantity: number }[];
  explain: boolean;
};

/** 207 when at least one line carries an error instead of prices. */
export type LookupCustomerPricingResult = { status: 200 | 207; body: LookupResponse };

/**
 * `POST /api/v1/pricing/lookup`. A constant number of queries whatever the line count. Warm, none: the customer,
 * the SKUs' catalog entries and their price rows come from the tenant cache (input-cache.ts, load-price-breaks.ts),
 * the group settings and the lists with their rule sources from the metadata cache. On a miss, a single statement
 * reads the customer, the SKUs' catalog entries and the price rows of the lists this customer needed last time
 * (list-hints.ts). A customer seen for the first time, or whose lists changed, costs one more query for the rows
 * of the lists not fetched; a cache miss one per level of rule chaining. Resolution itself is the pure domain,
 * through priceCustomerLines, which carts price with too.
 */
export async function lookupCustomerPricing(ctx: Ctx, input: LookupCustomerPricingInput): Promise<LookupCustomerPricingResult> {
  if (input.lookupBy === 'id' && !isUuid(input.customerId)) {
    throw badRequest('resource-id-invalid', 'customer_id is not a UUID (customer_lookup_by is id).', 'customer_id');
  }
  const priced = await priceCustomerLines(ctx, { customer: { by: input.lookupBy, value: input.customerId }, lines: input.lines, explain: input.explain });
  if (!priced) {
    throw badRequest('resource-id-not-found', `No customer with ${input.lookupBy} ${input.customerId}.`, 'customer_id');
  }
  const { customer, settings, candidates, results } = priced;
  if (candidates.length === 0) {
    throw badRequest(
      'missing-param',
      `Customer ${customer.id} has no price lists: neither its own price_lists nor the settings of its group '${customer.groupSlug}' (or the groups it inherits from) name any.`,
      'price_lists',
    );
  }
  const firstPriced = results.find((r) => r.ok);
  const currency = firstPriced?.ok ? firstPriced.currencyCode : (customer.currencyCode ?? settings.currencyCode);
  return {
    status: results.every((r) => r.ok) ? 200 : 207,
    body: {
      customer_id: customer.id,
      currency_code: currency.toUpperCase(),
      line_items: results.map((r) => toLineView(r, input.explain)),
    },
  };
}
