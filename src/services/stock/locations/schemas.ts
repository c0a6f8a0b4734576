import { z } from '@hono/zod-openapi';

// Stock locations on the wire: `{id, name, external_id}` (contract §6) plus their timestamps.

const externalId = z
  .string()
  .min(1)
  .max(255)
  .refine((v) => v.trim() === v, 'must not start or end with whitespace')
  .openapi({ example: 'wh-berlin', description: 'Your own identifier (the WMS code); unique per site and environment. `default` is the default location.' });

const name = z.string().trim().min(1).max(255).openapi({ example: 'Berlin warehouse' });

export const StockLocationCreate = z
  .object({ name, external_id: externalId.nullable().optional() })
  .openapi('StockLocationCreate', { description: 'Another location already holding `external_id`: 409 duplicate-external-id.' });
export type StockLocationCreate = z.infer<typeof StockLocationCreate>;

export const StockLocationUpdate = z
  .object({ name: name.optional(), external_id: externalId.nullable().optional() })
  .openapi('StockLocationUpdate', {
    description: 'A partial update. `external_id: null` removes it; the default location keeps `default`.',
  });
export type StockLocationUpdate = z.infer<typeof StockLocationUpdate>;

export const StockLocationView = z
  .object({
    id: z.uuid(),
    name: z.string(),
    external_id: z.string().nullable(),
    created_at: z.string().openapi({ format: 'date-time' }),
    updated_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('StockLocation');
export type StockLocationView = z.infer<typeof StockLocationView>;

export const StockLocationList = z
  .array(StockLocationView)
  .openapi('StockLocationList', { description: 'Every stock location of the site environment, in creation order (the default location first).' });

export const LOCATION_REF_RULE =
  'A location id (UUID) or external id. A UUID-shaped value names the location with that id, else the one with that ' +
  'external id; any other value is an external id. `lookupBy=id` (alias `sparklayer`) or `lookupBy=external_id` ' +
  '(alias `platform`) says which one it is.';

export const LocationRefParam = z.object({
  id: z.string().min(1).max(255).openapi({ param: { name: 'id', in: 'path' }, example: 'wh-berlin', description: LOCATION_REF_RULE }),
});

export const LocationLookupQuery = z.object({
  lookupBy: z
    .enum(['id', 'sparklayer', 'external_id', 'platform'])
    .optional()
    .openapi({ param: { name: 'lookupBy', in: 'query' }, description: 'How to read the path identifier (default: see the path parameter).' }),
});
