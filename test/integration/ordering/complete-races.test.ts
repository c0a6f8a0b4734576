import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../helpers/harness.ts';
import { buildShop, createCustomer, newCart, type Shop } from './fixtures.ts';

// Completion under retries and races: an Idempotency-Key replays the same 201 and creates nothing new; two
// completes of one cart at once make one order (the loser finds the cart gone: 404); many carts completed at once
// (more than the pool's connections) each make exactly one order, numbered without gaps or repeats.

// Racers need their own connections: more than the default pool of 5.
const setup = useHarness({ env: { DB_POOL_SIZE: '20', DEPENDENCY_TIMEOUT_MS: '20000' } });
const t = () => setup.t;
let shop: Shop;
let handle: string;
const db = () => setup.h.deps.db.prisma;
const orders = () => db().purchase.count({ where: { siteId: t().siteId, environment: t().environment, type: 'order' } });

beforeAll(async () => {
  shop = await buildShop(setup.h, t());
  const probe = await readyCart();
  handle = (await t().call('POST', `/api/v1/carts/${probe}/calculate`)).body.shipping_rates[0].handle;
});

async function readyCart(customer: { id: string; addresses: { id: string }[] } = shop.customer, quantity = 2): Promise<string> {
  const cart = await newCart(t(), customer.id);
  const res = await t().call('PATCH', `/api/v1/carts/${cart.id}`, { line_items: [{ sku: 'WID', quantity }], shipping_address_id: customer.addresses[0]!.id });
  if (res.status !== 200) throw new Error(res.text);
  return cart.id;
}

const body = () => ({ shipping_rate_handle: handle, payment_method: 'on_account' });
const complete = (id: string, headers?: Record<string, string>) => t().call('POST', `/api/v1/carts/${id}/complete`, body(), headers);

describe('retries', () => {
  it('a repeated complete with the same Idempotency-Key answers the same 201 and creates nothing new', async () => {
    const id = await readyCart();
    const before = await orders();
    const balance = async () => (await db().customer.findFirstOrThrow({ where: { id: shop.customer.id } })).balance.toString();
    const first = await complete(id, { 'Idempotency-Key': `complete-${id}` });
    expect(first.status, first.text).toBe(201);
    const balanceAfter = await balance();
    const again = await complete(id, { 'Idempotency-Key': `complete-${id}` });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await orders()).toBe(before + 1);
    expect(await balance()).toBe(balanceAfter);
    const events = await db().outboxEvent.count({ where: { siteId: t().siteId, topic: 'order.completed', payload: { path: ['order_id'], equals: id } } });
    expect(events).toBe(1);
    // The same key with another body is a conflict; without a key the cart is simply gone.
    const reused = await t().call('POST', `/api/v1/carts/${id}/complete`, { ...body(), ignore_validation_errors: ['*'] }, { 'Idempotency-Key': `complete-${id}` });
    expect(reused.status).toBe(409);
    expect((await complete(id)).status).toBe(404);
  });

  it('a refused complete releases its key: the corrected request with the same key places the order', async () => {
    const id = await readyCart();
    const refused = await t().call('POST', `/api/v1/carts/${id}/complete`, { shipping_rate_handle: handle }, { 'Idempotency-Key': `fix-${id}` });
    expect(refused.status).toBe(422);
    expect((await t().call('GET', `/api/v1/carts/${id}`)).status).toBe(200);
    const fixed = await complete(id, { 'Idempotency-Key': `fix-${id}` });
    expect(fixed.status, fixed.text).toBe(201);
    expect(fixed.body.purchase_id).toBe(id);
  });
});

describe('races', () => {
  it('two completes of one cart at once: one order, the other 404', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await readyCart();
      const before = await orders();
      const answers = await Promise.all([complete(id), complete(id)]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 404]);
      expect(await orders()).toBe(before + 1);
    }
  });

  // More completes than the pool has connections (20): each must price on its own transaction's connection, or
  // every holder waits for a second one and none finishes (the transactions then expire after 15 s).
  it('thirty carts completed at once: thirty orders with distinct, consecutive numbers; the balance grew by their totals', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) ids.push(await readyCart());
    const balanceBefore = (await db().customer.findFirstOrThrow({ where: { id: shop.customer.id } })).balance;
    const answers = await Promise.all(ids.map((id) => complete(id)));
    expect(answers.map((a) => a.status)).toEqual(ids.map(() => 201));
    const numbers = answers.map((a) => Number(a.body.order.identifiers.visible)).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(30);
    expect(numbers[29]! - numbers[0]!).toBe(29);
    const totals = answers.reduce((sum, a) => sum.plus(a.body.order.calculated_total), balanceBefore.minus(0));
    const balanceAfter = (await db().customer.findFirstOrThrow({ where: { id: shop.customer.id } })).balance;
    expect(balanceAfter.toString()).toBe(totals.toString());
    expect(await db().cart.count({ where: { id: { in: ids } } })).toBe(0);
  });

  it('two on-account carts of one customer at once, each within the credit limit but not together: one order, one credit-limit-exceeded', async () => {
    for (let round = 0; round < 3; round++) {
      // Each cart: 4 × 12.50 + 4.95 shipping + 19 % tax = 65.39; the limit fits one.
      const buyer = await createCustomer(t(), `limit-${round}-${Date.now()}@example.com`, { payment_on_account: { credit_limit: '100.00' } });
      const [a, b] = [await readyCart(buyer, 4), await readyCart(buyer, 4)];
      const answers = await Promise.all([complete(a!), complete(b!)]);
      expect(answers.map((r) => r.status).sort()).toEqual([201, 422]);
      expect(answers.find((r) => r.status === 422)!.body.errors.validation_error_types).toEqual(['credit-limit-exceeded']);
      expect((await db().customer.findFirstOrThrow({ where: { id: buyer.id } })).balance.toString()).toBe('65.39');
    }
  });
});
