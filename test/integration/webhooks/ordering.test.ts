import { afterEach, describe, expect, it } from 'vitest';
import { useHarness } from '../../helpers/harness.ts';
import { startReceiver, verifyStandardWebhook, type Received, type Receiver } from './receiver.ts';
import { createEndpoint, deliveriesOf, FAST_WEBHOOKS, moveOrder, waitUntil } from './support.ts';

// A receiver that is down for a while gets every event once it is back, each order's in sequence order, and an
// order's later events wait for an earlier one that is being retried (contract §9 per-order sequence).

// Long enough a schedule that the down time below does not exhaust it: 7 attempts over 6.3 s.
const setup = useHarness({ workers: true, env: { ...FAST_WEBHOOKS, WEBHOOK_RETRY_SCHEDULE_MS: '100,200,400,800,1600,3200' } });
const h = () => setup.h;
const t = () => setup.t;
const receivers: Receiver[] = [];
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((r) => r.close()));
});

/** Each order's sequences in the order their first copy arrived. */
function arrivalOrder(received: Received[]) {
  const seen = new Set<string>();
  const byOrder = new Map<string, number[]>();
  for (const r of received) {
    const id = String(r.headers['webhook-id']);
    if (seen.has(id)) continue;
    seen.add(id);
    const list = byOrder.get(r.json.data.order_id) ?? [];
    list.push(r.json.data.sequence);
    byOrder.set(r.json.data.order_id, list);
  }
  return byOrder;
}

describe('per-order ordering', () => {
  it('a receiver down for a while gets everything, in sequence order per order, once it is back', { timeout: 60_000 }, async () => {
    const first = await startReceiver();
    const endpoint = await createEndpoint(t(), first.url);
    const port = first.port;
    await first.close();
    // Down: connections are refused. Three orders, four changes each, interleaved.
    const statuses = ['picked', 'packed', 'shipped', 'delivered'];
    const orders = await Promise.all([0, 1, 2].map(() => moveOrder(h(), t(), statuses)));
    await waitUntil('the first attempts to fail', async () => {
      const log = await deliveriesOf(t(), endpoint.id);
      // Down for a while: each order's first event has failed three times (about 0.7 s of retries).
      return log.length === 12 && log.filter((d) => d.attempts >= 3).length === 3 && log;
    });
    // Only each order's first event was tried: the later ones wait for it, spending no attempts.
    const tried = (await deliveriesOf(t(), endpoint.id)).filter((d) => d.attempts > 0);
    expect(tried.map((d) => d.sequence)).toEqual([1, 1, 1]);
    expect(tried.every((d) => d.status === 'pending' && d.last_error && d.response_code === null)).toBe(true);

    const back = await startReceiver(port);
    receivers.push(back);
    await back.waitFor(12, () => true, 30_000);
    await waitUntil('all delivered', async () => (await deliveriesOf(t(), endpoint.id)).every((d) => d.status === 'delivered'));
    expect(back.received.every((r) => verifyStandardWebhook(endpoint.secret, r.headers, r.body))).toBe(true);
    const byOrder = arrivalOrder(back.received);
    expect([...byOrder.keys()].sort()).toEqual(orders.map((o) => o.id).sort());
    for (const o of orders) expect(byOrder.get(o.id), o.id).toEqual([1, 2, 3, 4]);
    // The order of arrival holds per order even counting repeats: no event came before an earlier one was delivered.
    for (const o of orders) {
      const seqs = back.received.filter((r) => r.json.data.order_id === o.id).map((r) => r.json.data.sequence);
      expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    }
    expect(new Set(back.received.map((r) => r.headers['webhook-id'])).size).toBe(12);
  });

  it("an order's later event waits for an earlier one that is retried, then follows it; other orders do not wait", { timeout: 60_000 }, async () => {
    const receiver = await startReceiver();
    receivers.push(receiver);
    const endpoint = await createEndpoint(t(), receiver.url);
    const slow = await moveOrder(h(), t(), []);
    // The slow order's first event fails twice; everything else is accepted at once.
    let failures = 0;
    receiver.answer = (r) => (r.json.data.order_id === slow.id && r.json.data.sequence === 1 && failures++ < 2 ? 500 : 200);
    await t().call('PATCH', `/api/v1/orders/${slow.id}`, { status: 'picked' });
    await t().call('PATCH', `/api/v1/orders/${slow.id}`, { status: 'packed' });
    const fast = await moveOrder(h(), t(), ['picked']);
    await receiver.waitFor(5);
    const arrivals = receiver.received.map((r) => `${r.json.data.order_id === slow.id ? 'slow' : 'fast'}:${r.json.data.sequence}`);
    expect(arrivals.filter((a) => a.startsWith('slow'))).toEqual(['slow:1', 'slow:1', 'slow:1', 'slow:2']);
    // The other order was not held up by the slow one's retries.
    expect(arrivals.indexOf('fast:1')).toBeLessThan(arrivals.lastIndexOf('slow:1'));
    await waitUntil('all delivered', async () => (await deliveriesOf(t(), endpoint.id)).every((d) => d.status === 'delivered'));
    const log = await deliveriesOf(t(), endpoint.id);
    expect(log.find((d) => d.order_id === slow.id && d.sequence === 2)).toMatchObject({ attempts: 1 });
    expect(fast.id).not.toBe(slow.id);
  });

  it('an earlier event that fails for good releases the later ones', { timeout: 60_000 }, async () => {
    const receiver = await startReceiver();
    receivers.push(receiver);
    const endpoint = await createEndpoint(t(), receiver.url);
    const o = await moveOrder(h(), t(), []);
    receiver.answer = (r) => (r.json.data.sequence === 1 ? 422 : 200);
    await t().call('PATCH', `/api/v1/orders/${o.id}`, { status: 'picked' });
    await t().call('PATCH', `/api/v1/orders/${o.id}`, { status: 'packed' });
    await receiver.waitFor(2);
    expect(receiver.received.map((r) => r.json.data.sequence)).toEqual([1, 2]);
    const log = await waitUntil('settled', async () => {
      const l = await deliveriesOf(t(), endpoint.id);
      return l.every((d) => d.status !== 'pending') && l;
    });
    expect(log.map((d) => [d.sequence, d.status])).toEqual([
      [2, 'delivered'],
      [1, 'failed'],
    ]);
  });
});
