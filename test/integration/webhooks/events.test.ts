import { describe, expect, it } from 'vitest';
import { withTransaction } from '../../../src/db/transaction.ts';
import { placeOrder } from '../../../src/services/purchasing/index.ts';
import { useHarness, verbCtx } from '../../helpers/harness.ts';
import { cartOrder } from '../purchasing/place-order-fixtures.ts';
import { createCustomer } from '../purchasing/support.ts';
import { useReceiver, verifyStandardWebhook } from './receiver.ts';
import { createEndpoint, deliveriesOf, FAST_WEBHOOKS, waitUntil } from './support.ts';

// import.completed and sync_error.created reach a subscribed endpoint (contract §9).

const setup = useHarness({ workers: true, env: FAST_WEBHOOKS });
const t = () => setup.t;
const receiver = useReceiver();

describe('order events', () => {
  it('order.completed carries the placed order (sequence 1), and its first status change follows as sequence 2', async () => {
    const endpoint = await createEndpoint(t(), receiver().url);
    const customerId = await createCustomer(t(), 'wh-buyer@example.com', 'C-WH-1');
    const input = cartOrder(customerId);
    const { order } = await withTransaction(verbCtx(setup.h, t()), (tx) => placeOrder(tx, input));
    await t().call('PATCH', `/api/v1/orders/${input.id}`, { status: 'picked' });
    const got = await receiver().waitFor(2);
    for (const r of got) expect(verifyStandardWebhook(endpoint.secret, r.headers, r.body)).toBe(true);
    expect(got.map((r) => [r.json.type, r.json.data.sequence])).toEqual([
      ['order.completed', 1],
      ['order.status_changed', 2],
    ]);
    expect(got[0]!.json.data).toEqual({ order_id: input.id, identifiers: order.identifiers, sequence: 1, order: JSON.parse(JSON.stringify(order)) });
  });
});

describe('import and sync error events', () => {
  it('import.completed: a stock import job that completes, with its id, type and result counts', async () => {
    const endpoint = await createEndpoint(t(), receiver().url, ['import.completed']);
    const body = [
      { sku: 'EV-1', stock_location_external_id: 'default', stock_level: 5 },
      { sku: 'EV-2', stock_location_external_id: 'default', stock_level: 7 },
    ];
    const res = await t().call('POST', '/api/v1/batch-update-stock', body);
    expect([202, 204]).toContain(res.status);
    const [got] = await receiver().waitFor(1, (r) => r.json.type === 'import.completed');
    expect(verifyStandardWebhook(endpoint.secret, got!.headers, got!.body)).toBe(true);
    const job = (await setup.h.deps.db.prisma.job.findFirst({ where: { siteId: t().siteId, type: 'stock-import' }, orderBy: { createdAt: 'desc' } }))!;
    expect(got!.json.data).toEqual({
      job_id: job.id,
      type: 'stock-import',
      status: 'completed',
      result: { applied: 2, unchanged: 0, removed: 0, failed: 0 },
      finished_at: job.finishedAt!.toISOString(),
    });
    // The job API agrees with the event.
    expect((await t().call('GET', `/api/v1/jobs/${job.id}`)).body).toMatchObject({ status: 'completed', result: got!.json.data.result });
    await waitUntil('delivered', async () => (await deliveriesOf(t(), endpoint.id))[0]?.status === 'delivered');
  });

  it('sync_error.created: once per new record, not when a repeat raises its occurrences', async () => {
    const endpoint = await createEndpoint(t(), receiver().url, ['sync_error.created']);
    const report = (message: string) =>
      t().call('PATCH', '/api/v1/sync-log/erp/customers', { errors: [{ external_id: 'CUST-EV-1', code: 'customer-invalid', message }] });
    expect((await report('email is missing')).status).toBe(200);
    const [got] = await receiver().waitFor(1, (r) => r.json.type === 'sync_error.created');
    expect(verifyStandardWebhook(endpoint.secret, got!.headers, got!.body)).toBe(true);
    const [record] = (await t().call('GET', '/api/v1/sync-errors?integration=erp')).body as any[];
    expect(got!.json.data).toEqual({
      id: record.id,
      integration: 'erp',
      data_type: 'customers',
      external_id: 'CUST-EV-1',
      visible_id: null,
      code: 'customer-invalid',
      message: 'email is missing',
      job_id: null,
      first_seen_at: record.first_seen_at,
    });
    // The same failure again: occurrences 2, no second event.
    expect((await report('email is still missing')).status).toBe(200);
    expect(((await t().call('GET', '/api/v1/sync-errors?integration=erp')).body as any[])[0].occurrences).toBe(2);
    // A new record after it does arrive, so the repeat had its chance to be fanned out before.
    await t().call('PATCH', '/api/v1/sync-log/erp/customers', { errors: [{ external_id: 'CUST-EV-2', code: 'customer-invalid', message: 'x' }] });
    await receiver().waitFor(2, (r) => r.json.type === 'sync_error.created');
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver().received.map((r) => r.json.data.external_id)).toEqual(['CUST-EV-1', 'CUST-EV-2']);
  });

  it("a webhook's own final failure is a sync error but no sync_error.created event (it would feed itself)", async () => {
    const failing = await createEndpoint(t(), `${receiver().url}/refuse`, ['sync_error.created', 'import.completed']);
    receiver().answer = (r) => (r.json.type === 'import.completed' ? 400 : 200);
    await t().call('POST', '/api/v1/batch-update-stock', [{ sku: 'EV-3', stock_location_external_id: 'default', stock_level: 1 }]);
    const [d] = await waitUntil('failed', async () => {
      const log = await deliveriesOf(t(), failing.id);
      return log[0]?.status === 'failed' && log;
    });
    const errors = ((await t().call('GET', '/api/v1/sync-errors?data_type=webhooks')).body as any[]).filter((e) => e.external_id === d.id);
    expect(errors).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 500));
    expect(receiver().received.filter((r) => r.json.type === 'sync_error.created')).toEqual([]);
  });
});
