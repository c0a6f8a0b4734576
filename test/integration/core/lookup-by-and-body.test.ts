import { describe, expect, it } from 'vitest';
import { useHarness } from '../../helpers/harness.ts';

// An unsupported lookupBy in the path and an invalid body: one 400 names both, so a client fixes them at once.

const setup = useHarness();
const items = (res: { body: any }) => res.body.errors.map((e: any) => [e.code, e.property]);

describe('an unsupported lookupBy together with an invalid body', () => {
  it('PUT and PATCH a customer: the lookupBy and every body problem in one 400', async () => {
    for (const method of ['PUT', 'PATCH']) {
      const res = await setup.t.call(method, '/api/v2/customers/slug/abc', { email: 'not-an-email', discount_percentage: 'lots' });
      expect(res.status, method).toBe(400);
      expect(res.body.title).toBe('invalid-request-contents');
      expect(items(res), method).toEqual(
        expect.arrayContaining([
          ['parameters-mismatch', 'lookupBy'],
          ['keyword-mismatch', 'email'],
          ['keyword-mismatch', 'discount_percentage'],
        ]),
      );
    }
  });

  it('PUT a product: lookupBy and the missing required fields', async () => {
    const res = await setup.t.call('PUT', '/api/v1/products/sku/abc', { title: 5 });
    expect(res.status).toBe(400);
    expect(items(res)).toEqual(expect.arrayContaining([['parameters-mismatch', 'lookupBy'], ['keyword-mismatch', 'title']]));
    expect(items(res).length).toBeGreaterThan(2);
  });

  it('a body that is not JSON is named too', async () => {
    const res = await setup.t.call('PUT', '/api/v2/customers/slug/abc', '{"email": ', { 'Content-Type': 'application/json' });
    expect(res.status).toBe(400);
    expect(items(res)).toEqual([['parameters-mismatch', 'lookupBy'], ['body-mismatch', undefined]]);
  });

  it('with a valid body only the lookupBy is reported; aliases are accepted', async () => {
    const res = await setup.t.call('PUT', '/api/v2/customers/slug/abc', { email: 'a@example.com' });
    expect(items(res)).toEqual([['parameters-mismatch', 'lookupBy']]);
    const alias = await setup.t.call('PUT', '/api/v2/customers/platform/ERP-1', { external_id: 'ERP-1', email: 'erp1@example.com' });
    expect(alias.status).toBe(201);
  });
});
