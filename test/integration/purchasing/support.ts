import type { Harness, Tenant } from '../../helpers/harness.ts';

// Bodies and seeding shared by the purchasing tests.

export const order = (external: string, extra: Record<string, unknown> = {}) => ({
  type: 'order',
  identifiers: { external },
  currency_code: 'EUR',
  line_items: [
    { sku: 'A-1', name: 'Widget', quantity: 3, unit_price: '1.005' },
    { sku: 'B-2', quantity: 2, unit_price: 10 },
  ],
  shipping: { title: 'Standard', amount: '5' },
  tax_lines: [{ title: 'VAT', rate: '0.2', amount: '1.234' }],
  ...extra,
});

export const putByExternal = (t: Tenant, external: string, body: unknown) => t.call('PUT', `/api/v1/purchases/external_id/${encodeURIComponent(external)}`, body);

export async function createCustomer(t: Tenant, email: string, externalId: string): Promise<string> {
  const res = await t.call('PUT', `/api/v2/customers/email/${email}`, { email, external_id: externalId });
  if (res.status !== 201 && res.status !== 200) throw new Error(`customer: ${res.status} ${res.text}`);
  return res.body.id;
}

export const purchaseCount = (h: Harness, t: Tenant) => h.deps.db.prisma.purchase.count({ where: { siteId: t.siteId, environment: t.environment } });
