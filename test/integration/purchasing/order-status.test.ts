import { describe, expect, it } from 'vitest';
import { readPurchase } from '../../../src/services/purchasing/get-purchase.ts';
import type { Ctx } from '../../../src/context.ts';
import { useHarness, verbCtx } from '../../helpers/harness.ts';
import { minutesAfter, orderEvents, seedOrder } from './order-fixtures.ts';

// PATCH /api/v1/orders/… (contract §5): applied changes, no-ops, lookups, and what one applied change writes.

const setup = useHarness();
const h = () => setup.h;
const t = () => setup.t;
const ctx = (): Ctx => verbCtx(h(), t());
const stored = async (id: string) => (await readPurchase(ctx(), { id }))!;
const patch = (path: string, body: unknown) => t().call('PATCH', `/api/v1/orders/${path}`, body);

describe('an applied change', () => {
  it('answers the purchase as GET shows it, appends the history, records the package, and writes one outbox event', async () => {
    const o = await seedOrder(h(), t());
    const at = minutesAfter(o.placedAt, 30);
    const pkg = { carrier: 'DHL', tracking_number: 'TN-1', tracking_url: 'https://track.example.com/TN-1', line_items: [{ sku: 'A', quantity: 2 }] };
    const res = await patch(o.id, { status: 'shipped', occurred_at: at, note: 'left the dock', package: pkg, event_id: 'evt-1' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(await stored(o.id));
    expect(res.body.status).toBe('shipped');
    expect(res.body.status_history).toEqual([
      { status: 'placed', occurred_at: o.placedAt.toISOString(), source: 'checkout', note: null },
      { status: 'shipped', occurred_at: new Date(at).toISOString(), source: t().credentialName, note: 'left the dock' },
    ]);
    expect(res.body.packages).toEqual([{ carrier: 'DHL', tracking_number: 'TN-1', tracking_url: 'https://track.example.com/TN-1', shipped_at: new Date(at).toISOString(), line_items: [{ sku: 'A', quantity: 2 }] }]);
    expect(res.body.line_items.map((l: { quantity_shipped: number }) => l.quantity_shipped)).toEqual([2, 0]);
    expect(new Date(res.body.dates.updated_at).getTime()).toBeGreaterThan(o.placedAt.getTime());
    // The writer's version belongs to the ERP's PUTs (src/services/purchasing/README.md); a status update keeps it.
    expect(res.body.version).toBe(0);
    const events = await orderEvents(h(), t().siteId, o.id);
    expect(events).toHaveLength(1);
    expect(events[0]!.publishedAt).toBeNull();
    expect(events[0]!.payload).toEqual({
      order_id: o.id,
      identifiers: { id: o.id, external: o.externalId, internal: o.internalId, visible: o.visibleId },
      from_status: 'placed',
      to_status: 'shipped',
      occurred_at: new Date(at).toISOString(),
      note: 'left the dock',
      package: { carrier: 'DHL', tracking_number: 'TN-1', tracking_url: 'https://track.example.com/TN-1', shipped_at: new Date(at).toISOString(), line_items: [{ sku: 'A', quantity: 2 }] },
      sequence: 1,
    });
  });

  it('a second parcel of an order already shipped adds its package once, with no new status, history or event', async () => {
    const o = await seedOrder(h(), t());
    const parcel = (n: number) => ({ carrier: 'DHL', tracking_number: `TN-${n}`, tracking_url: `https://track.example.com/TN-${n}`, line_items: [{ sku: 'A', quantity: 1 }] });
    expect((await patch(o.id, { status: 'shipped', occurred_at: minutesAfter(o.placedAt, 10), package: parcel(1) })).status).toBe(200);
    const second = await patch(o.id, { status: 'shipped', occurred_at: minutesAfter(o.placedAt, 20), package: parcel(2) });
    expect(second.status).toBe(200);
    // The same webhook again (no event id): the package is already there.
    expect((await patch(o.id, { status: 'shipped', occurred_at: minutesAfter(o.placedAt, 21), package: parcel(2) })).status).toBe(200);
    const after = await stored(o.id);
    expect(after.packages.map((p: { tracking_number: string | null }) => p.tracking_number)).toEqual(['TN-1', 'TN-2']);
    expect(after.line_items.map((l: { quantity_shipped: number }) => l.quantity_shipped)).toEqual([2, 0]);
    expect(after.status_history.map((e: { status: string }) => e.status)).toEqual(['placed', 'shipped']);
    expect(await orderEvents(h(), t().siteId, o.id)).toHaveLength(1);
  });

  it('each applied change takes the next sequence number; no-ops take none', async () => {
    const o = await seedOrder(h(), t());
    const steps: [string, number, number][] = [
      ['picked', 1, 200],
      ['picked', 2, 200], // same status: no-op
      ['on_hold', 3, 200],
      ['picked', 4, 200], // back to the held status
      ['cancelled', 5, 200],
    ];
    for (const [status, minute, expected] of steps) expect((await patch(o.id, { status, occurred_at: minutesAfter(o.placedAt, minute) })).status).toBe(expected);
    const events = await orderEvents(h(), t().siteId, o.id);
    expect(events.map((e) => (e.payload as { sequence: number }).sequence)).toEqual([1, 2, 3, 4]);
    expect(events.map((e) => { const p = e.payload as { from_status: string; to_status: string }; return `${p.from_status}→${p.to_status}`; })).toEqual(['placed→picked', 'picked→on_hold', 'on_hold→picked', 'picked→cancelled']);
    expect((await stored(o.id)).status_history.map((e) => e.status)).toEqual(['placed', 'picked', 'on_hold', 'picked', 'cancelled']);
  });

  it('occurred_at defaults to the time the hub received the update', async () => {
    const o = await seedOrder(h(), t());
    const before = Date.now();
    const res = await patch(o.id, { status: 'picked' });
    expect(res.status).toBe(200);
    const at = new Date(res.body.status_history[1].occurred_at).getTime();
    expect(at).toBeGreaterThanOrEqual(before - 5);
    expect(at).toBeLessThanOrEqual(Date.now());
  });

  it('on_hold remembers the held status: back to it, onward from it, or cancelled while held before shipped', async () => {
    for (const [then, expected] of [['packed', 'packed'], ['shipped', 'shipped'], ['cancelled', 'cancelled']] as const) {
      const o = await seedOrder(h(), t());
      expect((await patch(o.id, { status: 'packed', occurred_at: minutesAfter(o.placedAt, 1) })).status).toBe(200);
      expect((await patch(o.id, { status: 'on_hold', occurred_at: minutesAfter(o.placedAt, 2) })).body.status).toBe('on_hold');
      const res = await patch(o.id, { status: then, occurred_at: minutesAfter(o.placedAt, 3) });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe(expected);
    }
  });
});

describe('no-ops', () => {
  it('a repeated event_id: 200, the purchase unchanged, no history entry, no outbox row, whatever the body says', async () => {
    const o = await seedOrder(h(), t());
    const first = await patch(o.id, { status: 'picked', occurred_at: minutesAfter(o.placedAt, 1), event_id: 'wms-1' });
    expect(first.status).toBe(200);
    for (const body of [
      { status: 'picked', occurred_at: minutesAfter(o.placedAt, 1), event_id: 'wms-1' },
      { status: 'packed', occurred_at: minutesAfter(o.placedAt, 9), event_id: 'wms-1', package: { carrier: 'UPS', tracking_number: 'X', tracking_url: 'https://x.test/X' } },
      { status: 'placed', event_id: 'wms-1' },
    ]) {
      const again = await patch(o.id, body);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
    }
    expect(await orderEvents(h(), t().siteId, o.id)).toHaveLength(1);
  });

  it('the same event id on another order is a different event', async () => {
    const [a, b] = [await seedOrder(h(), t()), await seedOrder(h(), t())];
    expect((await patch(a.id, { status: 'picked', event_id: 'shared-1', occurred_at: minutesAfter(a.placedAt, 1) })).body.status).toBe('picked');
    expect((await patch(b.id, { status: 'picked', event_id: 'shared-1', occurred_at: minutesAfter(b.placedAt, 1) })).body.status).toBe('picked');
  });

  it('the status in force again: 200, updated_at kept, no event; a later occurred_at on it makes older events stale', async () => {
    const o = await seedOrder(h(), t());
    const picked = await patch(o.id, { status: 'picked', occurred_at: minutesAfter(o.placedAt, 1) });
    const again = await patch(o.id, { status: 'picked', occurred_at: minutesAfter(o.placedAt, 5), note: 'ignored' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(picked.body);
    expect(await orderEvents(h(), t().siteId, o.id)).toHaveLength(1);
    // An on_hold from minute 3 arrives late: the order was confirmed picked at minute 5, so it is stale.
    const late = await patch(o.id, { status: 'on_hold', occurred_at: minutesAfter(o.placedAt, 3) });
    expect(late.status).toBe(409);
    expect((await stored(o.id)).status).toBe('picked');
  });

  it('a rejected update does not keep its event id: sent again once it is valid, it applies', async () => {
    const o2 = await seedOrder(h(), t());
    expect((await patch(o2.id, { status: 'placed', occurred_at: minutesAfter(o2.placedAt, -5), event_id: 'e-x' })).status).toBe(200); // same status, older: no-op
    expect((await patch(o2.id, { status: 'picked', occurred_at: minutesAfter(o2.placedAt, -5), event_id: 'e-y' })).status).toBe(409);
    expect((await patch(o2.id, { status: 'picked', occurred_at: minutesAfter(o2.placedAt, 5), event_id: 'e-y' })).body.status).toBe('picked');
  });
});

describe('lookups', () => {
  it('by id (and sparklayer), external_id (and platform), internal and visible', async () => {
    const o = await seedOrder(h(), t());
    const paths = [`id/${o.id}`, `sparklayer/${o.id.toUpperCase()}`, `external_id/${o.externalId}`, `platform/${o.externalId}`, `internal/${o.internalId}`, `visible/${o.visibleId}`];
    const statuses = ['picked', 'packed', 'on_hold', 'packed', 'shipped', 'delivered'];
    for (const [i, path] of paths.entries()) {
      const res = await patch(path, { status: statuses[i], occurred_at: minutesAfter(o.placedAt, i + 1) });
      expect(res.status, path).toBe(200);
      expect(res.body.id).toBe(o.id);
      expect(res.body.status).toBe(statuses[i]);
    }
  });
});

describe('under concurrency', () => {
  it('20 parallel copies of one event apply once: one history entry, one outbox row, sequence 1', async () => {
    const o = await seedOrder(h(), t());
    const body = { status: 'packed', occurred_at: minutesAfter(o.placedAt, 1), event_id: 'burst-1' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => patch(o.id, body)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect((await stored(o.id)).status_history).toHaveLength(2);
    expect((await orderEvents(h(), t().siteId, o.id)).map((e) => (e.payload as { sequence: number }).sequence)).toEqual([1]);
  });

  it('parallel forward moves without event ids end in the latest one, history in occurred_at order, sequences gapless', async () => {
    const o = await seedOrder(h(), t());
    const statuses = ['picked', 'packed', 'shipped', 'delivered'];
    const answers = await Promise.all(statuses.map((status, i) => patch(o.id, { status, occurred_at: minutesAfter(o.placedAt, i + 1) })));
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    const p = await stored(o.id);
    expect(p.status).toBe('delivered');
    const times = p.status_history.map((e) => new Date(e.occurred_at).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const sequences = (await orderEvents(h(), t().siteId, o.id)).map((e) => (e.payload as { sequence: number }).sequence);
    expect(sequences).toEqual(Array.from({ length: p.status_history.length - 1 }, (_, i) => i + 1));
  });
});
