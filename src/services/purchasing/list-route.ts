import type { OpenAPIHono } from '@hono/zod-openapi';
import { apiRoute, ctxOf } from '../../http/router.ts';
import { errorResponses } from '../../http/schemas.ts';
import type { AppEnv } from '../../http/types.ts';
import { listPurchases } from './list-purchases.ts';
import { PurchaseList, PurchaseListQuery } from './list-schemas.ts';

const listRoute = apiRoute('purchasing', {
  method: 'get',
  path: '/api/v1/purchases',
  operationId: 'listPurchases',
  summary: 'Purchases, newest first, offset-paged',
  description:
    'A plain array, no total count. To read everything add `limit` to `offset` after each response and stop at a response with fewer than `limit` purchases, ' +
    'keeping `order_by` and the filters identical. Ties are broken by id, so nothing is repeated or skipped while nothing changes; for incremental syncs filter on `dates[last_updated][gte]`.',
  request: { query: PurchaseListQuery },
  responses: { 200: { description: 'One page.', content: { 'application/json': { schema: PurchaseList } } }, ...errorResponses },
});

export function registerListRoute(app: OpenAPIHono<AppEnv>) {
  app.openapi(listRoute, async (c) => c.json(await listPurchases(ctxOf(c), c.req.valid('query')), 200));
}
