import { randomUUID } from 'node:crypto';
import type { ApiResponse, Harness, Tenant } from '../../helpers/harness.ts';

// A small shop for the Ordering tests, built through the APIs (price rows and stock levels straight into their
// tables, as the pricing and stock tests do: their endpoints apply rows through worker jobs these tests need not run).

function ok<T extends ApiResponse>(res: T, what: string): T {
  if (res.status < 200 || res.status > 299) throw new Error(`${what}: ${res.status} ${res.text}`);
  return res;
}

export type Shop = Awaited<ReturnType<typeof buildShop>>;

/**
 * Base settings: list `retail` (EUR), tax 19 %. Variants: WID (12.50, 19 %, 500 g), PACK (2.00, pack of 6, 7 %),
 * LIM (5.00, min 2 max 10), STK (3.00, tracks stock, 4 in stock), NOPRICE (no price row). One shipping method
 * (Standard: 4.95 up to 10 kg, free above). A customer with two addresses (DE shipping, GB billing).
 */
export async function buildShop(h: Harness, t: Tenant) {
  const db = h.deps.db.prisma;
  const scope = { siteId: t.siteId, environment: t.environment };
  const tag = randomUUID().slice(0, 8);
  ok(await t.call('PUT', '/api/v1/settings/base', { price_lists: ['retail'], currency_code: 'EUR', default_tax_rate: '19' }), 'settings');
  ok(await t.call('POST', '/api/v1/price-lists', { slug: 'retail', name: 'Retail', currency_code: 'EUR' }), 'price list');
  const list = await db.priceList.findUniqueOrThrow({ where: { siteId_environment_slug: { ...scope, slug: 'retail' } } });
  ok(
    await t.call('PUT', '/api/v1/products/slug/widgets', {
      slug: 'widgets',
      title: 'Widgets',
      variants: [
        { sku: 'WID', title: 'Widget', weight_grams: 500 },
        { sku: 'PACK', title: 'Pack', pack_size: 6, tax_rate: '7' },
        { sku: 'LIM', title: 'Limited', min_quantity: 2, max_quantity: 10 },
        { sku: 'STK', title: 'Stocked', track_stock: true },
        { sku: 'NOPRICE', title: 'No price' },
      ],
    }),
    'product',
  );
  const prices: [string, string][] = [['WID', '12.50'], ['PACK', '2.00'], ['LIM', '5.00'], ['STK', '3.00']];
  await db.price.createMany({ data: prices.map(([sku, price]) => ({ ...scope, priceListId: list.id, sku, quantity: 1, price })) });
  const location = await db.stockLocation.create({ data: { ...scope, id: randomUUID(), externalId: `wh-${tag}`, name: 'Warehouse' } });
  await db.stockLevel.create({ data: { ...scope, sku: 'STK', locationId: location.id, stockLevel: 4 } });
  const shipping = ok(
    await t.call('POST', '/api/v2/shipping-methods', {
      slug: 'standard',
      title: 'Standard',
      priority: 0,
      countries: [],
      customer_groups: [],
      bands: [
        { name: 'Light', requirement: { type: 'weight', min: '0', max: '10000' }, cost: { type: 'fixed', amount: '4.95' } },
        { name: 'Heavy', requirement: { type: 'weight', min: '10001' }, cost: { type: 'free' } },
      ],
    }),
    'shipping method',
  ).body;
  const customer = await createCustomer(t, `buyer-${tag}@example.com`, { external_id: `C-${tag}` });
  return { db, scope, list, shipping, customer, location };
}

export async function createCustomer(t: Tenant, email: string, extra: Record<string, unknown> = {}) {
  const body = {
    email,
    company_name: 'Engines Ltd',
    addresses: [
      { first_name: 'Ada', address_line1: '1 Main St', city: 'Berlin', postal_code: '10115', country_code: 'DE', is_default_shipping: true },
      { first_name: 'Ada', address_line1: '2 Side Rd', city: 'Leeds', postal_code: 'LS1', country_code: 'GB', is_default_billing: true },
    ],
    ...extra,
  };
  return ok(await t.call('PUT', `/api/v2/customers/email/${email}`, body), 'customer').body as { id: string; external_id: string | null; email: string; addresses: { id: string }[] };
}

export const newCart = async (t: Tenant, customerId: string) => ok(await t.call('POST', '/api/v1/carts', { customer_id: customerId }), 'cart').body;
