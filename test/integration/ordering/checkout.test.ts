import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../helpers/harness.ts';
import { buildShop, createCustomer, newCart, type Shop } from './fixtures.ts';

// Calculate and complete (contract §4): the whole flow create → patch → calculate → complete → purchase visible →
// status PATCH → history; every cart-error code; cart-validation-errors exactly in the contract's shape; the
// on-account balance; coupons via PATCH.

const setup = useHarness();
const t = () => setup.t;
let shop: Shop;
beforeAll(async () => {
  shop = await buildShop(setup.h, t());
});

const cartWith = async (lines: { sku: string; quantity: number }[], extra: Record<string, unknown> = {}, customerId = shop.customer.id) => {
  const cart = await newCart(t(), customerId);
  const res = await t().call('PATCH', `/api/v1/carts/${cart.id}`, { line_items: lines, shipping_address_id: shop.customer.addresses[0]!.id, ...extra });
  if (res.status !== 200) throw new Error(res.text);
  return res.body;
};
const calculate = (id: string, body?: unknown) => t().call('POST', `/api/v1/carts/${id}/calculate`, body);
const complete = (id: string, body?: unknown, headers?: Record<string, string>) => t().call('POST', `/api/v1/carts/${id}/complete`, body, headers);

describe('calculate', () => {
  it('offers the matching shipping rates with stable handles and the allowed payment methods; a chosen rate is charged', async () => {
    const cart = await cartWith([{ sku: 'WID', quantity: 4 }]);
    const first = await calculate(cart.id, {});
    expect(first.status, first.text).toBe(200);
    expect(first.body.shipping_rates).toEqual([{ handle: expect.stringMatching(new RegExp(`^${shop.shipping.id}:[0-9a-f]{16}$`)), shipping_method_id: shop.shipping.id, title: 'Standard', amount: '4.95' }]);
    expect(first.body.payment_methods).toEqual(['invoice', 'on_account', 'upfront']);
    expect(first.body.totals).toMatchObject({ subtotal: '50.00', shipping_total: '0.00' });
    const handle = first.body.shipping_rates[0].handle;
    expect((await calculate(cart.id, {})).body.shipping_rates[0].handle).toBe(handle);
    const chosen = await calculate(cart.id, { shipping_rate_handle: handle, payment_method: 'paymentByInvoice' });
    // 50.00 + 4.95 shipping; tax 19 % of 54.95 = 10.4405 → 10.44.
    expect(chosen.body.totals).toEqual({ subtotal: '50.00', discount_total: '0.00', shipping_total: '4.95', tax_total: '10.44', total: '65.39', currency_code: 'EUR' });
    expect(chosen.body).toMatchObject({ shipping_rate_handle: handle, payment_method: 'invoice', tax_lines: [{ title: expect.any(String), rate: '19.0000', amount: '10.44' }] });
  });

  it('a bodyless POST calculates (no Content-Type, no body)', async () => {
    const cart = await cartWith([{ sku: 'WID', quantity: 1 }]);
    const res = await setup.h.request(`/api/v1/carts/${cart.id}/calculate`, { method: 'POST', headers: { 'Site-Id': t().siteId, Authorization: `Bearer ${t().token}` } });
    expect(res.status).toBe(200);
  });

  it('422 cart-error: cart-empty, cart-shipping-rate-handle-unavailable, cart-payment-method-unavailable (application/json)', async () => {
    const empty = await newCart(t(), shop.customer.id);
    const cart = await cartWith([{ sku: 'WID', quantity: 1 }]);
    const cases: [string, unknown, string][] = [
      [empty.id, {}, 'cart-empty'],
      [cart.id, { shipping_rate_handle: `${shop.shipping.id}:0000000000000000` }, 'cart-shipping-rate-handle-unavailable'],
      [cart.id, { payment_method: 'bitcoin' }, 'cart-payment-method-unavailable'],
    ];
    for (const [id, body, code] of cases) {
      const res = await calculate(id, body);
      expect(res.status).toBe(422);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.body).toEqual({ title: 'cart-error', status: 422, detail: expect.any(String), errors: [{ code, message: expect.any(String) }] });
    }
    const onlyInvoice = await createCustomer(t(), 'invoice-only@example.com', { allowed_payment_methods: ['invoice'] });
    const limited = await cartWith([{ sku: 'WID', quantity: 1 }], {}, onlyInvoice.id).catch(async () => {
      const c = await newCart(t(), onlyInvoice.id);
      return (await t().call('PATCH', `/api/v1/carts/${c.id}`, { line_items: [{ sku: 'WID', quantity: 1 }] })).body;
    });
    const refused = await calculate(limited.id, { payment_method: 'upfront' });
    expect(refused.body.errors[0].code).toBe('cart-payment-method-unavailable');
    expect((await calculate(limited.id, {})).body.payment_methods).toEqual(['invoice']);
  });

  it('a coupon set by PATCH applies its discount; clearing it removes it', async () => {
    const created = await t().call('POST', '/api/v1/discounts', { name: 'Ten off', kind: 'order_total', amount_type: 'percentage', amount: '10', code: 'TENOFF', priority: 0, active: true, customer_groups: [], starts_at: null, ends_at: null, min_spend: null, min_items: null });
    expect(created.status, created.text).toBe(201);
    const cart = await cartWith([{ sku: 'WID', quantity: 4 }]);
    let res = await t().call('PATCH', `/api/v1/carts/${cart.id}`, { coupon_code: 'tenoff' });
    expect(res.body.discounts).toEqual([{ id: created.body.id, name: 'Ten off', kind: 'order_total', code: 'TENOFF', amount: '5.00' }]);
    expect(res.body.totals).toMatchObject({ subtotal: '50.00', discount_total: '5.00', tax_total: '8.55', total: '53.55' });
    res = await t().call('PATCH', `/api/v1/carts/${cart.id}`, { coupon_code: '' });
    expect(res.body.discounts).toEqual([]);
    // Discounts are cached for carts: a change shows at once (the deletion while the coupon is set again).
    await t().call('PATCH', `/api/v1/carts/${cart.id}`, { coupon_code: 'TENOFF' });
    expect((await t().call('DELETE', `/api/v1/discounts/${created.body.id}`)).status).toBe(204);
    expect((await t().call('GET', `/api/v1/carts/${cart.id}`)).body.discounts).toEqual([]);
  });

  it('a new or changed shipping method shows in the next calculate (shipping methods are cached for carts)', async () => {
    const cart = await cartWith([{ sku: 'WID', quantity: 1 }]);
    expect((await calculate(cart.id, {})).body.shipping_rates).toHaveLength(1);
    const express = await t().call('POST', '/api/v2/shipping-methods', {
      slug: 'express', title: 'Express', priority: 1, countries: ['DE'], customer_groups: [],
      bands: [{ name: 'Any', requirement: { type: 'order_value', min: '0' }, cost: { type: 'fixed', amount: '15' } }],
    });
    expect(express.status, express.text).toBe(201);
    expect((await calculate(cart.id, {})).body.shipping_rates.map((r: { title: string }) => r.title)).toEqual(['Standard', 'Express']);
    await t().call('PATCH', `/api/v2/shipping-methods/${express.body.id}`, { title: 'Express DE' });
    expect((await calculate(cart.id, {})).body.shipping_rates.map((r: { title: string }) => r.title)).toEqual(['Standard', 'Express DE']);
    expect((await t().call('DELETE', `/api/v2/shipping-methods/${express.body.id}`)).status).toBe(204);
    expect((await calculate(cart.id, {})).body.shipping_rates).toHaveLength(1);
  });
});

describe('complete', () => {
  it('the whole flow: complete → 201 {purchase_id, order} → cart gone → order in GET /purchases → status PATCH → history', async () => {
    const cart = await cartWith([{ sku: 'WID', quantity: 2 }, { sku: 'PACK', quantity: 12 }], {
      billing_address_id: shop.customer.addresses[1]!.id, po_number: 'PO-55', customer_reference: 'Ref', shipping_requested_date: '2026-12-24', custom_fields: { dock: '4' },
    });
    const calc = (await calculate(cart.id, {})).body;
    const handle = calc.shipping_rates[0].handle;
    const quoted = (await calculate(cart.id, { shipping_rate_handle: handle, payment_method: 'invoice' })).body;
    const res = await complete(cart.id, { shipping_rate_handle: handle, payment_method: 'invoice', ignore_validation_errors: [] });
    expect(res.status, res.text).toBe(201);
    expect(res.body.purchase_id).toBe(cart.id);
    expect(res.body.order).toMatchObject({
      id: cart.id, type: 'order', status: 'placed', payment_method: 'invoice', currency_code: 'EUR', po_number: 'PO-55', customer_reference: 'Ref',
      customer_identifiers: { id: shop.customer.id, email: shop.customer.email },
      line_items: [
        { sku: 'WID', name: 'Widget', quantity: 2, unit_price: '12.5000', line_total: '25.00', tax_rate: '19.0000' },
        { sku: 'PACK', name: 'Pack', quantity: 12, unit_price: '2.0000', line_total: '24.00', tax_rate: '7.0000' },
      ],
      shipping: { title: 'Standard', amount: '4.95' },
      shipping_address: { city: 'Berlin', country_code: 'DE' },
      billing_address: { city: 'Leeds', country_code: 'GB' },
      custom_fields: { dock: '4' },
      calculated_subtotal: quoted.totals.subtotal, calculated_tax_total: quoted.totals.tax_total, calculated_total: quoted.totals.total,
    });
    expect((await t().call('GET', `/api/v1/carts/${cart.id}`)).status).toBe(404);
    expect((await complete(cart.id, { shipping_rate_handle: handle, payment_method: 'invoice' })).status).toBe(404);
    const listed = await t().call('GET', `/api/v1/purchases?customer_identifiers[id]=${shop.customer.id}`);
    expect(listed.body.map((p: { id: string }) => p.id)).toContain(cart.id);
    const moved = await t().call('PATCH', `/api/v1/orders/${cart.id}`, { status: 'picked' });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.status_history.map((h: { status: string }) => h.status)).toEqual(['placed', 'picked']);
    const events = await setup.h.deps.db.prisma.outboxEvent.findMany({ where: { siteId: t().siteId, topic: 'order.completed' } });
    expect(events.some((e) => (e.payload as { order_id: string }).order_id === cart.id)).toBe(true);
  });

  it('422 cart-validation-errors exactly as the contract shapes it; ignore by type or "*"; price-unavailable never', async () => {
    const cart = await cartWith([{ sku: 'LIM', quantity: 1 }, { sku: 'PACK', quantity: 7 }]);
    const handle = (await calculate(cart.id, {})).body.shipping_rates[0].handle;
    const body = { shipping_rate_handle: handle, payment_method: 'invoice' };
    let res = await complete(cart.id, body);
    expect(res.status).toBe(422);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body).toEqual({
      title: 'cart-validation-errors', status: 422, detail: expect.any(String),
      errors: {
        validation_error_types: ['minimum-order-item-quantity', 'pack-size'],
        validation_errors: [
          { type: 'minimum-order-item-quantity', sku: 'LIM', message: expect.any(String) },
          { type: 'pack-size', sku: 'PACK', message: expect.any(String) },
        ],
      },
    });
    res = await complete(cart.id, { ...body, ignore_validation_errors: ['pack-size'] });
    expect(res.body.errors.validation_error_types).toEqual(['minimum-order-item-quantity']);
    res = await complete(cart.id, { ...body, ignore_validation_errors: ['pack-size', 'minimum-order-item-quantity'] });
    expect(res.status, res.text).toBe(201);

    const unpriced = await cartWith([{ sku: 'NOPRICE', quantity: 1 }, { sku: 'LIM', quantity: 1 }]);
    res = await complete(unpriced.id, { ...body, ignore_validation_errors: ['*'] });
    expect(res.body.errors).toEqual({ validation_error_types: ['price-unavailable'], validation_errors: [{ type: 'price-unavailable', sku: 'NOPRICE', message: expect.any(String) }] });
    const wildcard = await cartWith([{ sku: 'LIM', quantity: 1 }, { sku: 'STK', quantity: 9 }]);
    expect((await complete(wildcard.id, { ...body, ignore_validation_errors: ['*'] })).status).toBe(201);
  });

  it('422 cart-error on complete: empty, no or unknown rate handle, no or unknown payment method; a bad ignore entry is 400', async () => {
    const empty = await newCart(t(), shop.customer.id);
    expect((await complete(empty.id, { payment_method: 'invoice' })).body.errors[0].code).toBe('cart-empty');
    const cart = await cartWith([{ sku: 'WID', quantity: 1 }]);
    const handle = (await calculate(cart.id, {})).body.shipping_rates[0].handle;
    expect((await complete(cart.id, { payment_method: 'invoice' })).body.errors[0].code).toBe('cart-shipping-rate-handle-unavailable');
    expect((await complete(cart.id, { shipping_rate_handle: 'x', payment_method: 'invoice' })).body.errors[0].code).toBe('cart-shipping-rate-handle-unavailable');
    expect((await complete(cart.id, { shipping_rate_handle: handle })).body.errors[0].code).toBe('cart-payment-method-unavailable');
    expect((await complete(cart.id, { shipping_rate_handle: handle, payment_method: 'cash' })).body.errors[0].code).toBe('cart-payment-method-unavailable');
    const bad = await complete(cart.id, { shipping_rate_handle: handle, payment_method: 'invoice', ignore_validation_errors: ['everything'] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ code: 'keyword-mismatch', property: 'ignore_validation_errors[0]' });
    const bodyless = await setup.h.request(`/api/v1/carts/${cart.id}/complete`, { method: 'POST', headers: { 'Site-Id': t().siteId, Authorization: `Bearer ${t().token}` } });
    expect(bodyless.status).toBe(422);
    expect((await t().call('GET', `/api/v1/carts/${cart.id}`)).status).toBe(200);
  });

  it('on_account adds the order total to the balance; past the credit limit is credit-limit-exceeded', async () => {
    const buyer = await createCustomer(t(), 'account@example.com', { payment_on_account: { credit_limit: '100.00', balance: '10.00' } });
    const cart = await cartWith([{ sku: 'WID', quantity: 4 }], { shipping_address_id: buyer.addresses[0]!.id }, buyer.id);
    const handle = (await calculate(cart.id, {})).body.shipping_rates[0].handle;
    const res = await complete(cart.id, { shipping_rate_handle: handle, payment_method: 'on_account' });
    expect(res.status, res.text).toBe(201);
    const total = res.body.order.calculated_total;
    expect(total).toBe('65.39');
    const after = (await t().call('GET', `/api/v2/customers/id/${buyer.id}`)).body;
    expect(after.payment_on_account.balance).toBe('75.39');
    // 75.39 + 65.39 > 100: refused now that the balance has grown.
    const next = await cartWith([{ sku: 'WID', quantity: 4 }], { shipping_address_id: buyer.addresses[0]!.id }, buyer.id);
    const refused = await complete(next.id, { shipping_rate_handle: handle, payment_method: 'on_account' });
    expect(refused.body.errors.validation_error_types).toEqual(['credit-limit-exceeded']);
  });
});
