import { z } from '@hono/zod-openapi';

// Documentation-only shapes of the price write bodies: these routes stream and validate their bodies themselves
// (JSON or CSV, up to 256 MiB, never parsed whole), so none of these is attached as a request validator.

const PRICE = z.union([z.string(), z.number()]).openapi({ example: '12.34', description: 'Not negative, at most 4 decimal places; a JSON number or a decimal string.' });

export const PriceUpdateEntry = z
  .object({
    quantity: z.number().int().min(1).openapi({ example: 1, description: 'The quantity break (integer ≥ 1): the price applies from this quantity up.' }),
    price: PRICE,
    unit_of_measure: z.string().max(64).nullable().optional().openapi({ example: 'box' }),
    tax_type: z.enum(['net', 'gross']).nullable().optional(),
    display_tax_rate: z
      .union([z.string(), z.number()])
      .nullable()
      .optional()
      .openapi({ example: 20, description: "Percent, 0–100: this row's own rate, as rows are read back; absent, the item's display_tax_rate applies." }),
  })
  .openapi('PriceUpdateEntry');

const itemFields = {
  sku: z.string().min(1).max(255).openapi({ example: 'WID-BLUE-10' }),
  display_tax_rate: z.union([z.string(), z.number()]).nullable().optional().openapi({ example: '20', description: 'Percent, 0–100.' }),
  pricing: z.array(PriceUpdateEntry).openapi({ description: "The SKU's new set of rows on the list; empty removes the SKU's prices." }),
};
const slugField = z.string().openapi({ example: 'wholesale-eur', description: 'An existing price list of the site.' });

export const PriceUpdateItem = z.object(itemFields).openapi('PriceUpdateItem');
export const BatchPriceUpdateItem = z.object({ price_list_slug: slugField, ...itemFields }).openapi('BatchPriceUpdateItem');
export const SkuPriceUpdateItem = z
  .object({ price_list_slug: slugField, display_tax_rate: itemFields.display_tax_rate, pricing: itemFields.pricing })
  .openapi('SkuPriceUpdateItem');

export const PriceUpdateError = z
  .object({
    line: z.number().int().openapi({
      description:
        'JSON: the 1-based index of the item in the array. CSV: the line the record starts on, the header being line 1 ' +
        '(blank lines and line breaks inside quoted cells count). 0: the body as a whole (empty, not a JSON array, ' +
        'not valid JSON, no CSV header row).',
    }),
    field: z.string().openapi({ example: 'pricing[0].price' }),
    message: z.string(),
  })
  .openapi('PriceUpdateError');

export const PriceUpdateProblem = z
  .object({
    type: z.string().optional(),
    title: z.literal('invalid-request-contents'),
    status: z.literal(400),
    detail: z.string().openapi({ example: '2 invalid row(s); nothing was applied' }),
    errors: z.array(PriceUpdateError).openapi({ description: 'Every invalid row, the first 1,000 by line.' }),
    request_id: z.string().optional(),
  })
  .openapi('PriceUpdateProblem');

export const ListSlugParam = z.object({ slug: z.string().min(1).openapi({ param: { name: 'slug', in: 'path' }, example: 'wholesale-eur' }) });
export { SkuParam } from '../price-lists/schemas.ts';

/** Registered as components so the request bodies can reference them without a validator reading the stream. */
export const documentedSchemas = { PriceUpdateItem, BatchPriceUpdateItem, SkuPriceUpdateItem, PriceUpdateProblem } as const;

export const CSV_COLUMNS =
  'CSV (text/csv): a header row, then one row per price. Columns: `sku`, `quantity` (alias `qty`; empty or absent = 1), `price` ' +
  '(empty = the SKU is sent with no price), optional `unit_of_measure`, `tax_type` (net|gross), `display_tax_rate`. ' +
  'Text is stored literally, JSON and CSV alike: a leading `=`, `+`, `-`, `@` or `\'` is part of the value (the CSV export neutralises ' +
  'formula-like cells, so an exported file is not a byte-for-byte import file).';
