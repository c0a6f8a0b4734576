import { describe, expect, it } from 'vitest';
import { useHarness } from '../../helpers/harness.ts';
import { startReceiver, useReceiver, verifyStandardWebhook } from './receiver.ts';
import { createEndpoint, deliveriesOf, FAST_WEBHOOKS, moveOrder, waitUntil } from './support.ts';

// Signed delivery of order events to a real receiver, the delivery log and replays (contract §9).

const setup = useHarness({ workers: true, env: FAST_WEBHOOKS });
const h = () => setup.h;
const t = () => setup.t;
const receiver = useReceiver();

describe('webhook delivery', () => {
  it('POSTs an order status change with Standard Webhooks headers that verify with the endpoint secret', async () => {
    const endpoint = await createEndpoint(t(), receiver().url);
    const o = await moveOrder(h(), t(), ['picked']);
    const [got] = await receiver().waitFor(1);
    expect(got!.headers['content-type']).toBe('application/json');
    expect(verifyStandardWebhook(endpoint.secret, got!.headers, got!.body)).toBe(true);
    // A different secret, or a changed body, does not verify.
    expect(verifyStandardWebhook('whsec_' + Buffer.alloc(32, 1).toString('base64'), got!.headers, got!.body)).toBe(false);
    expect(verifyStandardWebhook(endpoint.secret, got!.headers, got!.body.replace('picked', 'packed'))).toBe(false);
    expect(got!.headers['webhook-id']).toMatch(/^evt_\d+$/);
    expect(Math.abs(Number(got!.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(30);
    expect(got!.json).toEqual({
      type: 'order.status_changed',
      timestamp: expect.any(String),
      data: expect.objectContaining({ order_id: o.id, from_status: 'placed', to_status: 'picked', sequence: 1 }),
    });
    const log = await waitUntil('delivered', async () => {
      const d = await deliveriesOf(t(), endpoint.id);
      return d[0]?.status === 'delivered' && d;
    });
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ event_id: got!.headers['webhook-id'], topic: 'order.status_changed', attempts: 1, response_code: 200, last_error: null, order_id: o.id, sequence: 1, replay_of: null, next_attempt_at: null });
    expect(log[0].payload).toEqual(got!.json.data);
  });

  it('sends only subscribed topics to active endpoints of the same site and environment', async () => {
    const other = await startReceiver();
    try {
      const inactiveUrl = `${other.url}/inactive`;
      await t().call('POST', '/api/v1/webhooks', { url: inactiveUrl, events: ['order.status_changed'], active: false });
      await createEndpoint(t(), `${other.url}/imports-only`, ['import.completed']);
      const otherSite = await h().tenant();
      await createEndpoint(otherSite, `${other.url}/other-site`);
      const mine = await createEndpoint(t(), receiver().url);
      await moveOrder(h(), t(), ['picked']);
      await receiver().waitFor(1);
      await waitUntil('delivered', async () => (await deliveriesOf(t(), mine.id))[0]?.status === 'delivered');
      // The relay has passed this event (mine got it); nothing went anywhere else.
      await new Promise((r) => setTimeout(r, 300));
      expect(other.received).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('retries a 500 until the receiver answers 200, with the same webhook-id and a fresh signature', async () => {
    const endpoint = await createEndpoint(t(), receiver().url);
    receiver().answer = (_r, n) => (n <= 2 ? 500 : 200);
    await moveOrder(h(), t(), ['picked']);
    const got = await receiver().waitFor(3);
    expect(new Set(got.map((r) => r.headers['webhook-id'])).size).toBe(1);
    for (const r of got) expect(verifyStandardWebhook(endpoint.secret, r.headers, r.body)).toBe(true);
    // Growing delays: the schedule's first two (100 ms, 150 ms) at least.
    expect(got[1]!.at - got[0]!.at).toBeGreaterThanOrEqual(90);
    expect(got[2]!.at - got[1]!.at).toBeGreaterThanOrEqual(140);
    const [d] = await waitUntil('delivered', async () => {
      const log = await deliveriesOf(t(), endpoint.id);
      return log[0]?.status === 'delivered' && log;
    });
    expect(d).toMatchObject({ attempts: 3, response_code: 200 });
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver().received).toHaveLength(3);
  });

  it.each([408, 429, 503])('retries a %i', async (status) => {
    const endpoint = await createEndpoint(t(), receiver().url);
    receiver().answer = (_r, n) => (n === 1 ? status : 204);
    await moveOrder(h(), t(), ['picked']);
    await receiver().waitFor(2);
    await waitUntil('delivered', async () => (await deliveriesOf(t(), endpoint.id))[0]?.status === 'delivered');
  });

  it('a 4xx other than 408/429 is final: one attempt, the delivery failed, a sync error of data type webhooks', async () => {
    const endpoint = await createEndpoint(t(), receiver().url);
    receiver().answer = () => 410;
    const o = await moveOrder(h(), t(), ['picked']);
    await receiver().waitFor(1);
    const [d] = await waitUntil('failed', async () => {
      const log = await deliveriesOf(t(), endpoint.id);
      return log[0]?.status === 'failed' && log;
    });
    expect(d).toMatchObject({ attempts: 1, response_code: 410, last_error: 'HTTP 410', next_attempt_at: null });
    const errors = (await t().call('GET', '/api/v1/sync-errors?data_type=webhooks')).body as any[];
    const mine = errors.filter((e) => e.external_id === d.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ integration: receiver().url, data_type: 'webhooks', code: 'webhook-rejected', attempts: 1, status: 'open' });
    expect(mine[0].payload).toMatchObject({ endpoint_id: endpoint.id, delivery_id: d.id, topic: 'order.status_changed', response_code: 410, data: { order_id: o.id } });
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver().received).toHaveLength(1);
  });

  it('gives up after the schedule (1 + 6 attempts) and records the sync error once', async () => {
    const endpoint = await createEndpoint(t(), receiver().url);
    receiver().answer = () => 502;
    await moveOrder(h(), t(), ['picked']);
    const [d] = await waitUntil('failed', async () => {
      const log = await deliveriesOf(t(), endpoint.id);
      return log[0]?.status === 'failed' && log;
    });
    expect(d).toMatchObject({ attempts: 7, response_code: 502 });
    expect(receiver().received).toHaveLength(7);
    const errors = ((await t().call('GET', '/api/v1/sync-errors?data_type=webhooks')).body as any[]).filter((e) => e.external_id === d.id);
    expect(errors).toEqual([expect.objectContaining({ code: 'webhook-undeliverable', attempts: 7, occurrences: 1 })]);
  });

  it('times out a receiver that never answers and retries it', async () => {
    const endpoint = await createEndpoint(t(), receiver().url);
    receiver().answer = (_r, n) => (n === 1 ? 'hang' : 200);
    await moveOrder(h(), t(), ['picked']);
    await receiver().waitFor(2);
    const [d] = await waitUntil('delivered', async () => {
      const log = await deliveriesOf(t(), endpoint.id);
      return log[0]?.status === 'delivered' && log;
    });
    expect(d.attempts).toBe(2);
  });

  it('replays a delivered event: a new delivery with the same webhook-id, listed newest first', async () => {
    const endpoint = await createEndpoint(t(), receiver().url);
    await moveOrder(h(), t(), ['picked']);
    const [first] = await receiver().waitFor(1);
    const [original] = await waitUntil('delivered', async () => {
      const log = await deliveriesOf(t(), endpoint.id);
      return log[0]?.status === 'delivered' && log;
    });
    const replay = await t().call('POST', `/api/v1/webhooks/${endpoint.id}/deliveries/${original.id}/replay`);
    expect(replay.status).toBe(202);
    expect(replay.body).toMatchObject({ replay_of: original.id, event_id: original.event_id, status: 'pending', attempts: 0, payload: original.payload });
    const [, second] = await receiver().waitFor(2);
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(second!.body).toBe(first!.body);
    expect(verifyStandardWebhook(endpoint.secret, second!.headers, second!.body)).toBe(true);
    const log = await waitUntil('replay delivered', async () => {
      const l = await deliveriesOf(t(), endpoint.id);
      return l.length === 2 && l[0].status === 'delivered' && l;
    });
    expect(log.map((d: { id: string }) => d.id)).toEqual([replay.body.id, original.id]);
    const paged = await t().call('GET', `/api/v1/webhooks/${endpoint.id}/deliveries?limit=1&offset=1`);
    expect(paged.body.map((d: { id: string }) => d.id)).toEqual([original.id]);
    const onlyReplays = await t().call('GET', `/api/v1/webhooks/${endpoint.id}/deliveries?status=failed`);
    expect(onlyReplays.body).toEqual([]);
    // Another endpoint's id with this delivery: 404.
    const other = await createEndpoint(t(), `${receiver().url}/x`, ['import.completed']);
    expect((await t().call('POST', `/api/v1/webhooks/${other.id}/deliveries/${original.id}/replay`)).status).toBe(404);
  });
});
