import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { newAccessToken } from '../../../src/auth/secrets.ts';
import { useHarness, type Tenant } from '../../helpers/harness.ts';
import { minutesAfter, orderEvents, seedOrder } from './order-fixtures.ts';

// PATCH /api/v1/orders/…: every error the contract names, each leaving the order as it was.

const setup = useHarness({ tenant: { testMode: true } });
const h = () => setup.h;
const t = () => setup.t;
const patch = (path: string, body: unknown, tenant: Tenant = t()) => tenant.call('PATCH', `/api/v1/orders/${path}`, body);

/** The placed order as it stands: `placed` again at its own time is a no-op that answers the order, moving nothing. */
const current = (o: { id: string; placedAt: Date }) => patch(o.id, { status: 'placed', occurred_at: o.placedAt.toISOString() });

async function unchanged(o: { id: string; placedAt: Date }, before: unknown) {
  expect((await current(o)).body).toEqual(before);
  expect(await orderEvents(h(), t().siteId, o.id)).toEqual([]);
}

describe('400 invalid-status-transition', () => {
  it.each([
    ['packed', 'picked'],
    ['shipped', 'placed'],
    ['shipped', 'cancelled'],
    ['delivered', 'on_hold'],
    ['cancelled', 'picked'],
  ])('%s → %s', async (from, to) => {
    const o = await seedOrder(h(), t());
    const moved = await patch(o.id, { status: from, occurred_at: minutesAfter(o.placedAt, 1) });
    expect(moved.status).toBe(200);
    const res = await patch(o.id, { status: to, occurred_at: minutesAfter(o.placedAt, 2), event_id: 'e-bad', package: { carrier: 'DHL', tracking_number: 'T', tracking_url: 'https://t.test/T' } });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(res.body).toMatchObject({ title: 'invalid-status-transition', status: 400, type: '/errors#invalid-status-transition' });
    expect(res.body.errors).toEqual([{ code: 'invalid-status-transition', message: res.body.detail, property: 'status' }]);
    expect(res.body.detail).toContain(`'${from}'`);
    expect(res.body.detail).toContain(`'${to}'`);
    const again = await patch(o.id, { status: from });
    expect(again.body).toEqual(moved.body);
    expect(await orderEvents(h(), t().siteId, o.id)).toHaveLength(1);
  });
});

describe('409 newer-version-exists', () => {
  it('an occurred_at older than the status in force, even for a move that would be allowed; nothing recorded', async () => {
    const o = await seedOrder(h(), t());
    const res = await patch(o.id, { status: 'shipped', occurred_at: minutesAfter(o.placedAt, -1), note: 'n', event_id: 'e1', package: { carrier: 'DHL', tracking_number: 'T', tracking_url: 'https://t.test/T' } });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ title: 'newer-version-exists', status: 409, errors: [{ code: 'newer-version-exists', property: 'occurred_at' }] });
    expect(res.body.detail).toContain(`'placed' since ${o.placedAt.toISOString()}`);
    const view = await current(o);
    expect(view.body.packages).toEqual([]);
    expect(view.body.status_history).toHaveLength(1);
    await unchanged(o, view.body);
    // Its event id was not kept: the same event, now in time, applies.
    expect((await patch(o.id, { status: 'shipped', occurred_at: minutesAfter(o.placedAt, 1), event_id: 'e1' })).body.status).toBe('shipped');
  });
});

describe('404 resource-not-found', () => {
  it('an unknown id, external, internal or visible id', async () => {
    for (const path of [randomUUID(), `id/${randomUUID()}`, 'external_id/nope', 'internal/nope', 'visible/nope']) {
      const res = await patch(path, { status: 'picked' });
      expect(res.status, path).toBe(404);
      expect(res.body.title).toBe('resource-not-found');
      expect(res.body.detail).toMatch(/No order with/);
    }
  });

  it("another site's or environment's order", async () => {
    const o = await seedOrder(h(), t());
    const other = await h().tenant();
    const test = await h().tenant({ siteId: t().siteId, environment: 'test' });
    for (const tenant of [other, test]) expect((await patch(o.id, { status: 'picked' }, tenant)).status).toBe(404);
    await unchanged(o, (await current(o)).body);
  });

  it.each(['quote', 'cart', 'order_unconfirmed', 'awaiting_approval'] as const)('a purchase of type %s is not an order', async (type) => {
    const o = await seedOrder(h(), t(), { type });
    const res = await patch(`external_id/${o.externalId}`, { status: 'picked' });
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe(`The purchase with external_id ${o.externalId} is of type '${type}', not an order: only purchases of type order take status updates.`);
  });
});

describe('400 schema problems, every one in detail and errors, nothing stored', () => {
  it('a body with several problems', async () => {
    const o = await seedOrder(h(), t());
    const before = (await current(o)).body;
    const res = await patch(o.id, {
      status: 'lost',
      occurred_at: '2026-13-01T00:00:00Z',
      note: 7,
      event_id: '',
      package: { carrier: 'DHL', tracking_url: 'ftp://x', line_items: [{ sku: 'A', quantity: -1 }] },
    });
    expect(res.status).toBe(400);
    expect(res.body.title).toBe('invalid-request-contents');
    const properties = res.body.errors.map((e: { property?: string }) => e.property).sort();
    expect(properties).toEqual(['event_id', 'note', 'occurred_at', 'package.line_items[0].quantity', 'package.tracking_number', 'package.tracking_url', 'status'].sort());
    for (const p of properties) expect(res.body.detail).toContain(p);
    await unchanged(o, before);
  });

  it('status missing; not JSON; an empty body', async () => {
    const o = await seedOrder(h(), t());
    const missing = await patch(o.id, { note: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toContainEqual(expect.objectContaining({ code: 'missing-param', property: 'status' }));
    expect((await patch(o.id, '{"status":')).status).toBe(400);
    expect((await t().call('PATCH', `/api/v1/orders/${o.id}`, '')).status).toBe(400);
  });

  it('an occurred_at more than 5 minutes ahead of the hub clock (a local time sent as UTC)', async () => {
    const o = await seedOrder(h(), t());
    const res = await patch(o.id, { status: 'picked', occurred_at: new Date(Date.now() + 2 * 3600_000).toISOString() });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ code: 'keyword-mismatch', property: 'occurred_at' })]);
    expect(res.body.detail).toMatch(/more than 5 minutes after the hub's clock/);
    expect((await patch(o.id, { status: 'picked', occurred_at: new Date(Date.now() + 60_000).toISOString() })).status).toBe(200);
  });

  it('an orderId that is not a UUID; an unsupported lookupBy', async () => {
    const bad = await patch('not-a-uuid', { status: 'picked' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ code: 'resource-id-invalid' })]);
    const lookup = await patch('email/a@b.test', { status: 'picked' });
    expect(lookup.status).toBe(400);
    expect(lookup.body.errors).toContainEqual(expect.objectContaining({ code: 'parameters-mismatch', property: 'lookupBy' }));
    expect(lookup.body.detail).toMatch(/lookupBy must be one of: id, external_id, internal, visible/);
  });
});

describe('auth, Purchasing style', () => {
  let expired: Tenant;
  let other: Tenant;
  let orderId: string;
  beforeAll(async () => {
    orderId = (await seedOrder(h(), t())).id;
    other = await h().tenant();
    expired = await h().tenant({ siteId: t().siteId });
    await h().deps.db.prisma.accessToken.updateMany({ where: { credential: { clientId: expired.clientId } }, data: { expiresAt: new Date(Date.now() - 1000) } });
  });
  const send = (authorization: string | null, environment: 'live' | 'test' = 'live') =>
    h()
      .request(`/api/v1/orders/${orderId}`, { method: 'PATCH', headers: { 'Site-Id': t().siteId, 'Content-Type': 'application/json', ...(authorization ? { Authorization: authorization } : {}) }, body: '{"status":"picked"}' }, environment)
      .then(async (r) => ({ status: r.status, body: (await r.json()) as { title: string; detail: string } }));

  it('403 without Authorization or with another tenant; 401 malformed, unknown or expired; detail explains', async () => {
    const cases: [string, string | null, 401 | 403, 'live' | 'test'][] = [
      ['missing', null, 403, 'live'],
      ['other site', `Bearer ${other.token}`, 403, 'live'],
      ['other environment', `Bearer ${t().token}`, 403, 'test'],
      ['malformed', `Token ${t().token}`, 401, 'live'],
      ['unknown', `Bearer ${newAccessToken()}`, 401, 'live'],
      ['expired', `Bearer ${expired.token}`, 401, 'live'],
    ];
    for (const [name, authorization, status, environment] of cases) {
      const res = await send(authorization, environment);
      expect(res.status, name).toBe(status);
      expect(res.body.title).toBe('access_denied');
      expect(res.body.detail.length, name).toBeGreaterThan(20);
    }
    expect((await send(`Bearer ${t().token}`)).status).toBe(200);
  });
});
