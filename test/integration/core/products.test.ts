import { describe, expect, it } from 'vitest';
import { uniqueId, useHarness } from '../../helpers/harness.ts';
import { findVariantsBySkus } from '../../../src/services/core/products/find-variants-by-skus.ts';
import type { Ctx } from '../../../src/context.ts';

// Products and variants, happy paths: create, read by every lookup, full replace, delete, list, SKU lookup verb.

const setup = useHarness();

const fullProduct = (slug: string, skuPrefix: string) => ({
  external_id: `ext-${slug}`,
  slug,
  title: 'Blue widget',
  description: 'A widget, in blue.',
  status: 'draft',
  sku: `${skuPrefix}-PARENT`,
  variants: [
    {
      external_id: `ext-${skuPrefix}-10`,
      sku: `${skuPrefix}-10`,
      title: 'Box of 10',
      options: { colour: 'blue', size: 'S' },
      weight_grams: 1200,
      pack_size: 10,
      min_quantity: 20,
      max_quantity: 500,
      tax_rate: 20,
      track_stock: true,
      allow_backorder: true,
      active: false,
    },
    { sku: `${skuPrefix}-1`, tax_rate: '7.125' },
  ],
});

describe('PUT /api/v1/products/{lookupBy}/{identifier}', () => {
  it('creates by slug (201) with every field and defaults for omitted ones', async () => {
    const res = await setup.t.call('PUT', '/api/v1/products/slug/blue-widget', fullProduct('blue-widget', 'BW'));
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    const p = res.body;
    expect(p).toMatchObject({
      external_id: 'ext-blue-widget',
      slug: 'blue-widget',
      title: 'Blue widget',
      description: 'A widget, in blue.',
      status: 'draft',
      sku: 'BW-PARENT',
    });
    expect(p.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(p.created_at)).not.toBeNaN();
    expect(p.updated_at).toMatch(/Z$/);
    expect(p.variants).toHaveLength(2);
    expect(p.variants[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      external_id: 'ext-BW-10',
      sku: 'BW-10',
      title: 'Box of 10',
      options: { colour: 'blue', size: 'S' },
      weight_grams: 1200,
      pack_size: 10,
      min_quantity: 20,
      max_quantity: 500,
      tax_rate: '20.0000',
      track_stock: true,
      allow_backorder: true,
      active: false,
    });
    expect(p.variants[1]).toEqual({
      id: expect.any(String),
      external_id: null,
      sku: 'BW-1',
      title: null,
      options: {},
      weight_grams: null,
      pack_size: 1,
      min_quantity: null,
      max_quantity: null,
      tax_rate: '7.1250',
      track_stock: false,
      allow_backorder: false,
      active: true,
    });
  });

  it('creates by external_id and by id (the body repeating the path id), and defaults status to active', async () => {
    const byExt = await setup.t.call('PUT', '/api/v1/products/external_id/ext-77', { external_id: 'ext-77', slug: 'p77', title: 'P77' });
    expect(byExt.status).toBe(201);
    expect(byExt.body.status).toBe('active');
    expect(byExt.body.variants).toEqual([]);

    const id = '3f1c2a9e-8d7b-4c6a-9e5f-1a2b3c4d5e6f';
    const byId = await setup.t.call('PUT', `/api/v1/products/id/${id}`, { id: id.toUpperCase(), slug: 'p-by-id', title: 'By id' });
    expect(byId.status).toBe(201);
    expect(byId.body.id).toBe(id);
    const withBodyId = await setup.t.call('PUT', `/api/v1/products/sparklayer/${id}`, { id, slug: 'p-by-id', title: 'By id 2' });
    expect(withBodyId.status).toBe(200);
    expect(withBodyId.body.title).toBe('By id 2');
  });

  it('replaces fully (200): omitted fields cleared, unsent variants deleted, matched variants keep their ids', async () => {
    const created = (await setup.t.call('PUT', '/api/v1/products/slug/replace-me', fullProduct('replace-me', 'RM'))).body;
    const [v10, v1] = created.variants;
    const res = await setup.t.call('PUT', '/api/v1/products/slug/replace-me', {
      slug: 'replace-me',
      title: 'Replaced',
      variants: [
        { sku: 'RM-1' }, // matched by sku
        { external_id: 'ext-RM-10', sku: 'RM-10-NEW' }, // matched by external_id, SKU changes
        { sku: 'RM-NEW' }, // new
      ],
    });
    expect(res.status).toBe(200);
    const p = res.body;
    expect(p.id).toBe(created.id);
    expect(p.created_at).toBe(created.created_at);
    expect(p).toMatchObject({ title: 'Replaced', external_id: null, description: null, status: 'active', sku: null });
    expect(p.variants.map((v: any) => v.sku)).toEqual(['RM-1', 'RM-10-NEW', 'RM-NEW']);
    expect(p.variants[0].id).toBe(v1.id);
    expect(p.variants[0].tax_rate).toBeNull(); // omitted → cleared
    expect(p.variants[1].id).toBe(v10.id);
    expect(p.variants[1]).toMatchObject({ pack_size: 1, min_quantity: null, max_quantity: null, options: {}, track_stock: false, active: true });
    expect([v10.id, v1.id]).not.toContain(p.variants[2].id);

    const fetched = await setup.t.call('GET', '/api/v1/products/slug/replace-me');
    expect(fetched.body).toEqual(p);
    expect((await setup.t.call('GET', '/api/v1/variants/sku/RM-10')).status).toBe(404);
  });

  it('matches by variant id first and lets two variants swap SKUs', async () => {
    const created = (
      await setup.t.call('PUT', '/api/v1/products/slug/swap', { slug: 'swap', title: 'Swap', variants: [{ sku: 'SW-A' }, { sku: 'SW-B' }] })
    ).body;
    const [a, b] = created.variants;
    const res = await setup.t.call('PUT', '/api/v1/products/slug/swap', {
      slug: 'swap',
      title: 'Swap',
      variants: [
        { id: a.id.toUpperCase(), sku: 'SW-B' },
        { id: b.id, sku: 'SW-A' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.variants.map((v: any) => [v.id, v.sku])).toEqual([
      [a.id, 'SW-B'],
      [b.id, 'SW-A'],
    ]);
  });

  it('accepts its own GET body back unchanged (round trip)', async () => {
    const created = (await setup.t.call('PUT', '/api/v1/products/slug/round-trip', fullProduct('round-trip', 'RT'))).body;
    const res = await setup.t.call('PUT', '/api/v1/products/id/' + created.id, created);
    expect(res.status).toBe(200);
    expect({ ...res.body, updated_at: created.updated_at }).toEqual(created);
  });

  it('can change the slug when looked up by id, and empty the variants', async () => {
    const created = (await setup.t.call('PUT', '/api/v1/products/slug/old-slug', fullProduct('old-slug', 'OS'))).body;
    const res = await setup.t.call('PUT', `/api/v1/products/platform/ext-old-slug`, { external_id: 'ext-old-slug', slug: 'new-slug', title: 'T', variants: [] });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(created.id);
    expect(res.body.variants).toEqual([]);
    expect((await setup.t.call('GET', '/api/v1/products/slug/old-slug')).status).toBe(404);
    expect((await setup.t.call('GET', '/api/v1/products/slug/new-slug')).body.id).toBe(created.id);
    // A parent SKU that was freed can be reused by a variant of another product.
    expect((await setup.t.call('PUT', '/api/v1/products/slug/reuse', { slug: 'reuse', title: 'R', variants: [{ sku: 'OS-PARENT' }] })).status).toBe(201);
  });
});

describe('GET /api/v1/products/{lookupBy}/{identifier} and variants', () => {
  it('finds a product by id, sparklayer, external_id, platform and slug', async () => {
    const created = (await setup.t.call('PUT', '/api/v1/products/slug/lookups', fullProduct('lookups', 'LK'))).body;
    for (const path of [
      `id/${created.id}`,
      `sparklayer/${created.id}`,
      `id/${created.id.toUpperCase()}`,
      'external_id/ext-lookups',
      'platform/ext-lookups',
      'slug/lookups',
    ]) {
      const res = await setup.t.call('GET', `/api/v1/products/${path}`);
      expect(res.status, path).toBe(200);
      expect(res.body).toEqual(created);
    }
  });

  it('finds a variant by id, sparklayer, external_id, platform and sku, with its product_id', async () => {
    const created = (await setup.t.call('PUT', '/api/v1/products/slug/var-lookups', fullProduct('var-lookups', 'VL'))).body;
    const v = created.variants[0];
    for (const path of [`id/${v.id}`, `sparklayer/${v.id}`, 'external_id/ext-VL-10', 'platform/ext-VL-10', 'sku/VL-10']) {
      const res = await setup.t.call('GET', `/api/v1/variants/${path}`);
      expect(res.status, path).toBe(200);
      expect(res.body).toEqual({ ...v, product_id: created.id });
    }
  });

  it('decodes identifiers with reserved characters', async () => {
    const res = await setup.t.call('PUT', '/api/v1/products/external_id/' + encodeURIComponent('a/b c'), {
      external_id: 'a/b c',
      slug: 'reserved-chars',
      title: 'R',
      variants: [{ sku: 'SKU 1/2' }],
    });
    expect(res.status).toBe(201);
    expect((await setup.t.call('GET', '/api/v1/products/external_id/' + encodeURIComponent('a/b c'))).body.id).toBe(res.body.id);
    expect((await setup.t.call('GET', '/api/v1/variants/sku/' + encodeURIComponent('SKU 1/2'))).body.sku).toBe('SKU 1/2');
  });
});

describe('GET /api/v1/products', () => {
  it('lists every product with its variants in order, sorted by slug', async () => {
    const t2 = await setup.h.tenant();
    expect((await t2.call('GET', '/api/v1/products')).body).toEqual([]);
    await t2.call('PUT', '/api/v1/products/slug/b-second', fullProduct('b-second', 'B2'));
    await t2.call('PUT', '/api/v1/products/slug/a-first', { slug: 'a-first', title: 'A', variants: [{ sku: 'A-3', tax_rate: 0 }, { sku: 'A-1', tax_rate: 100 }, { sku: 'A-2', tax_rate: '0.0001' }] });
    await t2.call('PUT', '/api/v1/products/slug/c-empty', { slug: 'c-empty', title: 'C' });
    const res = await t2.call('GET', '/api/v1/products');
    expect(res.status).toBe(200);
    expect(res.body.map((p: any) => p.slug)).toEqual(['a-first', 'b-second', 'c-empty']);
    expect(res.body[0].variants.map((v: any) => v.sku)).toEqual(['A-3', 'A-1', 'A-2']);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body[2].variants).toEqual([]);
    // The list is built by SQL, the single GET by the ORM: the shapes must be identical, nulls and all.
    for (const p of res.body) expect(p).toEqual((await t2.call('GET', `/api/v1/products/slug/${p.slug}`)).body);
    expect(res.body[1].variants[1].tax_rate).toBe('7.1250');
    expect(res.body[0].variants.map((v: any) => v.tax_rate)).toEqual(['0.0000', '100.0000', '0.0001']);
  });
});

describe('DELETE /api/v1/products/{lookupBy}/{identifier}', () => {
  it('deletes the product and its variants (204), then 404', async () => {
    const created = (await setup.t.call('PUT', '/api/v1/products/slug/doomed', fullProduct('doomed', 'DM'))).body;
    const res = await setup.t.call('DELETE', '/api/v1/products/platform/ext-doomed');
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect((await setup.t.call('GET', `/api/v1/products/id/${created.id}`)).status).toBe(404);
    expect((await setup.t.call('GET', `/api/v1/variants/id/${created.variants[0].id}`)).status).toBe(404);
    expect((await setup.t.call('DELETE', '/api/v1/products/slug/doomed')).status).toBe(404);
    // Its SKUs are free again.
    expect((await setup.t.call('PUT', '/api/v1/products/slug/reborn', fullProduct('reborn', 'DM'))).status).toBe(201);
  });
});

describe('findVariantsBySkus', () => {
  it('returns variants and parent SKUs in one call, unknown SKUs absent', async () => {
    const created = (await setup.t.call('PUT', '/api/v1/products/slug/verb', fullProduct('verb', 'VB'))).body;
    const ctx = { siteId: setup.t.siteId, environment: 'live', db: setup.h.deps.db.prisma } as unknown as Ctx;
    const found = await findVariantsBySkus(ctx, ['VB-10', 'VB-PARENT', 'VB-1', 'NOPE', 'VB-10']);
    const bySku = Object.fromEntries(found.map((f) => [f.sku, f]));
    expect(Object.keys(bySku).sort()).toEqual(['VB-1', 'VB-10', 'VB-PARENT']);
    expect(found).toHaveLength(3);
    expect(bySku['VB-10']).toEqual({
      sku: 'VB-10',
      productId: created.id,
      parentSku: 'VB-PARENT',
      isParent: false,
      taxRate: '20.0000',
      packSize: 10,
      minQuantity: 20,
      maxQuantity: 500,
      trackStock: true,
      allowBackorder: true,
      active: false,
      productStatus: 'draft',
      title: 'Box of 10',
      weightGrams: 1200,
    });
    expect(bySku['VB-1']).toMatchObject({ title: 'Blue widget', taxRate: '7.1250', packSize: 1, isParent: false, weightGrams: null });
    expect(bySku['VB-PARENT']).toMatchObject({ productId: created.id, parentSku: null, isParent: true, taxRate: null, active: false, weightGrams: null });
    expect(await findVariantsBySkus(ctx, [])).toEqual([]);
    const other = { ...ctx, siteId: uniqueId('site') } as Ctx;
    expect(await findVariantsBySkus(other, ['VB-10'])).toEqual([]);
  });
});
