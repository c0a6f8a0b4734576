import { apiRoute, createRouter, ctxOf } from '../../../http/router.ts';
import { errorResponses, notFoundResponse, Problem } from '../../../http/schemas.ts';
import { createStockLocation } from './create-stock-location.ts';
import { deleteStockLocation } from './delete-stock-location.ts';
import { getStockLocation } from './get-stock-location.ts';
import { listStockLocations } from './list-stock-locations.ts';
import { LocationLookupQuery, LocationRefParam, StockLocationCreate, StockLocationList, StockLocationUpdate, StockLocationView } from './schemas.ts';
import { updateStockLocation } from './update-stock-location.ts';

const json = <T>(schema: T) => ({ 'application/json': { schema } });
const one = (description: string) => ({ description, content: json(StockLocationView) });
const duplicate = {
  409: { description: 'Another location has this external id (duplicate-external-id).', content: { 'application/problem+json': { schema: Problem } } },
};

const listRoute = apiRoute('stock', {
  method: 'get',
  path: '/api/v1/stock-locations',
  operationId: 'listStockLocations',
  summary: 'List stock locations',
  description: 'The full list in creation order. The location with external id `default` always exists.',
  responses: { 200: { description: 'Every stock location.', content: json(StockLocationList) }, ...errorResponses },
});

const createRoute = apiRoute(
  'stock',
  {
    method: 'post',
    path: '/api/v1/stock-locations',
    operationId: 'createStockLocation',
    summary: 'Create a stock location',
    request: { body: { required: true, content: json(StockLocationCreate) } },
    responses: { 201: one('Created.'), ...errorResponses, ...duplicate },
  },
  { idempotent: true },
);

const request = { params: LocationRefParam, query: LocationLookupQuery };

const getRoute = apiRoute('stock', {
  method: 'get',
  path: '/api/v1/stock-locations/{id}',
  operationId: 'getStockLocation',
  summary: 'Get a stock location by id or external id',
  request,
  responses: { 200: one('The location.'), ...errorResponses, ...notFoundResponse },
});

const updateRoute = apiRoute('stock', {
  method: 'patch',
  path: '/api/v1/stock-locations/{id}',
  operationId: 'patchStockLocation',
  summary: 'Rename a stock location or change its external id',
  request: { ...request, body: { required: true, content: json(StockLocationUpdate) } },
  responses: { 200: one('The updated location.'), ...errorResponses, ...notFoundResponse, ...duplicate },
});

const deleteRoute = apiRoute('stock', {
  method: 'delete',
  path: '/api/v1/stock-locations/{id}',
  operationId: 'deleteStockLocation',
  summary: 'Delete a stock location and its stock levels',
  description: '204 also when no location matched. The default location stays: deleting it removes its stock levels.',
  request,
  responses: { 204: { description: 'Deleted (or nothing matched).' }, ...errorResponses },
});

export function createStockLocationRoutes() {
  const app = createRouter();
  app.openapi(listRoute, async (c) => c.json(await listStockLocations(ctxOf(c)), 200));
  app.openapi(createRoute, async (c) => c.json(await createStockLocation(ctxOf(c), c.req.valid('json')), 201));
  app.openapi(getRoute, async (c) => c.json(await getStockLocation(ctxOf(c), c.req.valid('param').id, c.req.valid('query').lookupBy), 200));
  app.openapi(updateRoute, async (c) =>
    c.json(await updateStockLocation(ctxOf(c), c.req.valid('param').id, c.req.valid('query').lookupBy, c.req.valid('json')), 200),
  );
  app.openapi(deleteRoute, async (c) => {
    await deleteStockLocation(ctxOf(c), c.req.valid('param').id, c.req.valid('query').lookupBy);
    return c.body(null, 204);
  });
  return app;
}
