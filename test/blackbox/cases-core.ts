import { expect } from 'vitest';
import { fetchCase, need, type Case, type Suite } from './suite.ts';

// Core: products and variants, customer groups and settings, customers, discounts, shipping methods. Each create
// also makes the records the DELETE cases remove later (one for fetch, one for curl).

export const GONE = ['fetch', 'curl'] as const;

async function putProduct(s: Suite, slug: string, skus: string[], expected: number) {
  const json = { slug, title: `Product ${slug}`, variants: skus.map((sku) => ({ sku, pack_size: 1, min_quantity: 1, tax_rate: '20' })) };
  return s.api.call('PUT /api/v1/products/{lookupBy}/{identifier}', { params: { lookupBy: 'slug', identifier: slug }, json }, expected);
}

async function putCustomer(s: Suite, email: string, extra: Record<string, unknown>, expected: number) {
  const json = { email, company_name: 'Black Box Ltd', ...extra };
  return s.api.call('PUT /api/v2/customers/{lookupBy}/{identifier}', { params: { lookupBy: 'email', identifier: email }, json }, expected);
}

const band = { name: 'all', requirement: { type: 'order_value', min: '0' }, cost: { type: 'fixed', amount: '9.90' } };

export const productCases: Case[] = [
  fetchCase('PUT /api/v1/products/{lookupBy}/{identifier}', 'creates (201) and replaces (200) a product', async (s) => {
    const created = await putProduct(s, 'bb-bolt', ['BB-BOLT-100', 'BB-BOLT-200'], 201);
    expect(created.body.variants.map((v: { sku: string }) => v.sku)).toEqual(['BB-BOLT-100', 'BB-BOLT-200']);
    const replaced = await putProduct(s, 'bb-bolt', ['BB-BOLT-100', 'BB-BOLT-200'], 200);
    expect(replaced.body.id).toBe(created.body.id);
    for (const via of GONE) await putProduct(s, `bb-gone-${via}`, [`BB-GONE-${via.toUpperCase()}`], 201);
  }),
  fetchCase('GET /api/v1/products', 'lists products with their variants', async (s) => {
    const { body } = await s.api.call('GET /api/v1/products', {}, 200);
    expect(body.map((p: { slug: string }) => p.slug).sort()).toEqual(['bb-bolt', 'bb-gone-curl', 'bb-gone-fetch']);
  }),
  fetchCase('GET /api/v1/products/{lookupBy}/{identifier}', 'reads a product by slug', async (s) => {
    const { body } = await s.api.call('GET /api/v1/products/{lookupBy}/{identifier}', { params: { lookupBy: 'slug', identifier: 'bb-bolt' } }, 200);
    expect(body.slug).toBe('bb-bolt');
  }),
  fetchCase('GET /api/v1/variants/{lookupBy}/{identifier}', 'reads a variant by SKU', async (s) => {
    const { body } = await s.api.call('GET /api/v1/variants/{lookupBy}/{identifier}', { params: { lookupBy: 'sku', identifier: 'BB-BOLT-100' } }, 200);
    expect(body.sku).toBe('BB-BOLT-100');
  }),
];

export const customerCases: Case[] = [
  fetchCase('GET /api/v1/customer-groups', 'lists groups, base first', async (s) => {
    const { body } = await s.api.call('GET /api/v1/customer-groups', {}, 200);
    expect(body[0].slug).toBe('base');
  }),
  fetchCase('POST /api/v1/customer-groups', 'creates groups (201, the full list)', async (s) => {
    for (const slug of ['bb-wholesale', ...GONE.map((via) => `bb-gone-${via}`)]) {
      const { body } = await s.api.call('POST /api/v1/customer-groups', { json: { slug, name: slug } }, 201);
      expect(body.map((g: { slug: string }) => g.slug)).toContain(slug);
    }
  }),
  fetchCase('PATCH /api/v1/customer-groups/{slug}', 'renames a group', async (s) => {
    const { body } = await s.api.call('PATCH /api/v1/customer-groups/{slug}', { params: { slug: 'bb-wholesale' }, json: { name: 'Trade' } }, 200);
    expect(body.find((g: { slug: string }) => g.slug === 'bb-wholesale').name).toBe('Trade');
  }),
  fetchCase('PUT /api/v1/settings/{group_slug}', "replaces a group's own settings", async (s) => {
    const json = { price_lists: ['bb-trade', 'bb-retail'], currency_code: 'eur', minimum_order_value: 10 };
    const { body } = await s.api.call('PUT /api/v1/settings/{group_slug}', { params: { group_slug: 'bb-wholesale' }, json }, 200);
    expect(body.settings.price_lists).toEqual({ value: ['bb-trade', 'bb-retail'], source: 'own', source_group: 'bb-wholesale' });
  }),
  fetchCase('GET /api/v1/settings/{group_slug}', "reads a group's effective settings", async (s) => {
    const { body } = await s.api.call('GET /api/v1/settings/{group_slug}', { params: { group_slug: 'bb-wholesale' } }, 200);
    expect(body.settings.currency_code.value).toBe('EUR');
  }),

  fetchCase('PUT /api/v2/customers/{lookupBy}/{identifier}', 'creates (201) and replaces (200) customers', async (s) => {
    const buyer = { group: 'bb-wholesale', price_lists: ['bb-trade'], payment_on_account: { credit_limit: '5000.00', net_terms_days: 30 } };
    const created = await putCustomer(s, 'buyer@bb.test', buyer, 201);
    s.state.set('customer', created.body.id);
    await putCustomer(s, 'buyer@bb.test', { ...buyer, first_name: 'Bo' }, 200);
    for (const version of ['v1', 'v2']) for (const via of GONE) await putCustomer(s, `gone-${version}-${via}@bb.test`, {}, 201);
  }),
  fetchCase('GET /api/v1/customers', 'lists customers', async (s) => {
    const { body } = await s.api.call('GET /api/v1/customers', {}, 200);
    expect(body).toHaveLength(5);
  }),
  fetchCase('GET /api/v2/customers/{lookupBy}/{identifier}', 'reads a customer by email', async (s) => {
    const { body } = await s.api.call('GET /api/v2/customers/{lookupBy}/{identifier}', { params: { lookupBy: 'email', identifier: 'buyer@bb.test' } }, 200);
    expect(body.id).toBe(need(s, 'customer'));
  }),
  fetchCase('PATCH /api/v2/customers/{lookupBy}/{identifier}', 'changes one field of a customer', async (s) => {
    const params = { lookupBy: 'id', identifier: need(s, 'customer') };
    const { body } = await s.api.call('PATCH /api/v2/customers/{lookupBy}/{identifier}', { params, json: { discount_percentage: 5 } }, 200);
    expect(body.discount_percentage).toBe('5.00');
  }),
];

export const discountAndShippingCases: Case[] = [
  fetchCase('POST /api/v1/discounts', 'creates discounts', async (s) => {
    for (const key of ['discount', ...GONE.map((via) => `discount-${via}`)]) {
      const json = { name: key, kind: 'order_total', amount_type: 'percentage', amount: '10', customer_groups: ['bb-wholesale'] };
      const { body } = await s.api.call('POST /api/v1/discounts', { json }, 201);
      s.state.set(key, body.id);
    }
  }),
  fetchCase('GET /api/v1/discounts', 'lists discounts', async (s) => {
    const { body } = await s.api.call('GET /api/v1/discounts', {}, 200);
    expect(body).toHaveLength(3);
  }),
  fetchCase('GET /api/v1/discounts/{id}', 'reads a discount', async (s) => {
    const { body } = await s.api.call('GET /api/v1/discounts/{id}', { params: { id: need(s, 'discount') } }, 200);
    expect(body.amount).toBe('10.0000');
  }),
  fetchCase('PATCH /api/v1/discounts/{id}', 'deactivates a discount', async (s) => {
    const { body } = await s.api.call('PATCH /api/v1/discounts/{id}', { params: { id: need(s, 'discount') }, json: { active: false } }, 200);
    expect(body.active).toBe(false);
  }),

  fetchCase('POST /api/v2/shipping-methods', 'creates shipping methods', async (s) => {
    for (const key of ['shipping', ...GONE.map((via) => `shipping-${via}`)]) {
      const json = { slug: key, title: key, countries: ['DE'], bands: [band] };
      const { body } = await s.api.call('POST /api/v2/shipping-methods', { json }, 201);
      s.state.set(key, body.id);
    }
  }),
  fetchCase('GET /api/v2/shipping-methods', 'lists shipping methods', async (s) => {
    const { body } = await s.api.call('GET /api/v2/shipping-methods', {}, 200);
    expect(body).toHaveLength(3);
  }),
  fetchCase('GET /api/v2/shipping-methods/{id}', 'reads a shipping method', async (s) => {
    const { body } = await s.api.call('GET /api/v2/shipping-methods/{id}', { params: { id: need(s, 'shipping') } }, 200);
    expect(Number(body.bands[0].cost.amount)).toBe(9.9);
  }),
  fetchCase('PATCH /api/v2/shipping-methods/{id}', 'retitles a shipping method', async (s) => {
    const { body } = await s.api.call('PATCH /api/v2/shipping-methods/{id}', { params: { id: need(s, 'shipping') }, json: { title: 'Standard EU' } }, 200);
    expect(body.title).toBe('Standard EU');
  }),
];
