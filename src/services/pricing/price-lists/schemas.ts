import { z } from '@hono/zod-openapi';
import { isValidCurrencyCode } from '../../../domain/money.ts';
import { MAX_RULE_DEPTH, MAX_RULES_PER_LIST } from '../../../domain/pricing/rule-limits.ts';
import { decimalInput } from '../../../http/decimal-input.ts';

// Wire shapes of price lists and stored price rows (contract §3). Numbers of rules travel as decimal strings
// out and as a JSON number or decimal string in; unknown members (created_at from a GET round trip) are ignored.

export const PRICE_LIST_SOURCES = ['custom', 'platform', 'integration'] as const;
export type PriceListSource = (typeof PRICE_LIST_SOURCES)[number];

const slug = z
  .string()
  .min(1)
  .max(30)
  .regex(/^[a-z0-9_-]+$/, 'slug may contain only a-z, 0-9, "-" and "_"')
  .openapi({ example: 'trade-eur' });

const currencyCode = z
  .string()
  .refine(isValidCurrencyCode, 'currency_code must be an ISO 4217 code')
  .openapi({ description: 'ISO 4217; any case in, upper case out.', example: 'EUR' });

export const PriceListRuleInput = z
  .object({
    source_price_list_slug: z.string().min(1).max(30).openapi({ description: 'Another list of the same environment.', example: 'base-gbp' }),
    adjustment_percentage: decimalInput({
      places: 6,
      max: '1',
      description: 'A fraction 0–1 (0.15 = 15 %), at most 6 places; default 0.',
      example: '0.15',
      overMaxHint: 'it is a fraction, so 0.1 means 10 % (send 0.15 for 15 %, not 15)',
    }).optional(),
    adjustment_direction: z.enum(['plus', 'minus']).optional().openapi({ description: 'Default plus.' }),
    currency_exchange_rate: decimalInput({
      places: 8,
      max: '99999999999.99999999',
      positive: true,
      description: 'Multiplies the source price; greater than 0, at most 8 places; default 1.',
      example: '1.17',
    }).optional(),
  })
  .openapi('PriceListRuleInput');
export type PriceListRuleInput = z.infer<typeof PriceListRuleInput>;

// Resolution stays linear whatever the graph; the bounds keep it small (src/domain/pricing/rule-limits.ts).
const RULE_BOUNDS =
  `At most ${MAX_RULES_PER_LIST} rules; a price may pass through at most ${MAX_RULE_DEPTH} rules in a row (this list's, ` +
  "its sources', and those of lists that take prices from this one), and no rule may lead back to this list. " +
  'Past either bound, or on a cycle: 400 keyword-mismatch.';

const rules = z
  .array(PriceListRuleInput)
  .max(MAX_RULES_PER_LIST, `a price list may have at most ${MAX_RULES_PER_LIST} rules`)
  .openapi({ description: `Derive prices from other lists, tried in order, when this list has no stored price for a SKU. ${RULE_BOUNDS}` });

export const PriceListCreateInput = z
  .object({
    slug,
    name: z.string().min(1).max(64).openapi({ example: 'Trade (EUR)' }),
    currency_code: currencyCode,
    source: z.enum(PRICE_LIST_SOURCES).optional().openapi({ description: 'Default custom; cannot change later.' }),
    tax_inclusive_display: z.boolean().optional().openapi({ description: 'Default false.' }),
    rules: rules.optional(),
  })
  .openapi('PriceListCreateInput');
export type PriceListCreateInput = z.infer<typeof PriceListCreateInput>;

export const PriceListUpdateInput = z
  .object({
    name: z.string().min(1).max(64).optional(),
    currency_code: currencyCode.optional().openapi({ description: 'Relabels the stored prices; nothing is converted.' }),
    tax_inclusive_display: z.boolean().optional(),
    rules: rules.optional().openapi({ description: `Replaces every rule of the list when sent. ${RULE_BOUNDS}` }),
    slug: z.string().optional().openapi({ description: 'Immutable: only the current value is accepted.' }),
    source: z.string().optional().openapi({ description: 'Immutable: only the current value is accepted.' }),
  })
  .openapi('PriceListUpdateInput');
export type PriceListUpdateInput = z.infer<typeof PriceListUpdateInput>;

export const PriceListRuleView = z
  .object({
    source_price_list_slug: z.string(),
    adjustment_percentage: z.string().openapi({ description: 'Fraction with 6 places.', example: '0.150000' }),
    adjustment_direction: z.enum(['plus', 'minus']),
    currency_exchange_rate: z.string().openapi({ description: '8 places.', example: '1.17000000' }),
  })
  .openapi('PriceListRule');
export type PriceListRuleView = z.infer<typeof PriceListRuleView>;

export const PriceListView = z
  .object({
    slug: z.string(),
    name: z.string(),
    currency_code: z.string().openapi({ example: 'EUR' }),
    source: z.enum(PRICE_LIST_SOURCES),
    tax_inclusive_display: z.boolean(),
    rules: z.array(PriceListRuleView),
    created_at: z.string().openapi({ format: 'date-time' }),
    updated_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('PriceList');
export type PriceListView = z.infer<typeof PriceListView>;

export const PriceListArray = z.array(PriceListView).openapi('PriceListArray');

export const PriceListWithCountView = PriceListView.extend({
  num_manual_prices: z.number().int().openapi({ description: 'Distinct SKUs with prices stored on the list.' }),
}).openapi('PriceListWithManualPriceCount');
export type PriceListWithCountView = z.infer<typeof PriceListWithCountView>;

export const Pagination = z
  .object({
    total: z.number().int(),
    per_page: z.number().int(),
    current_page: z.number().int(),
    total_pages: z.number().int().openapi({ description: 'ceil(total / per_page), but at least 1, so "until current_page equals total_pages" ends.' }),
  })
  .openapi('Pagination');
export type Pagination = z.infer<typeof Pagination>;

export const PriceListPage = z.object({ data: z.array(PriceListView), pagination: Pagination }).openapi('PriceListPage');
export const PriceListWithCountPage = z
  .object({ data: z.array(PriceListWithCountView), pagination: Pagination })
  .openapi('PriceListWithManualPriceCountPage');

export const SlugParam = z.object({ slug: z.string().openapi({ param: { name: 'slug', in: 'path' }, example: 'trade-eur' }) });
/** A SKU in the path, with the limits a SKU in a price row body has (non-blank, at most 255 characters). */
export const SkuParam = z.object({
  sku: z
    .string()
    .max(255)
    .refine((v) => v.trim() !== '', 'sku must not be blank')
    .openapi({ param: { name: 'sku', in: 'path' }, example: 'WID-BLUE-10' }),
});

const STORED_NUMBER =
  'A JSON number written from the stored decimal with trailing zeros dropped (10.4, 12, 0.0001), never through a ' +
  'float: read it with a decimal-aware JSON parser when exactness past 15 significant digits matters.';

export const PriceRowView = z
  .object({
    sku: z.string(),
    quantity: z.number().int().openapi({ description: 'The quantity break.' }),
    price: z.number().openapi({ example: 10.4, description: `Up to 4 decimal places. ${STORED_NUMBER}` }),
    unit_of_measure: z.string().nullable(),
    tax_type: z.enum(['net', 'gross']).nullable(),
    display_tax_rate: z.number().nullable().openapi({ example: 20, description: `Percent, 0–100, or null. ${STORED_NUMBER}` }),
  })
  .openapi('PriceRow');
export type PriceRowView = z.infer<typeof PriceRowView>;

export const SkuPricingView = z
  .array(
    z.object({
      price_list_slug: z.string(),
      pricing: z.array(PriceRowView.omit({ sku: true })),
    }),
  )
  .openapi('SkuPricing');
export type SkuPricingView = z.infer<typeof SkuPricingView>;

// Paging (contract §0 "Paging"). Values stay strings here so the OpenAPI document shows plain query
// parameters; each check names its parameter, so a bad value is 400 parameters-mismatch with `property` set.
export const ORDER_FIELDS = ['name', 'created_at', 'updated_at'] as const;
const ORDER_BY = new RegExp(`^(${ORDER_FIELDS.join('|')})(:(asc|desc))?$`);
const intIn = (min: number, max: number) => (v: string) => /^\d{1,15}$/.test(v) && Number(v) >= min && Number(v) <= max;

export const PageQuery = z.object({
  page: z
    .string()
    .refine(intIn(1, Number.MAX_SAFE_INTEGER), 'page must be an integer of at least 1')
    .optional()
    .openapi({ param: { name: 'page', in: 'query' }, description: 'Page to return, from 1 (default 1).', example: '1' }),
  page_size: z
    .string()
    .refine(intIn(1, 250), 'page_size must be an integer from 1 to 250')
    .optional()
    .openapi({ param: { name: 'page_size', in: 'query' }, description: 'Records per page, 1–250 (default 100).', example: '100' }),
  order_by: z
    .string()
    .regex(ORDER_BY, 'order_by must be name, created_at or updated_at, optionally followed by :asc or :desc')
    .optional()
    .openapi({
      param: { name: 'order_by', in: 'query' },
      description: 'Field and direction (default name:asc; a bare field means :asc). Ties are broken by id.',
      example: 'updated_at:desc',
    }),
  source: z
    .string()
    .refine(
      (v) => v.split(',').every((s) => (PRICE_LIST_SOURCES as readonly string[]).includes(s.trim())),
      `source must be a comma list of ${PRICE_LIST_SOURCES.join(', ')}`,
    )
    .optional()
    .openapi({ param: { name: 'source', in: 'query' }, description: 'Only lists of these sources (comma list).', example: 'custom,integration' }),
});
export type PageQuery = z.infer<typeof PageQuery>;
