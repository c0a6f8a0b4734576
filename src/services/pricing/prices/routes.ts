import type { Context } from 'hono';
import { BULK_BODY_LIMIT } from '../../../http/middleware/body.ts';
import { apiRoute, createRouter, ctxOf } from '../../../http/router.ts';
import { errorResponses, notFoundResponse } from '../../../http/schemas.ts';
import type { AppEnv } from '../../../http/types.ts';
import { BULK_WAIT_DESCRIPTION, bulkWriteResponses, renderBulkOutcome } from '../../imports/routes.ts';
import { batchUpdatePricing } from './batch-update-pricing.ts';
import { CSV_COLUMNS, documentedSchemas, ListSlugParam, PriceUpdateProblem, SkuParam } from './schemas.ts';
import { updatePriceListPricing } from './update-price-list-pricing.ts';
import { updateSkuPricing } from './update-sku-pricing.ts';

const bulk = { contentTypes: ['application/json', 'text/csv'], bodyLimit: BULK_BODY_LIMIT, streamBody: true } as const;

// The body is documented by reference only: a zod schema here would make @hono/zod-openapi parse the whole
// JSON body before the handler, which the bulk rule forbids. The handler streams `c.req.raw.body` itself.
const body = (item: keyof typeof documentedSchemas, csv: string) => ({
  required: true,
  content: {
    'application/json': { schema: { type: 'array' as const, items: { $ref: `#/components/schemas/${item}` } } },
    'text/csv': { schema: { type: 'string' as const, description: csv } },
  },
});

const responses = {
  ...bulkWriteResponses,
  ...errorResponses,
  400: { description: 'Invalid rows (price update error items) or an invalid body.', content: { 'application/problem+json': { schema: PriceUpdateProblem } } },
};

const listRoute = apiRoute(
  'pricing',
  {
    method: 'patch',
    path: '/api/v1/price-lists/{slug}/pricing',
    operationId: 'updatePriceListPricing',
    summary: "Replace the rows of the SKUs sent on one price list (JSON or CSV); other SKUs' rows stay",
    description: BULK_WAIT_DESCRIPTION,
    request: { params: ListSlugParam, body: body('PriceUpdateItem', CSV_COLUMNS) },
    responses: { ...responses, ...notFoundResponse },
  },
  bulk,
);

const batchRoute = apiRoute(
  'pricing',
  {
    method: 'patch',
    path: '/api/v1/batch-update-pricing',
    operationId: 'batchUpdatePricing',
    summary: 'Replace the rows of the SKUs sent, on the price lists each row names (JSON or CSV)',
    description: BULK_WAIT_DESCRIPTION,
    request: { body: body('BatchPriceUpdateItem', `${CSV_COLUMNS} Plus a required \`price_list_slug\` column.`) },
    responses,
  },
  bulk,
);

const skuRoute = apiRoute(
  'pricing',
  {
    method: 'patch',
    path: '/api/v1/pricing/{sku}',
    operationId: 'updateSkuPricing',
    summary: "Replace one SKU's rows on the price lists named in the body",
    description: BULK_WAIT_DESCRIPTION,
    request: { params: SkuParam, body: body('SkuPriceUpdateItem', `${CSV_COLUMNS} Plus a required \`price_list_slug\` column; \`sku\` is optional and must equal the path's.`) },
    responses,
  },
  bulk,
);

const upload = (c: Context<AppEnv>) => ({ contentType: c.req.header('content-type'), body: c.req.raw.body });

export function createPriceRoutes() {
  const app = createRouter();
  for (const [name, schema] of Object.entries(documentedSchemas)) app.openAPIRegistry.register(name, schema);
  app.openapi(listRoute, async (c) => renderBulkOutcome(c, await updatePriceListPricing(ctxOf(c), { slug: c.req.valid('param').slug, ...upload(c) })));
  app.openapi(batchRoute, async (c) => renderBulkOutcome(c, await batchUpdatePricing(ctxOf(c), upload(c))));
  app.openapi(skuRoute, async (c) => renderBulkOutcome(c, await updateSkuPricing(ctxOf(c), { sku: c.req.valid('param').sku, ...upload(c) })));
  return app;
}
