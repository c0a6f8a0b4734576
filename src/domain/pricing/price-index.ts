import type { Decimal } from 'decimal.js';
import { dec, PRICE_PLACES, roundHalfUp } from '../money.ts';
import type { PriceListInfo, PriceRow, PriceTaxType } from './types.ts';

/** One quantity break of a list for one SKU, converted to Decimals once. */
export interface IndexedBreak {
  quantity: number;
  price: Decimal;
  displayTaxRate: Decimal | null;
  taxType: PriceTaxType | null;
  unitOfMeasure: string | null;
}

export interface IndexedRule {
  sourceSlug: string;
  /** (1 ± adjustment) × exchange rate, computed once per request. */
  factor: Decimal;
  /** The rule's own terms, for explain's arithmetic. */
  adjustment: Decimal;
  direction: 'plus' | 'minus';
  exchangeRate: Decimal;
}

export interface IndexedList {
  slug: string;
  currencyCode: string;
  taxInclusiveDisplay: boolean;
  rules: IndexedRule[];
}

/** The stored breaks of one list for one SKU, ascending by quantity; undefined or empty when it has none. */
export type BreaksLookup = (listSlug: string, sku: string) => readonly IndexedBreak[] | undefined;

/**
 * The lists and rows of one request, keyed for constant-time lookups: the hot path (10 lines ×
 * 3 lists, thousands of requests a second) never scans the row array.
 */
export interface PriceIndex {
  lists: ReadonlyMap<string, IndexedList>;
  breaksOf: BreaksLookup;
  /**
   * Rule-derived prices already worked out in this request, by (list, SKU). Lists share sources (a → b → d and
   * a → c → d), so without it every path through the rule graph is walked again: exponential in its depth.
   */
  derived: Map<string, ListPrices>;
  /** Per list: whether a rule cycle can be reached from it (see pricesOnList). */
  cyclic: Map<string, boolean>;
}

// NUL cannot occur in a slug or SKU, so the key is unambiguous.
const rowKey = (listSlug: string, sku: string): string => `${listSlug}\u0000${sku}`;

/**
 * The index over the lists and either their stored rows or, when a caller keeps breaks indexed between
 * requests (the lookup's cache), a lookup of those (built with `indexBreaks`).
 */
export function createPriceIndex(
  lists: readonly PriceListInfo[] | ReadonlyMap<string, PriceListInfo>,
  rows: readonly PriceRow[] | BreaksLookup,
): PriceIndex {
  const indexedLists = new Map<string, IndexedList>();
  for (const list of lists.values()) {
    indexedLists.set(list.slug, {
      slug: list.slug,
      currencyCode: list.currencyCode.toUpperCase(),
      taxInclusiveDisplay: list.taxInclusiveDisplay,
      rules: list.rules.map((rule) => {
        const adjustment = dec(rule.adjustmentPercentage);
        const multiplier = rule.adjustmentDirection === 'minus' ? dec(1).minus(adjustment) : dec(1).plus(adjustment);
        const exchangeRate = dec(rule.currencyExchangeRate);
        return {
          sourceSlug: rule.sourcePriceListSlug,
          factor: multiplier.times(exchangeRate),
          adjustment,
          direction: rule.adjustmentDirection,
          exchangeRate,
        };
      }),
    });
  }
  if (typeof rows === 'function') return { lists: indexedLists, breaksOf: rows, derived: new Map(), cyclic: new Map() };

  const grouped = new Map<string, PriceRow[]>();
  for (const row of rows) {
    const key = rowKey(row.priceListSlug, row.sku);
    const group = grouped.get(key);
    if (group) group.push(row);
    else grouped.set(key, [row]);
  }
  const breaks = new Map<string, IndexedBreak[]>();
  for (const [key, group] of grouped) breaks.set(key, indexBreaks(group));
  return { lists: indexedLists, breaksOf: (listSlug, sku) => breaks.get(rowKey(listSlug, sku)), derived: new Map(), cyclic: new Map() };
}

/**
 * The rows of one list for one SKU as breaks: converted to Decimals once, ascending by quantity. Prices are held
 * to 4 places (as stored, Decimal(19,4)), so every break price downstream has at most 4.
 */
export function indexBreaks(rows: readonly Omit<PriceRow, 'priceListSlug' | 'sku'>[]): IndexedBreak[] {
  return rows
    .map((row) => ({
      quantity: row.quantity,
      price: roundHalfUp(row.price, PRICE_PLACES),
      displayTaxRate: row.displayTaxRate == null ? null : dec(row.displayTaxRate),
      taxType: row.taxType ?? null,
      unitOfMeasure: row.unitOfMeasure ?? null,
    }))
    .sort((a, b) => a.quantity - b.quantity);
}

export type ListPrices =
  | {
      found: true;
      breaks: readonly IndexedBreak[];
      /** The rule sources walked to reach stored rows, nearest first; empty for stored prices. */
      derivedVia: string[];
    }
  | {
      found: false;
      /** The list has rules but none of them produced a price. */
      hadRules: boolean;
      /** Why each rule gave nothing, for explain. */
      notes: string[];
    };

/**
 * The breaks a list offers for one SKU. Stored rows win over the list's rules; without stored
 * rows, the rules are tried in order and the first whose source list yields prices is used
 * (source price × (1 ± adjustment) × exchange rate). A derived price is rounded half-up to 4
 * places at every level, exactly as if it had been stored, so price_breaks, the discount base
 * and calculate-pricing all agree. Rule cycles (a → b → a; writes refuse them, but the resolution
 * must not rely on that) are cut: a source already on the path is skipped.
 *
 * Each (list, SKU) is worked out once per index (request), so the work is linear in the rules
 * reachable times the SKUs asked for, whatever the shape of the rule graph.
 */
export function pricesOnList(index: PriceIndex, listSlug: string, sku: string): ListPrices {
  return walk(index, listSlug, sku, []);
}

function walk(index: PriceIndex, listSlug: string, sku: string, path: string[]): ListPrices {
  const stored = index.breaksOf(listSlug, sku);
  if (stored && stored.length > 0) return { found: true, breaks: stored, derivedVia: [] };

  const list = index.lists.get(listSlug);
  if (!list || list.rules.length === 0) return { found: false, hadRules: false, notes: [] };

  const key = rowKey(listSlug, sku);
  const known = index.derived.get(key);
  if (known) return known;

  path.push(listSlug);
  let prices: ListPrices | undefined;
  const notes: string[] = [];
  for (const rule of list.rules) {
    if (path.includes(rule.sourceSlug)) {
      notes.push(`rule source '${rule.sourceSlug}' would form a cycle`);
      continue;
    }
    if (!index.lists.has(rule.sourceSlug)) {
      notes.push(`rule source '${rule.sourceSlug}' is not a known list`);
      continue;
    }
    const source = walk(index, rule.sourceSlug, sku, path);
    if (!source.found) {
      notes.push(`rule source '${rule.sourceSlug}' has no price`);
      continue;
    }
    prices = {
      found: true,
      breaks: source.breaks.map((b) => ({ ...b, price: roundHalfUp(b.price.times(rule.factor), PRICE_PLACES) })),
      derivedVia: [rule.sourceSlug, ...source.derivedVia],
    };
    break;
  }
  path.pop();
  prices ??= { found: false, hadRules: true, notes };
  // From a list that can reach a cycle, the answer depends on the path that led to it (a source on the path is
  // cut, from elsewhere it is tried), so only the others are kept; writes refuse cycles, so that is all of them.
  if (!reachesCycle(index, listSlug)) index.derived.set(key, prices);
  return prices;
}

/** Whether a cycle of rules can be reached from the list; worked out once per list and index. */
function reachesCycle(index: PriceIndex, slug: string, visiting = new Set<string>()): boolean {
  const known = index.cyclic.get(slug);
  if (known !== undefined) return known;
  if (visiting.has(slug)) return true;
  visiting.add(slug);
  let result = false;
  for (const rule of index.lists.get(slug)?.rules ?? []) {
    if (reachesCycle(index, rule.sourceSlug, visiting)) {
      result = true;
      break;
    }
  }
  visiting.delete(slug);
  index.cyclic.set(slug, result);
  return result;
}

/** The break that applies: the highest quantity ≤ the requested quantity, or undefined when below the first. */
export function applicableBreak(breaks: readonly IndexedBreak[], quantity: number): IndexedBreak | undefined {
  let applicable: IndexedBreak | undefined;
  for (const b of breaks) {
    if (b.quantity > quantity) break;
    applicable = b;
  }
  return applicable;
}
