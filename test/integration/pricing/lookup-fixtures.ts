import type { ApiResponse, Harness, Tenant } from '../../helpers/harness.ts';

// Builders for the pricing lookup tests: groups, settings, price lists, products and customers through
// their APIs; price rows straight into the table (the price endpoints apply them through a worker job).

type ListOpts = {
  currencyCode?: string;
  taxInclusiveDisplay?: boolean;
  rules?: { source: string; adjustment: string; direction?: 'plus' | 'minus'; rate?: string }[];
};
type Break = [quantity: number, price: string, extra?: { displayTaxRate?: string; taxType?: string; unitOfMeasure?: string }];

function ok(res: ApiResponse, what: string) {
  if (res.status < 200 || res.status > 299) throw new Error(`${what}: ${res.status} ${res.text}`);
}

export function pricingFixtures(h: Harness, t: Tenant) {
  const db = h.deps.db.prisma;
  const scope = { siteId: t.siteId, environment: t.environment };

  async function listId(slug: string) {
    const list = await db.priceList.findUniqueOrThrow({ where: { siteId_environment_slug: { ...scope, slug } } });
    return list.id;
  }

  return {
    async group(slug: string, parentSlug = 'base') {
      ok(await t.call('POST', '/api/v1/customer-groups', { slug, name: slug, parent_slug: parentSlug }), `group ${slug}`);
    },

    /** A full replace of the group's own settings (unset fields inherit). */
    async settings(groupSlug: string, s: { priceLists?: string[]; currencyCode?: string; defaultTaxRate?: string; taxInclusiveDisplay?: boolean }) {
      const body = {
        price_lists: s.priceLists ?? null,
        currency_code: s.currencyCode ?? null,
        default_tax_rate: s.defaultTaxRate ?? null,
        tax_inclusive_display: s.taxInclusiveDisplay ?? null,
      };
      ok(await t.call('PUT', `/api/v1/settings/${groupSlug}`, body), `settings ${groupSlug}`);
    },

    async priceList(slug: string, opts: ListOpts = {}) {
      const res = await t.call('POST', '/api/v1/price-lists', {
        slug,
        name: slug,
        currency_code: opts.currencyCode ?? 'EUR',
        tax_inclusive_display: opts.taxInclusiveDisplay ?? false,
        rules: (opts.rules ?? []).map((r) => ({
          source_price_list_slug: r.source,
          adjustment_percentage: r.adjustment,
          adjustment_direction: r.direction ?? 'plus',
          currency_exchange_rate: r.rate ?? '1',
        })),
      });
      ok(res, `price list ${slug}`);
      return res.body.id as string;
    },

    /** Stored rows written directly: the pricing endpoints apply them through a worker job, which these tests do not need. */
    async prices(slug: string, sku: string, breaks: Break[]) {
      const priceListId = await listId(slug);
      await db.price.createMany({
        data: breaks.map(([quantity, price, extra]) => ({
          ...scope,
          priceListId,
          sku,
          quantity,
          price,
          displayTaxRate: extra?.displayTaxRate ?? null,
          taxType: extra?.taxType ?? null,
          unitOfMeasure: extra?.unitOfMeasure ?? null,
        })),
      });
    },

    /** A product with a parent SKU (optional) and variants, through PUT /api/v1/products. */
    async product(slug: string, parentSku: string | null, variants: { sku: string; tax_rate?: string }[]) {
      const res = await t.call('PUT', `/api/v1/products/slug/${slug}`, { slug, title: slug, sku: parentSku, variants });
      ok(res, `product ${slug}`);
      return res.body;
    },

    /** A customer through PUT /api/v2/customers/email/{email}; answers the customer view (with its id). */
    async customer(email: string, fields: Record<string, unknown> = {}) {
      const res = await t.call('PUT', `/api/v2/customers/email/${encodeURIComponent(email)}`, { email, ...fields });
      ok(res, `customer ${email}`);
      return res.body as { id: string; email: string; external_id: string | null };
    },
  };
}

export const lookup = (t: Tenant, customerId: string, lines: [string, number][], extra: Record<string, unknown> = {}, query = '') =>
  t.call('POST', `/api/v1/pricing/lookup${query}`, {
    customer_id: customerId,
    line_items: lines.map(([sku, quantity]) => ({ sku, quantity })),
    ...extra,
  });
