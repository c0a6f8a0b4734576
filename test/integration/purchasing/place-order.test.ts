import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Ctx } from '../../../src/context.ts';
import { withTransaction } from '../../../src/db/transaction.ts';
import { MoneyDecimal } from '../../../src/domain/money.ts';
import { placeOrder, type PlaceOrderInput } from '../../../src/services/purchasing/index.ts';
import { useHarness, verbCtx, type Tenant } from '../../helpers/harness.ts';
import { cartOrder } from './place-order-fixtures.ts';
import { createCustomer, order, purchaseCount } from './support.ts';

// placeOrder (src/services/purchasing/place-order.ts): the order a completed cart becomes, in the caller's
// transaction, then seen through the Purchasing API like any purchase.

// 50 completions at once queue on the tenant's order-number counter: more connections than the default 5, and
// time to wait for one on a loaded machine.
const setup = useHarness({ env: { DB_POOL_SIZE: '20', DEPENDENCY_TIMEOUT_MS: '20000' } });
const h = () => setup.h;
const t = () => setup.t;
const ctx = (tenant: Pick<Tenant, 'siteId' | 'environment'> = t()): Ctx => verbCtx(h(), tenant);
const place = (input: PlaceOrderInput, c: Ctx = ctx()) => withTransaction(c, (tx) => placeOrder(tx, input));
const customer = (t: Tenant) => createCustomer(t, `${randomUUID().slice(0, 8)}@example.com`, `C-${randomUUID().slice(0, 8)}`);
const outboxOf = (siteId: string, topic: string) => h().deps.db.prisma.outboxEvent.findMany({ where: { siteId, topic }, orderBy: { id: 'asc' } });
const balanceOf = async (id: string) => (await h().deps.db.prisma.customer.findFirstOrThrow({ where: { id } })).balance.toString();

describe('placing an order', () => {
  it('stores the cart as a placed order: lines, totals with discount, shipping, tax lines, addresses, order number', async () => {
    const tenant = await h().tenant();
    const customerId = await customer(tenant);
    const input = cartOrder(customerId);
    const { purchaseId, order: view } = await place(input, ctx(tenant));
    expect(purchaseId).toBe(input.id);
    const stored = await tenant.call('GET', `/api/v1/purchases/id/${input.id}`);
    expect(stored.status).toBe(200);
    expect(view).toEqual(stored.body);
    const c = (await tenant.call('GET', `/api/v2/customers/id/${customerId}`)).body;
    expect(view).toMatchObject({
      id: input.id, type: 'order', status: 'placed',
      identifiers: { id: input.id, external: null, internal: null, visible: '1001' },
      customer_identifiers: { id: customerId, external_id: c.external_id, email: c.email },
      payment_method: 'invoice', currency_code: 'EUR', customer_reference: 'Spring restock', po_number: 'PO-77',
      dates: { created_at: '2026-11-20T10:00:00.000Z', placed_at: '2026-11-20T10:00:00.000Z', calculated_submitted_at: '2026-11-20T10:00:00.000Z', shipping_requested_date: '2026-12-03T00:00:00.000Z' },
      line_items: [
        { sku: 'TSHIRT-RED-M', name: 'T-shirt red M', quantity: 12, unit_price: '4.2500', line_total: '51.00', tax_rate: '19.0000', quantity_shipped: 0 },
        { sku: 'BOOK-1', name: null, quantity: 3, unit_price: '16.5000', line_total: '49.50', tax_rate: '7.0000', quantity_shipped: 0 },
      ],
      shipping: { title: 'Standard', amount: '7.50' },
      tax_lines: [{ title: 'Tax 7%', rate: '7.0000', amount: '3.12' }, { title: 'Tax 19%', rate: '19.0000', amount: '13.63' }],
      discounts: [
        { id: input.discounts[0]!.id, name: 'Ten off', kind: 'order_total', code: 'TEN', amount: '10.05' },
        { id: input.discounts[1]!.id, name: 'Cheap shipping', kind: 'shipping', code: null, amount: '2.00' },
      ],
      custom_fields: { cost_centre: 'CC-12' },
      calculated_subtotal: '100.50', calculated_discount_total: '12.05', calculated_tax_total: '16.75', calculated_total: '112.70',
      packages: [],
      status_history: [{ status: 'placed', occurred_at: '2026-11-20T10:00:00.000Z', source: 'cart', note: null }],
      version: 0,
    });
    // The snapshot keeps the address, not the address book's default flags.
    const { is_default_shipping: _s, is_default_billing: _b, ...shipping } = input.shippingAddress!;
    expect(view.shipping_address).toEqual(shipping);
    expect(view.billing_address).toMatchObject({ city: 'Leeds', country_code: 'GB' });
  });

  it('numbers a tenant\'s orders 1001, 1002, … and skips a number a PUT already gave another purchase', async () => {
    const tenant = await h().tenant();
    const customerId = await customer(tenant);
    expect((await place(cartOrder(customerId), ctx(tenant))).order.identifiers.visible).toBe('1001');
    const put = await tenant.call('PUT', '/api/v1/purchases/external_id/ERP-1', order('ERP-1', { identifiers: { external: 'ERP-1', visible: '1002' } }));
    expect(put.status).toBe(201);
    expect((await place(cartOrder(customerId), ctx(tenant))).order.identifiers.visible).toBe('1003');
    // Another tenant (and the other environment) count on their own.
    const other = await h().tenant();
    expect((await place(cartOrder(await customer(other)), ctx(other))).order.identifiers.visible).toBe('1001');
  });

  it('names the sending credential as the history source', async () => {
    const customerId = await customer(t());
    const { order } = await place(cartOrder(customerId), { ...ctx(), credential: { id: randomUUID(), name: 'storefront' } });
    expect(order.status_history[0]!.source).toBe('storefront');
  });

  it('shows the order at once in GET /api/v1/purchases, for its customer', async () => {
    const tenant = await h().tenant();
    const customerId = await customer(tenant);
    const list = () => tenant.call('GET', `/api/v1/purchases?customer_identifiers%5Bid%5D=${customerId}&limit=5`);
    // A first read remembers the page's end (list-purchases.ts); the order placed next must still show.
    expect((await list()).body).toEqual([]);
    const { order } = await place(cartOrder(customerId), ctx(tenant));
    const after = await list();
    expect(after.status).toBe(200);
    expect(after.body).toEqual([order]);
  });

  it('writes one order.completed outbox event with the full order and sequence 1', async () => {
    const tenant = await h().tenant();
    const { order } = await place(cartOrder(await customer(tenant)), ctx(tenant));
    const events = await outboxOf(tenant.siteId, 'order.completed');
    expect(events).toHaveLength(1);
    expect(events[0]!.publishedAt).toBeNull();
    expect(events[0]!.payload).toEqual({
      order_id: order.id,
      identifiers: { id: order.id, external: null, internal: null, visible: '1001' },
      sequence: 1,
      order,
    });
  });
});

describe('payment on account', () => {
  it('adds the order total to the customer balance; other methods leave it', async () => {
    const customerId = await customer(t());
    await h().deps.db.prisma.customer.update({ where: { siteId_environment_id: { siteId: t().siteId, environment: t().environment, id: customerId } }, data: { balance: '250.00' } });
    await place(cartOrder(customerId, { paymentMethod: 'invoice' }));
    expect(await balanceOf(customerId)).toBe('250');
    await place(cartOrder(customerId, { paymentMethod: 'on_account' }));
    expect(await balanceOf(customerId)).toBe('362.7');
    const c = await t().call('GET', `/api/v2/customers/id/${customerId}`);
    expect(c.body.payment_on_account?.balance ?? c.body.balance).toBe('362.70');
  });
});

describe('what is refused', () => {
  it('totals that do not add up: nothing is written, the order number is not used', async () => {
    const tenant = await h().tenant();
    const customerId = await customer(tenant);
    const good = cartOrder(customerId);
    const bad = cartOrder(customerId, { totals: { ...good.totals, total: new MoneyDecimal('112.71') } });
    await expect(place(bad, ctx(tenant))).rejects.toThrow(/total 112.70 ≠ 112.71/);
    const noDiscount = cartOrder(customerId, { discounts: [] });
    await expect(place(noDiscount, ctx(tenant))).rejects.toThrow(/discount total 0.00 ≠ 12.05/);
    expect(await purchaseCount(h(), tenant)).toBe(0);
    expect((await place(good, ctx(tenant))).order.identifiers.visible).toBe('1001');
  });

  it('a customer the tenant does not have: 422 cart-error cart-customer-not-found, nothing written', async () => {
    const tenant = await h().tenant();
    const err = await place(cartOrder(randomUUID(), { paymentMethod: 'on_account' }), ctx(tenant)).catch((e) => e);
    expect(err).toMatchObject({ status: 422, title: 'cart-error', errors: [{ code: 'cart-customer-not-found' }] });
    expect(await purchaseCount(h(), tenant)).toBe(0);
    expect(await outboxOf(tenant.siteId, 'order.completed')).toHaveLength(0);
  });

  it('outside a transaction', async () => {
    await expect(placeOrder(ctx(), cartOrder(await customer(t())))).rejects.toThrow(/inside the caller's transaction/);
  });
});

describe('concurrent completions of one tenant', () => {
  it('50 at once, each in its own transaction: 50 orders, 50 distinct numbers 1001–1050, no deadlock', async () => {
    const tenant = await h().tenant();
    const customerId = await customer(tenant);
    const results = await Promise.all(Array.from({ length: 50 }, () => place(cartOrder(customerId, { paymentMethod: 'on_account' }), ctx(tenant))));
    const numbers = results.map((r) => Number(r.order.identifiers.visible)).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, k) => 1001 + k));
    expect(await purchaseCount(h(), tenant)).toBe(50);
    expect(await balanceOf(customerId)).toBe(new MoneyDecimal('112.70').times(50).toString());
    expect(await outboxOf(tenant.siteId, 'order.completed')).toHaveLength(50);
  });
});

describe('after placing', () => {
  it('a status PATCH moves it on: history appended, order.status_changed with sequence 2', async () => {
    const tenant = await h().tenant();
    const { order } = await place(cartOrder(await customer(tenant)), ctx(tenant));
    const res = await tenant.call('PATCH', `/api/v1/orders/${order.id}`, { status: 'picked', occurred_at: '2026-11-20T11:00:00Z', note: 'on the bench' });
    expect(res.status).toBe(200);
    expect(res.body.status_history).toEqual([
      { status: 'placed', occurred_at: '2026-11-20T10:00:00.000Z', source: 'cart', note: null },
      { status: 'picked', occurred_at: '2026-11-20T11:00:00.000Z', source: tenant.credentialName, note: 'on the bench' },
    ]);
    const byVisible = await tenant.call('PATCH', '/api/v1/orders/visible/1001', { status: 'shipped', occurred_at: '2026-11-20T12:00:00Z' });
    expect(byVisible.status).toBe(200);
    const changes = await outboxOf(tenant.siteId, 'order.status_changed');
    expect(changes.map((e) => (e.payload as { sequence: number }).sequence)).toEqual([2, 3]);
  });

  it("the ERP's PUT by id adds its external id, keeps the order number and status, replaces the content", async () => {
    const tenant = await h().tenant();
    const customerId = await customer(tenant);
    const { order: placed } = await place(cartOrder(customerId), ctx(tenant));
    await tenant.call('PATCH', `/api/v1/orders/${placed.id}`, { status: 'picked', occurred_at: '2026-11-20T11:00:00Z' });
    const body = {
      id: placed.id, type: 'order', status: 'picked', customer_identifiers: { id: customerId },
      currency_code: 'EUR', payment_method: 'invoice', dates: { placed_at: placed.dates.placed_at },
      line_items: placed.line_items.map((l) => ({ sku: l.sku, name: l.name, quantity: l.quantity, unit_price: l.unit_price, tax_rate: l.tax_rate })),
      shipping: placed.shipping, tax_lines: placed.tax_lines, discounts: placed.discounts, custom_fields: { erp: true },
      // A PUT replaces everything, identifiers included: the ERP repeats the order number to keep it.
      identifiers: { external: 'ERP-SO-9', visible: placed.identifiers.visible },
    };
    const put = await tenant.call('PUT', `/api/v1/purchases/id/${placed.id}`, body);
    expect(put.status).toBe(200);
    expect(put.body.identifiers).toEqual({ id: placed.id, external: 'ERP-SO-9', internal: null, visible: '1001' });
    expect(put.body.status_history.map((e: { status: string }) => e.status)).toEqual(['placed', 'picked']);
    expect(put.body).toMatchObject({ calculated_discount_total: '12.05', calculated_total: '112.70', custom_fields: { erp: true }, line_items: placed.line_items });
    expect(put.body.discounts).toEqual(placed.discounts);
    // Found by the ERP's id from now on; a PUT without discounts replaces them (total without discount).
    const plain = await tenant.call('PUT', '/api/v1/purchases/external_id/ERP-SO-9', { ...body, id: undefined, discounts: undefined });
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({ discounts: [], calculated_discount_total: '0.00', calculated_total: '124.75' });
    // Left out, the order number is cleared like any field.
    const cleared = await tenant.call('PUT', '/api/v1/purchases/external_id/ERP-SO-9', { ...body, id: undefined, identifiers: { external: 'ERP-SO-9' } });
    expect(cleared.body.identifiers.visible).toBeNull();
    // The next order still takes the next number: numbers are never reused.
    expect((await place(cartOrder(customerId), ctx(tenant))).order.identifiers.visible).toBe('1002');
    // A PATCH after the PUTs continues the sequence.
    await tenant.call('PATCH', `/api/v1/orders/${placed.id}`, { status: 'packed', occurred_at: '2026-11-20T12:00:00Z' });
    const changes = (await outboxOf(tenant.siteId, 'order.status_changed')).filter((e) => (e.payload as { order_id: string }).order_id === placed.id);
    expect(changes.map((e) => (e.payload as { sequence: number }).sequence)).toEqual([2, 3]);
  });
});
