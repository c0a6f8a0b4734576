import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '../../../src/context.ts';
import { findCustomerForPricing } from '../../../src/services/core/customers/find-customer-for-pricing.ts';
import { findVariantsBySkus } from '../../../src/services/core/products/find-variants-by-skus.ts';
import { useHarness, type ApiResponse, type Tenant } from '../../helpers/harness.ts';

// Issue 8 §3: ids a client chooses belong to their tenant. The same UUID sent in test and in live makes two
// independent records, and a UUID another site holds is simply free here: 201, a record of its own, and nothing
// in the answer tells that the UUID exists elsewhere.

const setup = useHarness({ tenant: false });
let live: Tenant;
let test: Tenant;
let other: Tenant;
beforeAll(async () => {
  live = await setup.h.tenant({ testMode: true });
  test = await setup.h.tenant({ siteId: live.siteId, environment: 'test' });
  other = await setup.h.tenant();
});

const ctxOf = (t: Tenant) => ({ siteId: t.siteId, environment: t.environment, db: setup.h.deps.db.prisma }) as unknown as Ctx;

/** What a client can tell from an answer, besides the values it sent itself. */
const shape = (res: ApiResponse) => ({ status: res.status, keys: Object.keys(res.body).sort() });

describe('products: PUT /api/v1/products/id/{uuid}', () => {
  const body = (id: string, title: string, variantId: string, sku: string) => ({
    id,
    slug: sku.toLowerCase(),
    title,
    sku: `${sku}-P`,
    variants: [{ id: variantId, sku, pack_size: 10 }],
  });

  it('the same UUID in test and live creates two independent products, 201 both', async () => {
    const id = randomUUID();
    const variantId = randomUUID();
    const inLive = await live.call('PUT', `/api/v1/products/id/${id}`, body(id, 'Bolt', variantId, 'BOLT'));
    const inTest = await test.call('PUT', `/api/v1/products/id/${id}`, body(id, 'Bolt (test)', variantId, 'BOLT-T'));
    expect([inLive.status, inTest.status]).toEqual([201, 201]);
    expect([inLive.body.id, inTest.body.id]).toEqual([id, id]);
    expect([inLive.body.variants[0].id, inTest.body.variants[0].id]).toEqual([variantId, variantId]);
    expect((await live.call('GET', `/api/v1/products/id/${id}`)).body).toEqual(inLive.body);
    expect((await test.call('GET', `/api/v1/products/id/${id}`)).body).toEqual(inTest.body);

    // A replace, then a delete, in test leave live's product as it was.
    const replaced = await test.call('PUT', `/api/v1/products/id/${id}`, body(id, 'Renamed', variantId, 'BOLT-T2'));
    expect(replaced.status).toBe(200);
    expect((await test.call('DELETE', `/api/v1/products/id/${id}`)).status).toBe(204);
    expect((await live.call('GET', `/api/v1/products/id/${id}`)).body).toEqual(inLive.body);
    expect((await live.call('GET', `/api/v1/variants/id/${variantId}`)).body).toMatchObject({ sku: 'BOLT', product_id: id });
    expect((await test.call('GET', `/api/v1/variants/id/${variantId}`)).status).toBe(404);
    // And test can create it again.
    expect((await test.call('PUT', `/api/v1/products/id/${id}`, body(id, 'Again', variantId, 'BOLT-T'))).status).toBe(201);
  });

  it('a UUID another site stored is free for this one: 201, its own record, nothing of the other site', async () => {
    const id = randomUUID();
    const variantId = randomUUID();
    const theirs = await live.call('PUT', `/api/v1/products/id/${id}`, body(id, 'Secret', variantId, 'SECRET'));
    expect(theirs.status).toBe(201);

    const fresh = randomUUID();
    const control = await other.call('PUT', `/api/v1/products/id/${fresh}`, body(fresh, 'Control', randomUUID(), 'CONTROL'));
    const mine = await other.call('PUT', `/api/v1/products/id/${id}`, body(id, 'Mine', variantId, 'MINE'));
    expect(shape(mine)).toEqual(shape(control));
    expect(mine.status).toBe(201);
    expect(mine.body).toMatchObject({ id, slug: 'mine', title: 'Mine', sku: 'MINE-P', variants: [{ id: variantId, sku: 'MINE', pack_size: 10 }] });
    expect((await other.call('GET', `/api/v1/products/id/${id}`)).body).toEqual(mine.body);
    expect((await other.call('GET', `/api/v1/variants/id/${variantId}`)).body).toMatchObject({ sku: 'MINE', product_id: id });
    expect((await live.call('GET', `/api/v1/products/id/${id}`)).body).toEqual(theirs.body);

    // The catalogue read pricing and carts use joins a variant to its own tenant's product only.
    const rows = await findVariantsBySkus(ctxOf(other), ['MINE', 'SECRET', 'SECRET-P']);
    expect(rows).toEqual([expect.objectContaining({ sku: 'MINE', productId: id, parentSku: 'MINE-P', title: 'Mine' })]);
    const own = await findVariantsBySkus(ctxOf(live), ['SECRET', 'MINE']);
    expect(own).toEqual([expect.objectContaining({ sku: 'SECRET', productId: id, parentSku: 'SECRET-P', title: 'Secret' })]);

    // Deleting one site's product leaves the other's, under the same id.
    expect((await other.call('DELETE', `/api/v1/products/id/${id}`)).status).toBe(204);
    expect((await live.call('GET', `/api/v1/products/id/${id}`)).body).toEqual(theirs.body);
  });
});

describe('variants: a body id', () => {
  const product = (slug: string, variantId: string, sku: string) => ({ slug, title: slug, variants: [{ id: variantId, sku }] });

  it('the same variant id in test and live, under products addressed by slug, makes two variants, 201 both', async () => {
    const variantId = randomUUID();
    const inLive = await live.call('PUT', '/api/v1/products/slug/v-live', product('v-live', variantId, 'VAR-L'));
    const inTest = await test.call('PUT', '/api/v1/products/slug/v-test', product('v-test', variantId, 'VAR-T'));
    expect([inLive.status, inTest.status]).toEqual([201, 201]);
    expect((await live.call('GET', `/api/v1/variants/id/${variantId}`)).body).toMatchObject({ id: variantId, sku: 'VAR-L', product_id: inLive.body.id });
    expect((await test.call('GET', `/api/v1/variants/id/${variantId}`)).body).toMatchObject({ id: variantId, sku: 'VAR-T', product_id: inTest.body.id });
    // Within one tenant a variant id still belongs to one product.
    const clash = await live.call('PUT', '/api/v1/products/slug/v-live-2', product('v-live-2', variantId, 'VAR-L2'));
    expect(clash.status).toBe(409);
    expect(clash.body.errors).toEqual([expect.objectContaining({ code: 'duplicate-external-id', property: 'variants[0].id' })]);
  });

  it("a variant id another site stored is free for this one: 201, and neither site sees the other's variant", async () => {
    const variantId = randomUUID();
    expect((await live.call('PUT', '/api/v1/products/slug/v-owner', product('v-owner', variantId, 'OWNER-V'))).status).toBe(201);
    const control = await other.call('PUT', '/api/v1/products/slug/v-control', product('v-control', randomUUID(), 'CONTROL-V'));
    const mine = await other.call('PUT', '/api/v1/products/slug/v-mine', product('v-mine', variantId, 'MINE-V'));
    expect(shape(mine)).toEqual(shape(control));
    expect(mine.status).toBe(201);
    expect(mine.body.variants).toEqual([expect.objectContaining({ id: variantId, sku: 'MINE-V' })]);
    expect((await other.call('GET', `/api/v1/variants/id/${variantId}`)).body).toMatchObject({ sku: 'MINE-V', product_id: mine.body.id });
    expect((await live.call('GET', `/api/v1/variants/id/${variantId}`)).body).toMatchObject({ sku: 'OWNER-V' });
  });
});

describe('customers: PUT /api/v2/customers/id/{uuid}', () => {
  const body = (id: string, email: string, extra: object = {}) => ({ id, email, external_id: `ERP-${email}`, company_name: email, ...extra });

  it('the same UUID in test and live creates two independent customers, 201 both', async () => {
    const id = randomUUID();
    const inLive = await live.call('PUT', `/api/v2/customers/id/${id}`, body(id, 'buyer@live.test', { addresses: [{ city: 'Oslo' }] }));
    const inTest = await test.call('PUT', `/api/v2/customers/id/${id}`, body(id, 'buyer@test.test'));
    expect([inLive.status, inTest.status]).toEqual([201, 201]);
    expect([inLive.body.id, inTest.body.id]).toEqual([id, id]);
    expect(inTest.body.addresses).toEqual([]);

    const patched = await test.call('PATCH', `/api/v2/customers/id/${id}`, { first_name: 'Tess' });
    expect(patched.status).toBe(200);
    expect((await live.call('GET', `/api/v2/customers/id/${id}`)).body).toEqual(inLive.body);
    expect((await findCustomerForPricing(ctxOf(live), { by: 'id', value: id }))?.email).toBe('buyer@live.test');
    expect((await findCustomerForPricing(ctxOf(test), { by: 'id', value: id }))?.email).toBe('buyer@test.test');

    expect((await test.call('DELETE', `/api/v2/customers/id/${id}`)).status).toBe(204);
    expect((await live.call('GET', `/api/v2/customers/id/${id}`)).body).toEqual(inLive.body);
    expect((await live.call('GET', '/api/v1/customers')).body.filter((c: any) => c.id === id)).toEqual([inLive.body]);
  });

  it('a UUID another site stored is free for this one, by path or by body id: 201, its own record', async () => {
    const id = randomUUID();
    const theirs = await live.call('PUT', `/api/v2/customers/id/${id}`, body(id, 'secret@live.test', { addresses: [{ city: 'Secret' }] }));
    expect(theirs.status).toBe(201);

    const fresh = randomUUID();
    const control = await other.call('PUT', `/api/v2/customers/id/${fresh}`, body(fresh, 'control@other.test', { external_id: 'CTRL' }));
    const mine = await other.call('PUT', `/api/v2/customers/id/${id}`, body(id, 'mine@other.test'));
    expect(shape(mine)).toEqual(shape(control));
    expect(mine.status).toBe(201);
    expect(mine.body).toMatchObject({ id, email: 'mine@other.test', company_name: 'mine@other.test', addresses: [] });
    expect((await other.call('GET', `/api/v2/customers/id/${id}`)).body).toEqual(mine.body);
    expect((await live.call('GET', `/api/v2/customers/id/${id}`)).body).toEqual(theirs.body);

    // A body id on a PUT by email is the same claim.
    const bodyId = randomUUID();
    expect((await live.call('PUT', `/api/v2/customers/id/${bodyId}`, body(bodyId, 'body@live.test', { external_id: 'B' }))).status).toBe(201);
    const byEmail = await other.call('PUT', '/api/v2/customers/email/body@other.test', body(bodyId, 'body@other.test', { external_id: 'B' }));
    expect(byEmail.status).toBe(201);
    expect(byEmail.body.id).toBe(bodyId);
    expect((await live.call('GET', `/api/v2/customers/id/${bodyId}`)).body.email).toBe('body@live.test');
  });
});

describe('addresses: an existing address id kept on a customer', () => {
  it('the same address id in test and live belongs to each customer on its own', async () => {
    const id = randomUUID();
    const inLive = await live.call('PUT', `/api/v2/customers/id/${id}`, { id, email: 'addr@live.test', addresses: [{ city: 'Oslo' }] });
    expect(inLive.status).toBe(201);
    const addressId: string = inLive.body.addresses[0].id;
    expect((await test.call('PUT', `/api/v2/customers/id/${id}`, { id, email: 'addr@test.test' })).status).toBe(201);
    // Address ids are the server's to choose; the same one turns up in test when live data is copied there.
    await setup.h.deps.db.prisma.address.create({ data: { id: addressId, siteId: test.siteId, environment: 'test', customerId: id, city: 'Copy' } });
    expect((await test.call('GET', `/api/v2/customers/id/${id}`)).body.addresses).toEqual([expect.objectContaining({ id: addressId, city: 'Copy' })]);

    const keptInTest = await test.call('PUT', `/api/v2/customers/id/${id}`, { id, email: 'addr@test.test', addresses: [{ id: addressId, city: 'Changed' }] });
    expect(keptInTest.status).toBe(200);
    expect(keptInTest.body.addresses).toEqual([expect.objectContaining({ id: addressId, city: 'Changed' })]);
    expect((await live.call('GET', `/api/v2/customers/id/${id}`)).body).toEqual(inLive.body);

    const keptInLive = await live.call('PATCH', `/api/v2/customers/id/${id}`, { addresses: [{ id: addressId, city: 'Bergen' }] });
    expect(keptInLive.body.addresses).toEqual([expect.objectContaining({ id: addressId, city: 'Bergen' })]);
    expect((await test.call('GET', `/api/v2/customers/id/${id}`)).body.addresses).toEqual([expect.objectContaining({ id: addressId, city: 'Changed' })]);

    expect((await test.call('DELETE', `/api/v2/customers/id/${id}`)).status).toBe(204);
    const listed = (await live.call('GET', '/api/v1/customers')).body.find((c: any) => c.id === id);
    expect(listed.addresses).toEqual([expect.objectContaining({ id: addressId, city: 'Bergen' })]);
  });

  it("another site cannot keep an address id it does not hold: the same 400 as for any unknown id, the owner's address untouched", async () => {
    const owner = await live.call('PUT', '/api/v2/customers/email/owner@live.test', { email: 'owner@live.test', addresses: [{ city: 'Oslo' }] });
    const addressId: string = owner.body.addresses[0].id;
    const attempt = (aid: string) => other.call('PUT', '/api/v2/customers/email/taker@other.test', { email: 'taker@other.test', addresses: [{ id: aid, city: 'Taken' }] });
    const held = await attempt(addressId);
    const unknown = await attempt(randomUUID());
    expect(held.status).toBe(400);
    expect({ ...held.body, request_id: null }).toEqual({ ...unknown.body, request_id: null });
    expect(held.body.errors).toEqual([expect.objectContaining({ code: 'resource-id-not-found', property: 'addresses[0].id' })]);
    expect((await live.call('GET', '/api/v2/customers/email/owner@live.test')).body).toEqual(owner.body);
  });
});
