import { describe, expect, it } from 'vitest';
import { useHarness, type Tenant } from '../../helpers/harness.ts';
import { failuresOf, problemOf, record } from './support.ts';

// GET|PUT|PATCH /api/v1/sync-log/{integration}/{data_type}, GET …/errors (contract §8).

const setup = useHarness({ tenant: false });
const PAIR = '/api/v1/sync-log/erp/customers';
const err = (external_id: string, message = `${external_id} failed`, more: Record<string, unknown> = {}) => ({ external_id, message, ...more });
const errorIds = async (t: Tenant, path = `${PAIR}/errors`) => ((await t.call('GET', path)).body as any[]).map((e) => e.external_id).sort();

describe('GET /api/v1/sync-log/{integration}/{data_type}', () => {
  it('a pair nothing was reported for has null times and counts the open errors workers recorded', async () => {
    const t = await setup.h.tenant();
    await record(setup.h, failuresOf(t, 2, { integration: 'erp', dataType: 'customers' }));
    const res = await t.call('GET', PAIR);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      integration: 'erp',
      data_type: 'customers',
      started_full_sync: null,
      last_full_sync: null,
      last_full_sync_succeeded: null,
      last_partial_sync: null,
      error_count: 2,
    });
  });

  it('an unknown data_type is 400 parameters-mismatch naming it, on every verb', async () => {
    const t = await setup.h.tenant();
    for (const [method, path, body] of [
      ['GET', '/api/v1/sync-log/erp/pricez', undefined],
      ['GET', '/api/v1/sync-log/erp/pricez/errors', undefined],
      ['PUT', '/api/v1/sync-log/erp/pricez', { errors: [] }],
      ['PATCH', '/api/v1/sync-log/erp/pricez', { errors: [] }],
    ] as const) {
      const res = await t.call(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(problemOf(res.body)).toMatchObject({ title: 'invalid-request-contents', codes: ['parameters-mismatch'], properties: ['data_type'] });
      expect(res.body.detail).toMatch(/^data_type: /);
    }
  });
});

describe('PUT (full sync)', () => {
  it('records the sync’s times and errors; a second PUT replaces the errors and clears omitted timestamps', async () => {
    const t = await setup.h.tenant();
    const first = await t.call('PUT', PAIR, {
      started_at: '2026-11-25T02:00:00Z',
      finished_at: '2026-11-25T03:00:00+01:00',
      errors: [err('C-1', 'email missing', { visible_id: '1', external_url: 'https://erp/c/1', code: 'customer-invalid', payload: { no: 1 } }), err('C-2')],
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      integration: 'erp',
      data_type: 'customers',
      started_full_sync: '2026-11-25T02:00:00.000Z',
      last_full_sync: '2026-11-25T02:00:00.000Z',
      last_full_sync_succeeded: false,
      last_partial_sync: null,
      error_count: 2,
    });
    const [c1] = (await t.call('GET', '/api/v1/sync-errors?external_id=C-1')).body;
    expect(c1).toMatchObject({ integration: 'erp', data_type: 'customers', visible_id: '1', external_url: 'https://erp/c/1', code: 'customer-invalid', message: 'email missing', payload: { no: 1 }, occurrences: 1, status: 'open' });

    const second = await t.call('PUT', PAIR, { finished_at: '2026-11-26T02:00:00Z', errors: [err('C-2', 'still failing'), err('C-3')] });
    expect(second.body).toMatchObject({ started_full_sync: null, last_full_sync: '2026-11-26T02:00:00.000Z', last_full_sync_succeeded: false, error_count: 2 });
    expect(await errorIds(t)).toEqual(['C-2', 'C-3']);
    // C-1 was not reported again: resolved, kept for the record; C-2 is the same error counted again.
    expect(await errorIds(t, `${PAIR}/errors?status=resolved`)).toEqual(['C-1']);
    const [c2] = (await t.call('GET', '/api/v1/sync-errors?external_id=C-2')).body;
    expect(c2).toMatchObject({ message: 'still failing', code: 'sync-error', occurrences: 2 });

    const clean = await t.call('PUT', PAIR, { errors: [] });
    expect(clean.body).toMatchObject({ started_full_sync: null, last_full_sync: null, last_full_sync_succeeded: null, error_count: 0 });
    const done = await t.call('PUT', PAIR, { started_at: '2026-11-27T02:00:00Z', finished_at: '2026-11-27T02:10:00Z', errors: [] });
    expect(done.body).toMatchObject({ last_full_sync_succeeded: true, error_count: 0 });
    const told = await t.call('PUT', PAIR, { finished_at: '2026-11-27T02:10:00Z', succeeded: false, errors: [] });
    expect(told.body.last_full_sync_succeeded).toBe(false);
  });

  it('a full sync resolves the pair’s other open errors, including those workers recorded, and leaves other pairs alone', async () => {
    const t = await setup.h.tenant();
    await record(setup.h, failuresOf(t, 2, { integration: 'erp', dataType: 'customers' }));
    await record(setup.h, failuresOf(t, 1, { integration: 'erp', dataType: 'products', externalId: 'P-1' }));
    await t.call('PUT', PAIR, { errors: [err('C-9')] });
    expect(await errorIds(t)).toEqual(['C-9']);
    expect(await errorIds(t, '/api/v1/sync-log/erp/products/errors')).toEqual(['P-1']);
  });

  it('accepts 5,000 errors and refuses 5,001, naming the limit', async () => {
    const t = await setup.h.tenant();
    const many = Array.from({ length: 5_000 }, (_, i) => err(`C-${i}`));
    const ok = await t.call('PUT', PAIR, { errors: many });
    expect(ok.status).toBe(200);
    expect(ok.body.error_count).toBe(5_000);
    const tooMany = await t.call('PUT', PAIR, { errors: [...many, err('C-extra')] });
    expect(tooMany.status).toBe(400);
    expect(problemOf(tooMany.body)).toMatchObject({ codes: ['keyword-mismatch'], properties: ['errors'] });
    expect(tooMany.body.detail).toBe('errors: at most 5000 errors per request');
    expect((await t.call('GET', PAIR)).body.error_count).toBe(5_000);
  });

  it('takes a body past the ordinary 1 MiB (5,000 errors need room) and answers 413 past 32 MiB', async () => {
    const t = await setup.h.tenant();
    const long = Array.from({ length: 1_000 }, (_, i) => err(`C-${i}`, 'm'.repeat(3_000)));
    const big = await t.call('PUT', PAIR, { errors: long });
    expect(big.status).toBe(200);
    expect(big.body.error_count).toBe(1_000);
    const huge = await t.call('PUT', PAIR, { errors: [err('C-1', 'x'.repeat(3_000), { payload: { blob: 'y'.repeat(33 * 1024 * 1024) } })] });
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ title: 'payload-too-large', detail: `The body exceeds the limit of ${32 * 1024 * 1024} bytes.` });
    expect((await t.call('GET', PAIR)).body.error_count).toBe(1_000);
  });

  it('refuses a repeated external_id, naming every repeat, and stores nothing', async () => {
    const t = await setup.h.tenant();
    const res = await t.call('PUT', PAIR, { finished_at: '2026-11-25T02:00:00Z', errors: [err('A'), err('B'), err('A'), err('B'), err('A')] });
    expect(res.status).toBe(400);
    expect(problemOf(res.body)).toMatchObject({ codes: ['keyword-mismatch', 'keyword-mismatch', 'keyword-mismatch'], properties: ['errors[2].external_id', 'errors[3].external_id', 'errors[4].external_id'] });
    expect(res.body.detail).toContain('errors[2].external_id: external_id "A" repeats errors[0]');
    expect(res.body.detail).toContain('errors[3].external_id: external_id "B" repeats errors[1]');
    expect((await t.call('GET', PAIR)).body).toMatchObject({ last_full_sync: null, error_count: 0 });
  });

  it('spells out schema problems in detail as well as in errors', async () => {
    const t = await setup.h.tenant();
    const res = await t.call('PUT', PAIR, { started_at: 'yesterday', errors: [{ message: 'no id' }, { external_id: 'X', message: '' }] });
    expect(res.status).toBe(400);
    const p = problemOf(res.body);
    expect(p.properties).toEqual(['started_at', 'errors[0].external_id', 'errors[1].message']);
    expect(p.codes).toEqual(['keyword-mismatch', 'missing-param', 'keyword-mismatch']);
    for (const property of p.properties) expect(res.body.detail).toContain(`${property}: `);
    const noErrors = await t.call('PUT', PAIR, { finished_at: '2026-11-25T02:00:00Z' });
    expect(problemOf(noErrors.body)).toMatchObject({ codes: ['missing-param'], properties: ['errors'], detail: 'errors: Required' });
    const notJson = await t.call('PUT', PAIR, '{"errors": [');
    expect(problemOf(notJson.body).codes).toEqual(['body-mismatch']);
  });
});

describe('a sync and a worker at once', () => {
  it('a full sync and a clear resolving worker records while a worker records them again neither deadlock nor fail', async () => {
    const t = await setup.h.tenant();
    const failures = failuresOf(t, 2_000, { integration: 'erp', dataType: 'customers' });
    await record(setup.h, failures);
    for (let round = 0; round < 3; round++) {
      const clears = failures.slice(0, 1_000).map((f) => ({ external_id: f.externalId!, resolved: true }));
      const answers = await Promise.all([
        t.call('PUT', PAIR, { errors: [err('C-1')] }),
        record(setup.h, failures),
        t.call('PATCH', PAIR, { errors: clears }),
        record(setup.h, [...failures].reverse()),
      ]);
      expect(answers.map((a) => ('status' in a ? a.status : 'recorded'))).toEqual([200, 'recorded', 200, 'recorded']);
    }
    const counts = await setup.h.deps.db.prisma.syncError.groupBy({ by: ['occurrences'], where: { siteId: t.siteId, code: 'purchase-invalid' }, _count: true });
    expect(counts).toEqual([{ occurrences: 7, _count: 2_000 }]);
  });
});

describe('PATCH (partial sync)', () => {
  it('upserts single errors, clears them with resolved: true or message: null, and leaves the others', async () => {
    const t = await setup.h.tenant();
    await t.call('PUT', PAIR, { errors: [err('C-1'), err('C-2'), err('C-3')] });
    await record(setup.h, failuresOf(t, 1, { integration: 'erp', dataType: 'customers', externalId: 'C-3', code: 'customer-invalid' }));
    const res = await t.call('PATCH', PAIR, {
      finished_at: '2026-11-25T09:30:00Z',
      errors: [{ external_id: 'C-1', resolved: true }, { external_id: 'C-3', message: null }, err('C-2', 'new message', { code: 'x' }), err('C-4')],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ last_partial_sync: '2026-11-25T09:30:00.000Z', last_full_sync: null, error_count: 2 });
    expect(await errorIds(t)).toEqual(['C-2', 'C-4']);
    // Clearing C-3 resolved the worker's record of it too.
    expect(await errorIds(t, `${PAIR}/errors?status=resolved`)).toEqual(['C-1', 'C-3', 'C-3']);
    const [c2] = (await t.call('GET', '/api/v1/sync-errors?external_id=C-2')).body;
    expect(c2).toMatchObject({ message: 'new message', code: 'x', occurrences: 2 });
  });

  it('reopens a cleared error reported again, and stamps last_partial_sync with now when no time is sent', async () => {
    const t = await setup.h.tenant();
    await t.call('PATCH', PAIR, { errors: [err('C-1')] });
    await t.call('PATCH', PAIR, { errors: [{ external_id: 'C-1', resolved: true }] });
    const before = Date.now();
    const res = await t.call('PATCH', PAIR, { errors: [err('C-1', 'back again')] });
    expect(res.body.error_count).toBe(1);
    expect(Date.parse(res.body.last_partial_sync)).toBeGreaterThanOrEqual(before - 1000);
    const [c1] = (await t.call('GET', `${PAIR}/errors`)).body;
    expect(c1).toMatchObject({ status: 'open', resolved_at: null, occurrences: 2, message: 'back again' });
  });

  it('an error that neither has a message nor clears is 400 missing-param; repeats are refused as in PUT', async () => {
    const t = await setup.h.tenant();
    const res = await t.call('PATCH', PAIR, { errors: [{ external_id: 'C-1' }] });
    expect(res.status).toBe(400);
    expect(problemOf(res.body)).toMatchObject({ codes: ['missing-param'], properties: ['errors[0].message'] });
    expect(res.body.detail).toContain('errors[0].message');
    const repeated = await t.call('PATCH', PAIR, { errors: [err('A'), { external_id: 'A', resolved: true }] });
    expect(problemOf(repeated.body)).toMatchObject({ properties: ['errors[1].external_id'] });
    expect((await t.call('GET', PAIR)).body).toMatchObject({ last_partial_sync: null, error_count: 0 });
  });
});

describe('GET …/errors', () => {
  it('lists the pair’s open errors newest first, with limit and status', async () => {
    const t = await setup.h.tenant();
    await record(setup.h, failuresOf(t, 1, { integration: 'erp', dataType: 'customers', externalId: 'old' }), new Date('2026-11-20T00:00:00Z'));
    await t.call('PATCH', PAIR, { errors: [err('new')] });
    await record(setup.h, failuresOf(t, 1, { integration: 'wms', dataType: 'customers', externalId: 'other-integration' }));
    const res = await t.call('GET', `${PAIR}/errors`);
    expect(res.body.map((e: any) => e.external_id)).toEqual(['new', 'old']);
    expect((await t.call('GET', `${PAIR}/errors?limit=1`)).body.map((e: any) => e.external_id)).toEqual(['new']);
    const bad = await t.call('GET', `${PAIR}/errors?status=gone`);
    expect(problemOf(bad.body)).toMatchObject({ codes: ['parameters-mismatch'], properties: ['status'] });
  });

  it('decodes an integration name with spaces or slashes in the path', async () => {
    const t = await setup.h.tenant();
    await t.call('PATCH', '/api/v1/sync-log/ERP%20%2F%20Nightly/stock', { errors: [err('S-1')] });
    const [e] = (await t.call('GET', '/api/v1/sync-errors')).body;
    expect(e.integration).toBe('ERP / Nightly');
    expect((await t.call('GET', '/api/v1/sync-log/ERP%20%2F%20Nightly/stock')).body).toMatchObject({ integration: 'ERP / Nightly', error_count: 1 });
  });
});

describe('DELETE /api/v1/sync-log', () => {
  it('204: clears the tenant’s errors and statuses, or those one integration / data type names; never another tenant’s', async () => {
    const t = await setup.h.tenant({ testMode: true });
    const tTest = await setup.h.tenant({ siteId: t.siteId, environment: 'test' });
    const other = await setup.h.tenant();
    for (const x of [t, tTest, other]) {
      await x.call('PUT', PAIR, { finished_at: '2026-11-25T02:00:00Z', errors: [err('C-1')] });
      await x.call('PATCH', '/api/v1/sync-log/erp/stock', { errors: [err('S-1')] });
      await x.call('PATCH', '/api/v1/sync-log/wms/stock', { errors: [err('S-2')] });
    }
    const count = async (x: Tenant) => ((await x.call('GET', '/api/v1/sync-errors')).body as any[]).length;

    const one = await t.call('DELETE', '/api/v1/sync-log?integration=erp&data_type=stock');
    expect(one.status).toBe(204);
    expect(one.text).toBe('');
    expect(await count(t)).toBe(2);
    expect((await t.call('GET', '/api/v1/sync-log/erp/stock')).body).toMatchObject({ last_partial_sync: null, error_count: 0 });

    expect((await t.call('DELETE', '/api/v1/sync-log?data_type=customers')).status).toBe(204);
    expect((await t.call('GET', PAIR)).body).toMatchObject({ last_full_sync: null, error_count: 0 });
    expect(await count(t)).toBe(1);

    expect((await t.call('DELETE', '/api/v1/sync-log')).status).toBe(204);
    expect(await count(t)).toBe(0);
    expect((await t.call('DELETE', '/api/v1/sync-log')).status).toBe(204);
    expect(await count(tTest)).toBe(3);
    expect(await count(other)).toBe(3);
    expect((await other.call('GET', PAIR)).body.last_full_sync).toBe('2026-11-25T02:00:00.000Z');
  });

  it('a bad data_type filter is 400 parameters-mismatch and deletes nothing', async () => {
    const t = await setup.h.tenant();
    await t.call('PATCH', PAIR, { errors: [err('C-1')] });
    const res = await t.call('DELETE', '/api/v1/sync-log?data_type=all');
    expect(res.status).toBe(400);
    expect(problemOf(res.body)).toMatchObject({ codes: ['parameters-mismatch'], properties: ['data_type'] });
    expect(res.body.detail).toMatch(/^data_type: /);
    expect((await t.call('GET', PAIR)).body.error_count).toBe(1);
  });
});

describe('auth on every sync-log operation', () => {
  it('401 without a token and 403 with another tenant’s, detail explaining', async () => {
    const t = await setup.h.tenant();
    const other = await setup.h.tenant();
    for (const [method, path, body] of [
      ['GET', PAIR, undefined],
      ['PUT', PAIR, { errors: [] }],
      ['PATCH', PAIR, { errors: [] }],
      ['GET', `${PAIR}/errors`, undefined],
      ['DELETE', '/api/v1/sync-log', undefined],
    ] as const) {
      const init = { method, headers: { 'Site-Id': t.siteId, ...(body ? { 'Content-Type': 'application/json' } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}) };
      const missing = await setup.h.request(path, init);
      expect(missing.status, `${method} ${path}`).toBe(401);
      expect(((await missing.json()) as { detail: string }).detail).toMatch(/Authorization header is missing/);
      const foreign = await setup.h.request(path, { ...init, headers: { ...init.headers, Authorization: `Bearer ${other.token}` } });
      expect(foreign.status, `${method} ${path}`).toBe(403);
      expect(((await foreign.json()) as { detail: string }).detail).toMatch(/another site or environment/);
    }
    // The other site's data was not touched by the refused DELETE.
    expect((await other.call('GET', PAIR)).status).toBe(200);
  });
});
