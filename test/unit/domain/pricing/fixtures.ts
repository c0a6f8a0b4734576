import { expect } from 'vitest';
import type {
  LinePriceResult,
  PriceListInfo,
  PriceListRuleInfo,
  PriceRow,
  PricingCustomer,
  SkuInfo,
} from '../../../../src/domain/pricing/index.ts';
import { resolvePrices } from '../../../../src/domain/pricing/index.ts';
import type { DecimalLike } from '../../../../src/domain/money.ts';

export function list(slug: string, extra: Partial<PriceListInfo> = {}): PriceListInfo {
  return { slug, currencyCode: 'USD', taxInclusiveDisplay: false, rules: [], ...extra };
}

export function rule(
  source: string,
  adjustment: DecimalLike = 0,
  direction: 'plus' | 'minus' = 'plus',
  rate: DecimalLike = 1,
): PriceListRuleInfo {
  return {
    sourcePriceListSlug: source,
    adjustmentPercentage: adjustment,
    adjustmentDirection: direction,
    currencyExchangeRate: rate,
  };
}

export function row(
  priceListSlug: string,
  sku: string,
  quantity: number,
  price: DecimalLike,
  extra: Partial<PriceRow> = {},
): PriceRow {
  return { priceListSlug, sku, quantity, price, ...extra };
}

export function skuInfo(sku: string, extra: Partial<SkuInfo> = {}): SkuInfo {
  return { sku, parentSku: null, taxRate: null, exists: true, ...extra };
}

export function customer(extra: Partial<PricingCustomer> = {}): PricingCustomer {
  return { priceLists: [], groupPriceLists: [], discountPercentage: null, currencyCode: 'USD', ...extra };
}

export interface Scenario {
  customer?: Partial<PricingCustomer>;
  lists: PriceListInfo[];
  rows?: PriceRow[];
  skus?: SkuInfo[];
  sku?: string;
  quantity?: number;
  defaultTaxRate?: DecimalLike | null;
}

/** Resolves one line; the SKU defaults to an existing variant "V-1" without a parent. */
export function resolveOne(s: Scenario): LinePriceResult {
  const sku = s.sku ?? 'V-1';
  const [result] = resolvePrices({
    customer: customer(s.customer),
    lines: [{ sku, quantity: s.quantity ?? 1 }],
    skus: s.skus ?? [skuInfo(sku)],
    lists: s.lists,
    rows: s.rows ?? [],
    defaultTaxRate: s.defaultTaxRate ?? null,
  });
  if (!result) throw new Error('resolvePrices returned no line');
  return result;
}

export function outcomes(result: LinePriceResult): string[] {
  return result.explain.map((step) => `${step.priceListSlug}:${step.outcome}`);
}

export interface Expected {
  list?: string;
  unit?: string;
  total?: string;
  gross?: string | null;
  currency?: string;
  matchedSku?: string;
  derived?: boolean;
  error?: 'product-not-found' | 'price-unavailable';
  steps?: string[];
  /** Every price break as [quantity, 4-place price]. */
  breaks?: [number, string][];
  /** Matched against the last explain step (the used one, on a priced line). */
  reason?: RegExp;
}

export function check(result: LinePriceResult, e: Expected): void {
  if (e.error) {
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe(e.error);
  } else {
    expect(result.ok, JSON.stringify(result.explain)).toBe(true);
  }
  if (result.ok) {
    if (e.list !== undefined) expect(result.priceListSlug).toBe(e.list);
    if (e.unit !== undefined) expect(result.unitPrice.toFixed(4)).toBe(e.unit);
    if (e.total !== undefined) expect(result.lineTotal.toString()).toBe(e.total);
    if (e.gross !== undefined) expect(result.unitPriceGross?.toFixed(4) ?? null).toBe(e.gross);
    if (e.currency !== undefined) expect(result.currencyCode).toBe(e.currency);
    if (e.matchedSku !== undefined) expect(result.matchedSku).toBe(e.matchedSku);
    if (e.derived !== undefined) expect(result.derived).toBe(e.derived);
    if (e.breaks !== undefined) expect(result.priceBreaks.map((b) => [b.quantity, b.price.toFixed(4)])).toEqual(e.breaks);
  }
  if (e.reason) expect(result.explain.at(-1)?.reason).toMatch(e.reason);
  if (e.steps) expect(outcomes(result)).toEqual(e.steps);
}
