import { apiRoute, createRouter, ctxOf } from '../../../http/router.ts';
import { errorResponses, notFoundResponse } from '../../../http/schemas.ts';
import { createShippingMethod } from './create-shipping-method.ts';
import { deleteShippingMethod } from './delete-shipping-method.ts';
import { getShippingMethod } from './get-shipping-method.ts';
import { listShippingMethods } from './list-shipping-methods.ts';
import { ShippingMethodCreate, ShippingMethodIdParam, ShippingMethodList, ShippingMethodUpdate, ShippingMethodView } from './schemas.ts';
import { updateShippingMethod } from './update-shipping-method.ts';

const json = <T>(schema: T) => ({ 'application/json': { schema } });
const one = (description: string) => ({ description, content: json(ShippingMethodView) });

const listRoute = apiRoute('core', {
  method: 'get',
  path: '/api/v2/shipping-methods',
  operationId: 'listShippingMethods',
  summary: 'List shipping methods',
  responses: { 200: { description: 'Every shipping method.', content: json(ShippingMethodList) }, ...errorResponses },
});

const createRoute = apiRoute(
  'core',
  {
    method: 'post',
    path: '/api/v2/shipping-methods',
    operationId: 'createShippingMethod',
    summary: 'Create a shipping method',
    description: 'Duplicate slug: 400 resource-already-exists; unknown customer group: 400 resource-id-not-found.',
    request: { body: { required: true, content: json(ShippingMethodCreate) } },
    responses: { 201: one('Created.'), ...errorResponses },
  },
  { idempotent: true },
);

const getRoute = apiRoute('core', {
  method: 'get',
  path: '/api/v2/shipping-methods/{id}',
  operationId: 'getShippingMethod',
  summary: 'Get a shipping method',
  request: { params: ShippingMethodIdParam },
  responses: { 200: one('The shipping method.'), ...errorResponses, ...notFoundResponse },
});

const updateRoute = apiRoute('core', {
  method: 'patch',
  path: '/api/v2/shipping-methods/{id}',
  operationId: 'patchShippingMethod',
  summary: 'Change some fields of a shipping method',
  request: { params: ShippingMethodIdParam, body: { required: true, content: json(ShippingMethodUpdate) } },
  responses: { 200: one('The updated shipping method.'), ...errorResponses, ...notFoundResponse },
});

const deleteRoute = apiRoute('core', {
  method: 'delete',
  path: '/api/v2/shipping-methods/{id}',
  operationId: 'deleteShippingMethod',
  summary: 'Delete a shipping method',
  request: { params: ShippingMethodIdParam },
  responses: { 204: { description: 'Deleted.' }, ...errorResponses, ...notFoundResponse },
});

export function createShippingMethodRoutes() {
  const app = createRouter();
  app.openapi(listRoute, async (c) => c.json(await listShippingMethods(ctxOf(c)), 200));
  app.openapi(createRoute, async (c) => c.json(await createShippingMethod(ctxOf(c), c.req.valid('json')), 201));
  app.openapi(getRoute, async (c) => c.json(await getShippingMethod(ctxOf(c), c.req.valid('param').id), 200));
  app.openapi(updateRoute, async (c) => c.json(await updateShippingMethod(ctxOf(c), c.req.valid('param').id, c.req.valid('json')), 200));
  app.openapi(deleteRoute, async (c) => {
    await deleteShippingMethod(ctxOf(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
  return app;
}
