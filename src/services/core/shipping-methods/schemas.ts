import { z } from '@hono/zod-openapi';
import { isCountryCode } from '../../../domain/countries.ts';
import { dec } from '../../../domain/money.ts';
import { decimalInput } from '../../../http/decimal-input.ts';
import { GroupSlug } from '../customer-groups/schemas.ts';
import { noRepeats } from '../shared-fields.ts';

export const ShippingMethodIdParam = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' }, example: '0b9e6a8e-4c71-4c55-9d6e-8a0f1f2f3a4b' }),
});

const REQUIREMENT_TYPES = ['weight', 'order_value'] as const;
const COST_TYPES = ['free', 'fixed', 'percentage'] as const;

const Requirement = z
  .object({
    type: z.enum(REQUIREMENT_TYPES).openapi({ description: '`weight` in whole grams, or `order_value` (the cart subtotal).' }),
    min: decimalInput({ places: 4, description: 'Inclusive lower bound; default 0.', example: '0' }).optional(),
    max: decimalInput({ places: 4, description: 'Inclusive upper bound, not below min; null or absent = no upper bound.', example: '5000', nullable: true }).optional(),
  })
  .openapi('ShippingBandRequirement');

const Cost = z
  .object({
    type: z.enum(COST_TYPES).openapi({ description: '`free`; `fixed` amount; or `percentage` (0-100) of the order value.' }),
    amount: decimalInput({ places: 4, description: 'Required for fixed and percentage; 0 or absent for free.', example: '4.95' }).optional(),
  })
  .openapi('ShippingBandCost');

const Band = z
  .object({ name: z.string().trim().min(1).max(100).openapi({ example: 'Up to 5 kg' }), requirement: Requirement, cost: Cost })
  .superRefine((band, ctx) => {
    const issue = (path: string[], message: string) => ctx.addIssue({ code: 'custom', message, path });
    const { requirement: r, cost } = band;
    if (r.type === 'weight') {
      if (r.min !== undefined && dec(r.min).decimalPlaces() > 0) issue(['requirement', 'min'], 'a weight is a whole number of grams');
      if (r.max != null && dec(r.max).decimalPlaces() > 0) issue(['requirement', 'max'], 'a weight is a whole number of grams');
    }
    if (r.max != null && dec(r.min ?? 0).greaterThan(dec(r.max))) issue(['requirement', 'max'], 'max must not be below min');
    if (cost.type === 'free' && cost.amount !== undefined && !dec(cost.amount).isZero()) issue(['cost', 'amount'], 'a free cost has amount 0 or none');
    if (cost.type !== 'free' && cost.amount === undefined) issue(['cost', 'amount'], `required for a ${cost.type} cost`);
    if (cost.type === 'percentage' && cost.amount !== undefined && dec(cost.amount).greaterThan(100)) issue(['cost', 'amount'], 'a percentage is at most 100');
  })
  .openapi('ShippingBandInput');
export type BandInput = z.infer<typeof Band>;

const fields = {
  slug: z.string().regex(/^[a-z0-9_-]{1,64}$/, 'must be 1-64 characters of a-z, 0-9, "_" and "-"').openapi({ example: 'standard' }),
  title: z.string().trim().min(1).max(255).openapi({ example: 'Standard delivery' }),
  priority: z.number().int().min(0).max(1_000_000).openapi({ description: 'Lower numbers are listed first.' }),
  countries: z
    .array(z.string().refine(isCountryCode, 'must be an ISO 3166-1 alpha-2 country code').transform((c) => c.toUpperCase()))
    .max(250)
    .refine(noRepeats, 'must not name a country twice')
    .openapi({ description: 'ISO 3166-1 alpha-2 codes, any case; empty = every country.', example: ['DE', 'AT'] }),
  customer_groups: z
    .array(GroupSlug)
    .max(100)
    .refine(noRepeats, 'must not name a group twice')
    .openapi({ description: 'Existing customer group slugs; empty = every customer.' }),
  bands: z
    .array(Band)
    .min(1)
    .max(100)
    .refine((bands) => noRepeats(bands.map((b) => b.name)), 'band names must differ')
    .openapi({ description: 'Rate bands; the first band (in this order) whose requirement the cart meets gives the rate.' }),
};

export const ShippingMethodCreate = z
  .object({
    slug: fields.slug,
    title: fields.title,
    priority: fields.priority.optional(),
    countries: fields.countries.optional(),
    customer_groups: fields.customer_groups.optional(),
    bands: fields.bands,
  })
  .openapi('ShippingMethodCreate', { description: 'Defaults: priority 0, countries [], customer_groups [].' });
export type ShippingMethodCreate = z.infer<typeof ShippingMethodCreate>;

export const ShippingMethodUpdate = z
  .object({
    slug: fields.slug.optional(),
    title: fields.title.optional(),
    priority: fields.priority.optional(),
    countries: fields.countries.optional(),
    customer_groups: fields.customer_groups.optional(),
    bands: fields.bands.optional(),
  })
  .openapi('ShippingMethodUpdate', { description: 'A partial update; `bands`, when sent, replaces every band.' });
export type ShippingMethodUpdate = z.infer<typeof ShippingMethodUpdate>;

const BandView = z
  .object({
    name: z.string(),
    requirement: z.object({
      type: z.enum(REQUIREMENT_TYPES),
      min: z.string().openapi({ description: 'Grams as an integer string, or an order value with 4 places (shipping methods have no currency).', example: '0' }),
      max: z.string().nullable().openapi({ example: '5000' }),
    }),
    cost: z.object({ type: z.enum(COST_TYPES), amount: z.string().openapi({ description: '4 places; "0.0000" when free.', example: '4.9500' }) }),
  })
  .openapi('ShippingBand');
export type BandView = z.infer<typeof BandView>;

export const ShippingMethodView = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    title: z.string(),
    priority: z.number().int(),
    countries: z.array(z.string()),
    customer_groups: z.array(z.string()),
    bands: z.array(BandView),
    created_at: z.string().openapi({ format: 'date-time' }),
    updated_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('ShippingMethod');
export type ShippingMethodView = z.infer<typeof ShippingMethodView>;

export const ShippingMethodList = z.array(ShippingMethodView).openapi('ShippingMethodList', { description: 'Every shipping method, by priority then title.' });
