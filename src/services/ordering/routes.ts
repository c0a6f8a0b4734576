import { apiRoute, createRouter, ctxOf } from '../../http/router.ts';
import { errorResponses, notFoundResponse } from '../../http/schemas.ts';
import { addLineItem } from './add-line-item.ts';
import { calculateCartTotals } from './calculate-cart.ts';
import { cartIdParam } from './cart-id.ts';
import { completeCart } from './complete-cart.ts';
import { createCart } from './create-cart.ts';
import { getCart } from './get-cart.ts';
import {
  CalculateRequest,
  CartCalculationView,
  CartCreate,
  CartError,
  CartIdParam,
  CartUpdate,
  CartView,
  CompleteRequest,
  CompleteResponse,
  LineItemAdd,
} from './schemas.ts';
import { updateCart } from './update-cart.ts';

const json = <T>(schema: T) => ({ 'application/json': { schema } });
const cart = (description: string) => ({ description, content: json(CartView) });
const cartError = (description: string) => ({ 422: { description, content: json(CartError) } });

const createRoute = apiRoute(
  'ordering',
  {
    method: 'post',
    path: '/api/v1/carts',
    operationId: 'createCart',
    summary: 'Create a cart for a customer',
    request: { body: { required: true, content: json(CartCreate) } },
    responses: { 201: cart('The new, empty cart (`cart_id` and `id` are the same).'), ...errorResponses, ...cartError('cart-error `cart-customer-not-found`: no such customer.') },
  },
  { idempotent: true },
);

const getRoute = apiRoute('ordering', {
  method: 'get',
  path: '/api/v1/carts/{id}',
  operationId: 'getCart',
  summary: 'Get a cart: priced lines, totals and validation errors',
  request: { params: CartIdParam },
  responses: { 200: cart('The cart, priced now.'), ...errorResponses, ...notFoundResponse },
});

const updateRoute = apiRoute('ordering', {
  method: 'patch',
  path: '/api/v1/carts/{id}',
  operationId: 'updateCart',
  summary: 'Change a cart: lines (absolute), addresses, PO number, reference, requested date, custom fields, coupon',
  description: 'Fields left out stay as they are. An unknown SKU or an address outside the customer\'s book is 400 resource-id-not-found and nothing changes.',
  request: { params: CartIdParam, body: { required: true, content: json(CartUpdate) } },
  responses: { 200: cart('The cart after the change.'), ...errorResponses, ...notFoundResponse },
});

const addLineRoute = apiRoute(
  'ordering',
  {
    method: 'post',
    path: '/api/v1/carts/{id}/line-items',
    operationId: 'addCartLineItem',
    summary: "Add a quantity of a SKU to a cart (to the SKU's line when it has one)",
    request: { params: CartIdParam, body: { required: true, content: json(LineItemAdd) } },
    responses: { 200: cart('The cart after the addition.'), ...errorResponses, ...notFoundResponse },
  },
  { idempotent: true },
);

const calculateRoute = apiRoute(
  'ordering',
  {
    method: 'post',
    path: '/api/v1/carts/{id}/calculate',
    operationId: 'calculateCart',
    summary: 'Calculate a cart: shipping rates, payment methods, discounts, tax and totals',
    description: 'The body is optional (a bodyless POST calculates without a rate or payment method). Nothing is stored.',
    request: { params: CartIdParam, body: { required: false, content: json(CalculateRequest) } },
    responses: {
      200: { description: 'The calculation.', content: json(CartCalculationView) },
      ...errorResponses,
      ...notFoundResponse,
      ...cartError('cart-error: `cart-empty`, `cart-shipping-rate-handle-unavailable`, `cart-payment-method-unavailable`.'),
    },
  },
);

const completeRoute = apiRoute(
  'ordering',
  {
    method: 'post',
    path: '/api/v1/carts/{id}/complete',
    operationId: 'completeCart',
    summary: 'Complete a cart into an order',
    description:
      'Re-prices and re-validates the cart in one transaction, places the order (type `order`, status `placed`; `on_account` adds its total to the customer\'s balance), deletes the cart (404 after) and queues `order.completed`. Validation errors not listed in `ignore_validation_errors` (`["*"]`: all but `price-unavailable`) are 422 cart-validation-errors. A bodyless POST is accepted and refused like an empty choice.',
    request: { params: CartIdParam, body: { required: false, content: json(CompleteRequest) } },
    responses: {
      201: { description: 'The order.', content: json(CompleteResponse) },
      ...errorResponses,
      ...notFoundResponse,
      ...cartError('cart-error (`cart-empty`, `cart-shipping-rate-handle-unavailable`, `cart-payment-method-unavailable`, `cart-customer-not-found`) or cart-validation-errors.'),
    },
  },
  { idempotent: true },
);

export function createCartRoutes() {
  const app = createRouter();
  app.openapi(createRoute, async (c) => c.json(await createCart(ctxOf(c), c.req.valid('json')), 201));
  app.openapi(getRoute, async (c) => c.json(await getCart(ctxOf(c), cartIdParam(c.req.valid('param').id)), 200));
  app.openapi(updateRoute, async (c) => c.json(await updateCart(ctxOf(c), cartIdParam(c.req.valid('param').id), c.req.valid('json')), 200));
  app.openapi(addLineRoute, async (c) => c.json(await addLineItem(ctxOf(c), cartIdParam(c.req.valid('param').id), c.req.valid('json')), 200));
  app.openapi(calculateRoute, async (c) =>
    c.json(await calculateCartTotals(ctxOf(c), cartIdParam(c.req.valid('param').id), c.req.valid('json') ?? {}), 200),
  );
  app.openapi(completeRoute, async (c) => c.json(await completeCart(ctxOf(c), cartIdParam(c.req.valid('param').id), c.req.valid('json') ?? {}), 201));
  return app;
}
