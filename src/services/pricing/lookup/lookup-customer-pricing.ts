import type { Ctx } from '../../../context.ts';
import { candidateListSlugs, resolvePrices, type BreaksLookup, type PricingCustomer, type SkuInfo } from '../../../domain/pricing/index.ts';
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
import { toCatalogSku, toPricingCustomer, type EffectiveGroupSettings } from './sources.ts';

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
  const hintedListIds = listHint(hint);
  const inputs = await cachedLookupInputs(ctx, pins, { by: input.lookupBy, value: input.customerId }, skus, hintedListIds);
  if (!inputs.customer) {
    throw badRequest('resource-id-not-found', `No customer with ${input.lookupBy} ${input.customerId}.`, 'customer_id');
  }
  const customer = toPricingCustomer(inputs.customer);
  const variants = inputs.skus.map(toCatalogSku);

  // Group settings matter only for the group's lists, the gross fallback rate and the currency fallback,
  // so a customer with its own lists skips them unless one of those is needed (two queries on a cache miss).
  let settings: Promise<EffectiveGroupSettings> | undefined;
  const settingsOnce = () => (settings ??= cachedSettings(ctx, customer.groupSlug));
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
  const [breaks, inclusiveSettings] = await Promise.all([
    loadPriceBreaks(ctx, lists, [...rowSkus], prefetchedRows(inputs.statement, hintedListIds), pins.prices),
    taxInclusive ? settingsOnce() : null,
  ]);
  // A gross row without its own rate is made net at the variant's rate, else the settings' default one.
  const taxSettings = inclusiveSettings ?? (hasGrossWithoutRate(breaks, lists.keys(), rowSkus) ? await settingsOnce() : null);
  rememberLists(hint, [...lists.values()].map((l) => l.id));

  const results = resolvePrices({
    customer: pricingCustomer,
    lines: input.lines,
    skus: skuInfo,
    lists,
    rows: breaks,
    defaultTaxRate: taxSettings?.defaultTaxRate ?? null,
    explain: input.explain,
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

/** True when some loaded break is gross and carries no display_tax_rate of its own. */
function hasGrossWithoutRate(breaks: BreaksLookup, slugs: Iterable<string>, skus: ReadonlySet<string>): boolean {
  for (const slug of slugs) {
    for (const sku of skus) {
      for (const b of breaks(slug, sku) ?? []) if (b.taxType === 'gross' && b.displayTaxRate == null) return true;
    }
  }
  return false;
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
