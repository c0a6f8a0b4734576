import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { insertOutbox } from '../../../src/queue/repository.ts';
import { sweepDeliveries } from '../../../src/services/webhooks/index.ts';
import { useHarness } from '../../helpers/harness.ts';
import { startReceiver, verifyStandardWebhook } from './receiver.ts';
import { createEndpoint, deliveriesOf, FAST_WEBHOOKS, moveOrder, waitUntil } from './support.ts';

// Nothing is lost when the worker dies: a separate worker process is SIGKILLed while a delivery is in flight
// (the receiver holds the request open); a second process makes the attempt again once the first one's job lock
// and claim have lapsed, and every event arrives, in order. And a delivery whose queue job is gone is found by
// the sweep.

const WORKER_ENV = { ...FAST_WEBHOOKS, WEBHOOK_TIMEOUT_MS: '1500', JOB_LOCK_MS: '1000', JOB_STALLED_CHECK_MS: '500' };
const setup = useHarness({ env: WORKER_ENV });
const h = () => setup.h;
const t = () => setup.t;
const children: ChildProcess[] = [];

// Registered after useHarness, so it runs before the harness closes: no worker outlives its database.
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

function startWorker(): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'workers/main.ts'], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      ...WORKER_ENV,
      NODE_ENV: 'production',
      DATABASE_URL: h().config.DATABASE_URL,
      REDIS_URL: h().config.REDIS_URL,
      QUEUE_PREFIX: h().config.QUEUE_PREFIX,
      // The same server secret as the API (endpoint secrets are sealed under a key derived from it), and the
      // receiver listens on 127.0.0.1, which a production worker refuses unless told otherwise.
      FILES_SIGNING_SECRET: h().config.FILES_SIGNING_SECRET!,
      WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

describe('a worker killed mid-delivery', () => {
  it('another worker makes the attempt again: every event arrives, in order, none lost', { timeout: 90_000 }, async () => {
    const receiver = await startReceiver();
    try {
      const endpoint = await createEndpoint(t(), receiver.url);
      receiver.answer = (_r, n) => (n === 1 ? 'hang' : 200);
      const o = await moveOrder(h(), t(), ['picked', 'packed', 'shipped']);

      const first = startWorker();
      const [inFlight] = await receiver.waitFor(1, () => true, 30_000);
      first.kill('SIGKILL');
      await new Promise((r) => first.once('exit', r));
      // The row still says pending, attempt not counted: the kill lost nothing recorded.
      const atKill = await deliveriesOf(t(), endpoint.id);
      expect(atKill.map((d) => [d.sequence, d.status, d.attempts])).toEqual([
        [3, 'pending', 0],
        [2, 'pending', 0],
        [1, 'pending', 0],
      ]);

      startWorker();
      await receiver.waitFor(4, () => true, 60_000);
      await waitUntil('all delivered', async () => (await deliveriesOf(t(), endpoint.id)).every((d) => d.status === 'delivered'), 30_000);
      const arrivals = receiver.received.map((r) => r.json.data.sequence);
      // Event 1 twice (the killed attempt and its repeat, same webhook-id), then 2 and 3.
      expect(arrivals).toEqual([1, 1, 2, 3]);
      expect(receiver.received[1]!.headers['webhook-id']).toBe(inFlight!.headers['webhook-id']);
      for (const r of receiver.received) expect(verifyStandardWebhook(endpoint.secret, r.headers, r.body)).toBe(true);
      expect(receiver.received.every((r) => r.json.data.order_id === o.id)).toBe(true);
      const log = await deliveriesOf(t(), endpoint.id);
      expect(log.map((d) => d.attempts)).toEqual([1, 1, 1]);
    } finally {
      // The second worker would otherwise take the next test's events before its sweep can be watched.
      for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await receiver.close();
    }
  });

  it('the sweep queues again a pending delivery whose job never reached the queue', { timeout: 30_000 }, async () => {
    const receiver = await startReceiver();
    try {
      const endpoint = await createEndpoint(t(), receiver.url, ['import.completed']);
      // An event fanned out while Redis lost the job: the delivery row exists, no job does.
      await insertOutbox(h().deps.db.prisma, { siteId: t().siteId, environment: 'live', topic: 'import.completed', payload: { job_id: 'j', type: 'stock-import' } });
      const { fanOutEvents } = await import('../../../src/services/webhooks/delivery-repository.ts');
      await waitUntil('fanned out', async () => (await fanOutEvents(h().deps.db.prisma)).deliveries.length > 0 || (await deliveriesOf(t(), endpoint.id)).length > 0);
      const [pending] = await deliveriesOf(t(), endpoint.id);
      expect(pending).toMatchObject({ status: 'pending', attempts: 0 });
      expect(await h().deps.queue.queue('webhooks').getJob(`${pending.id}.0`)).toBeUndefined();
      // Not yet overdue by the grace: left alone.
      expect(await sweepDeliveries(h().deps, 60_000)).toBe(0);
      expect(await sweepDeliveries(h().deps, 0)).toBe(1);
      // Queued once: a second sweep finds the job.
      expect(await sweepDeliveries(h().deps, 0)).toBe(0);
      await h().startWorkers();
      await receiver.waitFor(1);
      await waitUntil('delivered', async () => (await deliveriesOf(t(), endpoint.id))[0]?.status === 'delivered');
    } finally {
      await receiver.close();
    }
  });
});
