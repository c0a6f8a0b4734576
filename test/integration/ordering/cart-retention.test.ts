import { beforeAll, describe, expect, it } from 'vitest';
import { purgeIdleCarts } from '../../../src/services/ordering/purge-idle-carts.ts';
import { housekeeping } from '../../../workers/processors/housekeeping.ts';
import { useHarness } from '../../helpers/harness.ts';
import { buildShop, newCart, type Shop } from './fixtures.ts';

// Abandoned carts (CART_RETENTION_DAYS, default 90): the hourly housekeeping removes carts nobody has touched for
// that long, lines and all; younger carts, and every cart when the retention is 0, stay.

const setup = useHarness({ env: { CART_RETENTION_DAYS: '30' } });
const t = () => setup.t;
let shop: Shop;
beforeAll(async () => {
  shop = await buildShop(setup.h, t());
});

const age = (id: string, days: number) =>
  setup.h.deps.db.prisma.$executeRaw`UPDATE carts SET updated_at = now() - ${days} * interval '1 day' WHERE id = ${id}::uuid`;
const lineCount = async (id: string) =>
  (await setup.h.deps.db.prisma.$queryRaw<[{ n: number }]>`SELECT count(*)::int AS n FROM cart_line_items WHERE cart_id = ${id}::uuid`)[0].n;

describe('idle carts', () => {
  it('housekeeping removes carts idle longer than the retention, with their lines; younger carts stay usable', async () => {
    const idle = await newCart(t(), shop.customer.id);
    const recent = await newCart(t(), shop.customer.id);
    for (const cart of [idle, recent]) expect((await t().call('POST', `/api/v1/carts/${cart.id}/line-items`, { sku: 'WID', quantity: 2 })).status).toBe(200);
    await age(idle.id, 31);
    await age(recent.id, 29);

    const result = (await housekeeping({}, { deps: setup.h.deps } as never)) as { idleCarts: number };
    expect(result.idleCarts).toBe(1);
    expect((await t().call('GET', `/api/v1/carts/${idle.id}`)).status).toBe(404);
    expect(await lineCount(idle.id)).toBe(0);
    const kept = await t().call('GET', `/api/v1/carts/${recent.id}`);
    expect(kept.status).toBe(200);
    expect(kept.body.line_items).toEqual([expect.objectContaining({ sku: 'WID', quantity: 2 })]);
  });

  it('a change to a cart restarts its clock', async () => {
    const cart = await newCart(t(), shop.customer.id);
    await age(cart.id, 31);
    expect((await t().call('POST', `/api/v1/carts/${cart.id}/line-items`, { sku: 'WID', quantity: 1 })).status).toBe(200);
    expect(await purgeIdleCarts(setup.h.deps)).toBe(0);
    expect((await t().call('GET', `/api/v1/carts/${cart.id}`)).status).toBe(200);
  });

  it('removes in chunks until none is left; a retention of 0 keeps every cart', async () => {
    const carts = await Promise.all(Array.from({ length: 5 }, () => newCart(t(), shop.customer.id)));
    for (const c of carts) await age(c.id, 400);
    const keepForever = { ...setup.h.deps, config: { ...setup.h.deps.config, CART_RETENTION_DAYS: 0 } };
    expect(await purgeIdleCarts(keepForever)).toBe(0);
    expect(await purgeIdleCarts(setup.h.deps, new Date(), 2)).toBe(5);
    for (const c of carts) expect((await t().call('GET', `/api/v1/carts/${c.id}`)).status).toBe(404);
  });
});
