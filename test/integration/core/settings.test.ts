import { beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '../../../src/context.ts';
import { effectiveSettings } from '../../../src/services/core/customer-groups/effective-settings.ts';
import { useHarness, type Tenant } from '../../helpers/harness.ts';

const setup = useHarness({ tenant: false });

const put = (t: Tenant, group: string, body: unknown) => t.call('PUT', `/api/v1/settings/${group}`, body);
const get = (t: Tenant, group: string) => t.call('GET', `/api/v1/settings/${group}`);
const group = (t: Tenant, slug: string, parent_slug?: string) => t.call('POST', '/api/v1/customer-groups', { slug, name: slug, parent_slug });

const DEFAULTS = {
  price_lists: { value: [], source: 'default', source_group: null },
  allowed_payment_methods: { value: ['invoice', 'on_account', 'upfront'], source: 'default', source_group: null },
  minimum_order_value: { value: null, source: 'default', source_group: null },
  maximum_order_value: { value: null, source: 'default', source_group: null },
  currency_code: { value: 'USD', source: 'default', source_group: null },
  tax_inclusive_display: { value: false, source: 'default', source_group: null },
  default_tax_rate: { value: '0', source: 'default', source_group: null },
};

function expectProblems(res: { status: number; body: any }, expected: { code: string; property?: string }[]) {
  expect(res.status).toBe(400);
  expect(res.body.title).toBe('invalid-request-contents');
  for (const e of expected) expect(res.body.errors).toContainEqual(expect.objectContaining(e));
  expect(res.body.errors).toHaveLength(expected.length);
}

describe('settings: reading and writing', () => {
  it('base on a fresh tenant shows the built-in defaults', async () => {
    const t = await setup.h.tenant();
    const res = await get(t, 'base');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ group_slug: 'base', settings: DEFAULTS });
  });

  it('PUT sets own values (aliases, numbers and any-case currency accepted) and answers the effective view', async () => {
    const t = await setup.h.tenant();
    const res = await put(t, 'base', {
      price_lists: ['wholesale', 'retail'],
      allowed_payment_methods: ['paymentByInvoice', 'upfrontPayment', 'invoice'],
      minimum_order_value: 99.5,
      maximum_order_value: '10000',
      currency_code: 'eur',
      tax_inclusive_display: true,
      default_tax_rate: '20.5',
    });
    expect(res.status).toBe(200);
    const own = (value: unknown) => ({ value, source: 'own', source_group: 'base' });
    expect(res.body).toEqual({
      group_slug: 'base',
      settings: {
        price_lists: own(['wholesale', 'retail']),
        allowed_payment_methods: own(['invoice', 'upfront']),
        minimum_order_value: own('99.50'),
        maximum_order_value: own('10000.00'),
        currency_code: own('EUR'),
        tax_inclusive_display: own(true),
        default_tax_rate: own('20.5'),
      },
    });
    expect((await get(t, 'base')).body).toEqual(res.body);
  });

  it('PUT is a full replace: fields left out or null go back to inherited', async () => {
    const t = await setup.h.tenant();
    await put(t, 'base', { currency_code: 'GBP', price_lists: ['a'], tax_inclusive_display: true });
    const res = await put(t, 'base', { currency_code: 'GBP', price_lists: null });
    expect(res.body.settings.currency_code.source).toBe('own');
    expect(res.body.settings.price_lists).toEqual(DEFAULTS.price_lists);
    expect(res.body.settings.tax_inclusive_display).toEqual(DEFAULTS.tax_inclusive_display);
    expect((await put(t, 'base', {})).body.settings).toEqual(DEFAULTS);
  });

  it('order limits use the currency minor units', async () => {
    const t = await setup.h.tenant();
    const res = await put(t, 'base', { currency_code: 'JPY', minimum_order_value: 5000 });
    expect(res.body.settings.minimum_order_value.value).toBe('5000');
    const tooPrecise = await put(t, 'base', { currency_code: 'JPY', minimum_order_value: '5000.5' });
    expectProblems(tooPrecise, [{ code: 'keyword-mismatch', property: 'minimum_order_value' }]);
  });
});

describe('settings: inheritance through base → wholesale → wholesale-eu', () => {
  let t: Tenant;
  beforeAll(async () => {
    t = await setup.h.tenant();
    await group(t, 'wholesale');
    await group(t, 'wholesale-eu', 'wholesale');
    await put(t, 'base', { price_lists: ['base-list'], currency_code: 'EUR', maximum_order_value: '5000' });
    await put(t, 'wholesale', { minimum_order_value: '100', allowed_payment_methods: ['on_account'] });
    await put(t, 'wholesale-eu', { tax_inclusive_display: true });
  });

  it('each value comes from the nearest group that sets it', async () => {
    const res = await get(t, 'wholesale-eu');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      group_slug: 'wholesale-eu',
      settings: {
        price_lists: { value: ['base-list'], source: 'inherited', source_group: 'base' },
        allowed_payment_methods: { value: ['on_account'], source: 'inherited', source_group: 'wholesale' },
        minimum_order_value: { value: '100.00', source: 'inherited', source_group: 'wholesale' },
        maximum_order_value: { value: '5000.00', source: 'inherited', source_group: 'base' },
        currency_code: { value: 'EUR', source: 'inherited', source_group: 'base' },
        tax_inclusive_display: { value: true, source: 'own', source_group: 'wholesale-eu' },
        default_tax_rate: { value: '0', source: 'default', source_group: null },
      },
    });
  });

  it('a change at the parent changes what the child inherits, and unsetting it falls back to base', async () => {
    expect((await put(t, 'wholesale', { minimum_order_value: '100', allowed_payment_methods: ['on_account'], price_lists: ['wholesale-list'] })).status).toBe(200);
    expect((await get(t, 'wholesale-eu')).body.settings.price_lists).toEqual({ value: ['wholesale-list'], source: 'inherited', source_group: 'wholesale' });

    expect((await put(t, 'base', { price_lists: ['base-list'], currency_code: 'CHF', maximum_order_value: '5000' })).status).toBe(200);
    expect((await get(t, 'wholesale-eu')).body.settings.currency_code).toEqual({ value: 'CHF', source: 'inherited', source_group: 'base' });

    await put(t, 'wholesale', { minimum_order_value: '100', allowed_payment_methods: ['on_account'] });
    expect((await get(t, 'wholesale-eu')).body.settings.price_lists).toEqual({ value: ['base-list'], source: 'inherited', source_group: 'base' });
  });

  it('a minimum above the maximum in force is refused, here or for a group below', async () => {
    expectProblems(await put(t, 'wholesale-eu', { minimum_order_value: '6000' }), [{ code: 'keyword-mismatch', property: 'minimum_order_value' }]);
    expectProblems(await put(t, 'base', { maximum_order_value: '50' }), [
      { code: 'keyword-mismatch', property: 'minimum_order_value' },
      { code: 'keyword-mismatch', property: 'minimum_order_value' },
    ]);
    // base itself, and both groups below it (their own minimum 100 meets the new maximum 10).
    const inverted = await put(t, 'base', { minimum_order_value: '20', maximum_order_value: '10' });
    expectProblems(inverted, Array(3).fill({ code: 'keyword-mismatch', property: 'minimum_order_value' }));
    expect(inverted.body.detail).toMatch(/"base".*"wholesale".*"wholesale-eu"/);
    // Nothing was written.
    expect((await get(t, 'base')).body.settings.maximum_order_value.value).toBe('5000.00');
  });

  it('effectiveSettings gives plain values in one query; an unknown group falls back to base', async () => {
    let queries = 0;
    const prisma = setup.h.deps.db.prisma as any;
    const counted = new Proxy(prisma, {
      get(target, prop) {
        const model = Reflect.get(target, prop);
        if (typeof prop !== 'string' || prop.startsWith('$') || !model || typeof model !== 'object') return typeof model === 'function' ? model.bind(target) : model;
        return new Proxy(model, {
          get(m, p) {
            const fn = Reflect.get(m, p);
            return typeof fn === 'function' ? (...args: unknown[]) => (queries++, fn.apply(m, args)) : fn;
          },
        });
      },
    });
    // Reads outside a transaction may go straight to the pg pool Prisma uses: those count too.
    const pool = setup.h.deps.db.pool;
    const countedPool = new Proxy(pool, {
      get(target, prop) {
        const v = Reflect.get(target, prop);
        if (prop === 'query') return (...args: unknown[]) => (queries++, (v as (...a: unknown[]) => unknown).apply(target, args));
        return typeof v === 'function' ? v.bind(target) : v;
      },
    });
    const deps = { ...setup.h.deps, db: { ...setup.h.deps.db, pool: countedPool } };
    const ctx = { siteId: t.siteId, environment: 'live', credential: null, requestId: 'test', log: setup.h.deps.log, db: counted, deps } as Ctx;
    expect(await effectiveSettings(ctx, 'wholesale-eu')).toEqual({
      priceLists: ['base-list'],
      allowedPaymentMethods: ['on_account'],
      minimumOrderValue: '100.00',
      maximumOrderValue: '5000.00',
      currencyCode: 'CHF',
      taxInclusiveDisplay: true,
      defaultTaxRate: '0',
      priceListsFrom: 'base',
    });
    expect(queries).toBe(1);
    expect((await effectiveSettings(ctx, 'no-such-group')).allowedPaymentMethods).toEqual(['invoice', 'on_account', 'upfront']);
  });
});

describe('settings: errors', () => {
  it('unknown group: 404 resource-not-found', async () => {
    const t = await setup.h.tenant();
    for (const res of [await get(t, 'nope'), await put(t, 'nope', {})]) {
      expect(res.status).toBe(404);
      expect(res.body.title).toBe('resource-not-found');
    }
  });

  it('every bad field is its own error item with its property', async () => {
    const t = await setup.h.tenant();
    const res = await put(t, 'base', {
      price_lists: ['Not A Slug', 'ok'],
      allowed_payment_methods: ['cash'],
      minimum_order_value: '-1',
      maximum_order_value: 'lots',
      currency_code: 'EURO',
      tax_inclusive_display: 'yes',
      default_tax_rate: 101,
    });
    expectProblems(res, [
      { code: 'keyword-mismatch', property: 'price_lists[0]' },
      { code: 'keyword-mismatch', property: 'allowed_payment_methods[0]' },
      { code: 'keyword-mismatch', property: 'minimum_order_value' },
      { code: 'keyword-mismatch', property: 'maximum_order_value' },
      { code: 'keyword-mismatch', property: 'currency_code' },
      { code: 'keyword-mismatch', property: 'tax_inclusive_display' },
      { code: 'keyword-mismatch', property: 'default_tax_rate' },
    ]);
    expectProblems(await put(t, 'base', { price_lists: ['a', 'a'], allowed_payment_methods: [] }), [
      { code: 'keyword-mismatch', property: 'price_lists' },
      { code: 'keyword-mismatch', property: 'allowed_payment_methods' },
    ]);
    expect((await get(t, 'base')).body.settings).toEqual(DEFAULTS);
  });

  it('401 access_denied without a token', async () => {
    const t = await setup.h.tenant();
    const res = await setup.h.request('/api/v1/settings/base', { headers: { 'Site-Id': t.siteId } });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { title: string }).title).toBe('access_denied');
  });
});

describe('settings: tenants', () => {
  it("another site neither sees nor changes a site's settings", async () => {
    const mine = await setup.h.tenant();
    const other = await setup.h.tenant();
    await group(mine, 'vip');
    await put(mine, 'base', { currency_code: 'EUR' });
    expect((await get(other, 'vip')).status).toBe(404);
    expect((await put(other, 'vip', { currency_code: 'GBP' })).status).toBe(404);
    expect((await get(other, 'base')).body.settings.currency_code.value).toBe('USD');
    await put(other, 'base', { currency_code: 'GBP' });
    expect((await get(mine, 'vip')).body.settings.currency_code).toEqual({ value: 'EUR', source: 'inherited', source_group: 'base' });
  });

  it('the test environment keeps its own settings', async () => {
    const live = await setup.h.tenant({ testMode: true });
    const test = await setup.h.tenant({ siteId: live.siteId, environment: 'test' });
    await put(live, 'base', { currency_code: 'EUR' });
    expect((await get(test, 'base')).body.settings.currency_code.value).toBe('USD');
    await put(test, 'base', { currency_code: 'SEK' });
    expect((await get(live, 'base')).body.settings.currency_code.value).toBe('EUR');
  });
});
