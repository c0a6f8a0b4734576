import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../helpers/harness.ts';

// GET /api/v2/price-lists and /api/v2/price-lists-num-manual-prices: paging, ordering, the source filter, counts.

const setup = useHarness();

// name, source, created_at offset (minutes), updated_at offset (minutes)
const LISTS: [string, string, 'custom' | 'platform' | 'integration', number, number][] = [
  ['charlie', 'Charlie', 'custom', 1, 50],
  ['alpha', 'Alpha', 'platform', 3, 10],
  ['echo', 'Echo', 'integration', 2, 40],
  ['delta', 'Delta', 'custom', 5, 20],
  ['bravo', 'Bravo', 'integration', 4, 30],
  ['same-1', 'Same', 'custom', 6, 60],
  ['same-2', 'Same', 'custom', 7, 70],
];

beforeAll(async () => {
  const base = Date.UTC(2026, 0, 1);
  for (const [slug, name, source, created, updated] of LISTS) {
    const res = await setup.t.call('POST', '/api/v1/price-lists', { slug, name, source, currency_code: 'GBP' });
    expect(res.status).toBe(201);
    await setup.h.deps.db.prisma.$executeRaw`UPDATE price_lists SET created_at = ${new Date(base + created * 60_000)}, updated_at = ${new Date(base + updated * 60_000)} WHERE site_id = ${setup.t.siteId} AND slug = ${slug}`;
  }
});

const slugs = (res: { body: any }) => res.body.data.map((l: any) => l.slug);
const page = (query: string, path = '/api/v2/price-lists') => setup.t.call('GET', `${path}${query}`);

async function sameNameOrder() {
  const rows = await setup.h.deps.db.prisma.priceList.findMany({ where: { siteId: setup.t.siteId, name: 'Same' } });
  return rows.sort((a, b) => (a.id < b.id ? -1 : 1)).map((r) => r.slug);
}

describe('GET /api/v2/price-lists', () => {
  it('defaults: page 1, 100 per page, name:asc with ties by id', async () => {
    const res = await page('');
    expect(res.status).toBe(200);
    expect(res.body.pagination).toEqual({ total: 7, per_page: 100, current_page: 1, total_pages: 1 });
    expect(slugs(res)).toEqual(['alpha', 'bravo', 'charlie', 'delta', 'echo', ...(await sameNameOrder())]);
    expect(res.body.data[0]).toEqual({
      slug: 'alpha',
      name: 'Alpha',
      currency_code: 'GBP',
      source: 'platform',
      tax_inclusive_display: false,
      rules: [],
      created_at: '2026-01-01T00:03:00.000Z',
      updated_at: '2026-01-01T00:10:00.000Z',
    });
  });

  it('pages with page_size; the last page is short; past the end is 200 with empty data', async () => {
    const p2 = await page('?page=2&page_size=3');
    expect(p2.body.pagination).toEqual({ total: 7, per_page: 3, current_page: 2, total_pages: 3 });
    expect(slugs(p2)).toEqual(['delta', 'echo', (await sameNameOrder())[0]]);
    const p3 = await page('?page=3&page_size=3');
    expect(slugs(p3)).toHaveLength(1);
    const past = await page('?page=4&page_size=3');
    expect(past.status).toBe(200);
    expect(past.body).toEqual({ data: [], pagination: { total: 7, per_page: 3, current_page: 4, total_pages: 3 } });
    const far = await page('?page=900719925474099');
    expect(far.body).toEqual({ data: [], pagination: { total: 7, per_page: 100, current_page: 900719925474099, total_pages: 1 } });
  });

  it('a client looping "until current_page equals total_pages" reads every list once', async () => {
    const seen: string[] = [];
    for (let p = 1; ; p++) {
      const res = await page(`?page=${p}&page_size=2&order_by=updated_at:desc`);
      seen.push(...slugs(res));
      if (res.body.pagination.current_page === res.body.pagination.total_pages) break;
      expect(p).toBeLessThan(10);
    }
    expect(seen).toEqual(['same-2', 'same-1', 'charlie', 'echo', 'bravo', 'delta', 'alpha']);
  });

  it('page_size 250 is accepted', async () => {
    const res = await page('?page_size=250');
    expect(res.status).toBe(200);
    expect(res.body.pagination.per_page).toBe(250);
  });

  it.each([
    ['name:desc', () => ['same-2', 'same-1', 'echo', 'delta', 'charlie', 'bravo', 'alpha']],
    ['created_at', () => ['charlie', 'echo', 'alpha', 'bravo', 'delta', 'same-1', 'same-2']],
    ['created_at:asc', () => ['charlie', 'echo', 'alpha', 'bravo', 'delta', 'same-1', 'same-2']],
    ['created_at:desc', () => ['same-2', 'same-1', 'delta', 'bravo', 'alpha', 'echo', 'charlie']],
    ['updated_at', () => ['alpha', 'delta', 'bravo', 'echo', 'charlie', 'same-1', 'same-2']],
  ])('order_by=%s', async (orderBy, expected) => {
    const res = await page(`?order_by=${orderBy}`);
    expect(res.status).toBe(200);
    const got = slugs(res);
    // Same-name lists: name:desc still breaks the tie by id ascending.
    if (orderBy === 'name:desc') expect(got).toEqual([...(await sameNameOrder()), 'echo', 'delta', 'charlie', 'bravo', 'alpha']);
    else expect(got).toEqual(expected());
  });

  it('filters by source (comma list) with a matching total', async () => {
    const res = await page('?source=platform,integration');
    expect(slugs(res)).toEqual(['alpha', 'bravo', 'echo']);
    expect(res.body.pagination).toEqual({ total: 3, per_page: 100, current_page: 1, total_pages: 1 });
    expect(slugs(await page('?source=custom&page_size=2&page=2'))).toEqual(await sameNameOrder());
  });

  it.each([
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['page=', 'page'],
    ['page=99999999999999999999', 'page'],
    ['page_size=0', 'page_size'],
    ['page_size=251', 'page_size'],
    ['page_size=ten', 'page_size'],
    ['order_by=foo', 'order_by'],
    ['order_by=name:up', 'order_by'],
    ['order_by=NAME', 'order_by'],
    ['source=custom,erp', 'source'],
    ['page=1&page=2', 'page'],
  ])('%s → 400 parameters-mismatch on %s', async (query, property) => {
    for (const path of ['/api/v2/price-lists', '/api/v2/price-lists-num-manual-prices']) {
      const res = await page(`?${query}`, path);
      expect(res.status).toBe(400);
      expect(res.body.title).toBe('invalid-request-contents');
      expect(res.body.errors).toEqual([{ code: 'parameters-mismatch', property, message: expect.any(String) }]);
    }
  });

  it('reports each bad parameter', async () => {
    const res = await page('?page=0&page_size=251&order_by=foo');
    expect(res.body.errors.map((e: any) => e.property).sort()).toEqual(['order_by', 'page', 'page_size']);
  });

  it('an empty result is one empty page (total_pages 1, so the client loop ends)', async () => {
    const empty = await setup.h.tenant();
    const res = await empty.call('GET', '/api/v2/price-lists');
    expect(res.body).toEqual({ data: [], pagination: { total: 0, per_page: 100, current_page: 1, total_pages: 1 } });
    const filtered = await page('?source=platform&page=1');
    expect(filtered.body.pagination.total).toBe(1);
  });
});

describe('GET /api/v2/price-lists-num-manual-prices', () => {
  it('adds num_manual_prices: distinct SKUs stored on each list of the page', async () => {
    const ids = new Map((await setup.h.deps.db.prisma.priceList.findMany({ where: { siteId: setup.t.siteId } })).map((l) => [l.slug, l.id]));
    const row = (slug: string, sku: string, quantity: number) => ({
      priceListId: ids.get(slug)!,
      sku,
      quantity,
      siteId: setup.t.siteId,
      environment: 'live' as const,
      price: '1.5',
    });
    await setup.h.deps.db.prisma.price.createMany({
      data: [row('alpha', 'A', 1), row('alpha', 'A', 10), row('alpha', 'B', 1), row('bravo', 'A', 1), row('echo', 'Z', 5)],
    });
    const res = await page('?page_size=3', '/api/v2/price-lists-num-manual-prices');
    expect(res.status).toBe(200);
    expect(res.body.pagination).toEqual({ total: 7, per_page: 3, current_page: 1, total_pages: 3 });
    expect(res.body.data.map((l: any) => [l.slug, l.num_manual_prices])).toEqual([
      ['alpha', 2],
      ['bravo', 1],
      ['charlie', 0],
    ]);
    expect(res.body.data[0]).toMatchObject({ name: 'Alpha', source: 'platform', rules: [], currency_code: 'GBP' });
    const filtered = await page('?source=integration&order_by=name:desc', '/api/v2/price-lists-num-manual-prices');
    expect(filtered.body.data.map((l: any) => [l.slug, l.num_manual_prices])).toEqual([
      ['echo', 1],
      ['bravo', 1],
    ]);
    const past = await page('?page=5', '/api/v2/price-lists-num-manual-prices');
    expect(past.body).toEqual({ data: [], pagination: { total: 7, per_page: 100, current_page: 5, total_pages: 1 } });
  });
});
