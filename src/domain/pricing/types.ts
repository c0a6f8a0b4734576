import type { Decimal } from 'decimal.js';
import type { DecimalLike } from '../money.ts';
import type { BreaksLookup } from './price-index.ts';

// Inputs: plain data the pricing service loads from the database for one request.

export type AdjustmentDirection = 'plus' | 'minus';

export interface PriceListRuleInfo {
  sourcePriceListSlug: string;
  /** A fraction, 0..1 (0.15 = 15 %). */
  adjustmentPercentage: DecimalLike;
  adjustmentDirection: AdjustmentDirection;
  currencyExchangeRate: DecimalLike;
}

export interface PriceListInfo {
  slug: string;
  currencyCode: string;
  taxInclusiveDisplay: boolean;
  /** In priority order (the rules' `position`). */
  rules: readonly PriceListRuleInfo[];
}

export type PriceTaxType = 'net' | 'gross';

export interface PriceRow {
  priceListSlug: string;
  sku: string;
  /** The quantity break, an integer ≥ 1. */
  quantity: number;
  price: DecimalLike;
  displayTaxRate?: DecimalLike | null;
  taxType?: PriceTaxType | null;
  unitOfMeasure?: string | null;
}

export interface PricingCustomer {
  /** The customer's own price lists, in priority order. */
  priceLists: readonly string[];
  /** The effective `price_lists` of the customer's group settings (inheritance already applied). */
  groupPriceLists: readonly string[];
  /** The customer's group, for explain (where group lists came from). */
  groupSlug?: string;
  /** The group whose settings set `groupPriceLists` (the customer's group or an ancestor), for explain. */
  groupPriceListsFrom?: string | null;
  /** 0..100; null means no discount. */
  discountPercentage: DecimalLike | null;
  currencyCode?: string | null;
  /**
   * The effective `tax_inclusive_display` of the customer's group settings: gross prices are added to every line
   * for this customer, as they are for every customer on a list with the flag.
   */
  taxInclusiveDisplay?: boolean;
}

export interface LineRequest {
  sku: string;
  quantity: number;
}

export interface SkuInfo {
  sku: string;
  /** The parent product's SKU, when the product has one. */
  parentSku: string | null;
  /** The variant's tax rate in percent. */
  taxRate: DecimalLike | null;
  /** False when the catalog has no variant with this SKU. */
  exists: boolean;
}

export interface ResolvePricesInput {
  customer: PricingCustomer;
  lines: readonly LineRequest[];
  /** Catalog facts per requested SKU; a SKU missing here is treated as not in the catalog. */
  skus: ReadonlyMap<string, SkuInfo> | readonly SkuInfo[];
  /** At least every candidate list and every list their rules reach (see `priceListSlugsToLoad`). */
  lists: readonly PriceListInfo[] | ReadonlyMap<string, PriceListInfo>;
  /**
   * Stored rows of those lists, for (at least) the requested SKUs and their parent SKUs; or a lookup of those
   * rows already indexed (`indexBreaks`), for callers that keep them between requests.
   */
  rows: readonly PriceRow[] | BreaksLookup;
  /**
   * The group settings' `default_tax_rate` in percent: the last rate before 0 for a line whose break has no
   * `display_tax_rate` and whose variant no `tax_rate`, both for the gross display and for turning a gross break
   * into net. So it is needed whenever a candidate list has `taxInclusiveDisplay` or any row is gross.
   */
  defaultTaxRate?: DecimalLike | null;
  /** Write each line's `explain` steps (default true); false leaves them empty, which is cheaper. */
  explain?: boolean;
}

// Outputs.

export interface PriceBreak {
  quantity: number;
  /** The list's price at this break, before the customer discount, net (a gross break converted), 4 places. */
  price: Decimal;
}

export type ExplainOutcome = 'used' | 'no-price' | 'below-first-break' | 'unknown-list' | 'derived-source-missing';

export interface ExplainStep {
  priceListSlug: string;
  outcome: ExplainOutcome;
  /** A short sentence for people (`?explain=true`). */
  reason: string;
}

export interface PricedLine {
  ok: true;
  sku: string;
  quantity: number;
  /**
   * Net, after the customer discount, rounded half-up to 4 places. On a gross break: the discounted gross
   * (4 places) / (1 + rate/100), rounded again.
   */
  unitPrice: Decimal;
  /** unitPrice × quantity, rounded half-up to the currency's minor units. */
  lineTotal: Decimal;
  priceListSlug: string;
  /** Every break of the winning list for the matched SKU, ascending by quantity. */
  priceBreaks: PriceBreak[];
  /** The discount applied, 0..100. */
  discountPercentage: Decimal;
  /**
   * Only when the winning list has `taxInclusiveDisplay`: on a gross break the discounted gross itself, on a net
   * one unitPrice × (1 + rate/100), 4 places.
   */
  unitPriceGross?: Decimal;
  /** The winning list's currency, upper case. */
  currencyCode: string;
  /** The SKU whose price was used: the line's own SKU or its parent SKU. */
  matchedSku: string;
  /** True when the price came through a list rule rather than a stored row. */
  derived: boolean;
  unitOfMeasure: string | null;
  /** The applied row's `tax_type` as stored (null: net); the prices above are net whatever it is. */
  taxType: PriceTaxType | null;
  explain: ExplainStep[];
}

export type LinePriceErrorCode = 'product-not-found' | 'price-unavailable';

export interface UnpricedLine {
  ok: false;
  sku: string;
  quantity: number;
  error: { code: LinePriceErrorCode; message: string };
  explain: ExplainStep[];
}

export type LinePriceResult = PricedLine | UnpricedLine;

/** One item of the `POST /api/v1/calculate-pricing` response, already in wire form. */
export interface CalculatedPricing {
  sku: string;
  price_list_slug: string;
  pricing: Array<{ quantity: number; price: string }>;
}
