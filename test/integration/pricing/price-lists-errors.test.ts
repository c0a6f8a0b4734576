import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../helpers/harness.ts';

// Price lists, every error the contract names (exact status, title, code, property) and tenant isolation.

const setup = useHarness({ tenant: { testMode: true } });
beforeAll(async () => {
  for (const slug of ['a', 'b', 'c']) await setup.t.call('POST', '/api/v1/price-lists', { slug, name: slug.toUpperCase(), currency_code: 'GBP' });
});

const problem = (res: { status: number; body: any; headers: Headers }, status: number, title: string) => {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
  expect(res.body.title).toBe(title);
  return res.body.errors as { code: string; property?: string; message: string }[];
};

describe('POST errors', () => {
  it('duplicate slug: 400 resource-already-exists on slug', async () => {
    const errors = problem(await setup.t.call('POST', '/api/v1/price-lists', { slug: 'a', name: 'Again', currency_code: 'GBP' }), 400, 'invalid-request-contents');
    expect(errors).toEqual([{ code: 'resource-already-exists', property: 'slug', message: expect.any(String) }]);
  });

  it('a rule naming an unknown list: 400 resource-id-not-found on rules[i].source_price_list_slug', async () => {
    const res = await setup.t.call('POST', '/api/v1/price-lists', {
      slug: 'd',
      name: 'D',
      currency_code: 'GBP',
      rules: [{ source_price_list_slug: 'a' }, { source_price_list_slug: 'ghost' }],
    });
    const errors = problem(res, 400, 'invalid-request-contents');
    expect(errors).toEqual([{ code: 'resource-id-not-found', property: 'rules[1].source_price_list_slug', message: expect.stringContaining('ghost') }]);
    expect((await setup.t.call('GET', '/api/v1/price-lists/d')).status).toBe(404);
  });

  it('a rule naming the list itself, or the same source twice: 400 keyword-mismatch', async () => {
    const self = await setup.t.call('POST', '/api/v1/price-lists', { slug: 'e', name: 'E', currency_code: 'GBP', rules: [{ source_price_list_slug: 'e' }] });
    expect(problem(self, 400, 'invalid-request-contents')).toEqual([
      { code: 'keyword-mismatch', property: 'rules[0].source_price_list_slug', message: expect.any(String) },
    ]);
    const twice = await setup.t.call('POST', '/api/v1/price-lists', {
      slug: 'e',
      name: 'E',
      currency_code: 'GBP',
      rules: [{ source_price_list_slug: 'a' }, { source_price_list_slug: 'a' }],
    });
    expect(problem(twice, 400, 'invalid-request-contents')).toEqual([
      { code: 'keyword-mismatch', property: 'rules[1].source_price_list_slug', message: expect.any(String) },
    ]);
  });

  it('reports every problem at once: duplicate slug and an unknown rule source', async () => {
    const res = await setup.t.call('POST', '/api/v1/price-lists', { slug: 'a', name: 'A', currency_code: 'GBP', rules: [{ source_price_list_slug: 'zz' }] });
    expect(problem(res, 400, 'invalid-request-contents').map((e) => [e.code, e.property])).toEqual([
      ['resource-already-exists', 'slug'],
      ['resource-id-not-found', 'rules[0].source_price_list_slug'],
    ]);
  });

  it.each([
    [{ slug: 'Upper', name: 'x', currency_code: 'GBP' }, 'keyword-mismatch', 'slug'],
    [{ slug: 'a'.repeat(31), name: 'x', currency_code: 'GBP' }, 'keyword-mismatch', 'slug'],
    [{ slug: 'ok', name: 'n'.repeat(65), currency_code: 'GBP' }, 'keyword-mismatch', 'name'],
    [{ slug: 'ok', name: 'x', currency_code: 'XYZ' }, 'keyword-mismatch', 'currency_code'],
    [{ slug: 'ok', name: 'x', currency_code: 'GBP', source: 'erp' }, 'keyword-mismatch', 'source'],
    [{ slug: 'ok', name: 'x', currency_code: 'GBP', tax_inclusive_display: 'yes' }, 'keyword-mismatch', 'tax_inclusive_display'],
    [{ slug: 'ok', name: 'x' }, 'missing-param', 'currency_code'],
    [{ slug: 'ok', name: 'x', currency_code: 'GBP', rules: [{ source_price_list_slug: 'a', adjustment_percentage: 1.5 }] }, 'keyword-mismatch', 'rules[0].adjustment_percentage'],
    [{ slug: 'ok', name: 'x', currency_code: 'GBP', rules: [{ source_price_list_slug: 'a', adjustment_percentage: -0.1 }] }, 'keyword-mismatch', 'rules[0].adjustment_percentage'],
    [{ slug: 'ok', name: 'x', currency_code: 'GBP', rules: [{ source_price_list_slug: 'a', adjustment_percentage: '0.1234567' }] }, 'keyword-mismatch', 'rules[0].adjustment_percentage'],
    [{ slug: 'ok', name: 'x', currency_code: 'GBP', rules: [{ source_price_list_slug: 'a', adjustment_direction: 'up' }] }, 'keyword-mismatch', 'rules[0].adjustment_direction'],
    [{ slug: 'ok', name: 'x', currency_code: 'GBP', rules: [{ source_price_list_slug: 'a', currency_exchange_rate: 0 }] }, 'keyword-mismatch', 'rules[0].currency_exchange_rate'],
    [{ slug: 'ok', name: 'x', currency_code: 'GBP', rules: [{ source_price_list_slug: 'a', currency_exchange_rate: 'abc' }] }, 'keyword-mismatch', 'rules[0].currency_exchange_rate'],
  ])('schema problem %j → 400 %s on %s', async (body, code, property) => {
    const errors = problem(await setup.t.call('POST', '/api/v1/price-lists', body), 400, 'invalid-request-contents');
    expect(errors).toContainEqual({ code, property, message: expect.any(String) });
    expect((await setup.t.call('GET', '/api/v1/price-lists/ok')).status).toBe(404);
  });

  it('an adjustment_percentage over 1 says that it is a fraction (0.1 means 10 %)', async () => {
    const body = { slug: 'ok', name: 'x', currency_code: 'GBP', rules: [{ source_price_list_slug: 'a', adjustment_percentage: 15 }] };
    const errors = problem(await setup.t.call('POST', '/api/v1/price-lists', body), 400, 'invalid-request-contents');
    expect(errors).toContainEqual({ code: 'keyword-mismatch', property: 'rules[0].adjustment_percentage', message: expect.stringContaining('0.1 means 10 %') });
  });

  it('a body that is not JSON: 400 body-mismatch; another media type: 415 empty', async () => {
    const bad = await setup.t.call('POST', '/api/v1/price-lists', '{"slug":');
    expect(problem(bad, 400, 'invalid-request-contents')[0]!.code).toBe('body-mismatch');
    // Content-Length as a real client sends it (an in-process Request has none).
    const xml = await setup.t.call('POST', '/api/v1/price-lists', '<x/>', { 'Content-Type': 'application/xml', 'Content-Length': '4' });
    expect(xml.status).toBe(415);
    expect(xml.text).toBe('');
  });
});

describe('unknown slug: 404 resource-not-found', () => {
  it.each([
    ['GET', '/api/v1/price-lists/nope'],
    ['PATCH', '/api/v1/price-lists/nope'],
    ['DELETE', '/api/v1/price-lists/nope'],
    ['GET', '/api/v1/price-lists/nope/pricing'],
    ['DELETE', '/api/v1/price-lists/nope/pricing'],
  ])('%s %s', async (method, path) => {
    const res = await setup.t.call(method, path, method === 'PATCH' ? { name: 'x' } : undefined);
    problem(res, 404, 'resource-not-found');
  });
});

describe('PATCH errors', () => {
  it('changing slug or source: 400 keyword-mismatch (immutable), nothing applied', async () => {
    const res = await setup.t.call('PATCH', '/api/v1/price-lists/a', { name: 'Changed', slug: 'a2', source: 'platform' });
    expect(problem(res, 400, 'invalid-request-contents')).toEqual([
      { code: 'keyword-mismatch', property: 'slug', message: expect.any(String) },
      { code: 'keyword-mismatch', property: 'source', message: expect.any(String) },
    ]);
    expect((await setup.t.call('GET', '/api/v1/price-lists/a')).body).toMatchObject({ name: 'A', source: 'custom' });
  });

  it('rules that would form a cycle: 400 keyword-mismatch on the offending rule, nothing applied', async () => {
    expect((await setup.t.call('PATCH', '/api/v1/price-lists/b', { rules: [{ source_price_list_slug: 'a' }] })).status).toBe(200);
    expect((await setup.t.call('PATCH', '/api/v1/price-lists/c', { rules: [{ source_price_list_slug: 'b' }] })).status).toBe(200);
    // a → c → b → a
    const res = await setup.t.call('PATCH', '/api/v1/price-lists/a', { name: 'Not applied', rules: [{ source_price_list_slug: 'c' }] });
    expect(problem(res, 400, 'invalid-request-contents')).toEqual([
      { code: 'keyword-mismatch', property: 'rules[0].source_price_list_slug', message: expect.stringContaining('cycle') },
    ]);
    const direct = await setup.t.call('PATCH', '/api/v1/price-lists/a', { rules: [{ source_price_list_slug: 'b' }] });
    expect(problem(direct, 400, 'invalid-request-contents')[0]!.property).toBe('rules[0].source_price_list_slug');
    const self = await setup.t.call('PATCH', '/api/v1/price-lists/a', { rules: [{ source_price_list_slug: 'a' }] });
    expect(problem(self, 400, 'invalid-request-contents')[0]!.code).toBe('keyword-mismatch');
    expect((await setup.t.call('GET', '/api/v1/price-lists/a')).body).toMatchObject({ name: 'A', rules: [] });
    // Replacing c's own rule (c → b becomes c → a) is no cycle, even though c already had rules.
    expect((await setup.t.call('PATCH', '/api/v1/price-lists/c', { rules: [{ source_price_list_slug: 'a' }] })).status).toBe(200);
  });

  it('a rule naming an unknown list: 400 resource-id-not-found', async () => {
    const res = await setup.t.call('PATCH', '/api/v1/price-lists/a', { rules: [{ source_price_list_slug: 'ghost' }] });
    expect(problem(res, 400, 'invalid-request-contents')).toEqual([
      { code: 'resource-id-not-found', property: 'rules[0].source_price_list_slug', message: expect.any(String) },
    ]);
  });

  it('schema problems: null name, bad currency', async () => {
    const res = await setup.t.call('PATCH', '/api/v1/price-lists/a', { name: null, currency_code: 'euro' });
    expect(problem(res, 400, 'invalid-request-contents').map((e) => [e.code, e.property])).toEqual([
      ['keyword-mismatch', 'name'],
      ['keyword-mismatch', 'currency_code'],
    ]);
  });
});

describe('DELETE errors', () => {
  it("deleting a list another list's rule uses: 400 resource-in-use, list kept", async () => {
    // b and c take prices from a (set up above).
    const res = await setup.t.call('DELETE', '/api/v1/price-lists/a');
    expect(problem(res, 400, 'invalid-request-contents')).toEqual([
      { code: 'resource-in-use', property: 'slug', message: expect.stringMatching(/b, c/) },
    ]);
    expect((await setup.t.call('GET', '/api/v1/price-lists/a')).status).toBe(200);
  });
});

describe('auth (Pricing style) and tenant isolation', () => {
  const paths = [
    ['GET', '/api/v1/price-lists'],
    ['GET', '/api/v2/price-lists'],
    ['GET', '/api/v2/price-lists-num-manual-prices'],
    ['GET', '/api/v1/price-lists/a'],
    ['PATCH', '/api/v1/price-lists/a'],
    ['DELETE', '/api/v1/price-lists/a'],
    ['POST', '/api/v1/price-lists'],
    ['GET', '/api/v1/price-lists/a/pricing'],
    ['DELETE', '/api/v1/price-lists/a/pricing'],
    ['GET', '/api/v1/pricing/SKU-1'],
  ] as const;

  const raw = (method: string, path: string, headers: Record<string, string>, environment: 'live' | 'test' = 'live') =>
    setup.h.request(path, { method, headers: { 'Site-Id': setup.t.siteId, ...headers } }, environment);

  it.each(paths)('%s %s without Authorization: 403 access_denied', async (method, path) => {
    const res = await raw(method, path, {});
    expect(res.status).toBe(403);
    expect(((await res.json()) as any).title).toBe('access_denied');
  });

  it.each(paths)('%s %s with a malformed token: 401', async (method, path) => {
    const res = await raw(method, path, { Authorization: 'Bearer not a token' });
    expect(res.status).toBe(401);
    expect(((await res.json()) as any).title).toBe('access_denied');
  });

  it("another site's token: 403, and nothing is touched", async () => {
    const other = await setup.h.tenant();
    for (const [method, path] of paths) {
      const res = await raw(method, path, { Authorization: `Bearer ${other.token}` });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect((await setup.t.call('GET', '/api/v1/price-lists/a')).status).toBe(200);
  });

  it("another site cannot see or change this site's lists with its own Site-Id", async () => {
    const other = await setup.h.tenant();
    expect((await other.call('GET', '/api/v1/price-lists/a')).status).toBe(404);
    expect((await other.call('DELETE', '/api/v1/price-lists/b')).status).toBe(404);
    expect((await other.call('GET', '/api/v1/price-lists')).body).toEqual([]);
    expect((await other.call('GET', '/api/v2/price-lists')).body.pagination.total).toBe(0);
    // Same slug on another site is no duplicate, and a rule cannot name this site's list.
    expect((await other.call('POST', '/api/v1/price-lists', { slug: 'a', name: 'Theirs', currency_code: 'USD' })).status).toBe(201);
    const rule = await other.call('POST', '/api/v1/price-lists', { slug: 'x', name: 'X', currency_code: 'USD', rules: [{ source_price_list_slug: 'b' }] });
    expect(rule.body.errors[0].code).toBe('resource-id-not-found');
    expect((await setup.t.call('GET', '/api/v1/price-lists/a')).body.name).toBe('A');
  });

  it('live cannot see test, and a live token is refused on the test base address', async () => {
    const test = await setup.h.tenant({ siteId: setup.t.siteId, environment: 'test' });
    expect((await test.call('POST', '/api/v1/price-lists', { slug: 'test-only', name: 'T', currency_code: 'GBP' })).status).toBe(201);
    expect((await test.call('GET', '/api/v1/price-lists/a')).status).toBe(404);
    expect((await setup.t.call('GET', '/api/v1/price-lists/test-only')).status).toBe(404);
    expect((await setup.t.call('GET', '/api/v1/price-lists')).body.map((l: any) => l.slug)).not.toContain('test-only');
    const cross = await raw('GET', '/api/v1/price-lists', { Authorization: `Bearer ${setup.t.token}` }, 'test');
    expect(cross.status).toBe(403);
  });
});
