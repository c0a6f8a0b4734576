import type { OpenAPIHono } from '@hono/zod-openapi';
import { BULK_BODY_LIMIT } from '../../http/middleware/body.ts';
import { apiRoute, ctxOf } from '../../http/router.ts';
import { errorResponses } from '../../http/schemas.ts';
import type { AppEnv } from '../../http/types.ts';
import { bulkWriteResponses, renderBulkOutcome } from '../imports/routes.ts';
import { batchUpsertPurchases } from './batch-upsert-purchases.ts';

// The body is documented by reference only: a zod body here would make @hono/zod-openapi parse the whole JSON
// body before the handler, which the bulk rule forbids (the handler streams it).
const batchRoute = apiRoute(
  'purchasing',
  {
    method: 'put',
    path: '/api/v1/batch-upsert-purchases',
    operationId: 'batchUpsertPurchases',
    summary: 'Create or fully replace up to 10,000 purchases',
    description:
      'A JSON array of purchases (each as the PUT body; each needs `id` or `identifiers.external`, by which it is matched). The body is validated in full first: ' +
      'any invalid item is a 400 naming every problem (`property` `[item].field`) and nothing is applied. Then an import job applies the items; the request waits for it ' +
      '(about 10 s by default): 204 when it completed, else 202 with the job. An item that fails when applied (a customer that does not exist, a stale `version`, ' +
      'an identifier another purchase holds) is written to the sync error log (data type `purchases`, its external id, a snapshot) and counted in the job\'s `result.failed`; the others apply. Bodies up to 256 MiB.',
    request: {
      body: { required: true, content: { 'application/json': { schema: { type: 'array' as const, maxItems: 10_000, items: { $ref: '#/components/schemas/PurchaseInput' } } } } },
    },
    responses: {
      ...bulkWriteResponses,
      ...errorResponses,
    },
  },
  { bodyLimit: BULK_BODY_LIMIT, streamBody: true },
);

export function registerBatchRoute(app: OpenAPIHono<AppEnv>) {
  app.openapi(batchRoute, async (c) => renderBulkOutcome(c, await batchUpsertPurchases(ctxOf(c), c.req.raw.body)));
}
