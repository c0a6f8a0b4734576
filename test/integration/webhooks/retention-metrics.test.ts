import { describe, expect, it } from 'vitest';
import { deleteFinishedDeliveries } from '../../../src/services/webhooks/delivery-repository.ts';
import { housekeeping } from '../../../workers/processors/housekeeping.ts';
import { useHarness } from '../../helpers/harness.ts';
import { startReceiver, useReceiver } from './receiver.ts';
import { createEndpoint, deliveriesOf, FAST_WEBHOOKS, moveOrder, waitUntil } from './support.ts';

// Retention of the delivery log (housekeeping, WEBHOOK_DELIVERY_RETENTION_DAYS) and the delivery metrics on /metrics.

const setup = useHarness({ workers: true, env: { ...FAST_WEBHOOKS, WEBHOOK_DELIVERY_RETENTION_DAYS: '30' } });
const h = () => setup.h;
const t = () => setup.t;
const receiver = useReceiver();

const ageDeliveries = (ids: string[], days: number) =>
  h().deps.db.prisma.$executeRaw`UPDATE webhook_deliveries SET updated_at = now() - ${days} * interval '1 day' WHERE id = ANY(${ids}::uuid[])`;

describe('delivery retention', () => {
  it('housekeeping removes delivered and failed deliveries older than the retention; younger and pending ones stay', async () => {
    const refusing = await startReceiver();
    refusing.answer = () => 410;
    const ok = await createEndpoint(t(), receiver().url);
    const gone = await createEndpoint(t(), refusing.url);
    await moveOrder(h(), t(), ['picked', 'packed']);
    const finished = await waitUntil('finished', async () => {
      const all = [...(await deliveriesOf(t(), ok.id)), ...(await deliveriesOf(t(), gone.id))];
      return all.length === 4 && all.every((d) => d.status !== 'pending') && all;
    });
    await refusing.close();
    expect(finished.map((d) => d.status).sort()).toEqual(['delivered', 'delivered', 'failed', 'failed']);
    // A pending one, old too: kept whatever its age (it still has attempts to make).
    const [pending] = await h().deps.db.prisma.$queryRaw<{ id: string }[]>`
      INSERT INTO webhook_deliveries (id, site_id, environment, endpoint_id, event_id, topic, payload, occurred_at, next_attempt_at)
      SELECT gen_random_uuid(), site_id, environment, endpoint_id, event_id + 1000000, topic, payload, occurred_at, now() + interval '1 day'
        FROM webhook_deliveries WHERE id = ${finished[0].id}::uuid
      RETURNING id::text AS id`;
    const [old1, old2, young1, young2] = finished.map((d) => d.id);
    await ageDeliveries([old1, old2, pending!.id], 31);
    await ageDeliveries([young1, young2], 29);

    const result = (await housekeeping({}, { deps: h().deps } as any)) as { webhookDeliveries: number };
    expect(result.webhookDeliveries).toBe(2);
    const left = await h().deps.db.prisma.$queryRaw<{ id: string }[]>`
      SELECT id::text AS id FROM webhook_deliveries WHERE endpoint_id IN (${ok.id}::uuid, ${gone.id}::uuid) ORDER BY id`;
    expect(left.map((r) => r.id).sort()).toEqual([young1, young2, pending!.id].sort());
  });

  it('deletes in chunks until none is left', async () => {
    const endpoint = await createEndpoint(t(), receiver().url);
    await moveOrder(h(), t(), ['picked', 'packed', 'shipped', 'delivered']);
    const log = await waitUntil('delivered', async () => {
      const d = await deliveriesOf(t(), endpoint.id);
      return d.length === 4 && d.every((x) => x.status === 'delivered') && d;
    });
    await ageDeliveries(log.map((d) => d.id), 40);
    expect(await deleteFinishedDeliveries(h().deps.db.prisma, new Date(Date.now() - 30 * 86400_000), 3)).toBe(4);
    expect(await deliveriesOf(t(), endpoint.id)).toEqual([]);
  });
});

/** The value of one series in the exposition text (0 when absent). */
const sample = (text: string, name: string, labels: Record<string, string> = {}) => {
  const want = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text.split('\n').find((l) => l.startsWith(name) && (l[name.length] === ' ' || l[name.length] === '{') && want.every((w) => l.includes(w)));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
};
const scrape = async () => (await h().app.request('/metrics')).text();

describe('delivery metrics on /metrics', () => {
  it('counts attempts by topic and outcome (delivered, retried, failed), times them, and gauges the pending deliveries', async () => {
    const topic = { topic: 'order.status_changed' };
    // The earlier tests' endpoints (receivers closed) are still failing their last events: let them finish first.
    await waitUntil('earlier deliveries finished', async () => {
      const [row] = await h().deps.db.prisma.$queryRaw<[{ n: number }]>`
        SELECT count(*)::int AS n FROM webhook_deliveries WHERE status = 'pending' AND next_attempt_at < now() + interval '1 hour'`;
      return row.n === 0;
    }, 30_000);
    const before = await scrape();
    // A tenant of its own: the other tests' endpoints get none of its events, so the counts are this test's.
    const tenant = await h().tenant();
    const endpoint = await createEndpoint(tenant, receiver().url);
    // Event 1: 500 then 200 (one retried, one delivered). Event 2: 410 (failed). Event 3: hangs until the test lets it go.
    let release = false;
    receiver().answer = (r, n) => {
      const seq = r.json.data.sequence;
      if (seq === 1) return n === 1 ? 500 : 200;
      if (seq === 2) return 410;
      return release ? 200 : 'hang';
    };
    await moveOrder(h(), tenant, ['picked', 'packed', 'shipped']);
    await waitUntil('event 3 in flight', async () => receiver().received.some((r) => r.json.data.sequence === 3));
    const during = await scrape();
    const pendingRows = await h().deps.db.prisma.$queryRaw<[{ n: number }]>`SELECT count(*)::int AS n FROM webhook_deliveries WHERE status = 'pending'`;
    expect(pendingRows[0].n).toBeGreaterThanOrEqual(1);
    expect(sample(during, 'hub_webhook_deliveries_pending')).toBe(pendingRows[0].n);
    release = true;
    await waitUntil('all finished', async () => (await deliveriesOf(tenant, endpoint.id)).every((d) => d.status !== 'pending'), 30_000);

    const after = await scrape();
    const delta = (outcome: string, name = 'hub_webhook_deliveries_total') =>
      sample(after, name, { ...topic, outcome }) - sample(before, name, { ...topic, outcome });
    expect(delta('delivered')).toBe(2);
    expect(delta('failed')).toBe(1);
    expect(delta('retried')).toBeGreaterThanOrEqual(2); // event 1's 500, and event 3's timed-out attempt(s)
    expect(delta('delivered', 'hub_webhook_attempt_duration_seconds_count')).toBe(2);
    expect(delta('failed', 'hub_webhook_attempt_duration_seconds_count')).toBe(1);
    // The timed-out attempt took at least WEBHOOK_TIMEOUT_MS (1 s): it is above the 0.5 s bucket.
    const slow = sample(after, 'hub_webhook_attempt_duration_seconds_count', { ...topic, outcome: 'retried' }) - sample(after, 'hub_webhook_attempt_duration_seconds_bucket', { ...topic, outcome: 'retried', le: '0.5' });
    expect(slow).toBeGreaterThanOrEqual(1);
    expect(after).toMatch(/# TYPE hub_webhook_attempt_duration_seconds histogram/);
    // Left: only the first test's far-future pending row.
    expect(sample(after, 'hub_webhook_deliveries_pending')).toBe(1);
  });
});
