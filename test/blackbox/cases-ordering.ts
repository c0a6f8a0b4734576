import { expect } from 'vitest';
import { fetchCase, need, type Case } from './suite.ts';

// Ordering: a cart for the Core cases' customer (buyer@bb.test, priced on bb-trade), its lines and fields, a
// bodyless calculate and complete (no Content-Type, no body: must not be 415 or 400), then a completion into an
// order that GET /api/v1/purchases shows, replayed with its Idempotency-Key.

export const orderingCases: Case[] = [
  fetchCase('POST /api/v1/carts', 'creates a cart for a customer by email (201, cart_id = id); an unknown one is 422', async (s) => {
    need(s, 'customer');
    const { body } = await s.api.call('POST /api/v1/carts', { json: { customer_id: 'buyer@bb.test', customer_lookup_by: 'email' } }, 201);
    expect(body.cart_id).toBe(body.id);
    s.state.set('cart', body.id);
    const unknown = await s.api.call('POST /api/v1/carts', { json: { customer_id: 'nobody@bb.test', customer_lookup_by: 'email' } }, 422);
    expect(unknown.body.errors).toEqual([{ code: 'cart-customer-not-found', message: expect.any(String) }]);
  }),
  fetchCase('POST /api/v1/carts/{id}/line-items', 'adds to a line', async (s) => {
    const params = { id: need(s, 'cart') };
    await s.api.call('POST /api/v1/carts/{id}/line-items', { params, json: { sku: 'BB-BOLT-100', quantity: 100 } }, 200);
    const { body } = await s.api.call('POST /api/v1/carts/{id}/line-items', { params, json: { sku: 'BB-BOLT-100', quantity: 100 } }, 200);
    expect(body.line_items).toMatchObject([{ sku: 'BB-BOLT-100', quantity: 200, unit_price: '10.4500', line_total: '2090.00', price_list_slug: 'bb-trade' }]);
  }),
  fetchCase('PATCH /api/v1/carts/{id}', 'sets lines, a one-off address and the PO number; an unknown SKU is 400', async (s) => {
    const params = { id: need(s, 'cart') };
    const json = { line_items: [{ sku: 'BB-BOLT-100', quantity: 200 }], temporary_shipping_address: { city: 'Berlin', country_code: 'DE' }, po_number: 'BB-PO-1' };
    const { body } = await s.api.call('PATCH /api/v1/carts/{id}', { params, json }, 200);
    expect(body).toMatchObject({ po_number: 'BB-PO-1', shipping_address: { country_code: 'DE' }, validation_errors: [] });
    const bad = await s.api.call('PATCH /api/v1/carts/{id}', { params, json: { line_items: [{ sku: 'BB-NOPE', quantity: 1 }] } }, 400);
    expect(bad.body.errors[0].code).toBe('resource-id-not-found');
    const malformed = await s.api.call('PATCH /api/v1/carts/{id}', { params: { id: 'not-a-cart' }, json: { po_number: 'x' } }, 400);
    expect(malformed.body.errors[0]).toMatchObject({ code: 'resource-id-invalid', property: 'id' });
  }),
  fetchCase('GET /api/v1/carts/{id}', 'reads the cart with totals', async (s) => {
    const { body } = await s.api.call('GET /api/v1/carts/{id}', { params: { id: need(s, 'cart') } }, 200);
    expect(body.totals.subtotal).toBe('2090.00');
  }),
  fetchCase('POST /api/v1/carts/{id}/calculate', 'a bodyless POST calculates: rates, payment methods, totals', async (s) => {
    const { body } = await s.api.call('POST /api/v1/carts/{id}/calculate', { params: { id: need(s, 'cart') } }, 200);
    expect(body.shipping_rates.length).toBeGreaterThan(0);
    expect(body.payment_methods).toContain('invoice');
    s.state.set('rate', body.shipping_rates[0].handle);
    const chosen = await s.api.call('POST /api/v1/carts/{id}/calculate', { params: { id: need(s, 'cart') }, json: { shipping_rate_handle: body.shipping_rates[0].handle, payment_method: 'invoice' } }, 200);
    expect(chosen.body.totals.shipping_total).toBe(body.shipping_rates[0].amount);
    const wrong = await s.api.call('POST /api/v1/carts/{id}/calculate', { params: { id: need(s, 'cart') }, json: { shipping_rate_handle: 'nope' } }, 422);
    expect(wrong.body.errors[0].code).toBe('cart-shipping-rate-handle-unavailable');
  }),
  fetchCase('POST /api/v1/carts/{id}/complete', 'a bodyless POST is refused as a cart-error (no rate chosen), not 415', async (s) => {
    const { body } = await s.api.call('POST /api/v1/carts/{id}/complete', { params: { id: need(s, 'cart') } }, 422);
    expect(body).toMatchObject({ title: 'cart-error', errors: [{ code: 'cart-shipping-rate-handle-unavailable' }] });
  }),
  fetchCase('POST /api/v1/carts/{id}/complete', 'completes into an order (201), replays it by Idempotency-Key, then 404', async (s) => {
    const params = { id: need(s, 'cart') };
    const json = { shipping_rate_handle: need(s, 'rate'), payment_method: 'invoice', ignore_validation_errors: [] };
    const headers = { 'Idempotency-Key': 'bb-complete-1' };
    const { body } = await s.api.call('POST /api/v1/carts/{id}/complete', { params, json, headers }, 201);
    expect(body.purchase_id).toBe(params.id);
    expect(body.order).toMatchObject({ type: 'order', status: 'placed', po_number: 'BB-PO-1', payment_method: 'invoice' });
    const replay = await s.api.call('POST /api/v1/carts/{id}/complete', { params, json, headers }, 201);
    expect(replay.body).toEqual(body);
    await s.api.call('POST /api/v1/carts/{id}/complete', { params, json }, 404);
    const listed = await s.api.call('GET /api/v1/purchases', { query: { 'customer_identifiers[id]': need(s, 'customer') } }, 200);
    expect(listed.text).toContain(params.id);
  }),
];
