import { apiRoute, createRouter, ctxOf } from '../../http/router.ts';
import { errorResponses, notFoundResponse, Problem } from '../../http/schemas.ts';
import { getPurchase } from './get-purchase.ts';
import { parsePurchaseLookup } from './lookup-key.ts';
import { putPurchase } from './put-purchase.ts';
import { PurchaseInput, PurchaseLookupParams } from './schemas.ts';
import { PurchaseView } from './view-schemas.ts';
import { registerBatchRoute } from './batch-route.ts';
import { registerListRoute } from './list-route.ts';

const ONE = '/api/v1/purchases/{lookupBy}/{identifier}';
const purchaseJson = (description: string) => ({ description, content: { 'application/json': { schema: PurchaseView } } });
const problem = (description: string) => ({ description, content: { 'application/problem+json': { schema: Problem } } });

const getRoute = apiRoute('purchasing', {
  method: 'get',
  path: ONE,
  operationId: 'getPurchase',
  summary: 'One purchase by id, external_id, internal or visible id',
  request: { params: PurchaseLookupParams },
  responses: { 200: purchaseJson('The purchase.'), ...errorResponses, ...notFoundResponse },
});

const putRoute = apiRoute('purchasing', {
  method: 'put',
  path: ONE,
  operationId: 'putPurchase',
  summary: 'Create or fully replace a purchase',
  description:
    "The body must repeat the path's identifier. Fields left out are cleared. `calculated_*` and line totals are computed from the lines. " +
    'Sending the same body again is a no-op 200 that keeps `dates.updated_at`. A customer identifier that matches no customer: 400 resource-id-not-found.',
  request: { params: PurchaseLookupParams, body: { required: true, content: { 'application/json': { schema: PurchaseInput } } } },
  responses: {
    200: purchaseJson('Replaced, or unchanged (a replay).'),
    201: purchaseJson('Created.'),
    ...errorResponses,
    403: problem("Token for another site or environment (or a missing token); or `id-immutable`: the body's id differs from the purchase's."),
    409: problem('duplicate-external-id: another purchase holds an identifier sent; newer-version-exists: the stored version is newer.'),
  },
});

export function createPurchaseRoutes() {
  const app = createRouter();
  registerListRoute(app);
  app.openapi(getRoute, async (c) => {
    const { lookupBy, identifier } = c.req.valid('param');
    const { key, described } = parsePurchaseLookup(lookupBy, identifier);
    return c.json(await getPurchase(ctxOf(c), key, described), 200);
  });
  app.openapi(putRoute, async (c) => {
    const { created, purchase } = await putPurchase(ctxOf(c), { ...c.req.valid('param'), body: c.req.valid('json') });
    return created ? c.json(purchase, 201) : c.json(purchase, 200);
  });
  registerBatchRoute(app);
  return app;
}
