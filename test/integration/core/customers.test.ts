import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { findCustomerForPricing } from '../../../src/services/core/customers/find-customer-for-pricing.ts';
import type { Ctx } from '../../../src/context.ts';
import { uniqueId, useHarness, type Tenant } from '../../helpers/harness.ts';

// Happy paths of the Customers endpoints (contract §2): PUT create/replace, PATCH, GET one/all, DELETE on v2
// and v1, lookup aliases, address replacement with stable ids, and the verb Pricing and carts use.

const setup = useHarness();
beforeAll(async () => {
  await setup.h.deps.db.prisma.customerGroup.create({ data: { siteId: setup.t.siteId, environment: 'live', slug: 'vip', name: 'VIP', parentSlug: 'base' } });
});

const fullBody = (externalId: string, email: string) => ({
  external_id: externalId,
  email,
  first_name: 'Ada',
  last_name: 'Lovelace',
  company_name: 'Analytical Engines Ltd',
  accounting_id: 'ACC-1',
  status: 'active',
  group: 'vip',
  role: 'sales-agent',
  price_lists: ['wholesale-eur', 'retail-eur'],
  discount_percentage: 12.5,
  tax_exempt: true,
  currency_code: 'eur',
  payment_on_account: { credit_limit: '5000', balance: 120.25, net_terms_days: 30 },
  allowed_payment_methods: ['paymentByInvoice', 'on_account', 'invoice'],
  addresses: [
    { external_id: 'addr-hq', first_name: 'Ada', company: 'AE', address_line1: '1 Main St', city: 'Berlin', region_code: 'BE', postal_code: '10115', country_code: 'de', phone: '+49 30 1', is_default_shipping: true, is_default_billing: true },
    { external_id: 'addr-wh', address_line1: '2 Dock Rd', city: 'Hamburg', country_code: 'DE' },
  ],
});

const put = (lookupBy: string, identifier: string, body: unknown) => setup.t.call('PUT', `/api/v2/customers/${lookupBy}/${encodeURIComponent(identifier)}`, body);

describe('PUT /api/v2/customers/{lookupBy}/{identifier}', () => {
  it('creates (201) with every field in the contract shape, then replaces (200)', async () => {
    const res = await put('external_id', 'ERP-1', fullBody('ERP-1', 'Ada@Example.COM'));
    expect(res.status).toBe(201);
    const c = res.body;
    expect(c).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      external_id: 'ERP-1',
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
      company_name: 'Analytical Engines Ltd',
      accounting_id: 'ACC-1',
      status: 'active',
      group: 'vip',
      role: 'sales-agent',
      price_lists: ['wholesale-eur', 'retail-eur'],
      discount_percentage: '12.50',
      tax_exempt: true,
      currency_code: 'EUR',
      payment_on_account: { credit_limit: '5000.00', balance: '120.25', net_terms_days: 30 },
      allowed_payment_methods: ['invoice', 'on_account'],
      addresses: [
        {
          id: expect.any(String), external_id: 'addr-hq', first_name: 'Ada', last_name: null, company: 'AE', address_line1: '1 Main St', address_line2: null,
          city: 'Berlin', region_code: 'BE', postal_code: '10115', country_code: 'DE', phone: '+49 30 1', is_default_shipping: true, is_default_billing: true,
        },
        {
          id: expect.any(String), external_id: 'addr-wh', first_name: null, last_name: null, company: null, address_line1: '2 Dock Rd', address_line2: null,
          city: 'Hamburg', region_code: null, postal_code: null, country_code: 'DE', phone: null, is_default_shipping: false, is_default_billing: false,
        },
      ],
      created_at: expect.stringMatching(/Z$/),
      updated_at: expect.stringMatching(/Z$/),
    });

    // A full replace: omitted fields go back to their defaults, omitted addresses are deleted.
    const again = await put('external_id', 'ERP-1', { external_id: 'ERP-1', email: 'ada@example.com', first_name: 'Ada' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      id: c.id, first_name: 'Ada', last_name: null, company_name: null, accounting_id: null, status: 'active', group: 'base', role: 'main',
      price_lists: [], discount_percentage: null, tax_exempt: false, currency_code: null,
      payment_on_account: { credit_limit: null, balance: '0.00', net_terms_days: null }, allowed_payment_methods: null, addresses: [],
      created_at: c.created_at,
    });
    expect((await setup.t.call('GET', `/api/v2/customers/id/${c.id}`)).body).toEqual(again.body);
  });

  it('creates and replaces through /id/{uuid} with that id; the body repeats it (any case)', async () => {
    const id = randomUUID();
    const res = await put('id', id, { id, email: 'byid@example.com' });
    expect(res.status).toBe(201);
    expect(res.body.id).toBe(id);
    const replaced = await put('sparklayer', id.toUpperCase(), { id: id.toUpperCase(), email: 'byid2@example.com' });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ id, email: 'byid2@example.com' });
  });

  it('creates and replaces through /email/{email}, matching case-insensitively', async () => {
    const created = await put('email', 'Mixed@Example.com', { email: 'mixed@example.COM', external_id: 'ERP-MIX' });
    expect(created.status).toBe(201);
    expect(created.body.email).toBe('mixed@example.com');
    const replaced = await put('email', 'MIXED@example.com', { email: 'Mixed@Example.com', first_name: 'M' });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ id: created.body.id, external_id: null, first_name: 'M' });
  });

  it('accepts the platform alias for external_id', async () => {
    const res = await put('platform', 'ERP-PLAT', { external_id: 'ERP-PLAT', email: 'plat@example.com' });
    expect(res.status).toBe(201);
    expect((await setup.t.call('GET', '/api/v2/customers/platform/ERP-PLAT')).body.id).toBe(res.body.id);
  });

  it('keeps address ids stable, matching by id then external_id, and deletes the rest', async () => {
    const created = await put('external_id', 'ERP-ADDR', {
      external_id: 'ERP-ADDR', email: 'addr@example.com',
      addresses: [{ external_id: 'a', city: 'A' }, { external_id: 'b', city: 'B' }, { city: 'C' }],
    });
    const [a, b, cAddr] = created.body.addresses;
    const res = await put('external_id', 'ERP-ADDR', {
      external_id: 'ERP-ADDR', email: 'addr@example.com',
      addresses: [{ id: cAddr.id, city: 'C2' }, { external_id: 'a', city: 'A2', is_default_billing: true }, { city: 'New' }],
    });
    expect(res.status).toBe(200);
    const cities = res.body.addresses.map((x: any) => [x.id, x.city, x.external_id, x.is_default_billing]);
    expect(cities[0]).toEqual([cAddr.id, 'C2', null, false]);
    expect(cities[1]).toEqual([a.id, 'A2', 'a', true]);
    expect(cities[2][1]).toBe('New');
    expect([a.id, b.id, cAddr.id]).not.toContain(cities[2][0]);
    const stored = await setup.h.deps.db.prisma.address.findMany({ where: { customerId: created.body.id } });
    expect(stored.map((x) => x.id).sort()).toEqual([a.id, cAddr.id, cities[2][0]].sort());
  });
});

describe('PATCH /api/v2/customers/{lookupBy}/{identifier}', () => {
  it('changes only the fields sent; nested payment terms merge; null clears', async () => {
    const created = await put('external_id', 'ERP-P', fullBody('ERP-P', 'patch@example.com'));
    const res = await setup.t.call('PATCH', '/api/v2/customers/external_id/ERP-P', {
      first_name: 'Grace', discount_percentage: '7', payment_on_account: { balance: '-10.5' }, currency_code: null,
      allowed_payment_methods: ['upfrontPayment'],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...created.body,
      first_name: 'Grace',
      discount_percentage: '7.00',
      currency_code: null,
      payment_on_account: { credit_limit: '5000.00', balance: '-10.50', net_terms_days: 30 },
      allowed_payment_methods: ['upfront'],
      updated_at: expect.any(String),
    });
  });

  it('replaces the address list when addresses are sent, keeps it otherwise', async () => {
    const created = await put('external_id', 'ERP-PA', fullBody('ERP-PA', 'patch-addr@example.com'));
    const kept = await setup.t.call('PATCH', `/api/v2/customers/id/${created.body.id}`, { last_name: 'X' });
    expect(kept.body.addresses).toEqual(created.body.addresses);
    const hq = created.body.addresses[0];
    const res = await setup.t.call('PATCH', `/api/v2/customers/email/PATCH-ADDR@example.com`, { addresses: [{ id: hq.id, city: 'Potsdam', country_code: 'de' }] });
    expect(res.status).toBe(200);
    expect(res.body.addresses).toEqual([{ ...hq, city: 'Potsdam', external_id: null, first_name: null, company: null, address_line1: null, region_code: null, postal_code: null, phone: null, is_default_billing: false, is_default_shipping: false }]);
    expect(res.body.last_name).toBe('X');
  });

  it('changes email and external id, and the new keys find the customer', async () => {
    const created = await put('external_id', 'ERP-RK', { external_id: 'ERP-RK', email: 'rekey@example.com' });
    const res = await setup.t.call('PATCH', '/api/v2/customers/external_id/ERP-RK', { external_id: 'ERP-RK2', email: 'ReKey2@example.com' });
    expect(res.status).toBe(200);
    expect((await setup.t.call('GET', '/api/v2/customers/email/rekey2@example.com')).body.id).toBe(created.body.id);
    expect((await setup.t.call('GET', '/api/v2/customers/external_id/ERP-RK')).status).toBe(404);
  });
});

describe('GET', () => {
  it('GET /api/v1/customers lists every customer with its addresses', async () => {
    const created = await put('external_id', 'ERP-L', fullBody('ERP-L', 'list@example.com'));
    const res = await setup.t.call('GET', '/api/v1/customers');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body.find((c: any) => c.id === created.body.id)).toEqual(created.body);
    const count = await setup.h.deps.db.prisma.customer.count({ where: { siteId: setup.t.siteId } });
    expect(res.body).toHaveLength(count);
  });

  it('GET one by id, sparklayer, external_id, platform and email', async () => {
    const created = await put('external_id', 'ERP-G', fullBody('ERP-G', 'get@example.com'));
    for (const path of [`id/${created.body.id}`, `sparklayer/${created.body.id}`, 'external_id/ERP-G', 'platform/ERP-G', 'email/GET%40example.com']) {
      const res = await setup.t.call('GET', `/api/v2/customers/${path}`);
      expect(res.status, path).toBe(200);
      expect(res.body).toEqual(created.body);
    }
  });
});

describe('stored decimals with more places', () => {
  it('are answered with 2 places, half-up, the same in the list and a single GET', async () => {
    const row = await setup.h.deps.db.prisma.customer.create({
      data: { siteId: setup.t.siteId, environment: 'live', email: 'decimals@example.com', discountPercentage: '12.3450', creditLimit: '0.0050', balance: '-2.0049' },
    });
    const one = await setup.t.call('GET', `/api/v2/customers/id/${row.id}`);
    expect(one.body).toMatchObject({ discount_percentage: '12.35', payment_on_account: { credit_limit: '0.01', balance: '-2.00' } });
    const list = await setup.t.call('GET', '/api/v1/customers');
    expect(list.body.find((c: any) => c.id === row.id)).toEqual(one.body);
  });
});

describe('DELETE', () => {
  it('deletes through v2 (204, empty) and the addresses go with it', async () => {
    const created = await put('external_id', 'ERP-D2', fullBody('ERP-D2', 'd2@example.com'));
    const res = await setup.t.call('DELETE', '/api/v2/customers/external_id/ERP-D2');
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect((await setup.t.call('GET', `/api/v2/customers/id/${created.body.id}`)).status).toBe(404);
    expect(await setup.h.deps.db.prisma.address.count({ where: { customerId: created.body.id } })).toBe(0);
  });

  it('deletes through the v1 path with every lookup', async () => {
    for (const [i, by] of ['id', 'external_id', 'email', 'platform', 'sparklayer'].entries()) {
      const created = await put('external_id', `ERP-D1-${i}`, { external_id: `ERP-D1-${i}`, email: `d1-${i}@example.com` });
      const identifier = by === 'id' || by === 'sparklayer' ? created.body.id : by === 'email' ? `D1-${i}@example.com` : `ERP-D1-${i}`;
      const res = await setup.t.call('DELETE', `/api/v1/customers/${by}/${identifier}`);
      expect(res.status, by).toBe(204);
      expect((await setup.t.call('GET', `/api/v2/customers/id/${created.body.id}`)).status).toBe(404);
    }
  });
});

describe('findCustomerForPricing', () => {
  const ctxFor = (tenant: Tenant, environment: 'live' | 'test' = 'live'): Ctx => ({
    siteId: tenant.siteId, environment, credential: null, requestId: 'test', log: setup.h.deps.log, db: setup.h.deps.db.prisma, deps: setup.h.deps,
  });

  it('finds by id, external_id and email (any case) and returns the pricing terms', async () => {
    const created = await put('external_id', 'ERP-PR', fullBody('ERP-PR', 'pricing@example.com'));
    const expected = {
      id: created.body.id, email: 'pricing@example.com', externalId: 'ERP-PR', groupSlug: 'vip', priceLists: ['wholesale-eur', 'retail-eur'],
      discountPercentage: '12.50', currencyCode: 'EUR', taxExempt: true, creditLimit: '5000.00', balance: '120.25',
      allowedPaymentMethods: ['invoice', 'on_account'], status: 'active',
    };
    expect(await findCustomerForPricing(ctxFor(setup.t), { by: 'id', value: created.body.id })).toEqual(expected);
    expect(await findCustomerForPricing(ctxFor(setup.t), { by: 'external_id', value: 'ERP-PR' })).toEqual(expected);
    expect(await findCustomerForPricing(ctxFor(setup.t), { by: 'email', value: 'PRICING@example.com' })).toEqual(expected);
  });

  it('answers null for unknown, malformed or other-tenant lookups', async () => {
    const created = await put('external_id', 'ERP-PR2', { external_id: 'ERP-PR2', email: 'pricing2@example.com' });
    expect(await findCustomerForPricing(ctxFor(setup.t), { by: 'id', value: 'not-a-uuid' })).toBeNull();
    expect(await findCustomerForPricing(ctxFor(setup.t), { by: 'external_id', value: 'nope' })).toBeNull();
    expect(await findCustomerForPricing(ctxFor(setup.t, 'test'), { by: 'id', value: created.body.id })).toBeNull();
    const other = await setup.h.tenant({ siteId: uniqueId('other') });
    expect(await findCustomerForPricing(ctxFor(other), { by: 'email', value: 'pricing2@example.com' })).toBeNull();
  });
});
