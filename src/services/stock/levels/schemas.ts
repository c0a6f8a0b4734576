import { z } from '@hono/zod-openapi';
import { isObjectOf, isStringList, withFastValidation } from '../../../http/fast-validation.ts';
import { MAX_TEXT } from './stock-fields.ts';

// Stock levels on the wire. The batch-update body is documented here but validated by the streaming reader
// (stock-rows.ts): a zod validator would read the whole body (up to 256 MiB) first.

const sku = z.string().min(1).max(MAX_TEXT).openapi({ example: 'TSHIRT-RED-M' });
const locationId = z.string().openapi({ format: 'uuid', example: '0b9e6a8e-4c71-4c55-9d6e-8a0f1f2f3a4b', description: 'A stock location id.' });
const locationExternalId = z.string().openapi({ example: 'wh-berlin', description: "A stock location's external id (`default`: the default location)." });
const EXACTLY_ONE = 'Exactly one of `stock_location_id` and `stock_location_external_id`.';

export const StockUpdateItem = z
  .object({
    sku,
    stock_location_id: locationId.optional(),
    stock_location_external_id: locationExternalId.optional(),
    stock_level: z.number().int().openapi({ example: 42, description: 'The absolute level (an integer; negative for oversold stock).' }),
    restock_date: z.string().nullable().optional().openapi({ format: 'date', example: '2026-12-15', description: 'YYYY-MM-DD; null or left out: none.' }),
    min_stock_level: z.number().int().min(0).nullable().optional().openapi({ example: 5, description: 'null or left out: none.' }),
  })
  .openapi('StockUpdateItem', { description: `${EXACTLY_ONE} The item is the pair\'s whole record: an optional field left out is stored as null. The SKU need not be a known variant.` });

export const StockUpdateError = z
  .object({
    code: z.string().openapi({ example: 'resource-id-not-found' }),
    message: z.string().openapi({ example: 'no stock location with external id "wh-hamburg"' }),
    property: z.string().openapi({ example: 'stock_location_external_id' }),
    line: z.number().int().openapi({ description: 'The 1-based index of the item in the array; 0: the body as a whole (empty, not a JSON array, not valid JSON).' }),
  })
  .openapi('StockUpdateError');

export const StockUpdateProblem = z
  .object({
    type: z.string().optional(),
    title: z.literal('invalid-request-contents'),
    status: z.literal(400),
    detail: z.string().openapi({ example: '1 invalid row(s); nothing was applied. line 2 stock_level: stock_level must be an integer (a JSON number without a fraction), not 4.5' }),
    errors: z.array(StockUpdateError).openapi({ description: 'Every problem, the first 1,000 by line.' }),
    request_id: z.string().optional(),
  })
  .openapi('StockUpdateProblem');

/** Registered as components so the request body can reference them without a validator reading the stream. */
export const documentedSchemas = { StockUpdateItem, StockUpdateProblem } as const;

export const StockLevelView = z
  .object({
    stock_location_id: z.uuid(),
    stock_location_external_id: z.string().optional().openapi({ description: "The location's external id; left out when it has none." }),
    stock_level: z.number().int(),
    restock_date: z.string().optional().openapi({ format: 'date', example: '2026-12-15', description: 'Left out when none is set.' }),
    min_stock_level: z.number().int().optional().openapi({ description: 'Left out when none is set.' }),
  })
  .openapi('StockLevel', { description: 'A level at one location: the fields the contract names, none of them null (a field without a value is left out).' });

export const StockFetchResult = z
  .array(z.object({ sku: z.string(), stock_levels: z.array(StockLevelView) }).openapi('SkuStockLevels'))
  .openapi('StockFetchResult', { description: 'The SKUs asked for that have levels at the chosen locations, in the order asked (each once); levels in location order.' });

const MAX_FETCH_SKUS = 10_000;
const MAX_FILTER_LOCATIONS = 1_000;

const stockFetchRequest = z
  .object({
    skus: z.array(sku).max(MAX_FETCH_SKUS).openapi({ description: 'Up to 10,000 SKUs.' }),
    filter: z
      .object({
        stock_location_ids: z.array(z.string()).max(MAX_FILTER_LOCATIONS).optional().openapi({ description: 'Only these locations (ids).' }),
        stock_location_external_ids: z.array(z.string()).max(MAX_FILTER_LOCATIONS).optional().openapi({ description: 'Only these locations (external ids); together with stock_location_ids.' }),
        all_stock_locations: z.boolean().optional().openapi({ description: 'Every location; not together with a list of locations.' }),
      })
      .optional()
      .openapi({ description: 'Without a filter (or with neither a list nor all_stock_locations): the default location only.' }),
  })
  .openapi('StockFetchRequest');
export type StockFetchRequest = z.infer<typeof stockFetchRequest>;
export const StockFetchRequest = withFastValidation(stockFetchRequest, plainFetchRequest);

/**
 * A valid batch-fetch-stock body without unknown fields, as it is (zod's output for it is the same value), else
 * undefined: the hot read's 1,000 SKUs are checked in one loop instead of zod's steps per element.
 */
function plainFetchRequest(value: unknown): StockFetchRequest | undefined {
  if (!isObjectOf(value, ['skus', 'filter']) || !isStringList(value.skus, MAX_FETCH_SKUS, 1, MAX_TEXT)) return undefined;
  const { filter } = value;
  if (filter === undefined) return value as StockFetchRequest;
  if (!isObjectOf(filter, ['stock_location_ids', 'stock_location_external_ids', 'all_stock_locations'])) return undefined;
  const { stock_location_ids: ids, stock_location_external_ids: externalIds, all_stock_locations: all } = filter;
  if (ids !== undefined && !isStringList(ids, MAX_FILTER_LOCATIONS)) return undefined;
  if (externalIds !== undefined && !isStringList(externalIds, MAX_FILTER_LOCATIONS)) return undefined;
  if (all !== undefined && typeof all !== 'boolean') return undefined;
  return value as StockFetchRequest;
}

export const StockDeleteItem = z
  .object({ sku, stock_location_id: locationId.nullable().optional(), stock_location_external_id: locationExternalId.nullable().optional() })
  .openapi('StockDeleteItem', { description: EXACTLY_ONE });

export const StockDeleteRequest = z.array(StockDeleteItem).max(10_000).openapi('StockDeleteRequest', { description: 'Up to 10,000 (SKU, location) pairs.' });
export type StockDeleteRequest = z.infer<typeof StockDeleteRequest>;
