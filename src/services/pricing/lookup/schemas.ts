import { z } from '@hono/zod-openapi';
import { problemCode } from '../../../http/validation.ts';

// Wire shapes of the customer price lookup and calculate-pricing (contract §3). Unknown members are
// ignored, so clients that send extra fields keep working.

const INT4_MAX = 2_147_483_647;
const SKU = z.string().min(1).max(255).openapi({ example: 'WID-BLUE-10' });
const PRICE = z.string().openapi({ example: '12.3400', description: 'Unit price, 4 decimal places.' });

export const LOOKUP_BY = ['id', 'external_id', 'email', 'sparklayer', 'platform'] as const;
type LookupBy = (typeof LOOKUP_BY)[number];

export const LookupRequest = z
  .object({
    customer_id: z.string().min(1).max(255).openapi({ example: '6f1c3c2e-2b7a-4d39-9f55-0c9a3f0f1d21' }),
    // An unsupported lookupBy is `parameters-mismatch` wherever it is sent (contract §0), not a plain bad value.
    customer_lookup_by: z
      .string()
      .refine((v): v is LookupBy => (LOOKUP_BY as readonly string[]).includes(v), problemCode('parameters-mismatch', `must be one of ${LOOKUP_BY.join(', ')}`))
      .default('id')
      .openapi({
        enum: [...LOOKUP_BY],
        description: 'How `customer_id` is matched: `id` (alias `sparklayer`, default), `external_id` (alias `platform`) or `email`.',
      }),
    line_items: z
      .array(z.object({ sku: SKU, quantity: z.number().int().min(1).max(INT4_MAX).openapi({ example: 10 }) }))
      .min(1)
      .max(500)
      .openapi({ description: '1–500 lines; a SKU may appear more than once and each line is priced on its own.' }),
  })
  .openapi('PricingLookupRequest');
export type LookupRequest = z.infer<typeof LookupRequest>;

export const LookupQuery = z.object({
  explain: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .openapi({ param: { name: 'explain', in: 'query' }, description: '`true` adds `explain` to every line: each list tried and why it was taken or passed.' }),
});

const ExplainStep = z
  .object({
    price_list_slug: z.string(),
    outcome: z.enum(['used', 'no-price', 'below-first-break', 'unknown-list', 'derived-source-missing']),
    reason: z.string().openapi({ example: 'stored price 12.3400 for SKU WID-BLUE-10 at break 10' }),
  })
  .openapi('PricingExplainStep');

export const PriceBreakView = z.object({ quantity: z.number().int(), price: PRICE }).openapi('PriceBreak');

const PricedLineView = z
  .object({
    sku: z.string(),
    quantity: z.number().int(),
    unit_price: PRICE.openapi({ description: 'Net, after the customer discount, 4 decimal places. A row stored as gross (tax_type gross) is made net at its tax rate (display_tax_rate, else the variant tax_rate, else the settings default_tax_rate).' }),
    line_total: z.string().openapi({ example: '123.40', description: "unit_price × quantity in the currency's minor units." }),
    price_list_slug: z.string(),
    currency_code: z.string().openapi({
      example: 'EUR',
      description: "The currency of this line's price list. Lines are never converted, so it differs from the top-level currency_code when the customer's lists use several currencies.",
    }),
    price_breaks: z.array(PriceBreakView).openapi({ description: "Every break of the winning list for the SKU (or its parent's), net, before the discount." }),
    discount_percentage: z.string().openapi({ example: '5.00', description: "The customer's discount applied, percent with 2 places." }),
    unit_price_gross: PRICE.optional().openapi({
      description: "Only when the winning list or the customer's group settings have tax_inclusive_display: unit_price plus tax at display_tax_rate, else the variant tax_rate, else the settings default_tax_rate. For a row stored as gross, exactly the stored gross less the discount.",
    }),
    explain: z.array(ExplainStep).optional(),
  })
  .openapi('PricedLine');

const UnpricedLineView = z
  .object({
    sku: z.string(),
    quantity: z.number().int(),
    error: z.object({
      code: z.enum(['product-not-found', 'price-unavailable']),
      message: z.string(),
    }),
    explain: z.array(ExplainStep).optional(),
  })
  .openapi('UnpricedLine');

export const LookupResponse = z
  .object({
    customer_id: z.uuid().openapi({ description: "The customer's id, whatever `customer_lookup_by` was." }),
    currency_code: z.string().openapi({
      example: 'EUR',
      description:
        "The currency of the first priced line's price list; when no line is priced, the customer's currency_code, else its group settings' currency_code. Lines are never converted: a line priced from a list in another currency keeps that list's amounts (explain notes it).",
    }),
    line_items: z.array(z.union([PricedLineView, UnpricedLineView])),
  })
  .openapi('PricingLookupResponse');
export type LookupResponse = z.infer<typeof LookupResponse>;
export type LineView = LookupResponse['line_items'][number];

export const CalculateRequest = z
  .object({
    skus: z.array(SKU).min(1).max(1000),
    // No slug names no list: that is the contract's "[] when no list exists", not a bad request.
    price_list_slugs: z.array(z.string().min(1).max(30).openapi({ example: 'wholesale-eur' })).max(50),
  })
  .openapi('CalculatePricingRequest');
export type CalculateRequest = z.infer<typeof CalculateRequest>;

export const CalculateResponse = z
  .array(
    z.object({
      sku: z.string(),
      price_list_slug: z.string(),
      pricing: z.array(PriceBreakView),
    }),
  )
  .openapi('CalculatedPricing');
