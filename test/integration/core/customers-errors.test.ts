import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useHarness } from '../../helpers/harness.ts';

// Every error the Customers endpoints answer (contract §0 Errors, §2 Customers), with exact status, title,
// codes and properties; and that a rejected PUT or PATCH leaves the stored record exactly as it was.

const setup = useHarness();

const put = (lookupBy: string, identifier: string, body: unknown) => setup.t.call('PUT', `/api/v2/customers/${lookupBy}/${encodeURIComponent(identifier)}`, body);
const codes = (res: { body: any }) => res.body.errors.map((e: any) => [e.code, e.property]);

const seed = async (key: string) => {
  const res = await put('external_id', key, {
    external_id: key, email: `${key.toLowerCase()}@example.com`, first_name: 'Stored', discount_percentage: 5, currency_code: 'GBP',
    payment_on_account: { credit_limit: 100, balance: 1, net_terms_days: 14 }, allowed_payment_methods: ['invoice'],
    addresses: [{ external_id: 'home', city: 'Leeds', country_code: 'GB', is_default_shipping: true }],
  });
  expect(res.status).toBe(201);
  return res.body;
};

describe('lookups', () => {
  it.each(['GET', 'DELETE', 'PATCH', 'PUT'])('%s with an unsupported lookupBy is 400 parameters-mismatch', async (method) => {
    const body = method === 'PUT' || method === 'PATCH' ? { email: 'x@example.com' } : undefined;
    const res = await setup.t.call(method, '/api/v2/customers/slug/abc', body);
    expect(res.status).toBe(400);
    expect(res.body.title).toBe('invalid-request-contents');
    expect(codes(res)).toEqual([['parameters-mismatch', 'lookupBy']]);
  });

  it.each(['GET', 'DELETE', 'PATCH', 'PUT'])('%s with a malformed id is 400 resource-id-invalid', async (method) => {
    const body = method === 'PUT' || method === 'PATCH' ? { email: 'x@example.com' } : undefined;
    const res = await setup.t.call(method, '/api/v2/customers/id/not-a-uuid', body);
    expect(res.status).toBe(400);
    expect(codes(res)).toEqual([['resource-id-invalid', 'identifier']]);
  });

  it.each([
    ['GET', '/api/v2/customers/id/' + randomUUID()],
    ['GET', '/api/v2/customers/external_id/none'],
    ['GET', '/api/v2/customers/email/none@example.com'],
    ['PATCH', '/api/v2/customers/external_id/none'],
    ['DELETE', '/api/v2/customers/email/none@example.com'],
    ['DELETE', '/api/v1/customers/id/' + randomUUID()],
  ])('%s %s of an unknown customer is 404 resource-not-found', async (method, path) => {
    const res = await setup.t.call(method, path, method === 'PATCH' ? { first_name: 'x' } : undefined);
    expect(res.status).toBe(404);
    expect(res.body.title).toBe('resource-not-found');
  });

  it('v1 DELETE with an unsupported lookupBy is 400 parameters-mismatch', async () => {
    const res = await setup.t.call('DELETE', '/api/v1/customers/sku/abc');
    expect(res.status).toBe(400);
    expect(codes(res)).toEqual([['parameters-mismatch', 'lookupBy']]);
  });
});

describe('PUT body must repeat the path identifier', () => {
  it.each([
    ['email', 'one@example.com', { email: 'two@example.com' }, 'email'],
    ['external_id', 'E1', { email: 'e1@example.com', external_id: 'E2' }, 'external_id'],
    ['external_id', 'E1', { email: 'e1@example.com' }, 'external_id'],
    ['platform', 'E1', { email: 'e1@example.com', external_id: 'e1' }, 'external_id'],
    ['id', '6f1c3c2e-2b7a-4d39-9f55-0c9a3f0f1d21', { email: 'e1@example.com', id: '6f1c3c2e-2b7a-4d39-9f55-0c9a3f0f1d22' }, 'id'],
  ])('PUT /%s/%s with %j is 400 parameters-mismatch', async (by, identifier, body, property) => {
    const res = await put(by, identifier, body);
    expect(res.status).toBe(400);
    expect(res.body.title).toBe('invalid-request-contents');
    expect(codes(res)).toEqual([['parameters-mismatch', property]]);
    expect(await setup.h.deps.db.prisma.customer.count({ where: { siteId: setup.t.siteId, email: { in: ['one@example.com', 'two@example.com', 'e1@example.com'] } } })).toBe(0);
  });

  it('a body id naming another customer than the one found is 400 parameters-mismatch', async () => {
    const stored = await seed('IDM');
    const res = await put('external_id', 'IDM', { external_id: 'IDM', email: 'idm@example.com', id: randomUUID() });
    expect(res.status).toBe(400);
    expect(codes(res)).toEqual([['parameters-mismatch', 'id']]);
    expect((await setup.t.call('GET', `/api/v2/customers/id/${stored.id}`)).body).toEqual(stored);
  });

  it('PATCH with a body id that differs is 400 parameters-mismatch', async () => {
    await seed('PIDM');
    const res = await setup.t.call('PATCH', '/api/v2/customers/external_id/PIDM', { id: randomUUID() });
    expect(res.status).toBe(400);
    expect(codes(res)).toEqual([['parameters-mismatch', 'id']]);
  });
});

describe('409 duplicate-external-id', () => {
  it('PUT creating a second customer with a stored email (any case) is 409 with property email', async () => {
    await seed('DUPE1');
    const res = await put('external_id', 'DUPE1B', { external_id: 'DUPE1B', email: 'DUPE1@example.com' });
    expect(res.status).toBe(409);
    expect(res.body.title).toBe('duplicate-external-id');
    expect(codes(res)).toEqual([['duplicate-external-id', 'email']]);
    expect((await setup.t.call('GET', '/api/v2/customers/external_id/DUPE1B')).status).toBe(404);
  });

  it('PUT /email creating with a stored external id is 409 with property external_id', async () => {
    await seed('DUPE2');
    const res = await put('email', 'new2@example.com', { external_id: 'DUPE2', email: 'new2@example.com' });
    expect(res.status).toBe(409);
    expect(res.body.title).toBe('duplicate-external-id');
    expect(codes(res)).toEqual([['duplicate-external-id', 'external_id']]);
  });

  it('PUT creating with the id of another customer is 409 with property id', async () => {
    const stored = await seed('DUPE3');
    const res = await put('external_id', 'DUPE3B', { external_id: 'DUPE3B', email: 'dupe3b@example.com', id: stored.id });
    expect(res.status).toBe(409);
    expect(codes(res)).toEqual([['duplicate-external-id', 'id']]);
  });

  it('PATCH moving onto another customer email or external id is 409 and changes nothing', async () => {
    await seed('DUPE4');
    const other = await seed('DUPE5');
    const byEmail = await setup.t.call('PATCH', '/api/v2/customers/external_id/DUPE5', { email: 'Dupe4@Example.com', first_name: 'Changed' });
    expect(byEmail.status).toBe(409);
    expect(codes(byEmail)).toEqual([['duplicate-external-id', 'email']]);
    const byExt = await setup.t.call('PATCH', '/api/v2/customers/external_id/DUPE5', { external_id: 'DUPE4' });
    expect(byExt.status).toBe(409);
    expect(codes(byExt)).toEqual([['duplicate-external-id', 'external_id']]);
    expect((await setup.t.call('GET', `/api/v2/customers/id/${other.id}`)).body).toEqual(other);
  });

  it('concurrent creates with one email: exactly one 201, the rest 409 (unique index race mapped)', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => put('external_id', `RACE-${i}`, { external_id: `RACE-${i}`, email: 'race@example.com' })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.status === 409)) expect(codes(r)).toEqual([['duplicate-external-id', 'email']]);
  });

  it('a writer the up-front check cannot see yet still gets 409, and the PUT changes nothing', async () => {
    const stored = await seed('RACE2');
    const db = setup.h.deps.db.prisma;
    let pending: ReturnType<typeof put> | undefined;
    // Hold an uncommitted customer with the target email: the API's check misses it, its write waits on the
    // unique index and fails once this commits.
    await db.$transaction(async (tx) => {
      await tx.customer.create({ data: { siteId: setup.t.siteId, environment: 'live', email: 'taken-late@example.com' } });
      pending = put('external_id', 'RACE2', { external_id: 'RACE2', email: 'taken-late@example.com', first_name: 'New', addresses: [] });
      await new Promise((r) => setTimeout(r, 700));
    });
    const res = await pending!;
    expect(res.status).toBe(409);
    expect(res.body.title).toBe('duplicate-external-id');
    expect(codes(res)).toEqual([['duplicate-external-id', 'email']]);
    expect((await setup.t.call('GET', `/api/v2/customers/id/${stored.id}`)).body).toEqual(stored);
  });
});

describe('unknown group and addresses', () => {
  it('PUT with an unknown group is 400 resource-id-not-found (property group) and changes nothing', async () => {
    const stored = await seed('GRP');
    const res = await put('external_id', 'GRP', { external_id: 'GRP', email: 'grp@example.com', group: 'no-such-group', first_name: 'Changed' });
    expect(res.status).toBe(400);
    expect(res.body.title).toBe('invalid-request-contents');
    expect(codes(res)).toEqual([['resource-id-not-found', 'group']]);
    expect((await setup.t.call('GET', `/api/v2/customers/id/${stored.id}`)).body).toEqual(stored);
    const created = await put('external_id', 'GRP-NEW', { external_id: 'GRP-NEW', email: 'grp-new@example.com', group: 'nope' });
    expect(codes(created)).toEqual([['resource-id-not-found', 'group']]);
    expect((await setup.t.call('GET', '/api/v2/customers/external_id/GRP-NEW')).status).toBe(404);
  });

  it('PATCH with an unknown group is 400 resource-id-not-found', async () => {
    await seed('GRP2');
    const res = await setup.t.call('PATCH', '/api/v2/customers/external_id/GRP2', { group: 'nope' });
    expect(res.status).toBe(400);
    expect(codes(res)).toEqual([['resource-id-not-found', 'group']]);
  });

  it('two default shipping or billing addresses are 400 keyword-mismatch', async () => {
    const stored = await seed('DEF');
    const res = await put('external_id', 'DEF', {
      external_id: 'DEF', email: 'def@example.com',
      addresses: [{ is_default_shipping: true, is_default_billing: true }, { is_default_shipping: true }, { is_default_billing: true }],
    });
    expect(res.status).toBe(400);
    expect(codes(res)).toEqual([['keyword-mismatch', 'addresses'], ['keyword-mismatch', 'addresses']]);
    const patch = await setup.t.call('PATCH', '/api/v2/customers/external_id/DEF', { addresses: [{ is_default_billing: true }, { is_default_billing: true }] });
    expect(codes(patch)).toEqual([['keyword-mismatch', 'addresses']]);
    expect((await setup.t.call('GET', `/api/v2/customers/id/${stored.id}`)).body).toEqual(stored);
  });

  it('an address id the customer does not have is 400 resource-id-not-found', async () => {
    const stored = await seed('AID');
    const other = await seed('AID2');
    const res = await put('external_id', 'AID', {
      external_id: 'AID', email: 'aid@example.com', addresses: [{ city: 'ok' }, { id: other.addresses[0].id }, { id: randomUUID() }],
    });
    expect(res.status).toBe(400);
    expect(codes(res)).toEqual([['resource-id-not-found', 'addresses[1].id'], ['resource-id-not-found', 'addresses[2].id']]);
    expect((await setup.t.call('GET', `/api/v2/customers/id/${stored.id}`)).body).toEqual(stored);
    expect((await setup.t.call('GET', `/api/v2/customers/id/${other.id}`)).body).toEqual(other);
  });
});
