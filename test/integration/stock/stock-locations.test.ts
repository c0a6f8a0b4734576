import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useHarness } from '../../helpers/harness.ts';
import { levelMap } from './stock-fixtures.ts';

// Contract §6 stock locations: the default location from first use, create / list / get / update / delete by id or
// external id, duplicate external ids, delete removing levels and answering 204 even when nothing matched.

const setup = useHarness({ workers: true });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('the default location', () => {
  it('exists on first use: a new site environment lists exactly it', async () => {
    const res = await setup.t.call('GET', '/api/v1/stock-locations');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: expect.stringMatching(UUID), name: 'Default', external_id: 'default', created_at: expect.any(String), updated_at: expect.any(String) },
    ]);
  });

  it('is created once when many first requests arrive together (race-safe)', async () => {
    const t = await setup.h.tenant();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? t.call('GET', '/api/v1/stock-locations') : t.call('GET', '/api/v1/stock-locations/default'))));
    expect(answers.map((a) => a.status)).toEqual(answers.map((_, i) => 200));
    const rows = await setup.h.deps.db.prisma.stockLocation.findMany({ where: { siteId: t.siteId, environment: 'live' } });
    expect(rows.map((r) => r.externalId)).toEqual(['default']);
  });

  it('is per environment: test and live each have their own', async () => {
    const live = await setup.h.tenant({ testMode: true });
    const test = await setup.h.tenant({ siteId: live.siteId, environment: 'test' });
    const a = await live.call('GET', '/api/v1/stock-locations/default');
    const b = await test.call('GET', '/api/v1/stock-locations/default');
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.id).not.toBe(b.body.id);
  });

  it('keeps external id "default": a PATCH may rename it but not change that (400), and no other location can take it (409)', async () => {
    const renamed = await setup.t.call('PATCH', '/api/v1/stock-locations/default', { name: 'Main' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Main', external_id: 'default' });
    const moved = await setup.t.call('PATCH', '/api/v1/stock-locations/default', { external_id: 'main' });
    expect(moved.status).toBe(400);
    expect(moved.body.errors).toEqual([expect.objectContaining({ code: 'keyword-mismatch', property: 'external_id' })]);
    expect(moved.body.detail).toMatch(/default location always has external_id "default"/);
    const taken = await setup.t.call('POST', '/api/v1/stock-locations', { name: 'Other', external_id: 'default' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ title: 'duplicate-external-id', errors: [{ code: 'duplicate-external-id', property: 'external_id' }] });
  });

  it('DELETE removes its levels but keeps the location (same id): it always exists', async () => {
    const before = (await setup.t.call('GET', '/api/v1/stock-locations/default')).body.id;
    const put = await setup.t.call('POST', '/api/v1/batch-update-stock', [{ sku: 'D-1', stock_location_external_id: 'default', stock_level: 3 }]);
    expect(put.status, put.text).toBe(204);
    expect(await levelMap(setup.h, setup.t)).toContain('D-1@default=3');
    expect((await setup.t.call('DELETE', '/api/v1/stock-locations/default')).status).toBe(204);
    expect(await levelMap(setup.h, setup.t)).not.toContain('D-1@default=3');
    expect((await setup.t.call('GET', '/api/v1/stock-locations/default')).body.id).toBe(before);
  });
});

describe('create, list, get, update', () => {
  it('creates a location (201) and lists every location in creation order', async () => {
    const t = await setup.h.tenant();
    const made = [];
    for (const ext of ['wh-c', 'wh-a', null, 'wh-b']) {
      const res = await t.call('POST', '/api/v1/stock-locations', { name: `Name ${ext}`, ...(ext ? { external_id: ext } : {}) });
      expect(res.status, res.text).toBe(201);
      expect(res.body).toMatchObject({ id: expect.stringMatching(UUID), name: `Name ${ext}`, external_id: ext });
      made.push(res.body.id);
    }
    const list = await t.call('GET', '/api/v1/stock-locations');
    expect(list.body.map((l: { external_id: string | null }) => l.external_id)).toEqual(['default', 'wh-c', 'wh-a', null, 'wh-b']);
    expect(list.body.slice(1).map((l: { id: string }) => l.id)).toEqual(made);
  });

  it('a duplicate external id is 409 duplicate-external-id, on create and on update', async () => {
    await setup.t.call('POST', '/api/v1/stock-locations', { name: 'One', external_id: 'dup-1' });
    const two = await setup.t.call('POST', '/api/v1/stock-locations', { name: 'Two', external_id: 'dup-2' });
    const again = await setup.t.call('POST', '/api/v1/stock-locations', { name: 'Again', external_id: 'dup-1' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ title: 'duplicate-external-id', detail: expect.stringContaining('"dup-1"') });
    const clash = await setup.t.call('PATCH', `/api/v1/stock-locations/${two.body.id}`, { external_id: 'dup-1' });
    expect(clash.status).toBe(409);
    expect(clash.body.title).toBe('duplicate-external-id');
  });

  it('the same external id is free in another site', async () => {
    await setup.t.call('POST', '/api/v1/stock-locations', { name: 'Shared', external_id: 'shared-ext' });
    const other = await setup.h.tenant();
    expect((await other.call('POST', '/api/v1/stock-locations', { name: 'Shared', external_id: 'shared-ext' })).status).toBe(201);
  });

  it('gets a location by id, by external id, and by a UUID-shaped external id; lookupBy forces either', async () => {
    const uuidExt = randomUUID();
    const a = (await setup.t.call('POST', '/api/v1/stock-locations', { name: 'By', external_id: 'get-me' })).body;
    const b = (await setup.t.call('POST', '/api/v1/stock-locations', { name: 'Uuid ext', external_id: uuidExt })).body;
    expect((await setup.t.call('GET', `/api/v1/stock-locations/${a.id}`)).body).toEqual(a);
    expect((await setup.t.call('GET', `/api/v1/stock-locations/${a.id.toUpperCase()}`)).body.id).toBe(a.id);
    expect((await setup.t.call('GET', '/api/v1/stock-locations/get-me')).body).toEqual(a);
    expect((await setup.t.call('GET', `/api/v1/stock-locations/${uuidExt}`)).body.id).toBe(b.id);
    expect((await setup.t.call('GET', '/api/v1/stock-locations/get-me?lookupBy=platform')).body.id).toBe(a.id);
    expect((await setup.t.call('GET', `/api/v1/stock-locations/${a.id}?lookupBy=id`)).body.id).toBe(a.id);
    expect((await setup.t.call('GET', `/api/v1/stock-locations/${a.id}?lookupBy=external_id`)).status).toBe(404);
    const invalid = await setup.t.call('GET', '/api/v1/stock-locations/get-me?lookupBy=sparklayer');
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors[0].code).toBe('resource-id-invalid');
    const unsupported = await setup.t.call('GET', '/api/v1/stock-locations/get-me?lookupBy=sku');
    expect(unsupported.status).toBe(400);
    expect(unsupported.body.errors[0]).toMatchObject({ code: 'parameters-mismatch', property: 'lookupBy' });
  });

  it('an unknown location is 404 resource-not-found for GET and PATCH', async () => {
    for (const ref of ['nope', randomUUID()]) {
      const get = await setup.t.call('GET', `/api/v1/stock-locations/${ref}`);
      expect(get.status).toBe(404);
      expect(get.body).toMatchObject({ title: 'resource-not-found', detail: expect.stringContaining(ref) });
      expect((await setup.t.call('PATCH', `/api/v1/stock-locations/${ref}`, { name: 'x' })).status).toBe(404);
    }
  });

  it('PATCH renames, changes and clears the external id', async () => {
    const loc = (await setup.t.call('POST', '/api/v1/stock-locations', { name: 'Before', external_id: 'patch-me' })).body;
    const renamed = await setup.t.call('PATCH', '/api/v1/stock-locations/patch-me', { name: 'After', external_id: 'patched' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: loc.id, name: 'After', external_id: 'patched' });
    expect((await setup.t.call('GET', '/api/v1/stock-locations/patch-me')).status).toBe(404);
    const cleared = await setup.t.call('PATCH', `/api/v1/stock-locations/${loc.id}`, { external_id: null });
    expect(cleared.body).toMatchObject({ id: loc.id, name: 'After', external_id: null });
  });

  it('a bad body is 400 with every problem in errors and in detail', async () => {
    const res = await setup.t.call('POST', '/api/v1/stock-locations', { external_id: ' padded', name: 5 });
    expect(res.status).toBe(400);
    expect(res.body.title).toBe('invalid-request-contents');
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'keyword-mismatch', property: 'name' }),
        expect.objectContaining({ code: 'keyword-mismatch', property: 'external_id' }),
      ]),
    );
    expect(res.body.detail).toMatch(/name: .*; external_id: must not start or end with whitespace|external_id: must not start or end with whitespace.*name: /);
    const missing = await setup.t.call('POST', '/api/v1/stock-locations', {});
    expect(missing.body.errors).toEqual([expect.objectContaining({ code: 'missing-param', property: 'name' })]);
    expect(missing.body.detail).toMatch(/name: Required/);
  });

  it('Idempotency-Key replays the creation', async () => {
    const key = randomUUID();
    const first = await setup.t.call('POST', '/api/v1/stock-locations', { name: 'Idem', external_id: 'idem' }, { 'Idempotency-Key': key });
    const again = await setup.t.call('POST', '/api/v1/stock-locations', { name: 'Idem', external_id: 'idem' }, { 'Idempotency-Key': key });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body.id).toBe(first.body.id);
  });
});

describe('delete', () => {
  it('removes the location and its levels (by external id and by id), other locations keep theirs', async () => {
    const t = await setup.h.tenant();
    const a = (await t.call('POST', '/api/v1/stock-locations', { name: 'A', external_id: 'del-a' })).body;
    const b = (await t.call('POST', '/api/v1/stock-locations', { name: 'B', external_id: 'del-b' })).body;
    const put = await t.call('POST', '/api/v1/batch-update-stock', [
      { sku: 'S1', stock_location_id: a.id, stock_level: 1 },
      { sku: 'S1', stock_location_external_id: 'del-b', stock_level: 2 },
      { sku: 'S2', stock_location_external_id: 'del-a', stock_level: 3 },
    ]);
    expect(put.status, put.text).toBe(204);
    expect((await t.call('DELETE', '/api/v1/stock-locations/del-a')).status).toBe(204);
    expect(await levelMap(setup.h, t)).toEqual(['S1@del-b=2']);
    expect((await t.call('GET', '/api/v1/stock-locations/del-a')).status).toBe(404);
    expect((await t.call('DELETE', `/api/v1/stock-locations/${b.id}`)).status).toBe(204);
    expect(await levelMap(setup.h, t)).toEqual([]);
  });

  it('answers 204 when nothing matched (unknown external id, unknown UUID, another tenant\'s location)', async () => {
    const other = await setup.h.tenant();
    const theirs = (await other.call('POST', '/api/v1/stock-locations', { name: 'Theirs', external_id: 'theirs' })).body;
    for (const ref of ['never-was', randomUUID(), theirs.id, 'theirs']) {
      const res = await setup.t.call('DELETE', `/api/v1/stock-locations/${ref}`);
      expect(res.status).toBe(204);
      expect(res.text).toBe('');
    }
    expect((await other.call('GET', `/api/v1/stock-locations/${theirs.id}`)).status).toBe(200);
  });
});
