import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useHarness } from '../../helpers/harness.ts';
import { createCustomer, order, purchaseCount, putByExternal } from './support.ts';

// GET and PUT /api/v1/purchases/{lookupBy}/{identifier} (contract §5).

const setup = useHarness();

describe('PUT /api/v1/purchases/{lookupBy}/{identifier}', () => {
  it('creates (201) with computed money, replays as a no-op (200, same updated_at), replaces (200)', async () => {
    const t = setup.t;
    const created = await putByExternal(t, 'SO-1', order('SO-1', { calculated_total: '999.99', line_items: [{ sku: 'A-1', quantity: 3, unit_price: '1.005', line_total: '1' }] }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      type: 'order',
      status: 'placed',
      identifiers: { id: created.body.id, external: 'SO-1' },
      currency_code: 'EUR',
      line_items: [{ sku: 'A-1', quantity: 3, unit_price: '1.0050', line_total: '3.02', quantity_shipped: 0 }],
      shipping: { title: 'Standard', amount: '5.00' },
      tax_lines: [{ title: 'VAT', rate: '0.2000', amount: '1.23' }],
      calculated_subtotal: '3.02',
      calculated_tax_total: '1.23',
      calculated_total: '9.25',
      version: 0,
    });
    // The body's totals are not taken; they are named as ignored.
    expect(created.headers.get('ignored-fields')).toContain('calculated_total');
    expect(created.body.status_history).toEqual([{ status: 'placed', occurred_at: created.body.dates.created_at, source: 'put', note: null }]);

    const body = order('SO-1', { calculated_total: '999.99', line_items: [{ sku: 'A-1', quantity: 3, unit_price: '1.005', line_total: '1' }] });
    await new Promise((r) => setTimeout(r, 5));
    const replay = await putByExternal(t, 'SO-1', body);
    expect(replay.status).toBe(200);
    expect(replay.body.dates.updated_at).toBe(created.body.dates.updated_at);
    expect(replay.body).toEqual(created.body);

    const replaced = await putByExternal(t, 'SO-1', order('SO-1', { status: 'on_hold', po_number: 'PO-9', line_items: [{ sku: 'Z', quantity: 1, unit_price: '2' }] }));
    expect(replaced.status).toBe(200);
    expect(replaced.body.id).toBe(created.body.id);
    expect(replaced.body.dates.updated_at > created.body.dates.updated_at).toBe(true);
    expect(replaced.body.line_items.map((l: { sku: string }) => l.sku)).toEqual(['Z']);
    expect(replaced.body.calculated_total).toBe('8.23');
    expect(replaced.body.status_history.map((h: { status: string }) => h.status)).toEqual(['placed', 'on_hold']);
    const get = await t.call('GET', `/api/v1/purchases/id/${created.body.id}`);
    expect(get.status).toBe(200);
    expect(get.body).toEqual(replaced.body);
  });

  it("a replace without status, packages or quantity_shipped keeps the WMS's; one that sends them sets them", async () => {
    const t = setup.t;
    const created = await putByExternal(t, 'SO-WMS', order('SO-WMS'));
    expect(created.status).toBe(201);
    const shipped = await t.call('PATCH', `/api/v1/orders/${created.body.id}`, {
      status: 'shipped',
      package: { carrier: 'DHL', tracking_number: 'T-1', tracking_url: 'https://dhl.example/T-1', line_items: [{ sku: 'A-1', quantity: 2 }] },
    });
    expect(shipped.status, shipped.text).toBe(200);

    // The ERP corrects the PO number and a price, knowing nothing of the shipment.
    const corrected = await putByExternal(t, 'SO-WMS', order('SO-WMS', { po_number: 'PO-77', line_items: [{ sku: 'A-1', quantity: 3, unit_price: '2' }, { sku: 'B-2', quantity: 2, unit_price: 10 }] }));
    expect(corrected.status).toBe(200);
    expect(corrected.body).toMatchObject({ status: 'shipped', po_number: 'PO-77', packages: [{ carrier: 'DHL', tracking_number: 'T-1' }] });
    expect(corrected.body.status_history.map((h: { status: string }) => h.status)).toEqual(['placed', 'shipped']);
    expect(corrected.body.line_items.map((l: { sku: string; quantity_shipped: number }) => [l.sku, l.quantity_shipped])).toEqual([['A-1', 2], ['B-2', 0]]);

    // A body that states them is the writer's word.
    const stated = await putByExternal(t, 'SO-WMS', order('SO-WMS', { status: 'delivered', packages: [], line_items: [{ sku: 'A-1', quantity: 3, unit_price: '2', quantity_shipped: 3 }] }));
    expect(stated.status).toBe(200);
    expect(stated.body).toMatchObject({ status: 'delivered', packages: [], line_items: [{ sku: 'A-1', quantity_shipped: 3 }] });
    expect(stated.body.status_history.map((h: { status: string }) => h.status)).toEqual(['placed', 'shipped', 'delivered']);
  });

  it('creates by a client-chosen id and finds it by every lookupBy (aliases included)', async () => {
    const t = setup.t;
    const id = randomUUID();
    const body = order('SO-ID', { id, identifiers: { external: 'SO-ID', internal: 'INT-1', visible: 'V-1' } });
    expect((await t.call('PUT', `/api/v1/purchases/sparklayer/${id}`, body)).status).toBe(201);
    for (const [by, value] of [['id', id], ['sparklayer', id.toUpperCase()], ['external_id', 'SO-ID'], ['platform', 'SO-ID'], ['internal', 'INT-1'], ['visible', 'V-1']]) {
      const res = await t.call('GET', `/api/v1/purchases/${by}/${value}`);
      expect(res.status, `${by}`).toBe(200);
      expect(res.body.id).toBe(id);
    }
    // The same id in another tenant is another purchase.
    const other = await setup.h.tenant();
    expect((await other.call('GET', `/api/v1/purchases/id/${id}`)).status).toBe(404);
    expect((await other.call('PUT', `/api/v1/purchases/id/${id}`, body)).status).toBe(201);
  });

  it('links the customer by id, external_id or email; one that matches no customer is 400 resource-id-not-found and stores nothing', async () => {
    const t = setup.t;
    const customerId = await createCustomer(t, 'buyer@p.test', 'C-77');
    for (const [n, ci] of [[1, { id: customerId }], [2, { external_id: 'C-77' }], [3, { email: 'BUYER@p.test' }]] as const) {
      const res = await putByExternal(t, `SO-C${n}`, order(`SO-C${n}`, { customer_identifiers: ci }));
      expect(res.status).toBe(201);
      expect(res.body.customer_identifiers).toEqual({ id: customerId, external_id: 'C-77', email: 'buyer@p.test' });
    }
    const before = await purchaseCount(setup.h, t);
    const missing = await putByExternal(t, 'SO-C4', order('SO-C4', { customer_identifiers: { external_id: 'C-NOPE' } }));
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ code: 'resource-id-not-found', message: 'No customer with external_id C-NOPE.', property: 'customer_identifiers.external_id' }]);
    expect(missing.body.detail).toContain('C-NOPE');
    expect(await purchaseCount(setup.h, t)).toBe(before);
  });

  it('409 duplicate-external-id when another purchase holds an identifier; 409 newer-version-exists for a stale version', async () => {
    const t = setup.t;
    const a = await putByExternal(t, 'SO-D1', order('SO-D1', { identifiers: { external: 'SO-D1', visible: 'VIS-D' }, version: 5 }));
    expect(a.status).toBe(201);
    const byId = await t.call('PUT', `/api/v1/purchases/id/${randomUUID()}`, order('SO-D1'));
    expect(byId.status).toBe(409);
    expect(byId.body).toMatchObject({ title: 'duplicate-external-id', errors: [{ code: 'duplicate-external-id', property: 'identifiers.external' }] });
    const visible = await putByExternal(t, 'SO-D2', order('SO-D2', { identifiers: { external: 'SO-D2', visible: 'VIS-D' } }));
    expect(visible.status).toBe(409);
    expect(visible.body.errors[0].property).toBe('identifiers.visible');

    const stale = await putByExternal(t, 'SO-D1', order('SO-D1', { identifiers: { external: 'SO-D1', visible: 'VIS-D' }, version: 4, po_number: 'X' }));
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ title: 'newer-version-exists', errors: [{ code: 'newer-version-exists', property: 'version' }] });
    const same = await putByExternal(t, 'SO-D1', order('SO-D1', { identifiers: { external: 'SO-D1', visible: 'VIS-D' }, version: 5, po_number: 'X' }));
    expect(same.status).toBe(200);
    const newer = await putByExternal(t, 'SO-D1', order('SO-D1', { identifiers: { external: 'SO-D1' }, version: 6 }));
    expect(newer.body).toMatchObject({ version: 6, po_number: null, identifiers: { visible: null } });
  });

  it("403 id-immutable when the body changes the purchase's id; 400 when the body contradicts the path", async () => {
    const t = setup.t;
    const a = await putByExternal(t, 'SO-I1', order('SO-I1'));
    const changed = await putByExternal(t, 'SO-I1', order('SO-I1', { id: randomUUID() }));
    expect(changed.status).toBe(403);
    expect(changed.body.title).toBe('id-immutable');
    expect(changed.body.detail).toContain(a.body.id);

    const path = await putByExternal(t, 'SO-I1', order('SO-OTHER'));
    expect(path.status).toBe(400);
    expect(path.body.errors).toEqual([expect.objectContaining({ code: 'parameters-mismatch', property: 'identifiers.external' })]);
    const id = randomUUID();
    const byId = await t.call('PUT', `/api/v1/purchases/id/${id}`, order('SO-I2', { id: randomUUID() }));
    expect(byId.status).toBe(400);
    expect(byId.body.errors[0]).toMatchObject({ code: 'parameters-mismatch', property: 'id' });
    const both = await t.call('PUT', `/api/v1/purchases/id/${id}`, order('SO-I2', { id, identifiers: { id: randomUUID(), external: 'SO-I2' } }));
    expect(both.status).toBe(400);
    expect((await t.call('GET', `/api/v1/purchases/id/${id}`)).status).toBe(404);
  });

  it('a bad body is one 400 whose detail names every problem, and nothing is stored', async () => {
    const t = setup.t;
    const before = await purchaseCount(setup.h, t);
    const res = await putByExternal(t, 'SO-BAD', {
      type: 'invoice',
      status: 'lost',
      identifiers: { external: 'SO-BAD' },
      currency_code: 'EUR',
      dates: { placed_at: 'yesterday', created_at: '2026-02-30T10:00:00Z' },
      line_items: [{ quantity: -1, unit_price: '1' }, { sku: 'X', quantity: 1, unit_price: '-2' }],
    });
    expect(res.status).toBe(400);
    const properties = res.body.errors.map((e: { property: string }) => e.property).sort();
    expect(properties).toEqual(['dates.created_at', 'dates.placed_at', 'line_items[0].quantity', 'line_items[0].sku', 'line_items[1].unit_price', 'status', 'type']);
    for (const p of properties) expect(res.body.detail).toContain(p);
    expect(res.body.errors.find((e: { property: string }) => e.property === 'line_items[0].sku').code).toBe('missing-param');
    expect(await purchaseCount(setup.h, t)).toBe(before);
  });

  it('an unknown lookupBy is 400 parameters-mismatch; a malformed id 400; an unknown purchase 404', async () => {
    const t = setup.t;
    const bad = await t.call('PUT', '/api/v1/purchases/email/x@y.z', order('X'));
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ code: 'parameters-mismatch', property: 'lookupBy' });
    expect(bad.body.detail).toContain('lookupBy');
    expect((await t.call('GET', '/api/v1/purchases/slug/x')).status).toBe(400);
    expect((await t.call('GET', '/api/v1/purchases/id/not-a-uuid')).body.errors[0].code).toBe('resource-id-invalid');
    const missing = await t.call('GET', '/api/v1/purchases/external_id/NOPE');
    expect(missing.status).toBe(404);
    expect(missing.body.title).toBe('resource-not-found');
  });

  it('403 without a token or with another site’s, 401 with a malformed or unknown one', async () => {
    const t = setup.t;
    const path = '/api/v1/purchases/external_id/SO-1';
    const noToken = await setup.h.request(path, { headers: { 'Site-Id': t.siteId } });
    expect(noToken.status).toBe(403);
    const unknown = await setup.h.request(path, { headers: { 'Site-Id': t.siteId, Authorization: 'Bearer nope' } });
    expect(unknown.status).toBe(401);
    const otherSite = await setup.h.tenant();
    const cross = await setup.h.request(path, { headers: { 'Site-Id': t.siteId, Authorization: `Bearer ${otherSite.token}` } });
    expect(cross.status).toBe(403);
  });
});
