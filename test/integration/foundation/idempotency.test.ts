import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/app.ts';
import { useHarness, type Tenant } from '../../helpers/harness.ts';
import { callAs, probeApp, type ProbeCounters } from './support.ts';

// Contract §0 "Headers": Idempotency-Key on creating POSTs, on a probe route declared with { idempotent: true }.

const setup = useHarness({ tenant: false });
let app: App;
let t: Tenant;
const counters: ProbeCounters = { creations: 0 };
const PATH = '/__probe/things';

beforeAll(async () => {
  app = probeApp(setup.h, counters);
  t = await setup.h.tenant({ testMode: true });
});

const key = (k: string) => ({ 'Idempotency-Key': k });

describe('Idempotency-Key', () => {
  it('without a key every POST creates', async () => {
    const before = counters.creations;
    const a = await callAs(app, t, 'POST', PATH, { name: 'a' });
    const b = await callAs(app, t, 'POST', PATH, { name: 'a' });
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(a.body.id).not.toBe(b.body.id);
    expect(counters.creations - before).toBe(2);
    expect(a.headers.get('idempotent-replayed')).toBeNull();
  });

  it('a repeat with the same body replays the first response: same status, body and Location, Idempotent-Replayed: true', async () => {
    const before = counters.creations;
    const first = await callAs(app, t, 'POST', PATH, { name: 'widget', quantity: 3 }, key('order-1'));
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await callAs(app, t, 'POST', PATH, { name: 'widget', quantity: 3 }, key('order-1'));
    expect(again.status).toBe(201);
    expect(again.text).toBe(first.text);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('location')).toBe(first.headers.get('location'));
    expect(again.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(again.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    expect(counters.creations - before).toBe(1);
  });

  it('the same key with a different body: 409 idempotency-key-reused, nothing created', async () => {
    await callAs(app, t, 'POST', PATH, { name: 'one' }, key('order-2'));
    const before = counters.creations;
    const res = await callAs(app, t, 'POST', PATH, { name: 'two' }, key('order-2'));
    expect(res.status).toBe(409);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(res.body.errors.map((e: { code: string }) => e.code)).toEqual(['idempotency-key-reused']);
    expect(counters.creations).toBe(before);
  });

  it('keys are scoped per site: another site with the same key creates its own record', async () => {
    const other = await setup.h.tenant();
    const mine = await callAs(app, t, 'POST', PATH, { name: 'shared' }, key('order-3'));
    const theirs = await callAs(app, other, 'POST', PATH, { name: 'shared' }, key('order-3'));
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect(theirs.body.site_id).toBe(other.siteId);
    // Another body under the same key on the other site is no conflict either.
    const differentBody = await setup.h.tenant();
    expect((await callAs(app, differentBody, 'POST', PATH, { name: 'else' }, key('order-3'))).status).toBe(201);
  });

  it('keys are scoped per environment: the test environment of the same site creates its own record', async () => {
    const test = await setup.h.tenant({ siteId: t.siteId, environment: 'test' });
    const live = await callAs(app, t, 'POST', PATH, { name: 'env' }, key('order-4'));
    const inTest = await callAs(app, test, 'POST', PATH, { name: 'env' }, key('order-4'));
    expect(inTest.status).toBe(201);
    expect(inTest.headers.get('idempotent-replayed')).toBeNull();
    expect(inTest.body.id).not.toBe(live.body.id);
    expect(inTest.body.environment).toBe('test');
  });

  it('a failed attempt does not hold the key: the corrected request (other body) is processed', async () => {
    const bad = await callAs(app, t, 'POST', PATH, { name: 5 }, key('order-5'));
    expect(bad.status).toBe(400);
    const refused = await callAs(app, t, 'POST', PATH, { name: 'refuse' }, key('order-5'));
    expect(refused.status).toBe(400);
    const good = await callAs(app, t, 'POST', PATH, { name: 'fixed' }, key('order-5'));
    expect(good.status).toBe(201);
    expect(good.headers.get('idempotent-replayed')).toBeNull();
  });

  it('the first response is stored for 24 hours', async () => {
    await callAs(app, t, 'POST', PATH, { name: 'ttl' }, key('order-6'));
    const row = await setup.h.deps.db.prisma.idempotencyRecord.findUniqueOrThrow({
      where: { siteId_environment_key: { siteId: t.siteId, environment: 'live', key: 'order-6' } },
    });
    const hours = (row.expiresAt.getTime() - row.createdAt.getTime()) / 3600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThan(24.1);
    expect(row.statusCode).toBe(201);
  });

  it('an expired record no longer replays', async () => {
    const first = await callAs(app, t, 'POST', PATH, { name: 'old' }, key('order-7'));
    await setup.h.deps.db.prisma.idempotencyRecord.update({
      where: { siteId_environment_key: { siteId: t.siteId, environment: 'live', key: 'order-7' } },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const later = await callAs(app, t, 'POST', PATH, { name: 'old' }, key('order-7'));
    expect(later.status).toBe(201);
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    expect(later.body.id).not.toBe(first.body.id);
  });

  it('a malformed key: 400 headers-mismatch on Idempotency-Key', async () => {
    for (const bad of ['', 'x'.repeat(256), 'with space']) {
      const res = await callAs(app, t, 'POST', PATH, { name: 'k' }, key(bad));
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.errors[0]).toMatchObject({ code: 'headers-mismatch', property: 'Idempotency-Key' });
    }
  });

  it('the token comes first: a request without a valid token never touches the key', async () => {
    const res = await callAs(app, { ...t, token: 'nope' }, 'POST', PATH, { name: 'z' }, key('order-8'));
    expect(res.status).toBe(401);
    expect(await setup.h.deps.db.prisma.idempotencyRecord.count({ where: { key: 'order-8' } })).toBe(0);
  });
});

describe('Idempotency-Key while the first request is still running', () => {
  it('a repeat gets 409 concurrent-update', async () => {
    const body = JSON.stringify({ name: 'slow' });
    const requestHash = createHash('sha256').update(`POST ${PATH}\n${body}`).digest('hex');
    await setup.h.deps.db.prisma.idempotencyRecord.create({
      data: { siteId: t.siteId, environment: 'live', key: 'in-flight', requestHash, expiresAt: new Date(Date.now() + 3600_000) },
    });
    const res = await callAs(app, t, 'POST', PATH, body, key('in-flight'));
    expect(res.status).toBe(409);
    expect(res.body.errors[0].code).toBe('concurrent-update');
  });

  it('a claim left unfinished by a request that died is retaken after five minutes', async () => {
    const body = JSON.stringify({ name: 'crashed' });
    const requestHash = createHash('sha256').update(`POST ${PATH}\n${body}`).digest('hex');
    await setup.h.deps.db.prisma.idempotencyRecord.create({
      data: {
        siteId: t.siteId,
        environment: 'live',
        key: 'abandoned',
        requestHash,
        createdAt: new Date(Date.now() - 6 * 60_000),
        expiresAt: new Date(Date.now() + 3600_000),
      },
    });
    const res = await callAs(app, t, 'POST', PATH, body, key('abandoned'));
    expect(res.status).toBeLessThan(300);
    const record = await setup.h.deps.db.prisma.idempotencyRecord.findFirst({ where: { key: 'abandoned' } });
    expect(record?.completed).toBe(true);
  });
});

describe('Idempotency-Key and the verb commit together', () => {
  const discount = { name: 'crash-window', kind: 'order_total', amount_type: 'percentage', amount: '5' };
  const named = async () => (await callAs(app, t, 'GET', '/api/v1/discounts')).body.filter((d: { name: string }) => d.name === discount.name);

  it('when marking the key complete fails, the creation is rolled back, so a retry creates exactly one', async () => {
    // Stands in for a crash between the verb's commit and the key's completion: the completion fails instead.
    const pool = setup.h.deps.db.pool;
    await pool.query(`
      CREATE FUNCTION refuse_completion() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.completed THEN RAISE EXCEPTION 'completion refused'; END IF; RETURN NEW; END $$;
      CREATE TRIGGER refuse_completion BEFORE UPDATE ON idempotency_records FOR EACH ROW EXECUTE FUNCTION refuse_completion();`);
    try {
      const failed = await callAs(app, t, 'POST', '/api/v1/discounts', discount, key('discount-1'));
      expect(failed.status).toBe(500);
      expect(await named()).toEqual([]);
    } finally {
      await pool.query('DROP TRIGGER refuse_completion ON idempotency_records; DROP FUNCTION refuse_completion();');
    }
    const retried = await callAs(app, t, 'POST', '/api/v1/discounts', discount, key('discount-1'));
    expect(retried.status).toBe(201);
    const replayed = await callAs(app, t, 'POST', '/api/v1/discounts', discount, key('discount-1'));
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(await named()).toHaveLength(1);
  });

  it('a verb that fails after writing leaves nothing behind and frees the key', async () => {
    const group = { slug: 'idem-group', name: 'Idem' };
    expect((await callAs(app, t, 'POST', '/api/v1/customer-groups', group, key('group-1'))).status).toBe(201);
    const duplicate = await callAs(app, t, 'POST', '/api/v1/customer-groups', group, key('group-2'));
    expect(duplicate.status).toBe(400);
    expect(await setup.h.deps.db.prisma.idempotencyRecord.count({ where: { key: 'group-2' } })).toBe(0);
  });
});
