import { expect } from 'vitest';
import type { Transport } from './client.ts';
import type { OpKey } from './openapi.ts';
import { GONE } from './cases-core.ts';
import { curlCase, fetchCase, need, type Case, type Suite } from './suite.ts';

// Every delete route, once with a bodyless fetch (no body, no Content-Length) and once with `curl -X DELETE`: the
// documented 204 with no body, then proof that the record is gone. The records were made by the create cases.

type Deletion = {
  op: OpKey;
  what: string;
  params(s: Suite, via: Transport): Record<string, string>;
  expectGone(s: Suite, via: Transport): Promise<void>;
};

async function expectNotFound(s: Suite, op: OpKey, params: Record<string, string>) {
  const ex = await s.api.fetch(op, { params });
  s.api.expectAnswer(ex, 404);
  expect(ex.body.title).toBe('resource-not-found');
}

const customer = (version: string, via: Transport) => `gone-${version}-${via}@bb.test`;

const deletions: Deletion[] = [
  {
    op: 'DELETE /api/v1/price-lists/{slug}/pricing',
    what: "a price list's rows",
    params: (_, via) => ({ slug: `bb-gone-${via}` }),
    async expectGone(s, via) {
      await s.api.call('GET /api/v1/price-lists/{slug}/pricing', { params: { slug: `bb-gone-${via}` } }, 204);
    },
  },
  {
    op: 'DELETE /api/v1/price-lists/{slug}',
    what: 'a price list',
    params: (_, via) => ({ slug: `bb-gone-${via}` }),
    expectGone: (s, via) => expectNotFound(s, 'GET /api/v1/price-lists/{slug}', { slug: `bb-gone-${via}` }),
  },
  {
    op: 'DELETE /api/v2/customers/{lookupBy}/{identifier}',
    what: 'a customer (v2)',
    params: (_, via) => ({ lookupBy: 'email', identifier: customer('v2', via) }),
    expectGone: (s, via) => expectNotFound(s, 'GET /api/v2/customers/{lookupBy}/{identifier}', { lookupBy: 'email', identifier: customer('v2', via) }),
  },
  {
    op: 'DELETE /api/v1/customers/{lookupBy}/{identifier}',
    what: 'a customer (v1)',
    params: (_, via) => ({ lookupBy: 'email', identifier: customer('v1', via) }),
    expectGone: (s, via) => expectNotFound(s, 'GET /api/v2/customers/{lookupBy}/{identifier}', { lookupBy: 'email', identifier: customer('v1', via) }),
  },
  {
    op: 'DELETE /api/v1/customer-groups/{slug}',
    what: 'a customer group',
    params: (_, via) => ({ slug: `bb-gone-${via}` }),
    async expectGone(s, via) {
      await expectNotFound(s, 'GET /api/v1/settings/{group_slug}', { group_slug: `bb-gone-${via}` });
      const { body } = await s.api.call('GET /api/v1/customer-groups', {}, 200);
      expect(body.map((g: { slug: string }) => g.slug)).not.toContain(`bb-gone-${via}`);
    },
  },
  {
    op: 'DELETE /api/v1/products/{lookupBy}/{identifier}',
    what: 'a product',
    params: (_, via) => ({ lookupBy: 'slug', identifier: `bb-gone-${via}` }),
    async expectGone(s, via) {
      await expectNotFound(s, 'GET /api/v1/products/{lookupBy}/{identifier}', { lookupBy: 'slug', identifier: `bb-gone-${via}` });
      await expectNotFound(s, 'GET /api/v1/variants/{lookupBy}/{identifier}', { lookupBy: 'sku', identifier: `BB-GONE-${via.toUpperCase()}` });
    },
  },
  {
    op: 'DELETE /api/v1/discounts/{id}',
    what: 'a discount',
    params: (s, via) => ({ id: need(s, `discount-${via}`) }),
    expectGone: (s, via) => expectNotFound(s, 'GET /api/v1/discounts/{id}', { id: need(s, `discount-${via}`) }),
  },
  {
    op: 'DELETE /api/v2/shipping-methods/{id}',
    what: 'a shipping method',
    params: (s, via) => ({ id: need(s, `shipping-${via}`) }),
    expectGone: (s, via) => expectNotFound(s, 'GET /api/v2/shipping-methods/{id}', { id: need(s, `shipping-${via}`) }),
  },
  {
    op: 'DELETE /api/v1/stock-locations/{id}',
    what: 'a stock location and its levels',
    params: (s, via) => ({ id: via === 'fetch' ? need(s, `location-bb-wh-gone-${via}`) : `bb-wh-gone-${via}` }),
    async expectGone(s, via) {
      await expectNotFound(s, 'GET /api/v1/stock-locations/{id}', { id: `bb-wh-gone-${via}` });
      const { body } = await s.api.call('POST /api/v1/batch-fetch-stock', { json: { skus: ['BB-BOLT-200'], filter: { all_stock_locations: true } } }, 200);
      const left = (body[0]?.stock_levels ?? []).map((l: { stock_location_external_id: string }) => l.stock_location_external_id);
      expect(left).not.toContain(`bb-wh-gone-${via}`);
    },
  },
  {
    op: 'DELETE /api/v1/webhooks/{id}',
    what: 'a webhook endpoint',
    params: (s, via) => ({ id: need(s, `webhook-${via}`) }),
    expectGone: (s, via) => expectNotFound(s, 'GET /api/v1/webhooks/{id}/deliveries', { id: need(s, `webhook-${via}`) }),
  },
];

export const deleteCases: Case[] = deletions.flatMap((d) =>
  GONE.map((via) => {
    const make = via === 'fetch' ? fetchCase : curlCase;
    const how = via === 'fetch' ? 'a bodyless fetch' : 'curl -X DELETE';
    return make(d.op, `${how} deletes ${d.what} (204, then gone)`, async (s) => {
      const params = d.params(s, via);
      const ex = via === 'fetch' ? await s.api.fetch(d.op, { params }) : await s.api.curl(d.op, { params });
      s.api.expectAnswer(ex, 204);
      await d.expectGone(s, via);
    });
  }),
);
