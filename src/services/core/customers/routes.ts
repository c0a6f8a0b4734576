import { apiRoute, createRouter, ctxOf } from '../../../http/router.ts';
import { errorResponses, notFoundResponse, Problem } from '../../../http/schemas.ts';
import { deleteCustomer } from './delete-customer.ts';
import { getCustomer } from './get-customer.ts';
import { listCustomers } from './list-customers.ts';
import { patchCustomer } from './patch-customer.ts';
import { putCustomer } from './put-customer.ts';
import { CustomerList, CustomerLookupParams, CustomerPatch, CustomerPut, CustomerView } from './schemas.ts';

const ONE = '/api/v2/customers/{lookupBy}/{identifier}';
const customerJson = (description: string) => ({ description, content: { 'application/json': { schema: CustomerView } } });
const conflictResponse = {
  409: { description: 'Another customer has this email or external id.', content: { 'application/problem+json': { schema: Problem } } },
} as const;

const listRoute = apiRoute('core', {
  method: 'get',
  path: '/api/v1/customers',
  operationId: 'listCustomers',
  summary: 'All customers with their addresses, in one response',
  responses: { 200: { description: 'Every customer.', content: { 'application/json': { schema: CustomerList } } }, ...errorResponses },
});

const getRoute = apiRoute('core', {
  method: 'get',
  path: ONE,
  operationId: 'getCustomer',
  summary: 'One customer by id, external_id or email',
  request: { params: CustomerLookupParams },
  responses: { 200: customerJson('The customer.'), ...errorResponses, ...notFoundResponse },
});

const putRoute = apiRoute('core', {
  method: 'put',
  path: ONE,
  operationId: 'putCustomer',
  summary: 'Create or fully replace a customer',
  description: 'The body must repeat the identifier of the path. Fields and addresses left out are cleared.',
  request: { params: CustomerLookupParams, body: { required: true, content: { 'application/json': { schema: CustomerPut } } } },
  responses: { 200: customerJson('Replaced.'), 201: customerJson('Created.'), ...errorResponses, ...conflictResponse },
});

const patchRoute = apiRoute('core', {
  method: 'patch',
  path: ONE,
  operationId: 'patchCustomer',
  summary: 'Change some fields of a customer',
  request: { params: CustomerLookupParams, body: { required: true, content: { 'application/json': { schema: CustomerPatch } } } },
  responses: { 200: customerJson('The updated customer.'), ...errorResponses, ...notFoundResponse, ...conflictResponse },
});

const deleteResponses = { 204: { description: 'Deleted.' }, ...errorResponses, ...notFoundResponse };
const deleteRoute = apiRoute('core', {
  method: 'delete',
  path: ONE,
  operationId: 'deleteCustomer',
  summary: 'Delete a customer and its addresses',
  request: { params: CustomerLookupParams },
  responses: deleteResponses,
});
// Older integrations delete through the v1 path; same behaviour.
const deleteV1Route = apiRoute('core', {
  method: 'delete',
  path: '/api/v1/customers/{lookupBy}/{identifier}',
  operationId: 'deleteCustomerV1',
  summary: 'Delete a customer (v1 path)',
  request: { params: CustomerLookupParams },
  responses: deleteResponses,
});

export function createCustomerRoutes() {
  const app = createRouter();
  app.openapi(listRoute, async (c) => c.json(await listCustomers(ctxOf(c)), 200));
  app.openapi(getRoute, async (c) => c.json(await getCustomer(ctxOf(c), c.req.valid('param')), 200));
  app.openapi(putRoute, async (c) => {
    const { created, customer } = await putCustomer(ctxOf(c), { ...c.req.valid('param'), body: c.req.valid('json') });
    return created ? c.json(customer, 201) : c.json(customer, 200);
  });
  app.openapi(patchRoute, async (c) =>
    c.json(await patchCustomer(ctxOf(c), { ...c.req.valid('param'), body: c.req.valid('json') }), 200),
  );
  for (const route of [deleteRoute, deleteV1Route]) {
    app.openapi(route, async (c) => {
      await deleteCustomer(ctxOf(c), c.req.valid('param'));
      return c.body(null, 204);
    });
  }
  return app;
}
