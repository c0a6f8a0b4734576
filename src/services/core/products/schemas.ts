import { z } from '@hono/zod-openapi';
import { decimalInput } from '../../../http/decimal-input.ts';
import { lookupByParam } from '../../lookup.ts';

// Wire shapes of Core products (contract §2). PUT is a full replace, so every optional field may be
// omitted or null and is then cleared; unknown members (created_at from a GET round trip) are ignored.

const INT4_MAX = 2_147_483_647; // the columns are PostgreSQL integer
const SLUG = /^[a-z0-9_-]+$/;

export const ProductParams = z.object({
  lookupBy: lookupByParam(['id', 'external_id', 'slug'], 'slug'),
  identifier: z.string().openapi({ param: { name: 'identifier', in: 'path' }, example: 'blue-widget' }),
});

export const VariantParams = z.object({
  lookupBy: lookupByParam(['id', 'external_id', 'sku'], 'sku'),
  identifier: z.string().openapi({ param: { name: 'identifier', in: 'path' }, example: 'WID-BLUE-10' }),
});

const quantity = z.number().int().min(0).max(INT4_MAX);

/** Percent 0–100 with at most 4 places; a JSON number or a decimal string, handed on as a decimal string. */
export const TaxRateInput = decimalInput({ places: 4, min: 0, max: 100, description: 'Percent, 0–100, at most 4 decimal places.', example: '20.0000' });

export const VariantInput = z
  .object({
    id: z.guid().optional().openapi({ description: 'Keeps the variant (and its id) when it already belongs to this product.' }),
    external_id: z.string().min(1).max(255).nullish(),
    sku: z.string().min(1).max(128).openapi({ description: 'Unique across all variants and parent SKUs of the environment.' }),
    title: z.string().max(255).nullish(),
    options: z.record(z.string().max(255), z.string().max(255)).nullish().openapi({ example: { colour: 'blue' } }),
    weight_grams: z.number().int().min(0).max(INT4_MAX).nullish(),
    pack_size: z.number().int().min(1).max(INT4_MAX).nullish().openapi({ description: 'Order quantities are multiples of it; default 1.' }),
    min_quantity: quantity.nullish(),
    max_quantity: quantity.min(1).nullish(),
    tax_rate: TaxRateInput.nullish(),
    track_stock: z.boolean().nullish(),
    allow_backorder: z.boolean().nullish(),
    active: z.boolean().nullish(),
  })
  .superRefine((v, ctx) => {
    const pack = v.pack_size ?? 1;
    for (const field of ['min_quantity', 'max_quantity'] as const) {
      const q = v[field];
      if (q != null && q % pack !== 0) {
        ctx.addIssue({ code: 'custom', path: [field], message: `${field} must be a multiple of pack_size (${pack})` });
      }
    }
    if (v.min_quantity != null && v.max_quantity != null && v.min_quantity > v.max_quantity) {
      ctx.addIssue({ code: 'custom', path: ['min_quantity'], message: 'min_quantity must not exceed max_quantity' });
    }
  })
  .openapi('VariantInput');
export type VariantInput = z.infer<typeof VariantInput>;

// Within one body: every SKU (parent and variants) once, every variant external id and id once.
function rejectRepeats(body: { sku?: string | null | undefined; variants?: VariantInput[] | null | undefined }, ctx: z.RefinementCtx) {
  const seen = new Map<string, Set<string>>();
  const once = (kind: string, value: string | null | undefined, path: (string | number)[]) => {
    if (value == null) return;
    const values = seen.get(kind) ?? seen.set(kind, new Set()).get(kind)!;
    if (values.has(value)) ctx.addIssue({ code: 'custom', path, message: `${kind} "${value}" appears more than once in the product` });
    values.add(value);
  };
  once('SKU', body.sku, ['sku']);
  (body.variants ?? []).forEach((v, i) => {
    once('SKU', v.sku, ['variants', i, 'sku']);
    once('variant external_id', v.external_id, ['variants', i, 'external_id']);
    once('variant id', v.id?.toLowerCase(), ['variants', i, 'id']);
  });
}

export const ProductInput = z
  .object({
    id: z.guid().optional().openapi({ description: 'Required, equal to the path id, when looking up by id; otherwise only to create with a chosen id.' }),
    external_id: z.string().min(1).max(255).nullish(),
    slug: z.string().min(1).max(255).regex(SLUG, 'slug may contain only a-z, 0-9, "-" and "_"'),
    title: z.string().min(1).max(255),
    description: z.string().max(65_535).nullish(),
    status: z.enum(['active', 'draft', 'archived']).nullish().openapi({ description: 'Default active.' }),
    sku: z.string().min(1).max(128).nullish().openapi({ description: 'Optional parent SKU (prices may be set on it).' }),
    variants: z
      .array(VariantInput)
      .max(10_000)
      .nullish()
      .openapi({ description: 'The complete set of variants; variants not sent are deleted. Omitted means none.' }),
  })
  .superRefine(rejectRepeats)
  .openapi('ProductInput');
export type ProductInput = z.infer<typeof ProductInput>;

export const VariantView = z
  .object({
    id: z.uuid(),
    external_id: z.string().nullable(),
    sku: z.string(),
    title: z.string().nullable(),
    options: z.record(z.string(), z.string()),
    weight_grams: z.number().int().nullable(),
    pack_size: z.number().int(),
    min_quantity: z.number().int().nullable(),
    max_quantity: z.number().int().nullable(),
    tax_rate: z.string().nullable().openapi({ description: 'Percent with 4 places, e.g. "20.0000".', example: '20.0000' }),
    track_stock: z.boolean(),
    allow_backorder: z.boolean(),
    active: z.boolean(),
  })
  .openapi('Variant');
export type VariantView = z.infer<typeof VariantView>;

export const VariantDetailView = VariantView.extend({ product_id: z.uuid() }).openapi('VariantWithProduct');
export type VariantDetailView = z.infer<typeof VariantDetailView>;

export const ProductView = z
  .object({
    id: z.uuid(),
    external_id: z.string().nullable(),
    slug: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    status: z.enum(['active', 'draft', 'archived']),
    sku: z.string().nullable(),
    variants: z.array(VariantView),
    created_at: z.string().openapi({ format: 'date-time' }),
    updated_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('Product');
export type ProductView = z.infer<typeof ProductView>;

export const ProductList = z.array(ProductView).openapi('ProductList');
