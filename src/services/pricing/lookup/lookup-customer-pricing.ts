import type { Ctx } from '../../../context.ts';
import { candidateListSlugs, resolvePrices, type PricingCustomer, type SkuInfo } from '../../../domain/pricing/index.ts';
import { badRequest } from '../../../http/problem.ts';
import { isUuid } from '../../lookup.ts';
import { cachedLookupInputs, pinLookup } from './input-cache.ts';
import { hintKey, listHint, rememberLists } from './list-hints.ts';
import { loadPriceLists } from './load-price-lists.ts';
import { loadPriceBreaks, type PrefetchedRows } from './load-price-breaks.ts';
import { cachedSettings } from './metadata-cache.ts';
import type { LookupInputs } from './repository.ts';
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
 * of the lists not fetched; a cache miss one per level of rule chaining. Resolution itself is the pure domain.
 */
export async function lookupCustomerPricing(ctx: Ctx, input: LookupCustomerPricingInput): Promise<LookupCustomerPricingResult> {
  if (input.lookupBy === 'id' && !isUuid(input.customerId)) {
    throw badRequest('resource-id-invalid', 'customer_id is not a UUID (customer_lookup_by is id).', 'customer_id');
  }
  const skus = [...new Set(input.lines.map((l) => l.sku))];
  const pins = pinLookup(ctx);
  const hint = hintKey(ctx, input.lookupBy, input.customerId);
  const hintedListIds = listHint(ctx, hint);
  const inputs = await cachedLookupInputs(ctx, pins, { by: input.lookupBy, value: input.customerId }, skus, hintedListIds);
  if (!inputs.customer) {
    throw badRequest('resource-id-not-found', `No customer with ${input.lookupBy} ${input.customerId}.`, 'customer_id');
  }
  const customer = inputs.customer;
  const variants = inputs.skus;

  // The group's effective settings give its lists (when the customer has none), tax_inclusive_display, the
  // fallback tax rate and the currency fallback; cached per tenant, so a warm lookup reads them from memory.
  const settings = await cachedSettings(ctx, customer.groupSlug);
  const pricingCustomer: PricingCustomer = {
    priceLists: customer.priceLists,
    groupPriceLists: customer.priceLists.length > 0 ? [] : settings.priceLists,
    discountPercentage: customer.discountPercentage,
    groupSlug: customer.groupSlug,
    groupPriceListsFrom: settings.priceListsFrom,
    currencyCode: customer.currencyCode,
    taxInclusiveDisplay: settings.taxInclusiveDisplay,
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
  const breaks = await loadPriceBreaks(ctx, lists, [...rowSkus], prefetchedRows(inputs.statement, hintedListIds), pins.prices);
  rememberLists(ctx, hint, [...lists.values()].map((l) => l.id));

  const results = resolvePrices({
    customer: pricingCustomer,
    lines: input.lines,
    skus: skuInfo,
    lists,
    rows: breaks,
    defaultTaxRate: settings.defaultTaxRate,
    explain: input.explain,
  });
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

/** The price rows a run of the statement read: every row of the hinted lists for its SKUs and their parents. */
function prefetchedRows(statement: LookupInputs | undefined, listIds: readonly string[]): PrefetchedRows | undefined {
  if (!statement) return undefined;
  const skus = new Set<string>();
  for (const s of statement.skus) {
    skus.add(s.sku);
    if (s.parentSku) skus.add(s.parentSku);
  }
  return { listIds, skus, rows: statement.rows };
}
