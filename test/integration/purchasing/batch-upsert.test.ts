import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useHarness } from '../../helpers/harness.ts';
import { createCustomer, order, purchaseCount, putByExternal } from './support.ts';

// PUT /api/v1/batch-upsert-purchases: the bulk write rule (whole body validated first) and per-item failures at
// apply time written to the sync error log while the other items apply.

const setup = useHarness({ workers: true });

const batch = (items: unknown) => setup.t.call('PUT', '/api/v1/batch-upsert-purchases', items);
const jobOf = async (location: string | null) => (await setup.t.call('GET', location!)).body;

describe('PUT /api/v1/batch-upsert-purchases', () => {
  it('creates and replaces purchases (204 + job counts); a replay is all unchanged', async () => {
    const items = Array.from({ length: 30 }, (_, k) => order(`B-${k}`, { identifiers: { external: `B-${k}`, visible: `VB-${k}` } }));
    const res = await batch(items);
    expect(res.status).toBe(204);
    expect(await jobOf(res.headers.get('location'))).toMatchObject({ type: 'purchase-import', status: 'completed', result: { applied: 30, unchanged: 0, failed: 0 } });
    const one = await setup.t.call('GET', '/api/v1/purchases/visible/VB-7');
    expect(one.body).toMatchObject({ calculated_total: '29.25', status_history: [{ status: 'placed', source: 'batch-upsert' }] });

    const replay = await batch(items);
    expect(await jobOf(replay.headers.get('location'))).toMatchObject({ result: { applied: 0, unchanged: 30, failed: 0 } });
    expect((await setup.t.call('GET', '/api/v1/purchases/visible/VB-7')).body.dates.updated_at).toBe(one.body.dates.updated_at);

    const id = randomUUID();
    const changed = await batch([order('B-7', { identifiers: { external: 'B-7', visible: 'VB-7' }, status: 'shipped' }), order('B-NEW', { id })]);
    expect(await jobOf(changed.headers.get('location'))).toMatchObject({ result: { applied: 2, unchanged: 0, failed: 0 } });
    const after = (await setup.t.call('GET', '/api/v1/purchases/visible/VB-7')).body;
    expect(after.id).toBe(one.body.id);
    expect(after.status_history.map((h: { status: string }) => h.status)).toEqual(['placed', 'shipped']);
    expect((await setup.t.call('GET', `/api/v1/purchases/id/${id}`)).status).toBe(200);
    expect(await batch([])).toMatchObject({ status: 204 });
  });

  it('an item without status keeps the status the WMS set; a new purchase without one is placed', async () => {
    const created = await putByExternal(setup.t, 'BW-1', order('BW-1'));
    expect((await setup.t.call('PATCH', `/api/v1/orders/${created.body.id}`, { status: 'packed' })).status).toBe(200);
    const res = await batch([order('BW-1', { po_number: 'PO-B' }), order('BW-2')]);
    expect(await jobOf(res.headers.get('location'))).toMatchObject({ result: { applied: 2, failed: 0 } });
    const kept = (await setup.t.call('GET', '/api/v1/purchases/external_id/BW-1')).body;
    expect(kept).toMatchObject({ status: 'packed', po_number: 'PO-B' });
    expect(kept.status_history.map((h: { status: string }) => h.status)).toEqual(['placed', 'packed']);
    expect((await setup.t.call('GET', '/api/v1/purchases/external_id/BW-2')).body.status).toBe('placed');
  });

  it('items that fail when applied become sync errors (data type purchases, external id, snapshot); the others apply', async () => {
    await createCustomer(setup.t, 'batch@p.test', 'BC-1');
    expect((await putByExternal(setup.t, 'BF-STALE', order('BF-STALE', { version: 9 }))).status).toBe(201);
    expect((await putByExternal(setup.t, 'BF-HOLDER', order('BF-HOLDER', { identifiers: { external: 'BF-HOLDER', visible: 'VIS-TAKEN' } }))).status).toBe(201);
    const items = [
      order('BF-OK', { customer_identifiers: { external_id: 'BC-1' } }),
      order('BF-NOCUST', { customer_identifiers: { email: 'ghost@p.test' } }),
      order('BF-STALE', { version: 3 }),
      order('BF-DUP', { identifiers: { external: 'BF-DUP', visible: 'VIS-TAKEN' } }),
      order('BF-OK2'),
    ];
    const res = await batch(items);
    expect(res.status).toBe(204);
    const job = await jobOf(res.headers.get('location'));
    expect(job.result).toMatchObject({ applied: 2, failed: 3 });
    expect((await setup.t.call('GET', '/api/v1/purchases/external_id/BF-OK')).body.customer_identifiers.email).toBe('batch@p.test');
    expect((await setup.t.call('GET', '/api/v1/purchases/external_id/BF-OK2')).status).toBe(200);
    expect((await setup.t.call('GET', '/api/v1/purchases/external_id/BF-NOCUST')).status).toBe(404);
    expect((await setup.t.call('GET', '/api/v1/purchases/external_id/BF-STALE')).body.version).toBe(9);

    const errors = await setup.h.deps.db.prisma.syncError.findMany({ where: { siteId: setup.t.siteId, jobId: job.id }, orderBy: { externalId: 'asc' } });
    expect(errors.map((e) => [e.externalId, e.dataType, e.code, e.integration])).toEqual([
      ['BF-DUP', 'purchases', 'duplicate-external-id', setup.t.credentialName],
      ['BF-NOCUST', 'purchases', 'resource-id-not-found', setup.t.credentialName],
      ['BF-STALE', 'purchases', 'newer-version-exists', setup.t.credentialName],
    ]);
    expect(errors[1]!.message).toContain('ghost@p.test');
    expect(errors[0]!.message).toContain('identifiers.visible VIS-TAKEN');
    expect(errors[2]!.payload).toMatchObject({ external_id: 'BF-STALE', version: 3, lines: [{ sku: 'A-1' }, { sku: 'B-2' }] });
    // Staging is emptied once the job completed.
    expect(await setup.h.deps.db.prisma.purchaseStaging.count({ where: { jobId: job.id } })).toBe(0);
  });

  it('any invalid item is a 400 naming every problem as [item].field, and nothing is applied', async () => {
    const before = await purchaseCount(setup.h, setup.t);
    const res = await batch([
      order('BV-1'),
      { ...order('BV-2'), type: 'invoice', line_items: [{ quantity: -3, unit_price: 1 }] },
      order('BV-3', { dates: { placed_at: '2026-13-01T00:00:00Z' } }),
      { type: 'order', currency_code: 'EUR', line_items: [] },
      order('BV-1'),
    ]);
    expect(res.status).toBe(400);
    expect(res.body.title).toBe('invalid-request-contents');
    const props = res.body.errors.map((e: { property: string }) => e.property);
    expect(props).toEqual(['[2].type', '[2].line_items[0].sku', '[2].line_items[0].quantity', '[3].dates.placed_at', '[4].identifiers.external', '[5].identifiers.external']);
    for (const p of props) expect(res.body.detail).toContain(p);
    expect(res.body.detail).toMatch(/^4 invalid item\(s\) \(6 problem\(s\)\); nothing was applied/);
    expect(await purchaseCount(setup.h, setup.t)).toBe(before);
    expect((await setup.t.call('GET', '/api/v1/purchases/external_id/BV-1')).status).toBe(404);
  });

  it('a body that is not an array, or holds more than 10,000 items, is a 400', async () => {
    const notArray = await batch({ type: 'order' });
    expect(notArray.status).toBe(400);
    expect(notArray.body.errors[0].property).toBe('body');
    const tooMany = await batch(Array.from({ length: 10_001 }, (_, k) => ({ type: 'order', currency_code: 'EUR', identifiers: { external: `M-${k}` }, line_items: [] })));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.detail).toContain('at most 10,000');
  });
});
