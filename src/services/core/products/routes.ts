import { apiRoute, createRouter, ctxOf } from '../../../http/router.ts';
import { errorResponses, notFoundResponse, Problem } from '../../../http/schemas.ts';
import { deleteProduct } from './delete-product.ts';
import { getProduct } from './get-product.ts';
import { getVariant } from './get-variant.ts';
import { listProductsJson } from './list-products.ts';
import { putProduct } from './put-product.ts';
import { ProductInput, ProductList, ProductParams, ProductView, VariantDetailView, VariantParams } from './schemas.ts';

const json = <T>(schema: T) => ({ 'application/json': { schema } });
const conflictResponse = {
  409: {
    description: 'Another product already holds a slug, external id or SKU of this one (duplicate-external-id).',
    content: { 'application/problem+json': { schema: Problem } },
  },
};

const listRoute = apiRoute('core', {
  method: 'get',
  path: '/api/v1/products',
  operationId: 'listProducts',
  summary: 'All products with their variants, in one response',
  responses: { 200: { description: 'Every product, ordered by slug.', content: json(ProductList) }, ...errorResponses },
});

const getRoute = apiRoute('core', {
  method: 'get',
  path: '/api/v1/products/{lookupBy}/{identifier}',
  operationId: 'getProduct',
  summary: 'One product with its variants',
  request: { params: ProductParams },
  responses: { 200: { description: 'The product.', content: json(ProductView) }, ...errorResponses, ...notFoundResponse },
});

const putRoute = apiRoute('core', {
  method: 'put',
  path: '/api/v1/products/{lookupBy}/{identifier}',
  operationId: 'putProduct',
  summary: 'Create or fully replace a product and its variants',
  description:
    'Omitted optional fields are cleared and variants not sent are deleted. Sent variants keep the id of the stored variant they match by id, else external_id, else sku. The body repeats the path identifier.',
  request: { params: ProductParams, body: { content: json(ProductInput), required: true } },
  responses: {
    200: { description: 'Replaced.', content: json(ProductView) },
    201: { description: 'Created.', content: json(ProductView) },
    ...errorResponses,
    ...conflictResponse,
  },
});

const deleteRoute = apiRoute('core', {
  method: 'delete',
  path: '/api/v1/products/{lookupBy}/{identifier}',
  operationId: 'deleteProduct',
  summary: 'Delete a product and its variants',
  request: { params: ProductParams },
  responses: { 204: { description: 'Deleted.' }, ...errorResponses, ...notFoundResponse },
});

const getVariantRoute = apiRoute('core', {
  method: 'get',
  path: '/api/v1/variants/{lookupBy}/{identifier}',
  operationId: 'getVariant',
  summary: 'One variant, with its product id',
  request: { params: VariantParams },
  responses: { 200: { description: 'The variant.', content: json(VariantDetailView) }, ...errorResponses, ...notFoundResponse },
});

export function createProductRoutes() {
  const app = createRouter();
  // Already JSON text, built by the database; see list-products.ts.
  app.openapi(listRoute, async (c) => c.body(await listProductsJson(ctxOf(c)), 200, { 'Content-Type': 'application/json' }));
  app.openapi(getRoute, async (c) => c.json(await getProduct(ctxOf(c), c.req.valid('param')), 200));
  app.openapi(putRoute, async (c) => {
    const { created, product } = await putProduct(ctxOf(c), { ...c.req.valid('param'), body: c.req.valid('json') });
    return created ? c.json(product, 201) : c.json(product, 200);
  });
  app.openapi(deleteRoute, async (c) => {
    await deleteProduct(ctxOf(c), c.req.valid('param'));
    return c.body(null, 204);
  });
  app.openapi(getVariantRoute, async (c) => c.json(await getVariant(ctxOf(c), c.req.valid('param')), 200));
  return app;
}
