import { z } from '@hono/zod-openapi';
import { apiRoute, createRouter, ctxOf } from '../../../http/router.ts';
import { errorResponses, notFoundResponse, Problem } from '../../../http/schemas.ts';
import { clearPriceListPricing } from './clear-price-list-pricing.ts';
import { createPriceList } from './create-price-list.ts';
import { deletePriceList } from './delete-price-list.ts';
import { getPriceList } from './get-price-list.ts';
import { getSkuPricing } from './get-sku-pricing.ts';
import { listPriceLists } from './list-price-lists.ts';
import { pagePriceListsWithCounts } from './page-price-lists-with-counts.ts';
import { pagePriceLists } from './page-price-lists.ts';
import { skuPricingJson } from './price-row-json.ts';
import { preferredPriceRowFormat, priceRowStream } from './price-row-stream.ts';
import { readPriceListPricing } from './read-price-list-pricing.ts';
import {
  PageQuery,
  PriceListArray,
  PriceListCreateInput,
  PriceListPage,
  PriceListUpdateInput,
  PriceListView,
  PriceListWithCountPage,
  PriceRowView,
  SkuParam,
  SkuPricingView,
  SlugParam,
} from './schemas.ts';
import { updatePriceList } from './update-price-list.ts';

const json = <T>(schema: T) => ({ 'application/json': { schema } });
const conflictResponse = {
  409: { description: 'An import is still writing to the list (concurrent-update).', content: { 'application/problem+json': { schema: Problem } } },
};

const listV1Route = apiRoute('pricing', {
  method: 'get',
  path: '/api/v1/price-lists',
  operationId: 'listPriceListsV1',
  summary: 'All price lists in one array (deprecated; use GET /api/v2/price-lists)',
  deprecated: true,
  description: 'At most 25,000 lists, ordered by name, ties by id.',
  responses: { 200: { description: 'The lists.', content: json(PriceListArray) }, ...errorResponses },
});

const listV2Route = apiRoute('pricing', {
  method: 'get',
  path: '/api/v2/price-lists',
  operationId: 'listPriceLists',
  summary: 'A page of price lists',
  request: { query: PageQuery },
  responses: { 200: { description: 'The page; data is empty past the last page.', content: json(PriceListPage) }, ...errorResponses },
});

const listCountsRoute = apiRoute('pricing', {
  method: 'get',
  path: '/api/v2/price-lists-num-manual-prices',
  operationId: 'countManualPrices',
  summary: 'A page of price lists, each with its number of SKUs with stored prices',
  request: { query: PageQuery },
  responses: { 200: { description: 'The page.', content: json(PriceListWithCountPage) }, ...errorResponses },
});

const createRoute = apiRoute(
  'pricing',
  {
    method: 'post',
    path: '/api/v1/price-lists',
    operationId: 'createPriceList',
    summary: 'Create a price list',
    description: 'Duplicate slug: 400 resource-already-exists. A rule naming an unknown list: 400 resource-id-not-found.',
    request: { body: { content: json(PriceListCreateInput), required: true } },
    responses: { 201: { description: 'Created.', content: json(PriceListView) }, ...errorResponses },
  },
  { idempotent: true },
);

const getRoute = apiRoute('pricing', {
  method: 'get',
  path: '/api/v1/price-lists/{slug}',
  operationId: 'getPriceList',
  summary: 'One price list',
  request: { params: SlugParam },
  responses: { 200: { description: 'The list.', content: json(PriceListView) }, ...errorResponses, ...notFoundResponse },
});

const patchRoute = apiRoute('pricing', {
  method: 'patch',
  path: '/api/v1/price-lists/{slug}',
  operationId: 'patchPriceList',
  summary: 'Change a price list',
  description: 'Changes name, currency_code (relabels, no conversion), tax_inclusive_display and rules (replaced as a whole). slug and source are immutable.',
  request: { params: SlugParam, body: { content: json(PriceListUpdateInput), required: true } },
  responses: { 200: { description: 'The changed list.', content: json(PriceListView) }, ...errorResponses, ...notFoundResponse },
});

const deleteRoute = apiRoute('pricing', {
  method: 'delete',
  path: '/api/v1/price-lists/{slug}',
  operationId: 'deletePriceList',
  summary: 'Delete a price list and its prices',
  description: "A list another list's rule takes prices from: 400 resource-in-use.",
  request: { params: SlugParam },
  responses: { 204: { description: 'Deleted.' }, ...errorResponses, ...notFoundResponse, ...conflictResponse },
});

const readPricingRoute = apiRoute('pricing', {
  method: 'get',
  path: '/api/v1/price-lists/{slug}/pricing',
  operationId: 'listPriceListPricing',
  summary: 'Every stored price row of a list, by SKU then quantity (JSON, or CSV with Accept: text/csv)',
  description:
    'JSON returns the stored text unchanged. The CSV is an attachment meant for spreadsheets, so a text cell (sku, unit_of_measure, ' +
    "tax_type) that starts with `=`, `+`, `-`, `@`, a tab or a CR (or a full-width `＝＋－＠`) is written with a leading `'` " +
    "(OWASP CSV injection); numbers are never changed. Imports take text literally, so re-importing such a file stores the `'`.",
  request: { params: SlugParam },
  responses: {
    200: {
      description: 'The rows, streamed.',
      content: {
        'application/json': { schema: z.array(PriceRowView) },
        'text/csv': { schema: z.string().openapi({ example: 'sku,quantity,price,unit_of_measure,tax_type\r\nWID-1,1,12.3400,,net\r\n' }) },
      },
    },
    204: { description: 'The list has no stored prices.' },
    ...errorResponses,
    ...notFoundResponse,
  },
});

const clearPricingRoute = apiRoute('pricing', {
  method: 'delete',
  path: '/api/v1/price-lists/{slug}/pricing',
  operationId: 'deletePriceListPricing',
  summary: 'Remove every stored price row of a list',
  request: { params: SlugParam },
  responses: { 204: { description: 'Emptied.' }, ...errorResponses, ...notFoundResponse, ...conflictResponse },
});

const skuPricingRoute = apiRoute('pricing', {
  method: 'get',
  path: '/api/v1/pricing/{sku}',
  operationId: 'getSkuPricing',
  summary: "A SKU's stored rows on every price list",
  description: 'Lists ordered by slug; [] when no list has a price for the SKU.',
  request: { params: SkuParam },
  responses: { 200: { description: 'Rows per list.', content: json(SkuPricingView) }, ...errorResponses },
});

export function createPriceListRoutes() {
  const app = createRouter();
  app.openapi(listV1Route, async (c) => c.json(await listPriceLists(ctxOf(c)), 200));
  app.openapi(listV2Route, async (c) => c.json(await pagePriceLists(ctxOf(c), c.req.valid('query')), 200));
  app.openapi(listCountsRoute, async (c) => c.json(await pagePriceListsWithCounts(ctxOf(c), c.req.valid('query')), 200));
  app.openapi(createRoute, async (c) => c.json(await createPriceList(ctxOf(c), c.req.valid('json')), 201));
  app.openapi(getRoute, async (c) => c.json(await getPriceList(ctxOf(c), c.req.valid('param').slug), 200));
  app.openapi(patchRoute, async (c) => c.json(await updatePriceList(ctxOf(c), c.req.valid('param').slug, c.req.valid('json')), 200));
  app.openapi(deleteRoute, async (c) => {
    await deletePriceList(ctxOf(c), c.req.valid('param').slug);
    return c.body(null, 204);
  });
  app.openapi(readPricingRoute, async (c) => {
    const ctx = ctxOf(c);
    const { slug } = c.req.valid('param');
    const format = preferredPriceRowFormat(c.req.header('accept'));
    const rows = await readPriceListPricing(ctx, slug);
    if (!rows) return c.body(null, 204);
    const headers: Record<string, string> =
      format === 'csv'
        ? { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${slug}-pricing.csv"` }
        : { 'Content-Type': 'application/json' };
    return new Response(priceRowStream(rows, format, ctx.log), { status: 200, headers });
  });
  app.openapi(clearPricingRoute, async (c) => {
    await clearPriceListPricing(ctxOf(c), c.req.valid('param').slug);
    return c.body(null, 204);
  });
  app.openapi(skuPricingRoute, async (c) => {
    const lists = await getSkuPricing(ctxOf(c), c.req.valid('param').sku);
    return c.body(skuPricingJson(lists), 200, { 'Content-Type': 'application/json' });
  });
  return app;
}
