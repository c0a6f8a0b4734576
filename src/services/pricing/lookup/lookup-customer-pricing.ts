import type { Ctx } from '../../../context.ts';
import { candidateListSlugs, resolvePrices, type PricingCustomer, type SkuInfo } from '../../../domain/pricing/index.ts';
import { badRequest } from '../../../http/problem.ts';
import { isUuid } from '../../lookup.ts';
import { loadPriceLists } from './load-price-lists.ts';
import { loadPriceRows } from './load-price-rows.ts';
import { toLineView } from './render-lookup.ts';
import type { LookupResponse } from './schemas.ts';
import { effectiveSettings, findCustomerForPricing, findVariantsBySkus, type EffectiveGroupSettings } from './sources.ts';

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
 * `POST /api/v1/pricing/lookup`. A constant number of queries whatever the line count, in three or four
 * round trips: customer and catalog together; the group settings when the customer has no lists of its
 * own; the candidate lists with their rule sources; every price row at once (with the settings, when a
 * tax-inclusive list needs their default rate). Resolution itself is the pure domain.
 */
export async function lookupCustomerPricing(ctx: Ctx, input: LookupCustomerPricingInput): Promise<LookupCustomerPricingResult> {
  if (input.lookupBy === 'id' && !isUuid(input.customerId)) {
    throw badRequest('resource-id-invalid', 'customer_id is not a UUID (customer_lookup_by is id).', 'customer_id');
  }
  const skus = [...new Set(input.lines.map((l) => l.sku))];
  // The catalog query needs only the request, so it runs alongside the customer's.
  const [customer, variants] = await Promise.all([
    findCustomerForPricing(ctx, { by: input.lookupBy, value: input.customerId }),
    findVariantsBySkus(ctx, skus),
  ]);
  if (!customer) {
    throw badRequest('resource-id-not-found', `No customer with ${input.lookupBy} ${input.customerId}.`, 'customer_id');
  }

  // Group settings matter only for the group's lists, the gross fallback rate and the currency fallback,
  // so a customer with its own lists skips them unless one of those is needed (saves two queries).
  let settings: Promise<EffectiveGroupSettings> | undefined;
  const settingsOnce = () => (settings ??= effectiveSettings(ctx, customer.groupSlug));
  const groupPriceLists = customer.priceLists.length > 0 ? [] : (await settingsOnce()).priceLists;
  const pricingCustomer: PricingCustomer = {
    priceLists: customer.priceLists,
    groupPriceLists,
    discountPercentage: customer.discountPercentage,
    currencyCode: customer.currencyCode,
  };
  const candidates = candidateListSlugs(pricingCustomer);
  if (candidates.length === 0) {
    throw badRequest(
      'missing-param',
      `Customer ${customer.id} has no price lists: neither its own price_lists nor the settings of its group '${customer.groupSlug}' (or the groups it inherits from) name any.`,
      'price_lists',
    );
  }
  const lists = await loadPriceLists(ctx, candidates);

  const skuInfo = new Map<string, SkuInfo>();
  const rowSkus = new Set(skus);
  for (const v of variants) {
    skuInfo.set(v.sku, { sku: v.sku, parentSku: v.parentSku, taxRate: v.taxRate, exists: true });
    if (v.parentSku) rowSkus.add(v.parentSku);
  }
  const taxInclusive = candidates.some((slug) => lists.get(slug)?.taxInclusiveDisplay);
  const [rows, taxSettings] = await Promise.all([loadPriceRows(ctx, lists, [...rowSkus]), taxInclusive ? settingsOnce() : null]);

  const results = resolvePrices({
    customer: pricingCustomer,
    lines: input.lines,
    skus: skuInfo,
    lists,
    rows,
    defaultTaxRate: taxSettings?.defaultTaxRate ?? null,
  });
  const firstPriced = results.find((r) => r.ok);
  const currency = firstPriced?.ok ? firstPriced.currencyCode : (customer.currencyCode ?? (await settingsOnce()).currencyCode);
  return {
    status: results.every((r) => r.ok) ? 200 : 207,
    body: {
      customer_id: customer.id,
      currency_code: currency.toUpperCase(),
      line_items: results.map((r) => toLineView(r, input.explain)),
    },
  };
}
