import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../helpers/harness.ts';
import { buildShop, newCart, type Shop } from './fixtures.ts';

// Completion reads prices, settings and stock inside its own transaction. Every such read must run on that
// transaction's connection: one that asks the pool for a second connection while holding the first starves the
// pool as soon as more completes run at once than it has connections (they all hold one and wait for another).

const setup = useHarness({ env: { DB_POOL_SIZE: '3', DEPENDENCY_TIMEOUT_MS: '20000' } });
const t = () => setup.t;
let shop: Shop;

beforeAll(async () => {
  shop = await buildShop(setup.h, t());
});

async function readyCart(sku: string): Promise<string> {
  const cart = await newCart(t(), shop.customer.id);
  const res = await t().call('PATCH', `/api/v1/carts/${cart.id}`, { line_items: [{ sku, quantity: 1 }] });
  if (res.status !== 200) throw new Error(res.text);
  return cart.id;
}

describe('completes at once, more than the pool has connections', () => {
  it('carts of a stock-tracked variant: every one places its order (no 503, no timeout)', async () => {
    const carts = await Promise.all(Array.from({ length: 8 }, () => readyCart('STK')));
    const handle = (await t().call('POST', `/api/v1/carts/${carts[0]}/calculate`)).body.shipping_rates[0].handle;
    const started = Date.now();
    const answers = await Promise.all(carts.map((id) => t().call('POST', `/api/v1/carts/${id}/complete`, { shipping_rate_handle: handle, payment_method: 'on_account' })));
    expect(answers.map((a) => a.status), answers.map((a) => a.text).join('\n').slice(0, 500)).toEqual(carts.map(() => 201));
    expect(Date.now() - started).toBeLessThan(8_000);
  });
});
