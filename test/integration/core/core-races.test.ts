import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness, type ApiResponse } from '../../helpers/harness.ts';

// An update racing a delete of the same record (review H2): whichever wins, the loser answers 404 (or the
// update lands first and the delete follows), never a 500 from a row that vanished between read and write.
// The first tests force the bad interleaving deterministically: a transaction of the test holds a lock the
// update takes after reading its row, the delete runs meanwhile, then the lock is released.

const setup = useHarness();
beforeAll(async () => {
  await setup.t.call('POST', '/api/v1/customer-groups', { slug: 'vip', name: 'VIP' });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Holds an advisory lock (keyed as the code under test keys it) in a transaction of its own until `release()`. */
async function holdLock(key: string) {
  const client = await setup.h.deps.db.pool.connect();
  await client.query('BEGIN');
  await client.query(`SELECT pg_advisory_xact_lock(${key})`);
  return {
    /** Waits until some other transaction of this database queues for an advisory lock. */
    async waitForWaiter() {
      for (let i = 0; i < 200; i++) {
        const { rows } = await client.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_database d ON d.oid = l.database
            WHERE d.datname = current_database() AND l.locktype = 'advisory' AND NOT l.granted`,
        );
        if (rows[0]!.n > 0) return;
        await sleep(10);
      }
      throw new Error('nobody queued for the lock');
    },
    async release() {
      await client.query('COMMIT');
      client.release();
    },
  };
}

// The keys of lockGroupTree (customer-groups/repository.ts) and lockProductWrites (products/repository.ts).
const groupTreeLock = () => holdLock(`hashtextextended('customer-groups:${setup.t.siteId}:live', 0)`);
const productWritesLock = () => holdLock(`hashtext('products:${setup.t.siteId}:live')`);

/**
 * Starts `update` (which reads its row, then queues for the group-tree lock the test holds), runs `remove` while it
 * waits, then lets the update go on. Answers both responses.
 */
async function updateStalledByGroupLock(update: () => Promise<ApiResponse>, remove: () => Promise<ApiResponse>) {
  const lock = await groupTreeLock();
  let updated: Promise<ApiResponse>;
  let removed: Promise<ApiResponse>;
  try {
    updated = update();
    await lock.waitForWaiter();
    removed = remove();
    // Without row locking the delete finishes now; with it, it waits for the update. Either way, give it time.
    await Promise.race([removed, sleep(300)]);
  } finally {
    await lock.release();
  }
  return { updated: await updated, removed: await removed };
}

const expectNoServerError = (...responses: ApiResponse[]) => {
  for (const r of responses) {
    expect(r.status).toBeLessThan(500);
    if (r.status === 404) expect(r.body.title).toBe('resource-not-found');
  }
};

describe('an update whose row is deleted after it read it', () => {
  it('customers PATCH: the update wins (200), the delete follows (204)', async () => {
    const { id } = (await setup.t.call('PUT', '/api/v2/customers/external_id/DET-P', { external_id: 'DET-P', email: 'det-p@example.com' })).body;
    const path = `/api/v2/customers/id/${id}`;
    const { updated, removed } = await updateStalledByGroupLock(
      () => setup.t.call('PATCH', path, { group: 'vip', first_name: 'Late', addresses: [{ city: 'X' }] }),
      () => setup.t.call('DELETE', path),
    );
    expectNoServerError(updated, removed);
    expect([updated.status, removed.status]).toEqual([200, 204]);
    expect((await setup.t.call('GET', path)).status).toBe(404);
  });

  it('customers PUT: the replace wins (200), the delete follows (204)', async () => {
    const { id } = (await setup.t.call('PUT', '/api/v2/customers/external_id/DET-U', { external_id: 'DET-U', email: 'det-u@example.com' })).body;
    const path = `/api/v2/customers/id/${id}`;
    const { updated, removed } = await updateStalledByGroupLock(
      () => setup.t.call('PUT', path, { id, external_id: 'DET-U', email: 'det-u@example.com', group: 'vip', addresses: [{ city: 'Y' }] }),
      () => setup.t.call('DELETE', path),
    );
    expectNoServerError(updated, removed);
    expect([updated.status, removed.status]).toEqual([200, 204]);
  });

  it('discounts PATCH: the update wins (200), the delete follows (204)', async () => {
    const { id } = (await setup.t.call('POST', '/api/v1/discounts', { name: 'Det', kind: 'order_total', amount_type: 'fixed', amount: 5 })).body;
    const path = `/api/v1/discounts/${id}`;
    const { updated, removed } = await updateStalledByGroupLock(
      () => setup.t.call('PATCH', path, { customer_groups: ['vip'], name: 'Late' }),
      () => setup.t.call('DELETE', path),
    );
    expectNoServerError(updated, removed);
    expect([updated.status, removed.status]).toEqual([200, 204]);
  });

  it('shipping methods PATCH: the update wins (200), the delete follows (204)', async () => {
    const band = { name: 'All', requirement: { type: 'weight' }, cost: { type: 'free' } };
    const { id } = (await setup.t.call('POST', '/api/v2/shipping-methods', { slug: 'det', title: 'Det', bands: [band] })).body;
    const path = `/api/v2/shipping-methods/${id}`;
    const { updated, removed } = await updateStalledByGroupLock(
      () => setup.t.call('PATCH', path, { customer_groups: ['vip'], title: 'Late' }),
      () => setup.t.call('DELETE', path),
    );
    expectNoServerError(updated, removed);
    expect([updated.status, removed.status]).toEqual([200, 204]);
  });

  it('products DELETE waits for a product write in progress (the same per-tenant lock as PUT)', async () => {
    await setup.t.call('PUT', '/api/v1/products/slug/det', { slug: 'det', title: 'Det', variants: [{ sku: 'DET-1' }] });
    const lock = await productWritesLock();
    let done = false;
    const removed = setup.t.call('DELETE', '/api/v1/products/slug/det').then((r) => ((done = true), r));
    await sleep(300);
    const doneWhileLocked = done;
    await lock.release();
    expect(doneWhileLocked).toBe(false);
    expect((await removed).status).toBe(204);
  });
});

const PAIRS = 20;

/** Fires `PAIRS` update+delete pairs at once; every answer must be one the contract names. */
async function race(paths: string[], update: (path: string, i: number) => Promise<ApiResponse>, remove: (path: string) => Promise<ApiResponse>) {
  // Each delete trails its update by a different few milliseconds, so some land between the update's read and its write.
  const results = await Promise.all(paths.flatMap((p, i) => [update(p, i), sleep(i % 10).then(() => remove(p))]));
  expect(results.map((r) => r.status).filter((s) => s >= 500)).toEqual([]);
  results.forEach((r, i) => {
    if (i % 2 === 1) expect([204, 404]).toContain(r.status);
    else expect([200, 201, 404]).toContain(r.status);
    if (r.status === 404) expect(r.body.title).toBe('resource-not-found');
  });
}

describe(`${PAIRS} concurrent update+delete pairs answer 200/201/204/404, never 500`, () => {
  it('customers: PATCH vs DELETE', async () => {
    const ids: string[] = [];
    for (let i = 0; i < PAIRS; i++) {
      const res = await setup.t.call('PUT', `/api/v2/customers/external_id/RP-${i}`, { external_id: `RP-${i}`, email: `rp${i}@example.com`, addresses: [{ city: 'A' }] });
      ids.push(res.body.id);
    }
    await race(
      ids.map((id) => `/api/v2/customers/id/${id}`),
      (p, i) => setup.t.call('PATCH', p, { first_name: `N${i}`, addresses: [{ city: 'B' }] }),
      (p) => setup.t.call('DELETE', p),
    );
    expect(await setup.h.deps.db.prisma.customer.count({ where: { siteId: setup.t.siteId, id: { in: ids } } })).toBe(0);
  });

  it('customers: PUT vs DELETE', async () => {
    const ids: string[] = [];
    for (let i = 0; i < PAIRS; i++) {
      ids.push((await setup.t.call('PUT', `/api/v2/customers/external_id/RU-${i}`, { external_id: `RU-${i}`, email: `ru${i}@example.com` })).body.id);
    }
    await race(
      ids.map((id) => `/api/v2/customers/id/${id}`),
      (p, i) => setup.t.call('PUT', p, { id: ids[i], external_id: `RU-${i}`, email: `ru${i}@example.com`, first_name: 'X', addresses: [{ city: 'C' }] }),
      (p) => setup.t.call('DELETE', p),
    );
  });

  it('discounts: PATCH vs DELETE', async () => {
    const ids: string[] = [];
    for (let i = 0; i < PAIRS; i++) {
      ids.push((await setup.t.call('POST', '/api/v1/discounts', { name: `D${i}`, kind: 'order_total', amount_type: 'fixed', amount: 5 })).body.id);
    }
    await race(
      ids.map((id) => `/api/v1/discounts/${id}`),
      (p, i) => setup.t.call('PATCH', p, { name: `Renamed ${i}`, amount: '7.5' }),
      (p) => setup.t.call('DELETE', p),
    );
    expect(await setup.h.deps.db.prisma.discount.count({ where: { siteId: setup.t.siteId, id: { in: ids } } })).toBe(0);
  });

  it('shipping methods: PATCH vs DELETE', async () => {
    const ids: string[] = [];
    for (let i = 0; i < PAIRS; i++) {
      const band = { name: 'All', requirement: { type: 'weight' }, cost: { type: 'free' } };
      ids.push((await setup.t.call('POST', '/api/v2/shipping-methods', { slug: `race-${i}`, title: `R${i}`, bands: [band] })).body.id);
    }
    await race(
      ids.map((id) => `/api/v2/shipping-methods/${id}`),
      (p, i) => setup.t.call('PATCH', p, { title: `Renamed ${i}` }),
      (p) => setup.t.call('DELETE', p),
    );
    expect(await setup.h.deps.db.prisma.shippingMethod.count({ where: { siteId: setup.t.siteId, id: { in: ids } } })).toBe(0);
  });

  it('products: PUT vs DELETE by slug', async () => {
    for (let i = 0; i < PAIRS; i++) {
      await setup.t.call('PUT', `/api/v1/products/slug/race-${i}`, { slug: `race-${i}`, title: 'T', variants: [{ sku: `RACE-${i}` }] });
    }
    await race(
      Array.from({ length: PAIRS }, (_, i) => `/api/v1/products/slug/race-${i}`),
      (p, i) => setup.t.call('PUT', p, { slug: `race-${i}`, title: 'Replaced', variants: [{ sku: `RACE-${i}` }, { sku: `RACE-${i}-B` }] }),
      (p) => setup.t.call('DELETE', p),
    );
  });

  it('products: PUT vs DELETE by id', async () => {
    const ids = Array.from({ length: PAIRS }, () => randomUUID());
    for (const [i, id] of ids.entries()) await setup.t.call('PUT', `/api/v1/products/id/${id}`, { id, slug: `race-id-${i}`, title: 'T' });
    await race(
      ids.map((id) => `/api/v1/products/id/${id}`),
      (p, i) => setup.t.call('PUT', p, { id: ids[i], slug: `race-id-${i}`, title: 'Again', variants: [{ sku: `RID-${i}` }] }),
      (p) => setup.t.call('DELETE', p),
    );
  });
});
