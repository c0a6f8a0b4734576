import { describe, expect, it } from 'vitest';
import { useHarness, type ApiResponse } from '../../helpers/harness.ts';

// Products and variants, error paths: lookups, identifier mismatches, validation codes, SKU and id conflicts,
// and that a rejected PUT leaves the stored product exactly as it was.

const setup = useHarness();

const product = (slug: string, variants: unknown[] = [{ sku: `${slug}-v1` }], extra: object = {}) => ({ slug, title: slug, variants, ...extra });

function expectProblem(res: ApiResponse, status: number, title: string, errors: { code: string; property?: string }[]) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
  expect(res.body.title).toBe(title);
  expect(res.body.errors.map((e: any) => ({ code: e.code, ...(e.property ? { property: e.property } : {}) }))).toEqual(errors);
}

describe('lookups', () => {
  it('rejects an unsupported lookupBy with 400 parameters-mismatch on every product and variant route', async () => {
    for (const [method, path] of [
      ['GET', '/api/v1/products/email/x'],
      ['PUT', '/api/v1/products/sku/x'],
      ['DELETE', '/api/v1/products/name/x'],
      ['GET', '/api/v1/variants/slug/x'],
    ] as const) {
      const res = await setup.t.call(method, path, method === 'PUT' ? product('x') : undefined);
      expectProblem(res, 400, 'invalid-request-contents', [{ code: 'parameters-mismatch', property: 'lookupBy' }]);
    }
  });

  it('rejects a malformed id with 400 resource-id-invalid', async () => {
    for (const [method, path] of [
      ['GET', '/api/v1/products/id/not-a-uuid'],
      ['PUT', '/api/v1/products/sparklayer/123'],
      ['DELETE', '/api/v1/products/id/123'],
      ['GET', '/api/v1/variants/id/nope'],
    ] as const) {
      const res = await setup.t.call(method, path, method === 'PUT' ? product('x') : undefined);
      expectProblem(res, 400, 'invalid-request-contents', [{ code: 'resource-id-invalid', property: 'identifier' }]);
    }
  });

  it('answers 404 resource-not-found for unknown records', async () => {
    for (const [method, path] of [
      ['GET', '/api/v1/products/id/00000000-0000-0000-0000-000000000000'],
      ['GET', '/api/v1/products/slug/missing'],
      ['GET', '/api/v1/products/platform/missing'],
      ['DELETE', '/api/v1/products/external_id/missing'],
      ['GET', '/api/v1/variants/sku/missing'],
      ['GET', '/api/v1/variants/external_id/missing'],
      ['GET', '/api/v1/variants/sparklayer/00000000-0000-0000-0000-000000000000'],
    ] as const) {
      const res = await setup.t.call(method, path);
      expect(res.status, path).toBe(404);
      expect(res.body.title).toBe('resource-not-found');
    }
  });

  it('takes a percent sign in an identifier literally (decoded once), never a 500', async () => {
    expect((await setup.t.call('GET', '/api/v1/products/platform/' + encodeURIComponent('50%off'))).status).toBe(404);
    const put = await setup.t.call('PUT', '/api/v1/products/platform/' + encodeURIComponent('50%off'), { external_id: '50%off', slug: 'pct', title: 'P' });
    expect(put.status).toBe(201);
    expect((await setup.t.call('GET', '/api/v1/products/external_id/50%25off')).body.id).toBe(put.body.id);
    expect((await setup.t.call('GET', '/api/v1/products/external_id/50%2525off')).status).toBe(404);
  });
});

describe('the body repeats the path identifier', () => {
  it('slug in the body must equal the path slug', async () => {
    const res = await setup.t.call('PUT', '/api/v1/products/slug/abc', product('xyz'));
    expectProblem(res, 400, 'invalid-request-contents', [{ code: 'parameters-mismatch', property: 'slug' }]);
  });

  it('external_id in the body must equal (and be present for) the path external_id', async () => {
    const wrong = await setup.t.call('PUT', '/api/v1/products/external_id/e1', product('p', undefined, { external_id: 'e2' }));
    expectProblem(wrong, 400, 'invalid-request-contents', [{ code: 'parameters-mismatch', property: 'external_id' }]);
    const missing = await setup.t.call('PUT', '/api/v1/products/platform/e1', product('p'));
    expectProblem(missing, 400, 'invalid-request-contents', [{ code: 'parameters-mismatch', property: 'external_id' }]);
  });

  it('a body id must equal the path id, and an id cannot change under another lookup', async () => {
    const res = await setup.t.call('PUT', '/api/v1/products/id/3f1c2a9e-8d7b-4c6a-9e5f-000000000001', {
      ...product('p'),
      id: '3f1c2a9e-8d7b-4c6a-9e5f-000000000002',
    });
    expectProblem(res, 400, 'invalid-request-contents', [{ code: 'parameters-mismatch', property: 'id' }]);
    expect((await setup.t.call('PUT', '/api/v1/products/slug/fixed-id', product('fixed-id'))).status).toBe(201);
    const rekey = await setup.t.call('PUT', '/api/v1/products/slug/fixed-id', { ...product('fixed-id'), id: '3f1c2a9e-8d7b-4c6a-9e5f-000000000003' });
    expectProblem(rekey, 400, 'invalid-request-contents', [{ code: 'parameters-mismatch', property: 'id' }]);
  });
});

describe('validation', () => {
  const put = (body: unknown) => setup.t.call('PUT', '/api/v1/products/slug/valid', body);

  it('missing slug and title → missing-param; missing variant sku → missing-param', async () => {
    const res = await put({ variants: [{ title: 'no sku' }] });
    expectProblem(res, 400, 'invalid-request-contents', [
      { code: 'missing-param', property: 'slug' },
      { code: 'missing-param', property: 'title' },
      { code: 'missing-param', property: 'variants[0].sku' },
    ]);
  });

  it('wrong types, over-long strings, bad slug characters and unknown enum values → keyword-mismatch', async () => {
    const res = await put({
      slug: 'Valid Slug!',
      title: 'x'.repeat(256),
      description: 'd'.repeat(65_536),
      status: 'retired',
      sku: 's'.repeat(129),
      external_id: 42,
      variants: [{ sku: 'ok', weight_grams: 'heavy', options: { colour: 3 }, track_stock: 'yes', title: 't'.repeat(256) }],
    });
    expectProblem(res, 400, 'invalid-request-contents', [
      { code: 'keyword-mismatch', property: 'external_id' },
      { code: 'keyword-mismatch', property: 'slug' },
      { code: 'keyword-mismatch', property: 'title' },
      { code: 'keyword-mismatch', property: 'description' },
      { code: 'keyword-mismatch', property: 'status' },
      { code: 'keyword-mismatch', property: 'sku' },
      { code: 'keyword-mismatch', property: 'variants[0].title' },
      { code: 'keyword-mismatch', property: 'variants[0].options.colour' },
      { code: 'keyword-mismatch', property: 'variants[0].weight_grams' },
      { code: 'keyword-mismatch', property: 'variants[0].track_stock' },
    ]);
  });

  it('pack_size must be an integer ≥ 1; quantities must not be negative', async () => {
    const res = await put(
      product('valid', [
        { sku: 'a', pack_size: 0 },
        { sku: 'b', pack_size: 2.5 },
        { sku: 'c', min_quantity: -1, weight_grams: -5 },
      ]),
    );
    expectProblem(res, 400, 'invalid-request-contents', [
      { code: 'keyword-mismatch', property: 'variants[0].pack_size' },
      { code: 'keyword-mismatch', property: 'variants[1].pack_size' },
      { code: 'keyword-mismatch', property: 'variants[2].weight_grams' },
      { code: 'keyword-mismatch', property: 'variants[2].min_quantity' },
    ]);
  });

  it('min and max quantity must be multiples of pack_size, and min ≤ max', async () => {
    const res = await put(
      product('valid', [
        { sku: 'a', pack_size: 6, min_quantity: 10, max_quantity: 14 },
        { sku: 'b', min_quantity: 10, max_quantity: 5 },
        { sku: 'c', pack_size: 5, min_quantity: 10, max_quantity: 100 },
      ]),
    );
    expectProblem(res, 400, 'invalid-request-contents', [
      { code: 'keyword-mismatch', property: 'variants[0].min_quantity' },
      { code: 'keyword-mismatch', property: 'variants[0].max_quantity' },
      { code: 'keyword-mismatch', property: 'variants[1].min_quantity' },
    ]);
  });

  it('tax_rate: 0–100, at most 4 places, number or decimal string', async () => {
    const bad = await put(
      product('valid', [
        { sku: 'a', tax_rate: 100.5 },
        { sku: 'b', tax_rate: '-1' },
        { sku: 'c', tax_rate: '1.23456' },
        { sku: 'd', tax_rate: 'abc' },
        { sku: 'e', tax_rate: true },
      ]),
    );
    expectProblem(
      bad,
      400,
      'invalid-request-contents',
      ['a', 'b', 'c', 'd', 'e'].map((_, i) => ({ code: 'keyword-mismatch', property: `variants[${i}].tax_rate` })),
    );
    const good = await put(product('valid', [{ sku: 'a', tax_rate: 0 }, { sku: 'b', tax_rate: '100' }, { sku: 'c', tax_rate: 19.6 }]));
    expect(good.status).toBe(201);
    expect(good.body.variants.map((v: any) => v.tax_rate)).toEqual(['0.0000', '100.0000', '19.6000']);
  });

  it('duplicate SKUs, variant external ids or variant ids inside one body → keyword-mismatch', async () => {
    const id = '3f1c2a9e-8d7b-4c6a-9e5f-00000000000a';
    const res = await put(
      product(
        'valid',
        [
          { sku: 'DUP', external_id: 'x', id },
          { sku: 'DUP', external_id: 'x', id },
          { sku: 'PARENT' },
        ],
        { sku: 'PARENT' },
      ),
    );
    expectProblem(res, 400, 'invalid-request-contents', [
      { code: 'keyword-mismatch', property: 'variants[1].sku' },
      { code: 'keyword-mismatch', property: 'variants[1].external_id' },
      { code: 'keyword-mismatch', property: 'variants[1].id' },
      { code: 'keyword-mismatch', property: 'variants[2].sku' },
    ]);
    expect(res.body.errors[0].message).toContain('DUP');
  });

  it('a body that is not an object → body-mismatch; not JSON → body-mismatch', async () => {
    expect((await put([1, 2])).body.errors[0].code).toBe('body-mismatch');
    const notJson = await setup.t.call('PUT', '/api/v1/products/slug/valid', '{"slug":', {});
    expectProblem(notJson, 400, 'invalid-request-contents', [{ code: 'body-mismatch' }]);
  });
});

describe('conflicts (409 duplicate-external-id)', () => {
  it('a SKU held by another product (variant or parent) is a 409 naming the SKU and its field', async () => {
    expect((await setup.t.call('PUT', '/api/v1/products/slug/owner', product('owner', [{ sku: 'TAKEN-V' }], { sku: 'TAKEN-P', external_id: 'own-ext' }))).status).toBe(201);
    const res = await setup.t.call(
      'PUT',
      '/api/v1/products/slug/thief',
      product('thief', [{ sku: 'FREE' }, { sku: 'TAKEN-P' }], { sku: 'TAKEN-V' }),
    );
    expectProblem(res, 409, 'duplicate-external-id', [
      { code: 'duplicate-external-id', property: 'sku' },
      { code: 'duplicate-external-id', property: 'variants[1].sku' },
    ]);
    expect(res.body.errors[0].message).toContain('TAKEN-V');
    expect(res.body.errors[1].message).toContain('TAKEN-P');
    expect((await setup.t.call('GET', '/api/v1/products/slug/thief')).status).toBe(404);
  });

  it('an external id or slug held by another product, and another product\'s variant id or external id, are 409s', async () => {
    const owner = (await setup.t.call('PUT', '/api/v1/products/slug/owner2', product('owner2', [{ sku: 'O2', external_id: 'o2-v' }], { external_id: 'o2' }))).body;
    const ext = await setup.t.call('PUT', '/api/v1/products/external_id/o2', product('other-slug', [], { external_id: 'o2' }));
    // Looked up by external_id the stored product is found, so this is a replace that renames the slug: allowed.
    expect(ext.status).toBe(200);
    const slugClash = await setup.t.call('PUT', '/api/v1/products/external_id/new-ext', product('owner', [], { external_id: 'new-ext' }));
    expectProblem(slugClash, 409, 'duplicate-external-id', [{ code: 'duplicate-external-id', property: 'slug' }]);
    const extClash = await setup.t.call('PUT', '/api/v1/products/slug/ext-thief', product('ext-thief', [], { external_id: 'own-ext' }));
    expectProblem(extClash, 409, 'duplicate-external-id', [{ code: 'duplicate-external-id', property: 'external_id' }]);
    const owner3 = (await setup.t.call('PUT', '/api/v1/products/slug/owner3', product('owner3', [{ sku: 'O3', external_id: 'o3-v' }]))).body;
    const variantClash = await setup.t.call(
      'PUT',
      '/api/v1/products/slug/v-thief',
      product('v-thief', [
        { sku: 'VT1', external_id: 'o3-v' },
        { sku: 'VT2', id: owner3.variants[0].id },
      ]),
    );
    expectProblem(variantClash, 409, 'duplicate-external-id', [
      { code: 'duplicate-external-id', property: 'variants[0].external_id' },
      { code: 'duplicate-external-id', property: 'variants[1].id' },
    ]);
    expect(owner.id).toBeTruthy();
  });
});

describe('nothing half-written', () => {
  it('a rejected replacement leaves the stored product exactly as before', async () => {
    const good = (await setup.t.call('PUT', '/api/v1/products/slug/stable', product('stable', [{ sku: 'ST-1', tax_rate: 5 }, { sku: 'ST-2' }], { description: 'keep me' }))).body;
    await setup.t.call('PUT', '/api/v1/products/slug/blocker', product('blocker', [{ sku: 'BLOCKED' }]));
    // Rejected by validation:
    const invalid = await setup.t.call('PUT', '/api/v1/products/slug/stable', product('stable', [{ sku: 'ST-1', pack_size: 0 }]));
    expect(invalid.status).toBe(400);
    // Rejected by a conflict found after the transaction started:
    const conflicting = await setup.t.call('PUT', '/api/v1/products/slug/stable', product('stable', [{ sku: 'ST-9' }, { sku: 'BLOCKED' }]));
    expect(conflicting.status).toBe(409);
    expect((await setup.t.call('GET', '/api/v1/products/slug/stable')).body).toEqual(good);
    expect((await setup.t.call('GET', '/api/v1/variants/sku/ST-9')).status).toBe(404);
  });

  it('concurrent PUTs claiming the same SKU: one wins, the other gets 409', async () => {
    const results = await Promise.all(
      ['race-a', 'race-b', 'race-c'].map((slug) => setup.t.call('PUT', `/api/v1/products/slug/${slug}`, product(slug, [{ sku: 'RACE' }]))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const owners = await Promise.all(['race-a', 'race-b', 'race-c'].map((s) => setup.t.call('GET', `/api/v1/products/slug/${s}`)));
    expect(owners.filter((r) => r.status === 200)).toHaveLength(1);
  });
});
