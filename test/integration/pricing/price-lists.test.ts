import { describe, expect, it } from 'vitest';
import type { Ctx } from '../../../src/context.ts';
import { findPriceListsBySlugs } from '../../../src/services/pricing/price-lists/find-price-lists-by-slugs.ts';
import { listAllPriceListIds } from '../../../src/services/pricing/price-lists/list-all-price-list-ids.ts';
import { useHarness, type Tenant } from '../../helpers/harness.ts';

// Price lists, happy paths: create, read, change, delete, the v1 list, and the verbs other slices use.

const setup = useHarness();

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const create = (body: Record<string, unknown>) => setup.t.call('POST', '/api/v1/price-lists', body);
const ctxFor = (tenant: Tenant): Ctx => ({
  siteId: tenant.siteId,
  environment: tenant.environment,
  credential: null,
  requestId: 'test',
  log: setup.h.deps.log,
  db: setup.h.deps.db.prisma,
  deps: setup.h.deps,
});

describe('POST /api/v1/price-lists', () => {
  it('creates a list with defaults (201), currency upper-cased', async () => {
    const res = await create({ slug: 'base-gbp', name: 'Base (GBP)', currency_code: 'gbp' });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.body).toEqual({
      slug: 'base-gbp',
      name: 'Base (GBP)',
      currency_code: 'GBP',
      source: 'custom',
      tax_inclusive_display: false,
      rules: [],
      created_at: expect.stringMatching(ISO),
      updated_at: expect.stringMatching(ISO),
    });
  });

  it('creates a list with every field and rules, numbers as decimal strings at column scale', async () => {
    await create({ slug: 'rrp_gbp', name: 'RRP', currency_code: 'GBP', source: 'platform' });
    const res = await create({
      slug: 'trade-eur',
      name: 'Trade (EUR)',
      currency_code: 'EUR',
      source: 'integration',
      tax_inclusive_display: true,
      rules: [
        { source_price_list_slug: 'base-gbp', adjustment_percentage: 0.15, adjustment_direction: 'minus', currency_exchange_rate: '1.17' },
        { source_price_list_slug: 'rrp_gbp' },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ slug: 'trade-eur', currency_code: 'EUR', source: 'integration', tax_inclusive_display: true });
    expect(res.body.rules).toEqual([
      { source_price_list_slug: 'base-gbp', adjustment_percentage: '0.150000', adjustment_direction: 'minus', currency_exchange_rate: '1.17000000' },
      { source_price_list_slug: 'rrp_gbp', adjustment_percentage: '0.000000', adjustment_direction: 'plus', currency_exchange_rate: '1.00000000' },
    ]);
  });

  it('accepts the limits: a 30-character slug, a 64-character name, percentage 1 and 6 places', async () => {
    const slug = 'a'.repeat(30);
    const res = await create({
      slug,
      name: 'n'.repeat(64),
      currency_code: 'JPY',
      rules: [{ source_price_list_slug: 'base-gbp', adjustment_percentage: '1', currency_exchange_rate: '0.00000001' }],
    });
    expect(res.status).toBe(201);
    expect(res.body.rules[0]).toMatchObject({ adjustment_percentage: '1.000000', currency_exchange_rate: '0.00000001' });
    await setup.t.call('DELETE', `/api/v1/price-lists/${slug}`);
  });

  it('replays a creating POST with the same Idempotency-Key', async () => {
    const body = { slug: 'idem', name: 'Idem', currency_code: 'USD' };
    const first = await setup.t.call('POST', '/api/v1/price-lists', body, { 'Idempotency-Key': 'pl-create-1' });
    const again = await setup.t.call('POST', '/api/v1/price-lists', body, { 'Idempotency-Key': 'pl-create-1' });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    await setup.t.call('DELETE', '/api/v1/price-lists/idem');
  });
});

describe('GET /api/v1/price-lists/{slug} and GET /api/v1/price-lists', () => {
  it('reads one list with its rules', async () => {
    const res = await setup.t.call('GET', '/api/v1/price-lists/trade-eur');
    expect(res.status).toBe(200);
    expect(res.body.slug).toBe('trade-eur');
    expect(res.body.rules.map((r: any) => r.source_price_list_slug)).toEqual(['base-gbp', 'rrp_gbp']);
  });

  it('v1 returns every list as a plain array ordered by name', async () => {
    const res = await setup.t.call('GET', '/api/v1/price-lists');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body.map((l: any) => l.name)).toEqual(['Base (GBP)', 'RRP', 'Trade (EUR)']);
    expect(res.body[2].rules).toHaveLength(2);
  });
});

describe('PATCH /api/v1/price-lists/{slug}', () => {
  it('changes name, currency (relabel) and tax display; keeps rules when not sent', async () => {
    const before = await setup.t.call('GET', '/api/v1/price-lists/base-gbp');
    await new Promise((r) => setTimeout(r, 5));
    const res = await setup.t.call('PATCH', '/api/v1/price-lists/base-gbp', { name: 'Base', currency_code: 'usd', tax_inclusive_display: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ slug: 'base-gbp', name: 'Base', currency_code: 'USD', tax_inclusive_display: true, source: 'custom' });
    expect(res.body.created_at).toBe(before.body.created_at);
    expect(Date.parse(res.body.updated_at)).toBeGreaterThan(Date.parse(before.body.updated_at));
    const trade = await setup.t.call('PATCH', '/api/v1/price-lists/trade-eur', { name: 'Trade' });
    expect(trade.body.rules).toHaveLength(2);
  });

  it('a currency change keeps the stored prices as they are', async () => {
    const list = await setup.h.deps.db.prisma.priceList.findFirstOrThrow({ where: { siteId: setup.t.siteId, slug: 'base-gbp' } });
    await setup.h.deps.db.prisma.price.create({
      data: { priceListId: list.id, sku: 'RELABEL', quantity: 1, siteId: setup.t.siteId, environment: 'live', price: '10.5' },
    });
    await setup.t.call('PATCH', '/api/v1/price-lists/base-gbp', { currency_code: 'EUR' });
    const rows = await setup.t.call('GET', '/api/v1/price-lists/base-gbp/pricing');
    expect(rows.body).toEqual([{ sku: 'RELABEL', quantity: 1, price: 10.5, unit_of_measure: null, tax_type: null, display_tax_rate: null }]);
    await setup.t.call('DELETE', '/api/v1/price-lists/base-gbp/pricing');
  });

  it('replaces rules as a whole (and an empty array removes them), moving updated_at', async () => {
    const before = await setup.t.call('GET', '/api/v1/price-lists/trade-eur');
    await new Promise((r) => setTimeout(r, 5));
    const res = await setup.t.call('PATCH', '/api/v1/price-lists/trade-eur', {
      rules: [{ source_price_list_slug: 'rrp_gbp', adjustment_percentage: '0.5', adjustment_direction: 'plus' }],
    });
    expect(res.status).toBe(200);
    expect(res.body.rules).toEqual([
      { source_price_list_slug: 'rrp_gbp', adjustment_percentage: '0.500000', adjustment_direction: 'plus', currency_exchange_rate: '1.00000000' },
    ]);
    expect(Date.parse(res.body.updated_at)).toBeGreaterThan(Date.parse(before.body.updated_at));
    const cleared = await setup.t.call('PATCH', '/api/v1/price-lists/trade-eur', { rules: [] });
    expect(cleared.body.rules).toEqual([]);
  });

  it('accepts a GET body sent back (same slug and source, timestamps ignored)', async () => {
    const got = await setup.t.call('GET', '/api/v1/price-lists/rrp_gbp');
    const res = await setup.t.call('PATCH', '/api/v1/price-lists/rrp_gbp', { ...got.body, name: 'RRP (GBP)' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ slug: 'rrp_gbp', source: 'platform', name: 'RRP (GBP)' });
  });

  it('an empty body changes nothing', async () => {
    const got = await setup.t.call('GET', '/api/v1/price-lists/rrp_gbp');
    const res = await setup.t.call('PATCH', '/api/v1/price-lists/rrp_gbp', {});
    expect(res.status).toBe(200);
    expect(res.body).toEqual(got.body);
  });
});

describe('DELETE /api/v1/price-lists/{slug}', () => {
  it('deletes the list with its prices (204), after which it is 404', async () => {
    await create({ slug: 'doomed', name: 'Doomed', currency_code: 'GBP' });
    const list = await setup.h.deps.db.prisma.priceList.findFirstOrThrow({ where: { siteId: setup.t.siteId, slug: 'doomed' } });
    await setup.h.deps.db.prisma.price.createMany({
      data: [1, 10].map((quantity) => ({ priceListId: list.id, sku: 'D-1', quantity, siteId: setup.t.siteId, environment: 'live' as const, price: '1' })),
    });
    const res = await setup.t.call('DELETE', '/api/v1/price-lists/doomed');
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(await setup.h.deps.db.prisma.price.count({ where: { priceListId: list.id } })).toBe(0);
    expect((await setup.t.call('GET', '/api/v1/price-lists/doomed')).status).toBe(404);
  });

  it('deletes a list whose own rules point elsewhere (its rules go with it)', async () => {
    await create({ slug: 'derived', name: 'Derived', currency_code: 'GBP', rules: [{ source_price_list_slug: 'rrp_gbp' }] });
    expect((await setup.t.call('DELETE', '/api/v1/price-lists/derived')).status).toBe(204);
    expect((await setup.t.call('DELETE', '/api/v1/price-lists/rrp_gbp')).status).toBe(204);
  });
});

describe('verbs for the other pricing slices', () => {
  it('findPriceListsBySlugs returns the known lists with rules; unknown slugs are absent', async () => {
    await create({ slug: 'src-a', name: 'A', currency_code: 'GBP' });
    await create({
      slug: 'src-b',
      name: 'B',
      currency_code: 'eur',
      tax_inclusive_display: true,
      rules: [{ source_price_list_slug: 'src-a', adjustment_percentage: '0.1', adjustment_direction: 'minus', currency_exchange_rate: 1.2 }],
    });
    const map = await findPriceListsBySlugs(ctxFor(setup.t), ['src-b', 'src-a', 'nope', 'src-b']);
    expect([...map.keys()].sort()).toEqual(['src-a', 'src-b']);
    expect(map.get('src-b')).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      slug: 'src-b',
      currencyCode: 'EUR',
      taxInclusiveDisplay: true,
      rules: [{ sourcePriceListSlug: 'src-a', adjustmentPercentage: '0.100000', adjustmentDirection: 'minus', currencyExchangeRate: '1.20000000' }],
    });
    expect(map.get('src-a')!.rules).toEqual([]);
    expect((await findPriceListsBySlugs(ctxFor(setup.t), [])).size).toBe(0);
  });

  it('listAllPriceListIds maps every slug of the tenant to its id, and nothing of another tenant', async () => {
    const other = await setup.h.tenant();
    await other.call('POST', '/api/v1/price-lists', { slug: 'other-only', name: 'X', currency_code: 'GBP' });
    const ids = await listAllPriceListIds(ctxFor(setup.t));
    const stored = await setup.h.deps.db.prisma.priceList.findMany({ where: { siteId: setup.t.siteId, environment: 'live' } });
    expect(ids).toEqual(new Map(stored.map((l) => [l.slug, l.id])));
    expect(ids.has('other-only')).toBe(false);
    expect([...(await findPriceListsBySlugs(ctxFor(setup.t), ['other-only'])).keys()]).toEqual([]);
  });
});

describe('OpenAPI', () => {
  it('documents every price list operation with its parameters and schemas', async () => {
    const doc = (await (await setup.h.request('/openapi.json')).json()) as any;
    const ops: [string, string][] = [
      ['/api/v1/price-lists', 'get'],
      ['/api/v1/price-lists', 'post'],
      ['/api/v2/price-lists', 'get'],
      ['/api/v2/price-lists-num-manual-prices', 'get'],
      ['/api/v1/price-lists/{slug}', 'get'],
      ['/api/v1/price-lists/{slug}', 'patch'],
      ['/api/v1/price-lists/{slug}', 'delete'],
      ['/api/v1/price-lists/{slug}/pricing', 'get'],
      ['/api/v1/price-lists/{slug}/pricing', 'delete'],
      ['/api/v1/pricing/{sku}', 'get'],
    ];
    for (const [path, method] of ops) expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    const v2 = doc.paths['/api/v2/price-lists'].get;
    expect(v2.parameters.filter((p: any) => p.in === 'query').map((p: any) => p.name).sort()).toEqual(['order_by', 'page', 'page_size', 'source']);
    expect(Object.keys(doc.paths['/api/v1/price-lists/{slug}/pricing'].get.responses['200'].content).sort()).toEqual(['application/json', 'text/csv']);
    expect(doc.components.schemas.PriceList.properties.rules).toBeDefined();
    expect(doc.components.schemas.Pagination.required.sort()).toEqual(['current_page', 'per_page', 'total', 'total_pages']);
  });
});
