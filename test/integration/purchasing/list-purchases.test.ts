import { describe, expect, it } from 'vitest';
import { useHarness, type Tenant } from '../../helpers/harness.ts';
import { createCustomer, order, putByExternal } from './support.ts';

// GET /api/v1/purchases: offset paging (contract §0), newest first by the chosen date, ties by id, filters.

const setup = useHarness();

/**
 * `n` purchases straight into the table: created_at in groups of 7 (ties), updated_at in groups of 3,
 * placed_at on every other one (the rest have none), type and status cycling.
 */
async function seed(t: Tenant, n: number, prefix: string) {
  await setup.h.deps.db.prisma.$executeRawUnsafe(
    `INSERT INTO purchases (site_id, environment, id, type, status, status_occurred_at, external_id, currency_code, created_at, updated_at,
       placed_at, calculated_submitted_at, shipping_requested_date, calculated_subtotal, calculated_tax_total, calculated_total, content_hash)
     SELECT $1, $2::"Environment", gen_random_uuid(),
            (ARRAY['order','quote','cart'])[1 + g % 3]::"PurchaseType", (ARRAY['placed','shipped'])[1 + g % 2]::"PurchaseStatus", now(),
            $3 || g, 'EUR',
            timestamptz '2026-01-01' + (g / 7) * interval '1 minute', timestamptz '2026-06-01' + (g / 3) * interval '1 minute',
            CASE WHEN g % 2 = 0 THEN timestamptz '2026-03-01' + (g / 5) * interval '1 hour' END,
            timestamptz '2026-01-01' + (g / 7) * interval '1 minute',
            CASE WHEN g % 4 = 0 THEN timestamptz '2026-12-01' + (g % 11) * interval '1 day' END,
            0, 0, 0, 'seed'
       FROM generate_series(1, $4::int) g`,
    t.siteId, t.environment, prefix, n,
  );
}

type Key = { id: string; date: string | null };
const ids = (list: { id: string }[]) => list.map((p) => p.id);

/** Every page of `query` (limit `limit`), as a client reads them: offset += limit until a short page. */
async function readAll(t: Tenant, query: string, limit: number) {
  const out: { id: string; dates: Record<string, string | null> }[] = [];
  for (let offset = 0; ; offset += limit) {
    const res = await t.call('GET', `/api/v1/purchases?${query}&limit=${limit}&offset=${offset}`);
    expect(res.status).toBe(200);
    out.push(...res.body);
    if (res.body.length < limit) return out;
  }
}

/** Newest first by date (nulls last), ties by id descending. */
function expectOrdered(keys: Key[]) {
  for (let i = 1; i < keys.length; i++) {
    const [a, b] = [keys[i - 1]!, keys[i]!];
    const ok = a.date === b.date ? a.id > b.id : b.date === null || (a.date !== null && a.date > b.date);
    expect(ok, `${JSON.stringify(a)} before ${JSON.stringify(b)}`).toBe(true);
  }
}

describe('GET /api/v1/purchases', () => {
  it('pages through a stable data set by every order_by without skipping or repeating, ties broken by id', async () => {
    const t = await setup.h.tenant();
    await seed(t, 1203, 'P-');
    for (const field of ['created_at', 'updated_at', 'placed_at', 'calculated_submitted_at', 'shipping_requested_date']) {
      const all = await readAll(t, `order_by=${field}`, 97);
      expect(all).toHaveLength(1203);
      expect(new Set(ids(all)).size).toBe(1203);
      expectOrdered(all.map((p) => ({ id: p.id, date: p.dates[field]! })));
    }
    // The default order is created_at, and the same pages come again (the remembered boundaries are exact).
    const again = await readAll(t, 'order_by=created_at', 97);
    expect(ids(await readAll(t, 'dates[last_updated][gte]=2020-01-01T00:00:00Z', 97))).toEqual(ids(again));
  });

  it('limit unset means 500; a page past the end is empty', async () => {
    const t = await setup.h.tenant();
    await seed(t, 620, 'L-');
    expect((await t.call('GET', '/api/v1/purchases')).body).toHaveLength(500);
    expect((await t.call('GET', '/api/v1/purchases?offset=500')).body).toHaveLength(120);
    expect((await t.call('GET', '/api/v1/purchases?offset=620')).body).toEqual([]);
    expect((await t.call('GET', '/api/v1/purchases?limit=1&offset=619')).body).toHaveLength(1);
  });

  it('a page read after a write is the true offset page (remembered boundaries are dropped on change)', async () => {
    const t = await setup.h.tenant();
    await seed(t, 30, 'W-');
    const first = await t.call('GET', '/api/v1/purchases?limit=10&order_by=updated_at');
    // A write moves one purchase to the top of updated_at: offset 10 must now start one row earlier than before.
    const moved = first.body[9].identifiers.external;
    const before = (await t.call('GET', '/api/v1/purchases?limit=10&offset=10&order_by=updated_at')).body;
    expect((await putByExternal(t, 'W-NEW', order('W-NEW'))).status).toBe(201);
    const after = (await t.call('GET', '/api/v1/purchases?limit=10&offset=10&order_by=updated_at')).body;
    expect(after[0].identifiers.external).toBe(moved);
    expect(ids(after.slice(1))).toEqual(ids(before.slice(0, 9)));
  });

  it('filters by type, status, customer identifiers and date ranges', async () => {
    const t = await setup.h.tenant();
    await seed(t, 60, 'F-');
    const customerId = await createCustomer(t, 'f@p.test', 'FC-1');
    const mine = await putByExternal(t, 'F-MINE', order('F-MINE', { type: 'quote', customer_identifiers: { email: 'f@p.test' }, dates: { placed_at: '2027-01-01T00:00:00Z' } }));
    const get = async (q: string) => (await t.call('GET', `/api/v1/purchases?${q}`)).body as { id: string; type: string; status: string; dates: Record<string, string> }[];

    expect((await get('type=quote')).every((p) => p.type === 'quote')).toBe(true);
    expect(await get('type=quote')).toHaveLength(21);
    expect(await get('type=quote,cart')).toHaveLength(41);
    expect((await get('status=shipped')).every((p) => p.status === 'shipped')).toBe(true);
    for (const q of [`customer_identifiers[id]=${customerId}`, 'customer_identifiers[external_id]=FC-1', 'customer_identifiers[email]=F@P.TEST']) {
      expect(ids(await get(q))).toEqual([mine.body.id]);
    }
    const updated = await get('dates[last_updated][gte]=2026-06-01T00:10:00Z&dates[last_updated][lte]=2026-06-01T00:15:00Z');
    expect(updated.length).toBe(18);
    expect(updated.every((p) => p.dates.updated_at! >= '2026-06-01T00:10:00.000Z' && p.dates.updated_at! <= '2026-06-01T00:15:00.000Z')).toBe(true);
    expect(ids(await get('dates[placed][gte]=2026-12-01T00:00:00Z'))).toEqual([mine.body.id]);
    const placedBefore = await get('dates[placed][lte]=2026-03-01T01:00:00Z');
    expect(placedBefore.every((p) => p.dates.placed_at! <= '2026-03-01T01:00:00.000Z')).toBe(true);
    expect(placedBefore.length).toBeGreaterThan(0);
  });

  it('a bad paging or filter value is 400 parameters-mismatch naming every one', async () => {
    const t = setup.t;
    for (const q of ['limit=0', 'limit=501', 'limit=abc', 'offset=-1', 'order_by=name', 'type=invoice', 'status=lost', 'dates[placed][gte]=yesterday', 'customer_identifiers[id]=x']) {
      const res = await t.call('GET', `/api/v1/purchases?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.errors[0].code, q).toBe('parameters-mismatch');
    }
    const many = await t.call('GET', '/api/v1/purchases?limit=0&order_by=x&dates[last_updated][gte]=no');
    expect(many.body.errors.map((e: { property: string }) => e.property).sort()).toEqual(['dates[last_updated][gte]', 'limit', 'order_by']);
    for (const p of ['limit', 'order_by', 'dates[last_updated][gte]']) expect(many.body.detail).toContain(p);
  });
});
