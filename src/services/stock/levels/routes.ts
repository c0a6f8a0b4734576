import type { ServerResponse } from 'node:http';
import { finished } from 'node:stream';
import { BULK_BODY_LIMIT } from '../../../http/middleware/body.ts';
import { apiRoute, createRouter, ctxOf } from '../../../http/router.ts';
import { errorResponses, Problem } from '../../../http/schemas.ts';
import { BULK_WAIT_DESCRIPTION, bulkWriteResponses, renderBulkOutcome } from '../../imports/routes.ts';
import { batchDeleteStock } from './batch-delete-stock.ts';
import { AnswerBuffers } from './answer-buffers.ts';
import { batchFetchStock } from './batch-fetch-stock.ts';
import { batchUpdateStock } from './batch-update-stock.ts';
import { documentedSchemas, StockDeleteRequest, StockFetchRequest, StockFetchResult, StockUpdateProblem } from './schemas.ts';

const json = <T>(schema: T) => ({ 'application/json': { schema } });

const updateRoute = apiRoute(
  'stock',
  {
    method: 'post',
    path: '/api/v1/batch-update-stock',
    operationId: 'batchUpdateStock',
    summary: 'Set the absolute stock levels of (SKU, location) pairs; pairs not sent stay as they are',
    description: `${BULK_WAIT_DESCRIPTION} Invalid items (an unknown location, both or neither location keys, a SKU and location sent twice, a level that is not an integer) are each named with their line in \`errors\` and in \`detail\`.`,
    // Documented by reference only: a zod body here would make the whole body be parsed before the handler.
    request: { body: { required: true, content: { 'application/json': { schema: { type: 'array' as const, items: { $ref: '#/components/schemas/StockUpdateItem' } } } } } },
    responses: {
      ...bulkWriteResponses,
      ...errorResponses,
      400: { description: 'Invalid items, or an invalid body: every problem in `errors` and in `detail`.', content: { 'application/problem+json': { schema: StockUpdateProblem } } },
    },
  },
  { contentTypes: ['application/json'], bodyLimit: BULK_BODY_LIMIT, streamBody: true },
);

const fetchRoute = apiRoute('stock', {
  method: 'post',
  path: '/api/v1/batch-fetch-stock',
  operationId: 'batchFetchStock',
  summary: 'Read the stock levels of SKUs (the default location unless filtered)',
  description: 'SKUs without a level at the chosen locations are left out. An unknown location in the filter: 400 resource-id-not-found.',
  request: { body: { required: true, content: json(StockFetchRequest) } },
  responses: { 200: { description: 'Each SKU with levels, in the order asked.', content: json(StockFetchResult) }, ...errorResponses },
});

const deleteRoute = apiRoute('stock', {
  method: 'post',
  path: '/api/v1/batch-delete-stock',
  operationId: 'batchDeleteStock',
  summary: 'Remove the stock levels of (SKU, location) pairs',
  description: 'All or nothing: an item naming no location, both keys, or an unknown location is a 400 and nothing is removed. A pair without a level is no error.',
  request: { body: { required: true, content: json(StockDeleteRequest) } },
  responses: {
    204: { description: 'Removed.' },
    ...errorResponses,
    409: { description: 'An import into the same locations ran for longer than the wait (concurrent-update).', content: { 'application/problem+json': { schema: Problem } } },
  },
});

export function createStockLevelRoutes() {
  const app = createRouter();
  for (const [name, schema] of Object.entries(documentedSchemas)) app.openAPIRegistry.register(name, schema);
  app.openapi(updateRoute, async (c) => renderBulkOutcome(c, await batchUpdateStock(ctxOf(c), { body: c.req.raw.body })));
  // The answer is JSON already, in one buffer: written to the socket as it is. Served by Node, the buffer comes
  // from the pool and goes back once the answer has been written out (or the client has gone); in-process
  // requests (tests) get their own.
  const answers = new AnswerBuffers();
  app.openapi(fetchRoute, async (c) => {
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    const body = await batchFetchStock(ctxOf(c), c.req.valid('json'), outgoing ? (size) => answers.take(size) : undefined);
    if (outgoing) finished(outgoing, () => answers.release(body));
    return c.body(body, 200, { 'Content-Type': 'application/json' }) as never;
  });
  app.openapi(deleteRoute, async (c) => {
    await batchDeleteStock(ctxOf(c), c.req.valid('json'));
    return c.body(null, 204);
  });
  return app;
}
