import { apiRoute, createRouter, ctxOf } from '../../../http/router.ts';
import { errorResponses, notFoundResponse } from '../../../http/schemas.ts';
import { createDiscount } from './create-discount.ts';
import { deleteDiscount } from './delete-discount.ts';
import { getDiscount } from './get-discount.ts';
import { listDiscounts } from './list-discounts.ts';
import { DiscountCreate, DiscountIdParam, DiscountList, DiscountUpdate, DiscountView } from './schemas.ts';
import { updateDiscount } from './update-discount.ts';

const json = <T>(schema: T) => ({ 'application/json': { schema } });
const one = (description: string) => ({ description, content: json(DiscountView) });

const listRoute = apiRoute('core', {
  method: 'get',
  path: '/api/v1/discounts',
  operationId: 'listDiscounts',
  summary: 'List discounts',
  responses: { 200: { description: 'Every discount.', content: json(DiscountList) }, ...errorResponses },
});

const createRoute = apiRoute(
  'core',
  {
    method: 'post',
    path: '/api/v1/discounts',
    operationId: 'createDiscount',
    summary: 'Create a discount',
    description: 'Unknown customer group: 400 resource-id-not-found; a code another active discount uses: 400 resource-already-exists.',
    request: { body: { required: true, content: json(DiscountCreate) } },
    responses: { 201: one('Created.'), ...errorResponses },
  },
  { idempotent: true },
);

const getRoute = apiRoute('core', {
  method: 'get',
  path: '/api/v1/discounts/{id}',
  operationId: 'getDiscount',
  summary: 'Get a discount',
  request: { params: DiscountIdParam },
  responses: { 200: one('The discount.'), ...errorResponses, ...notFoundResponse },
});

const updateRoute = apiRoute('core', {
  method: 'patch',
  path: '/api/v1/discounts/{id}',
  operationId: 'patchDiscount',
  summary: 'Change some fields of a discount',
  request: { params: DiscountIdParam, body: { required: true, content: json(DiscountUpdate) } },
  responses: { 200: one('The updated discount.'), ...errorResponses, ...notFoundResponse },
});

const deleteRoute = apiRoute('core', {
  method: 'delete',
  path: '/api/v1/discounts/{id}',
  operationId: 'deleteDiscount',
  summary: 'Delete a discount',
  request: { params: DiscountIdParam },
  responses: { 204: { description: 'Deleted.' }, ...errorResponses, ...notFoundResponse },
});

export function createDiscountRoutes() {
  const app = createRouter();
  app.openapi(listRoute, async (c) => c.json(await listDiscounts(ctxOf(c)), 200));
  app.openapi(createRoute, async (c) => c.json(await createDiscount(ctxOf(c), c.req.valid('json')), 201));
  app.openapi(getRoute, async (c) => c.json(await getDiscount(ctxOf(c), c.req.valid('param').id), 200));
  app.openapi(updateRoute, async (c) => c.json(await updateDiscount(ctxOf(c), c.req.valid('param').id, c.req.valid('json')), 200));
  app.openapi(deleteRoute, async (c) => {
    await deleteDiscount(ctxOf(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
  return app;
}
