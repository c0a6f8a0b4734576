import { expect } from 'vitest';
import { GONE } from './cases-core.ts';
import { fetchCase, need, settleBulkWrite, type Case } from './suite.ts';

// Pricing: price lists, bulk price writes (JSON and CSV, answered 204 or 202 + job), price reads, lookups.

const LISTS = ['bb-retail', 'bb-trade', ...GONE.map((via) => `bb-gone-${via}`)];

export const priceListCases: Case[] = [
  fetchCase('POST /api/v1/price-lists', 'creates price lists, one derived by a rule', async (s) => {
    for (const slug of LISTS) {
      const { body } = await s.api.call('POST /api/v1/price-lists', { json: { slug, name: slug, currency_code: 'eur' } }, 201);
      expect(body).toMatchObject({ slug, currency_code: 'EUR', source: 'custom' });
    }
    const rule = { source_price_list_slug: 'bb-retail', adjustment_percentage: 0.1, adjustment_direction: 'minus' };
    await s.api.call('POST /api/v1/price-lists', { json: { slug: 'bb-derived', name: 'Derived', currency_code: 'EUR', rules: [rule] } }, 201);
  }),
  fetchCase('GET /api/v1/price-lists', 'lists every price list', async (s) => {
    const { body } = await s.api.call('GET /api/v1/price-lists', {}, 200);
    expect(body.map((l: { slug: string }) => l.slug).sort()).toEqual([...LISTS, 'bb-derived'].sort());
  }),
  fetchCase('GET /api/v2/price-lists', 'pages price lists', async (s) => {
    const query = { page: '2', page_size: '2', order_by: 'name:asc', source: 'custom,integration' };
    const { body } = await s.api.call('GET /api/v2/price-lists', { query }, 200);
    expect(body.data).toHaveLength(2);
  }),
  fetchCase('GET /api/v1/price-lists/{slug}', 'reads a price list', async (s) => {
    const { body } = await s.api.call('GET /api/v1/price-lists/{slug}', { params: { slug: 'bb-derived' } }, 200);
    expect(body.rules).toHaveLength(1);
  }),
  fetchCase('PATCH /api/v1/price-lists/{slug}', 'renames a list and changes its rule', async (s) => {
    const json = { name: 'Derived 20', rules: [{ source_price_list_slug: 'bb-retail', adjustment_percentage: '0.2', adjustment_direction: 'minus' }] };
    const { body } = await s.api.call('PATCH /api/v1/price-lists/{slug}', { params: { slug: 'bb-derived' }, json }, 200);
    expect(body.name).toBe('Derived 20');
  }),
];

export const priceWriteCases: Case[] = [
  fetchCase('PATCH /api/v1/price-lists/{slug}/pricing', 'replaces a SKU\'s rows on a list (JSON)', async (s) => {
    const json = [{ sku: 'BB-BOLT-100', display_tax_rate: '20', pricing: [{ quantity: 1, price: '12.5' }, { quantity: 100, price: 11 }] }];
    await settleBulkWrite(s, await s.api.fetch('PATCH /api/v1/price-lists/{slug}/pricing', { params: { slug: 'bb-trade' }, json }));
  }),
  fetchCase('PATCH /api/v1/price-lists/{slug}/pricing', 'replaces SKUs\' rows on a list (CSV)', async (s) => {
    const csv = 'sku,quantity,price\nBB-BOLT-100,1,15\nBB-BOLT-200,1,20.25\n';
    await settleBulkWrite(s, await s.api.fetch('PATCH /api/v1/price-lists/{slug}/pricing', { params: { slug: 'bb-retail' }, csv }));
  }),
  fetchCase('PATCH /api/v1/pricing/{sku}', 'replaces one SKU\'s rows on the lists sent', async (s) => {
    const json = [{ price_list_slug: 'bb-trade', pricing: [{ quantity: 1, price: '19.5', unit_of_measure: 'box', tax_type: 'net' }] }];
    await settleBulkWrite(s, await s.api.fetch('PATCH /api/v1/pricing/{sku}', { params: { sku: 'BB-BOLT-200' }, json }));
  }),
  fetchCase('PATCH /api/v1/batch-update-pricing', 'writes rows on several lists (CSV)', async (s) => {
    const csv = `price_list_slug,sku,quantity,price\n${GONE.map((via) => `bb-gone-${via},BB-BOLT-100,1,9.99`).join('\n')}\n`;
    await settleBulkWrite(s, await s.api.fetch('PATCH /api/v1/batch-update-pricing', { csv }));
  }),
  fetchCase('PATCH /api/v1/batch-update-pricing', 'the same CSV again changes nothing: every row counted unchanged', async (s) => {
    // Skipped by its (list, bucket) digests (README, Pricing): the job still counts every row as the probe would.
    const csv = `price_list_slug,sku,quantity,price\n${GONE.map((via) => `bb-gone-${via},BB-BOLT-100,1,9.99`).join('\n')}\n`;
    const ex = await s.api.fetch('PATCH /api/v1/batch-update-pricing', { csv });
    await settleBulkWrite(s, ex);
    const id = ex.headers.get('location')!.split('/').pop()!;
    const { body } = await s.api.call('GET /api/v1/jobs/{id}', { params: { id } }, 200);
    expect(body.result).toEqual({ applied: 0, unchanged: GONE.length, removed: 0, failed: 0 });
  }),
  fetchCase('PATCH /api/v1/batch-update-pricing', 'writes rows on several lists (JSON)', async (s) => {
    const json = GONE.map((via) => ({ price_list_slug: `bb-gone-${via}`, sku: 'BB-BOLT-200', pricing: [{ quantity: 1, price: 8 }] }));
    await settleBulkWrite(s, await s.api.fetch('PATCH /api/v1/batch-update-pricing', { json }));
  }),
  fetchCase('GET /api/v1/jobs/{id}', 'reads a completed import job', async (s) => {
    const id = s.state.get('job') ?? (await s.latestJobId());
    if (!id) throw new Error('no import job was recorded by the bulk writes above');
    const { body } = await s.api.call('GET /api/v1/jobs/{id}', { params: { id } }, 200);
    expect(body.status).toBe('completed');
  }),
];

export const priceReadCases: Case[] = [
  fetchCase('GET /api/v1/price-lists/{slug}/pricing', "reads a list's rows as JSON", async (s) => {
    const { body } = await s.api.call('GET /api/v1/price-lists/{slug}/pricing', { params: { slug: 'bb-trade' } }, 200);
    const rows = body.map((r: { sku: string; quantity: number; price: unknown }) => [r.sku, r.quantity, Number(r.price)]);
    expect(rows).toEqual([['BB-BOLT-100', 1, 12.5], ['BB-BOLT-100', 100, 11], ['BB-BOLT-200', 1, 19.5]]);
  }),
  fetchCase('GET /api/v1/price-lists/{slug}/pricing', "reads a list's rows as CSV (Accept: text/csv)", async (s) => {
    const ex = await s.api.call('GET /api/v1/price-lists/{slug}/pricing', { params: { slug: 'bb-retail' }, headers: { Accept: 'text/csv' } }, 200);
    expect(ex.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = ex.text.trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/^sku,quantity,price\b/);
    expect(lines).toHaveLength(3);
  }),
  fetchCase('GET /api/v1/pricing/{sku}', "reads a SKU's rows on every list", async (s) => {
    const { body } = await s.api.call('GET /api/v1/pricing/{sku}', { params: { sku: 'BB-BOLT-100' } }, 200);
    expect(body.map((l: { price_list_slug: string }) => l.price_list_slug).sort()).toEqual(LISTS.slice().sort());
  }),
  fetchCase('GET /api/v2/price-lists-num-manual-prices', 'pages lists with their count of priced SKUs', async (s) => {
    const { body } = await s.api.call('GET /api/v2/price-lists-num-manual-prices', { query: { page_size: '250' } }, 200);
    const trade = body.data.find((l: { slug: string }) => l.slug === 'bb-trade');
    expect(trade.num_manual_prices).toBe(2);
  }),
];

const lookup = (customerId: string) => ({ customer_id: customerId, customer_lookup_by: 'email', line_items: [{ sku: 'BB-BOLT-100', quantity: 200 }] });

export const lookupCases: Case[] = [
  fetchCase('POST /api/v1/pricing/lookup', "prices a customer's lines, explained", async (s) => {
    need(s, 'customer');
    const { body } = await s.api.call('POST /api/v1/pricing/lookup', { json: lookup('buyer@bb.test'), query: { explain: 'true' } }, 200);
    expect(body.line_items[0]).toMatchObject({ unit_price: '10.4500', price_list_slug: 'bb-trade' });
  }),
  fetchCase('POST /api/v1/fetch-customer-pricing', 'the lookup under its alias', async (s) => {
    const { body } = await s.api.call('POST /api/v1/fetch-customer-pricing', { json: lookup('buyer@bb.test') }, 200);
    expect(body.line_items[0].line_total).toBe('2090.00');
  }),
  fetchCase('POST /api/v1/calculate-pricing', 'prices SKUs on the first list with a price', async (s) => {
    const json = { skus: ['BB-BOLT-100', 'BB-BOLT-200'], price_list_slugs: ['bb-derived', 'bb-trade'] };
    const { body } = await s.api.call('POST /api/v1/calculate-pricing', { json }, 200);
    expect(body.map((r: { price_list_slug: string }) => r.price_list_slug)).toEqual(['bb-derived', 'bb-derived']);
  }),
];
