import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../helpers/harness.ts';
import { buildShop, newCart, type Shop } from './fixtures.ts';

// Carts (contract §4): create by any customer_lookup_by, GET, PATCH (absolute lines, addresses, reference fields,
// coupon), POST line-items; every answer priced by the pricing lookup's resolution and validated by the cart rules.

const setup = useHarness();
let shop: Shop;
const t = () => setup.t;
beforeAll(async () => {
  shop = await buildShop(setup.h, t());
});
const lazyShop = async () => shop;

describe('creating a cart', () => {
  it('201 with cart_id and id, empty lines and zero totals, by id, external_id, email and the aliases', async () => {
    const { customer } = await lazyShop();
    for (const [by, value] of [['id', customer.id], ['external_id', customer.external_id], ['email', customer.email], ['sparklayer', customer.id], ['platform', customer.external_id]] as const) {
      const res = await t().call('POST', '/api/v1/carts', { customer_id: value, customer_lookup_by: by });
      expect(res.status, res.text).toBe(201);
      expect(res.body.cart_id).toBe(res.body.id);
      expect(res.body).toMatchObject({
        customer_id: customer.id,
        currency_code: 'EUR',
        line_items: [],
        totals: { subtotal: '0.00', discount_total: '0.00', shipping_total: '0.00', tax_total: '0.00', total: '0.00', currency_code: 'EUR' },
        validation_errors: [],
      });
    }
  });

  it("starts with the customer's default shipping and billing addresses chosen, so shipping rates are offered at once", async () => {
    const { customer } = await lazyShop();
    const cart = await newCart(t(), customer.id);
    const [shipping, billing] = customer.addresses;
    expect(cart).toMatchObject({ shipping_address_id: shipping!.id, billing_address_id: billing!.id, shipping_address: { country_code: 'DE' } });
    await t().call('POST', `/api/v1/carts/${cart.id}/line-items`, { sku: 'WID', quantity: 1 });
    const calculated = await t().call('POST', `/api/v1/carts/${cart.id}/calculate`);
    expect(calculated.body.shipping_rates).toEqual([expect.objectContaining({ title: 'Standard', amount: '4.95' })]);
  });

  it('a customer without default addresses gets a cart with none chosen', async () => {
    await lazyShop();
    const res = await t().call('PUT', '/api/v2/customers/email/nodefault@example.com', {
      email: 'nodefault@example.com',
      addresses: [{ first_name: 'No', address_line1: '3 Any St', city: 'Paris', postal_code: '75001', country_code: 'FR' }],
    });
    expect(res.status, res.text).toBe(201);
    const cart = await newCart(t(), res.body.id);
    expect(cart).toMatchObject({ shipping_address_id: null, billing_address_id: null, shipping_address: null });
  });

  it('an unknown customer is 422 cart-error cart-customer-not-found, application/json', async () => {
    await lazyShop();
    for (const body of [{ customer_id: '00000000-0000-4000-8000-000000000000' }, { customer_id: 'nobody@example.com', customer_lookup_by: 'email' }, { customer_id: 'not-a-uuid' }]) {
      const res = await t().call('POST', '/api/v1/carts', body);
      expect(res.status).toBe(422);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.body).toEqual({ title: 'cart-error', status: 422, detail: expect.any(String), errors: [{ code: 'cart-customer-not-found', message: expect.any(String) }] });
    }
  });

  it('a bad body is 400: missing customer_id, unsupported customer_lookup_by', async () => {
    expect((await t().call('POST', '/api/v1/carts', {})).body.errors[0]).toMatchObject({ code: 'missing-param', property: 'customer_id' });
    expect((await t().call('POST', '/api/v1/carts', { customer_id: 'x', customer_lookup_by: 'slug' })).body.errors[0]).toMatchObject({ code: 'parameters-mismatch', property: 'customer_lookup_by' });
  });
});

describe('lines', () => {
  it('POST line-items adds to the line; every answer shows unit price, line total, list, totals and validation errors', async () => {
    const { customer } = await lazyShop();
    const cart = await newCart(t(), customer.id);
    let res = await t().call('POST', `/api/v1/carts/${cart.id}/line-items`, { sku: 'WID', quantity: 2 });
    expect(res.status, res.text).toBe(200);
    res = await t().call('POST', `/api/v1/carts/${cart.id}/line-items`, { sku: 'WID', quantity: 1 });
    res = await t().call('POST', `/api/v1/carts/${cart.id}/line-items`, { sku: 'PACK', quantity: 6 });
    expect(res.body.line_items).toEqual([
      { sku: 'WID', name: 'Widget', quantity: 3, unit_price: '12.5000', line_total: '37.50', price_list_slug: 'retail', tax_rate: '19.0000' },
      { sku: 'PACK', name: 'Pack', quantity: 6, unit_price: '2.0000', line_total: '12.00', price_list_slug: 'retail', tax_rate: '7.0000' },
    ]);
    // 37.50 × 19 % = 7.125 → 7.13; 12.00 × 7 % = 0.84.
    expect(res.body.totals).toEqual({ subtotal: '49.50', discount_total: '0.00', shipping_total: '0.00', tax_total: '7.97', total: '57.47', currency_code: 'EUR' });
    expect(res.body.validation_errors).toEqual([]);
    expect((await t().call('GET', `/api/v1/carts/${cart.id}`)).body).toEqual(res.body);
  });

  it('the cart prices a line exactly as the pricing lookup does', async () => {
    const { customer } = await lazyShop();
    const cart = await newCart(t(), customer.id);
    const res = await t().call('PATCH', `/api/v1/carts/${cart.id}`, { line_items: [{ sku: 'WID', quantity: 7 }, { sku: 'LIM', quantity: 3 }] });
    const lookup = await t().call('POST', '/api/v1/pricing/lookup', { customer_id: customer.id, line_items: [{ sku: 'WID', quantity: 7 }, { sku: 'LIM', quantity: 3 }] });
    expect(lookup.status).toBe(200);
    expect(res.body.line_items.map((l: any) => [l.sku, l.unit_price, l.line_total, l.price_list_slug])).toEqual(
      lookup.body.line_items.map((l: any) => [l.sku, l.unit_price, l.line_total, l.price_list_slug]),
    );
  });

  it('PATCH line_items is absolute: replaces every line, quantity 0 drops one, [] empties', async () => {
    const { customer } = await lazyShop();
    const cart = await newCart(t(), customer.id);
    await t().call('POST', `/api/v1/carts/${cart.id}/line-items`, { sku: 'WID', quantity: 5 });
    let res = await t().call('PATCH', `/api/v1/carts/${cart.id}`, { line_items: [{ sku: 'LIM', quantity: 4 }, { sku: 'WID', quantity: 2 }, { sku: 'PACK', quantity: 0 }] });
    expect(res.status, res.text).toBe(200);
    expect(res.body.line_items.map((l: any) => [l.sku, l.quantity])).toEqual([['LIM', 4], ['WID', 2]]);
    res = await t().call('PATCH', `/api/v1/carts/${cart.id}`, { line_items: [] });
    expect(res.body.line_items).toEqual([]);
    expect(res.body.totals.total).toBe('0.00');
  });

  it('an unknown SKU is 400 resource-id-not-found and changes nothing (PATCH and line-items)', async () => {
    const { customer } = await lazyShop();
    const cart = await newCart(t(), customer.id);
    await t().call('PATCH', `/api/v1/carts/${cart.id}`, { line_items: [{ sku: 'WID', quantity: 1 }], po_number: 'PO-1' });
    const before = (await t().call('GET', `/api/v1/carts/${cart.id}`)).body;
    const patch = await t().call('PATCH', `/api/v1/carts/${cart.id}`, { line_items: [{ sku: 'WID', quantity: 9 }, { sku: 'GHOST', quantity: 1 }], po_number: 'PO-2' });
    expect(patch.status).toBe(400);
    expect(patch.body).toMatchObject({ title: 'invalid-request-contents', errors: [{ code: 'resource-id-not-found', property: 'line_items[1].sku' }] });
    const add = await t().call('POST', `/api/v1/carts/${cart.id}/line-items`, { sku: 'GHOST', quantity: 1 });
    expect(add.status).toBe(400);
    expect(add.body.errors[0]).toMatchObject({ code: 'resource-id-not-found', property: 'sku' });
    expect((await t().call('GET', `/api/v1/carts/${cart.id}`)).body).toEqual(before);
  });

  it('validation errors: min/max quantity, pack size, out of stock, price unavailable', async () => {
    const { customer } = await lazyShop();
    const cart = await newCart(t(), customer.id);
    const res = await t().call('PATCH', `/api/v1/carts/${cart.id}`, {
      line_items: [{ sku: 'LIM', quantity: 1 }, { sku: 'PACK', quantity: 7 }, { sku: 'STK', quantity: 5 }, { sku: 'NOPRICE', quantity: 1 }],
    });
    expect(res.body.validation_errors.map((e: any) => [e.type, e.sku])).toEqual([
      ['price-unavailable', 'NOPRICE'],
      ['minimum-order-item-quantity', 'LIM'],
      ['pack-size', 'PACK'],
      ['out-of-stock', 'STK'],
    ]);
    expect(res.body.line_items[3]).toMatchObject({ sku: 'NOPRICE', unit_price: null, line_total: null, price_list_slug: null });
    const fixed = await t().call('PATCH', `/api/v1/carts/${cart.id}`, { line_items: [{ sku: 'LIM', quantity: 11 }, { sku: 'STK', quantity: 4 }] });
    expect(fixed.body.validation_errors.map((e: any) => e.type)).toEqual(['maximum-order-item-quantity']);
  });
});

describe('PATCH fields', () => {
  it('sets addresses, PO number, reference, requested date, custom fields and coupon; "" clears a string', async () => {
    const { customer } = await lazyShop();
    const cart = await newCart(t(), customer.id);
    const [shipping, billing] = customer.addresses;
    let res = await t().call('PATCH', `/api/v1/carts/${cart.id}`, {
      shipping_address_id: shipping!.id,
      billing_address_id: billing!.id,
      po_number: 'PO-9',
      customer_reference: 'Spring',
      shipping_requested_date: '2026-12-03',
      custom_fields: { cost_centre: 'CC-1' },
      coupon_code: 'SAVE',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      shipping_address_id: shipping!.id,
      billing_address_id: billing!.id,
      shipping_address: { city: 'Berlin', country_code: 'DE' },
      billing_address: { city: 'Leeds', country_code: 'GB' },
      po_number: 'PO-9',
      customer_reference: 'Spring',
      shipping_requested_date: '2026-12-03',
      custom_fields: { cost_centre: 'CC-1' },
      coupon_code: 'SAVE',
    });
    res = await t().call('PATCH', `/api/v1/carts/${cart.id}`, { po_number: '', customer_reference: null, shipping_requested_date: '', coupon_code: '', billing_address_id: '', custom_fields: null });
    expect(res.body).toMatchObject({ po_number: null, customer_reference: null, shipping_requested_date: null, coupon_code: null, billing_address_id: null, billing_address: null, custom_fields: null, shipping_address_id: shipping!.id });
    res = await t().call('PATCH', `/api/v1/carts/${cart.id}`, { temporary_shipping_address: { first_name: 'Bo', city: 'Paris', country_code: 'fr' } });
    expect(res.body).toMatchObject({ temporary_shipping_address: { first_name: 'Bo', city: 'Paris', country_code: 'FR' }, shipping_address: { city: 'Paris', country_code: 'FR' } });
  });

  it('an address changed in the customer\'s book shows in the cart at once (the book is cached for carts)', async () => {
    const { customer } = await lazyShop();
    const cart = await newCart(t(), customer.id);
    const [shipping, billing] = customer.addresses;
    expect((await t().call('PATCH', `/api/v1/carts/${cart.id}`, { shipping_address_id: shipping!.id })).body.shipping_address.city).toBe('Berlin');
    const moved = { ...shipping, city: 'Hamburg', is_default_shipping: true };
    const patched = await t().call('PATCH', `/api/v2/customers/id/${customer.id}`, { addresses: [moved, billing] });
    expect(patched.status, patched.text).toBe(200);
    expect((await t().call('GET', `/api/v1/carts/${cart.id}`)).body.shipping_address.city).toBe('Hamburg');
    await t().call('PATCH', `/api/v2/customers/id/${customer.id}`, { addresses: [shipping, billing] });
  });

  it('an address outside the customer\'s book is 400 resource-id-not-found', async () => {
    const { customer } = await lazyShop();
    const cart = await newCart(t(), customer.id);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await t().call('PATCH', `/api/v1/carts/${cart.id}`, { shipping_address_id: id, po_number: 'X' });
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toMatchObject({ code: 'resource-id-not-found', property: 'shipping_address_id' });
    }
    expect((await t().call('GET', `/api/v1/carts/${cart.id}`)).body.po_number).toBeNull();
  });

  it('a bad value is 400 keyword-mismatch (date, quantity)', async () => {
    const { customer } = await lazyShop();
    const cart = await newCart(t(), customer.id);
    expect((await t().call('PATCH', `/api/v1/carts/${cart.id}`, { shipping_requested_date: '03/12/2026' })).body.errors[0]).toMatchObject({ code: 'keyword-mismatch', property: 'shipping_requested_date' });
    expect((await t().call('POST', `/api/v1/carts/${cart.id}/line-items`, { sku: 'WID', quantity: 0 })).body.errors[0]).toMatchObject({ code: 'keyword-mismatch', property: 'quantity' });
  });

  it('a line past the integer range is 400 keyword-mismatch and changes nothing: a SKU listed twice, or added to', async () => {
    const { customer } = await lazyShop();
    const cart = await newCart(t(), customer.id);
    expect((await t().call('POST', `/api/v1/carts/${cart.id}/line-items`, { sku: 'WID', quantity: 2 })).status).toBe(200);
    const twice = await t().call('PATCH', `/api/v1/carts/${cart.id}`, { line_items: [{ sku: 'WID', quantity: 2_147_483_647 }, { sku: 'WID', quantity: 1 }] });
    expect(twice.status).toBe(400);
    expect(twice.body).toMatchObject({ title: 'invalid-request-contents', errors: [{ code: 'keyword-mismatch', property: 'line_items[1].quantity' }] });
    const added = await t().call('POST', `/api/v1/carts/${cart.id}/line-items`, { sku: 'WID', quantity: 2_147_483_647 });
    expect(added.body.errors[0]).toMatchObject({ code: 'keyword-mismatch', property: 'quantity' });
    expect((await t().call('GET', `/api/v1/carts/${cart.id}`)).body.line_items).toEqual([expect.objectContaining({ sku: 'WID', quantity: 2 })]);
  });

  it('a 1,001st line is 400 keyword-mismatch; adding to a line of a full cart still works', async () => {
    const { customer, db, scope } = await lazyShop();
    const cart = await newCart(t(), customer.id);
    await db.cartLineItem.createMany({ data: Array.from({ length: 1000 }, (_, i) => ({ ...scope, cartId: cart.id, sku: i === 0 ? 'WID' : `FILL-${i}`, quantity: 1, position: i })) });
    const refused = await t().call('POST', `/api/v1/carts/${cart.id}/line-items`, { sku: 'PACK', quantity: 6 });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toMatchObject({ code: 'keyword-mismatch', property: 'sku' });
    const added = await t().call('POST', `/api/v1/carts/${cart.id}/line-items`, { sku: 'WID', quantity: 1 });
    expect(added.status).toBe(200);
    expect(added.body.line_items).toHaveLength(1000);
    expect(added.body.line_items[0]).toMatchObject({ sku: 'WID', quantity: 2 });
  });
});

describe('unknown carts and auth', () => {
  it('404 resource-not-found for an unknown id, 400 resource-id-invalid for a malformed one, on every cart operation', async () => {
    const calls = (id: string) => [
      t().call('GET', `/api/v1/carts/${id}`),
      t().call('PATCH', `/api/v1/carts/${id}`, { po_number: 'x' }),
      t().call('POST', `/api/v1/carts/${id}/line-items`, { sku: 'WID', quantity: 1 }),
      t().call('POST', `/api/v1/carts/${id}/calculate`, {}),
      t().call('POST', `/api/v1/carts/${id}/complete`, {}),
    ];
    for (const res of await Promise.all(calls('00000000-0000-4000-8000-000000000000'))) expect(res.body).toMatchObject({ status: 404, title: 'resource-not-found' });
    for (const res of await Promise.all(calls('nope'))) {
      expect(res.body).toMatchObject({ status: 400, title: 'invalid-request-contents', errors: [{ code: 'resource-id-invalid', property: 'id' }] });
    }
  });

  it('another tenant\'s cart is 404', async () => {
    const { customer } = await lazyShop();
    const cart = await newCart(t(), customer.id);
    const other = await setup.h.tenant();
    expect((await other.call('GET', `/api/v1/carts/${cart.id}`)).status).toBe(404);
  });

  it('401 access_denied without or with a bad token', async () => {
    const res = await setup.h.request('/api/v1/carts', { method: 'POST', headers: { 'Site-Id': t().siteId, 'Content-Type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { title: string }).title).toBe('access_denied');
    const bad = await setup.h.request('/api/v1/carts/00000000-0000-4000-8000-000000000000', { headers: { 'Site-Id': t().siteId, Authorization: 'Bearer nope' } });
    expect(bad.status).toBe(401);
  });
});
