import type { Ctx } from '../../../context.ts';
import { candidateListSlugs, resolvePrices, type LinePriceResult, type PricingCustomer, type SkuInfo } from '../../../domain/pricing/index.ts';
import { cachedLookupInputs, pinLookup } from './input-cache.ts';
import { hintKey, listHint, rememberLists } from './list-hints.ts';
import { loadPriceBreaks, type PrefetchedRows } from './load-price-breaks.ts';
import { loadPriceLists } from './load-price-lists.ts';
import { cachedSettings } from './metadata-cache.ts';
import type { LookupInputs } from './repository.ts';
import type { CustomerLookup, EffectiveGroupSettings } from './sources.ts';
import type { PricingCustomerRecord } from '../../core/customers/find-customer-for-pricing.ts';
import type { CatalogSku } from '../../core/products/find-variants-by-skus.ts';

// The one price resolution of the hub: the customer price lookup (POST /api/v1/pricing/lookup) and Ordering's
// carts both call this, so a cart line costs exactly what the lookup quotes for the same customer, SKU and
// quantity. Everything it reads goes through the lookup's caches (input-cache.ts, metadata-cache.ts).

export type PriceCustomerLinesInput = {
  customer: CustomerLookup;
  lines: readonly { sku: string; quantity: number }[];
  explain: boolean;
};

export type PricedCustomerLines = {
  customer: PricingCustomerRecord;
  /** The customer's group's effective settings (inheritance applied). */
  settings: EffectiveGroupSettings;
  /** Catalog entries of the requested SKUs (variants, and products found by a parent SKU). */
  skus: CatalogSku[];
  /** The lists the customer's prices come from, in priority order; empty: no list at all. */
  candidates: string[];
  /** One result per requested line, in order; every line unpriced when `candidates` is empty. */
  results: LinePriceResult[];
};

/**
 * Prices `lines` for a customer: null when the tenant has no such customer. A constant number of queries
 * whatever the line count, none when warm (see lookup-customer-pricing.ts for the caching story).
 */
export async function priceCustomerLines(ctx: Ctx, input: PriceCustomerLinesInput): Promise<PricedCustomerLines | null> {
  const skus = [...new Set(input.lines.map((l) => l.sku))];
  const pins = pinLookup(ctx);
  const hint = hintKey(ctx, input.customer.by, input.customer.value);
  const hintedListIds = listHint(ctx, hint);
  const inputs = await cachedLookupInputs(ctx, pins, input.customer, skus, hintedListIds);
  if (!inputs.customer) return null;
  const customer = inputs.customer;
  const variants = inputs.skus;

  // The group's effective settings give its lists (when the customer has none), tax_inclusive_display, the
  // fallback tax rate and the currency fallback; cached per tenant, so a warm call reads them from memory.
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
    const results = input.lines.map((l): LinePriceResult => ({
      ok: false,
      sku: l.sku,
      quantity: l.quantity,
      error: { code: 'price-unavailable', message: 'The customer has no price lists.' },
      explain: [],
    }));
    return { customer, settings, skus: variants, candidates, results };
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
  return { customer, settings, skus: variants, candidates, results };
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
