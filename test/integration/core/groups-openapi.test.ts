import { describe, expect, it } from 'vitest';
import { useHarness } from '../../helpers/harness.ts';

const setup = useHarness({ tenant: false });

// The OpenAPI document is generated from the route schemas; these routes must be in it with their schemas.
describe('OpenAPI for customer groups, settings, discounts and shipping methods', () => {
  it('documents every operation with request and response schemas', async () => {
    const res = await setup.h.request('/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as any;
    const ops: [string, string, string][] = [
      ['/api/v1/customer-groups', 'get', '200'],
      ['/api/v1/customer-groups', 'post', '201'],
      ['/api/v1/customer-groups/{slug}', 'patch', '200'],
      ['/api/v1/customer-groups/{slug}', 'delete', '204'],
      ['/api/v1/settings/{group_slug}', 'get', '200'],
      ['/api/v1/settings/{group_slug}', 'put', '200'],
      ['/api/v1/discounts', 'get', '200'],
      ['/api/v1/discounts', 'post', '201'],
      ['/api/v1/discounts/{id}', 'get', '200'],
      ['/api/v1/discounts/{id}', 'patch', '200'],
      ['/api/v1/discounts/{id}', 'delete', '204'],
      ['/api/v2/shipping-methods', 'get', '200'],
      ['/api/v2/shipping-methods', 'post', '201'],
      ['/api/v2/shipping-methods/{id}', 'get', '200'],
      ['/api/v2/shipping-methods/{id}', 'patch', '200'],
      ['/api/v2/shipping-methods/{id}', 'delete', '204'],
    ];
    for (const [path, method, status] of ops) {
      const op = doc.paths?.[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op.responses[status], `${method} ${path} ${status}`).toBeDefined();
      expect(op.responses['400']).toBeDefined();
      if (method === 'post' || method === 'put' || method === 'patch') expect(op.requestBody?.content?.['application/json']?.schema).toBeDefined();
    }
    for (const name of ['CustomerGroup', 'CustomerGroupCreate', 'GroupSettings', 'GroupSettingsUpdate', 'Discount', 'DiscountCreate', 'ShippingMethod', 'ShippingBand']) {
      expect(doc.components.schemas[name], name).toBeDefined();
    }
    expect(doc.components.schemas.GroupSettings.properties.settings.properties.price_lists.properties.source.enum).toEqual(['own', 'inherited', 'default']);
  });
});
