import type { Context } from 'hono';
import { BULK_BODY_LIMIT } from '../../../http/middleware/body.ts';
import { apiRoute, createRouter, ctxOf } from '../../../http/router.ts';
import { errorResponses, notFoundResponse } from '../../../http/schemas.ts';
import type { AppEnv } from '../../../http/types.ts';
import { HEADER_REFS } from '../../../http/openapi-document.ts';
import { IGNORED_FIELDS_HEADER, ignoredFieldsHeader } from '../../../http/validation.ts';
import { JobView } from '../../jobs/schemas.ts';
import { batchUpdatePricing } from './batch-update-pricing.ts';
import { CSV_COLUMNS, documentedSchemas, ListSlugParam, PriceUpdateProblem, SkuParam } from './schemas.ts';
import type { PriceImportOutcome } from './import-prices.ts';
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

const WAIT =
  'The body is validated in full first (any invalid row: 400 and nothing applied), then applied by an import job. ' +
  'The request waits for it (about 10 s by default): 204 when it completed, else 202 with the job ' +
  '(also when it failed within the wait: its status and error say so). Bodies up to 256 MiB.';

const responses = {
  204: {
    description: 'Applied. `Location` (GET /api/v1/jobs/{id}) gives the counts: applied, unchanged, removed. No job ran (and no `Location`) for a body without rows.',
    headers: {
      Location: { schema: { type: 'string' as const }, description: '/api/v1/jobs/{id}; absent when the body held no rows', required: false },
      [IGNORED_FIELDS_HEADER]: HEADER_REFS.ignoredFields,
    },
  },
  202: {
    description: 'Accepted; not finished within the wait. Follow `Location` (GET /api/v1/jobs/{id}).',
    headers: { Location: { schema: { type: 'string' as const }, description: '/api/v1/jobs/{id}' }, [IGNORED_FIELDS_HEADER]: HEADER_REFS.ignoredFields },
    content: { 'application/json': { schema: JobView } },
  },
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
    description: WAIT,
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
    description: WAIT,
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
    description: WAIT,
    request: { params: SkuParam, body: body('SkuPriceUpdateItem', `${CSV_COLUMNS} Plus a required \`price_list_slug\` column; \`sku\` is optional and must equal the path's.`) },
    responses,
  },
  bulk,
);

const upload = (c: Context<AppEnv>) => ({ contentType: c.req.header('content-type'), body: c.req.raw.body });

function render(c: Context<AppEnv>, outcome: PriceImportOutcome) {
  const { paths, count } = outcome.ignored;
  if (count > 0) {
    // Accepted as before, but named: a misspelt field (pak_size) would otherwise be dropped without a word.
    c.header(IGNORED_FIELDS_HEADER, ignoredFieldsHeader(paths, count));
    c.get('log')?.warn({ ignoredFields: paths, ignoredCount: count, path: c.req.path }, 'unknown JSON fields ignored');
  }
  if (outcome.done) return c.body(null, 204, outcome.jobId ? { Location: `/api/v1/jobs/${outcome.jobId}` } : {});
  return c.json(outcome.job, 202, { Location: `/api/v1/jobs/${outcome.job.id}` });
}

export function createPriceRoutes() {
  const app = createRouter();
  for (const [name, schema] of Object.entries(documentedSchemas)) app.openAPIRegistry.register(name, schema);
  app.openapi(listRoute, async (c) => render(c, await updatePriceListPricing(ctxOf(c), { slug: c.req.valid('param').slug, ...upload(c) })));
  app.openapi(batchRoute, async (c) => render(c, await batchUpdatePricing(ctxOf(c), upload(c))));
  app.openapi(skuRoute, async (c) => render(c, await updateSkuPricing(ctxOf(c), { sku: c.req.valid('param').sku, ...upload(c) })));
  return app;
}
