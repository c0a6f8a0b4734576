import { apiRoute, createRouter, ctxOf } from '../../../http/router.ts';
import { errorResponses, notFoundResponse, Problem } from '../../../http/schemas.ts';
import { parsePurchaseLookup } from '../lookup-key.ts';
import { PurchaseView } from '../view-schemas.ts';
import { OrderIdParam, OrderLookupParams, OrderStatusUpdate } from './schemas.ts';
import { updateOrderStatus } from './update-order-status.ts';

const json = <T>(schema: T) => ({ 'application/json': { schema } });
const problem = (description: string) => ({ description, content: { 'application/problem+json': { schema: Problem } } });

const DESCRIPTION = [
  'Moves an order through `placed → picked → packed → shipped → delivered` (forward moves may skip states), to `cancelled` from any status before `shipped`, or to `on_hold` and back to the status it was held at (or onward from it). `delivered` and `cancelled` are final.',
  'Checked in this order: an `event_id` already applied to this order is a no-op 200; the status in force again is a no-op 200 (no history entry, no event); an `occurred_at` older than the status in force is 409 newer-version-exists; a move the transitions do not allow is 400 invalid-status-transition.',
  'An applied change appends `{status, occurred_at, source, note}` to `status_history` (source: the credential\'s name), adds the package, moves `updated_at` and queues an `order.status_changed` event with a per-order `sequence`, all in one transaction. Only purchases of type `order` take status updates: any other type is 404.',
].join('\n\n');

const responses = {
  200: { description: 'The order as GET /api/v1/purchases/id/{id} shows it, the new status included (also for a no-op).', content: json(PurchaseView) },
  ...errorResponses,
  400: problem('The body does not match the schema (every problem in `detail` and `errors`), or `invalid-status-transition`: the order cannot move to this status.'),
  ...notFoundResponse,
  409: problem('newer-version-exists: `occurred_at` is older than the status in force; nothing was recorded.'),
};

const byIdRoute = apiRoute('purchasing', {
  method: 'patch',
  path: '/api/v1/orders/{orderId}',
  operationId: 'updateOrderStatus',
  summary: "Update an order's status (by id)",
  description: DESCRIPTION,
  request: { params: OrderIdParam, body: { required: true, content: json(OrderStatusUpdate) } },
  responses,
});

const byLookupRoute = apiRoute('purchasing', {
  method: 'patch',
  path: '/api/v1/orders/{lookupBy}/{identifier}',
  operationId: 'updateOrderStatusByLookup',
  summary: "Update an order's status (by id, external, internal or visible id)",
  description: DESCRIPTION,
  request: { params: OrderLookupParams, body: { required: true, content: json(OrderStatusUpdate) } },
  responses,
});

export function createOrderStatusRoutes() {
  const app = createRouter();
  app.openapi(byIdRoute, async (c) => {
    const target = parsePurchaseLookup('id', c.req.valid('param').orderId);
    return c.json(await updateOrderStatus(ctxOf(c), target, c.req.valid('json'), new Date()), 200);
  });
  app.openapi(byLookupRoute, async (c) => {
    const { lookupBy, identifier } = c.req.valid('param');
    return c.json(await updateOrderStatus(ctxOf(c), parsePurchaseLookup(lookupBy, identifier), c.req.valid('json'), new Date()), 200);
  });
  return app;
}
