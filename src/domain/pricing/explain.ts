import type { Decimal } from 'decimal.js';
import { formatUnitPrice } from '../money.ts';
import type { TaxRate } from './net-prices.ts';
import type { IndexedBreak } from './price-index.ts';
import type { ExplainStep } from './types.ts';

// The sentences behind `?explain=true`: one step per list tried, in order, ending at the winner.

export function unknownListStep(slug: string): ExplainStep {
  return { priceListSlug: slug, outcome: 'unknown-list', reason: 'no price list with this slug; skipped' };
}

export function noPriceStep(slug: string, skus: readonly string[]): ExplainStep {
  return { priceListSlug: slug, outcome: 'no-price', reason: `no price for ${describeSkus(skus)}` };
}

export function derivedSourceMissingStep(slug: string, skus: readonly string[], notes: readonly string[]): ExplainStep {
  const why = notes.length > 0 ? `: ${[...new Set(notes)].join('; ')}` : '';
  return {
    priceListSlug: slug,
    outcome: 'derived-source-missing',
    reason: `no stored price for ${describeSkus(skus)} and no rule produced one${why}`,
  };
}

export function belowFirstBreakStep(slug: string, sku: string, quantity: number, firstBreak: number): ExplainStep {
  return {
    priceListSlug: slug,
    outcome: 'below-first-break',
    reason: `quantity ${quantity} is below the first break (${firstBreak}) for SKU ${sku}`,
  };
}

export interface UsedStepFacts {
  slug: string;
  requestedSku: string;
  matchedSku: string;
  applied: IndexedBreak;
  derivedVia: readonly string[];
  listCurrency: string;
  customerCurrency: string | null;
  /** Only when the applied break is gross and was turned into net. */
  netConversion?: NetConversion | undefined;
  /** Further sentences with the arithmetic (derivation, break, discount, gross display), in that order. */
  arithmetic?: readonly string[];
}

export interface NetConversion {
  rate: TaxRate;
  /** The applied break's price as net (what price_breaks shows). */
  net: Decimal;
  /** With a discount: the discounted gross and the net taken from it (the unit price). */
  discounted?: { gross: Decimal; net: Decimal };
}

export function usedStep(facts: UsedStepFacts): ExplainStep {
  const origin =
    facts.derivedVia.length === 0 ? 'stored price' : `price derived from ${facts.derivedVia.map((s) => `'${s}'`).join(' via ')}`;
  const skuNote = facts.matchedSku === facts.requestedSku ? `SKU ${facts.matchedSku}` : `parent SKU ${facts.matchedSku}`;
  let reason = `${origin} ${formatUnitPrice(facts.applied.price)} for ${skuNote} at break ${facts.applied.quantity}`;
  for (const part of facts.arithmetic ?? []) if (part) reason += `; ${part}`;
  if (facts.netConversion) reason += `; ${describeConversion(facts.applied.price, facts.netConversion)}`;
  if (facts.customerCurrency && facts.customerCurrency !== facts.listCurrency) {
    reason += `; list currency ${facts.listCurrency} differs from the customer's ${facts.customerCurrency} (not converted)`;
  }
  return { priceListSlug: facts.slug, outcome: 'used', reason };
}

function describeConversion(gross: Decimal, c: NetConversion): string {
  const stated = `gross price ${formatUnitPrice(gross)}`;
  let text =
    c.rate.source === 'none'
      ? `${stated} → net ${formatUnitPrice(c.net)}: no tax rate known (no display_tax_rate, variant tax_rate ` +
        'or settings default_tax_rate), so taken as 0%'
      : `${stated} at ${c.rate.rate.toFixed()}% (${c.rate.source}) → net ${formatUnitPrice(c.net)}`;
  if (c.discounted) {
    text += `; discounted gross ${formatUnitPrice(c.discounted.gross)} → net ${formatUnitPrice(c.discounted.net)}`;
  }
  return text;
}

function describeSkus(skus: readonly string[]): string {
  const [own, parent] = skus;
  return parent === undefined ? `SKU ${own}` : `SKU ${own} or its parent SKU ${parent}`;
}
