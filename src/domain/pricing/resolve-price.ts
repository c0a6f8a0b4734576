import type { Decimal } from 'decimal.js';
import { dec, minorUnits, PRICE_PLACES, roundHalfUp } from '../money.ts';
import { candidateListSlugs } from './candidates.ts';
import {
  belowFirstBreakStep,
  derivedSourceMissingStep,
  noPriceStep,
  unknownListStep,
  usedStep,
} from './explain.ts';
import { breakText, derivationText, discountText, grossDisplayText } from './explain-arithmetic.ts';
import { grossBreakUnit, grossOfNet, netBreaks, taxRateOf, taxRateWithSource, type GrossBreakUnit } from './net-prices.ts';
import { applicableBreak, createPriceIndex, pricesOnList } from './price-index.ts';
import type { IndexedBreak, PriceIndex } from './price-index.ts';
import type {
  ExplainStep,
  LinePriceResult,
  LineRequest,
  PricedLine,
  ResolvePricesInput,
  SkuInfo,
  UnpricedLine,
} from './types.ts';

/*
 * Price resolution (contract §3), shared by lookup, carts and orders. Decisions the contract
 * leaves open:
 * - Lists are the outer loop, SKUs the inner one: on each candidate list the variant's own SKU is
 *   tried, then its parent's; the first list that prices either wins. A higher-priority list with
 *   only a parent price therefore beats a lower one with a variant price: list priority is the
 *   customer's explicit choice, variant-over-parent only breaks the tie inside one list.
 * - A list with any price (stored or derived) for the variant SKU is the variant's price on that
 *   list; its parent's rows there are not consulted, even when the quantity is below the
 *   variant's first break.
 * - A quantity below the list's first break means that list has no price for the line; the next
 *   list is tried.
 * - A list in another currency than the customer's is still a candidate. Nothing is converted:
 *   the line carries the winning list's currency (explain notes the difference).
 * - Zero is a price.
 * - `product-not-found` only when the catalog lacks the SKU and no candidate list has any price
 *   data for it; a SKU that exists only in price rows is priceable, and one whose rows start
 *   above the requested quantity is `price-unavailable`.
 * - Lookup prices are net. A `gross` break (stored, or derived from a gross row, whose tax_type
 *   and display rate it keeps; derived first, converted after) is net for `unitPrice`, `lineTotal`
 *   and `priceBreaks`: gross / (1 + rate/100), half-up to 4 places, at the gross display's rate
 *   chain (row, requested variant, settings, else 0: net = gross, said in explain). A missing
 *   `tax_type` is net. The discount comes off the gross first (4 places), the net from that, and
 *   `unitPriceGross` is that discounted gross exactly (a net → gross round trip could drift).
 *   `taxType` on a priced line stays as stored. calculate-pricing converts nothing.
 * - The gross is added (`unitPriceGross`) when the winning list has `tax_inclusive_display` or the
 *   customer's group settings have it: either one asks for prices shown with tax.
 */

interface LineContext {
  index: PriceIndex;
  candidates: readonly string[];
  skus: ReadonlyMap<string, SkuInfo>;
  discount: Decimal;
  /** 1 − discount / 100, or null without a discount (prices are then used as they are). */
  discountFactor: Decimal | null;
  defaultTaxRate: Decimal | null;
  customerCurrency: string | null;
  /** Whether to write the explain steps at all. */
  explain: boolean;
  /** The customer's group settings ask for gross prices, whatever the winning list says. */
  groupTaxInclusive: boolean;
  /** The candidates are the group settings' lists (the customer names none of its own). */
  candidatesFromGroup: boolean;
}

/** Adds a step only when the caller wants them: their sentences would otherwise be a good part of a line's cost. */
function note(ctx: LineContext, steps: ExplainStep[], step: () => ExplainStep): void {
  if (ctx.explain) steps.push(step());
}

export function resolvePrices(input: ResolvePricesInput): LinePriceResult[] {
  const discount = clampDiscount(input.customer.discountPercentage);
  const ctx: LineContext = {
    index: createPriceIndex(input.lists, input.rows),
    candidates: candidateListSlugs(input.customer),
    skus: toSkuMap(input.skus),
    discount,
    discountFactor: discount.isZero() ? null : dec(1).minus(discount.dividedBy(100)),
    defaultTaxRate: input.defaultTaxRate == null ? null : dec(input.defaultTaxRate),
    customerCurrency: input.customer.currencyCode ? input.customer.currencyCode.toUpperCase() : null,
    explain: input.explain ?? true,
    groupTaxInclusive: input.customer.taxInclusiveDisplay === true,
    candidatesFromGroup: input.customer.priceLists.length === 0,
  };
  return input.lines.map((line) => withCandidateOrigin(ctx, input.customer, resolveLine(ctx, line)));
}

const inheritedFrom = (c: ResolvePricesInput['customer']) =>
  c.groupPriceListsFrom && c.groupPriceListsFrom !== c.groupSlug ? ` (inherited from group '${c.groupPriceListsFrom}')` : '';

/** The first step says where the lists tried came from: the customer's own, or its group's settings. */
function withCandidateOrigin(ctx: LineContext, customer: ResolvePricesInput['customer'], result: LinePriceResult): LinePriceResult {
  const first = result.explain[0];
  if (!ctx.explain || !first) return result;
  const names = ctx.candidates.map((s) => `'${s}'`).join(', ');
  const origin = ctx.candidatesFromGroup
    ? `the settings of group '${customer.groupSlug ?? '?'}'${inheritedFrom(customer)} name the lists ${names}, the customer names none`
    : `the customer's own price_lists name ${names}`;
  first.reason = `${origin}; ${first.reason}`;
  return result;
}

function resolveLine(ctx: LineContext, line: LineRequest): LinePriceResult {
  const info = ctx.skus.get(line.sku);
  const skuOrder = info?.parentSku && info.parentSku !== line.sku ? [line.sku, info.parentSku] : [line.sku];
  const explain: ExplainStep[] = [];
  let sawPriceData = false;

  for (const slug of ctx.candidates) {
    const list = ctx.index.lists.get(slug);
    if (!list) {
      note(ctx, explain, () => unknownListStep(slug));
      continue;
    }
    const found = findOnList(ctx.index, slug, skuOrder);
    if (!found.ok) {
      note(ctx, explain, () =>
        found.hadRules ? derivedSourceMissingStep(slug, skuOrder, found.notes) : noPriceStep(slug, skuOrder),
      );
      continue;
    }
    sawPriceData = true;
    const applied = applicableBreak(found.breaks, line.quantity);
    if (!applied) {
      note(ctx, explain, () => belowFirstBreakStep(slug, found.sku, line.quantity, found.breaks[0]?.quantity ?? 1));
      continue;
    }
    return pricedLine(ctx, line, info, {
      slug,
      currencyCode: list.currencyCode,
      taxInclusiveDisplay: list.taxInclusiveDisplay,
      matchedSku: found.sku,
      breaks: found.breaks,
      applied,
      derivedVia: found.derivedVia,
      explain,
    });
  }
  return unpricedLine(ctx, line, info, sawPriceData, explain);
}

type FoundOnList =
  | { ok: true; sku: string; breaks: readonly IndexedBreak[]; derivedVia: string[] }
  | { ok: false; hadRules: boolean; notes: string[] };

function findOnList(index: PriceIndex, slug: string, skuOrder: readonly string[]): FoundOnList {
  let hadRules = false;
  const notes: string[] = [];
  for (const sku of skuOrder) {
    const prices = pricesOnList(index, slug, sku);
    if (prices.found) return { ok: true, sku, breaks: prices.breaks, derivedVia: prices.derivedVia };
    hadRules ||= prices.hadRules;
    notes.push(...prices.notes);
  }
  return { ok: false, hadRules, notes };
}

interface Winner {
  slug: string;
  currencyCode: string;
  taxInclusiveDisplay: boolean;
  matchedSku: string;
  breaks: readonly IndexedBreak[];
  applied: IndexedBreak;
  derivedVia: string[];
  /** The steps so far; the used step is added here, once the net conversion is known. */
  explain: ExplainStep[];
}

function pricedLine(ctx: LineContext, line: LineRequest, info: SkuInfo | undefined, w: Winner): PricedLine {
  const { applied } = w;
  const variantRate = info?.taxRate;
  let unitPrice: Decimal;
  let gross: GrossBreakUnit | undefined;
  if (applied.taxType === 'gross') {
    gross = grossBreakUnit(applied, ctx.discountFactor, taxRateWithSource(applied, variantRate, ctx.defaultTaxRate));
    unitPrice = gross.unitPrice;
  } else {
    // A break price already has at most 4 places, so without a discount there is nothing to round.
    unitPrice = ctx.discountFactor ? roundHalfUp(applied.price.times(ctx.discountFactor), PRICE_PLACES) : applied.price;
  }

  note(ctx, w.explain, () =>
    usedStep({
      slug: w.slug,
      requestedSku: line.sku,
      matchedSku: w.matchedSku,
      applied,
      derivedVia: w.derivedVia,
      listCurrency: w.currencyCode,
      customerCurrency: ctx.customerCurrency,
      netConversion: gross?.conversion,
      arithmetic: [
        derivationText(ctx.index, w.slug, w.derivedVia, w.matchedSku, applied.quantity),
        breakText(w.breaks, line.quantity),
        gross ? '' : discountText(ctx.discount, applied.price, unitPrice),
      ],
    }),
  );
  const result: PricedLine = {
    ok: true,
    sku: line.sku,
    quantity: line.quantity,
    unitPrice,
    lineTotal: roundHalfUp(unitPrice.times(line.quantity), minorUnits(w.currencyCode)),
    priceListSlug: w.slug,
    priceBreaks: netBreaks(w.breaks, variantRate, ctx.defaultTaxRate),
    discountPercentage: ctx.discount,
    currencyCode: w.currencyCode,
    matchedSku: w.matchedSku,
    derived: w.derivedVia.length > 0,
    unitOfMeasure: applied.unitOfMeasure,
    taxType: applied.taxType,
    explain: w.explain,
  };
  if (w.taxInclusiveDisplay || ctx.groupTaxInclusive) {
    result.unitPriceGross = gross ? gross.grossUnit : grossOfNet(unitPrice, taxRateOf(applied, variantRate, ctx.defaultTaxRate));
    const shown = result.unitPriceGross;
    if (!gross) note(ctx, [], () => {
      const used = w.explain[w.explain.length - 1]!;
      used.reason += `; ${grossDisplayText(unitPrice, shown, taxRateWithSource(applied, variantRate, ctx.defaultTaxRate))}`;
      return used;
    });
  }
  return result;
}

function unpricedLine(
  ctx: LineContext,
  line: LineRequest,
  info: SkuInfo | undefined,
  sawPriceData: boolean,
  explain: ExplainStep[],
): UnpricedLine {
  const inCatalog = info?.exists ?? false;
  if (!inCatalog && !sawPriceData) {
    return {
      ok: false,
      sku: line.sku,
      quantity: line.quantity,
      error: { code: 'product-not-found', message: `No product with SKU ${line.sku}.` },
      explain,
    };
  }
  const message =
    ctx.candidates.length === 0
      ? `No price lists apply to this customer, so SKU ${line.sku} has no price.`
      : `No price list of this customer has a price for SKU ${line.sku} at quantity ${line.quantity}.${missingListsNote(ctx)}`;
  return { ok: false, sku: line.sku, quantity: line.quantity, error: { code: 'price-unavailable', message }, explain };
}

/**
 * A customer or group may name lists that do not exist yet (writes stay order-independent), which is the usual
 * reason nothing is priced: say which, and where they were named.
 */
function missingListsNote(ctx: LineContext): string {
  const missing = ctx.candidates.filter((slug) => !ctx.index.lists.has(slug));
  if (missing.length === 0) return '';
  const where = ctx.candidatesFromGroup ? "its group settings' price_lists" : 'its price_lists';
  const names = missing.map((s) => `'${s}'`).join(', ');
  return ` The customer's lists ${names} (named in ${where}) do not exist: create them, or change ${where}.`;
}

// The customer schema keeps the discount within 0..100; clamping keeps a bad row from producing
// negative or inflated prices on the hot path instead of failing the whole request.
function clampDiscount(value: ResolvePricesInput['customer']['discountPercentage']): Decimal {
  if (value == null) return dec(0);
  const d = dec(value);
  if (d.isNegative()) return dec(0);
  return d.greaterThan(100) ? dec(100) : d;
}

function toSkuMap(skus: ResolvePricesInput['skus']): ReadonlyMap<string, SkuInfo> {
  if (skus instanceof Map) return skus as ReadonlyMap<string, SkuInfo>;
  const map = new Map<string, SkuInfo>();
  for (const info of skus.values()) map.set(info.sku, info);
  return map;
}
