import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../helpers/harness.ts';

// Field rules of the customer bodies: one 400 item per problem, `property` naming the (nested) field, and a
// rejected write leaves the stored record untouched.

const setup = useHarness();
let stored: any;
beforeAll(async () => {
  const res = await setup.t.call('PUT', '/api/v2/customers/external_id/VAL', {
    external_id: 'VAL', email: 'val@example.com', first_name: 'Stored', discount_percentage: 5, currency_code: 'usd',
    payment_on_account: { credit_limit: 100, balance: 1, net_terms_days: 14 },
    addresses: [{ external_id: 'home', city: 'Austin', country_code: 'US', is_default_shipping: true }],
  });
  expect(res.status).toBe(201);
  stored = res.body;
});

const unchanged = async () => expect((await setup.t.call('GET', `/api/v2/customers/id/${stored.id}`)).body).toEqual(stored);
const put = (body: unknown) => setup.t.call('PUT', '/api/v2/customers/external_id/VAL', body);
const patch = (body: unknown) => setup.t.call('PATCH', '/api/v2/customers/external_id/VAL', body);
const problems = (res: { body: any }) => Object.fromEntries(res.body.errors.map((e: any) => [e.property, e.code]));

describe('field rules', () => {
  it('reports every bad field of a PUT at once, with nested paths', async () => {
    const res = await put({
      external_id: 'VAL',
      email: 'val@example.com',
      first_name: 5,
      last_name: 'x'.repeat(256),
      company_name: 'ok',
      status: 'paused',
      role: 'boss',
      group: '',
      price_lists: ['Bad Slug', 'ok'],
      discount_percentage: 101,
      tax_exempt: 'yes',
      currency_code: 'XYZ',
      payment_on_account: { credit_limit: -1, balance: 'abc', net_terms_days: -5 },
      allowed_payment_methods: ['invoice', 'cash'],
      addresses: [
        { country_code: 'XX', is_default_shipping: 'yes' },
        { postal_code: 'x'.repeat(33), city: 7, id: 'nope' },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.title).toBe('invalid-request-contents');
    expect(problems(res)).toEqual({
      first_name: 'keyword-mismatch',
      last_name: 'keyword-mismatch',
      status: 'keyword-mismatch',
      role: 'keyword-mismatch',
      group: 'keyword-mismatch',
      'price_lists[0]': 'keyword-mismatch',
      discount_percentage: 'keyword-mismatch',
      tax_exempt: 'keyword-mismatch',
      currency_code: 'keyword-mismatch',
      'payment_on_account.credit_limit': 'keyword-mismatch',
      'payment_on_account.balance': 'keyword-mismatch',
      'payment_on_account.net_terms_days': 'keyword-mismatch',
      'allowed_payment_methods[1]': 'keyword-mismatch',
      'addresses[0].country_code': 'keyword-mismatch',
      'addresses[0].is_default_shipping': 'keyword-mismatch',
      'addresses[1].postal_code': 'keyword-mismatch',
      'addresses[1].city': 'keyword-mismatch',
      'addresses[1].id': 'keyword-mismatch',
    });
    expect(res.body.errors).toHaveLength(18);
    await unchanged();
  });

  it('PUT without email is 400 missing-param', async () => {
    const res = await put({ external_id: 'VAL' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ code: 'missing-param', message: 'Required', property: 'email' }]);
    await unchanged();
  });

  it.each([
    ['email', 'not-an-email'],
    ['email', `${'a'.repeat(250)}@example.com`],
    ['email', 42],
    ['discount_percentage', -1],
    ['discount_percentage', '100.01'],
    ['discount_percentage', '12.345'],
    ['discount_percentage', '1e2'],
    ['discount_percentage', true],
    ['currency_code', 'EURO'],
    ['currency_code', 7],
    ['external_id', ''],
    ['external_id', 'x'.repeat(256)],
    ['accounting_id', 'x'.repeat(256)],
    ['status', null],
    ['price_lists', ['a', 'a']],
    ['price_lists', 'a'],
    ['allowed_payment_methods', 'invoice'],
    ['addresses', {}],
  ])('PATCH %s = %j is 400 keyword-mismatch naming the field', async (field, value) => {
    const res = await patch({ [field]: value, first_name: 'Changed' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0]).toMatchObject({ code: 'keyword-mismatch', property: field });
    await unchanged();
  });

  it.each([
    [{ credit_limit: '12.345' }, 'payment_on_account.credit_limit'],
    [{ net_terms_days: 1.5 }, 'payment_on_account.net_terms_days'],
    [{ balance: null }, 'payment_on_account.balance'],
  ])('PATCH payment_on_account %j names the nested field', async (poa, property) => {
    const res = await patch({ payment_on_account: poa });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ code: 'keyword-mismatch', property })]);
    await unchanged();
  });

  it('a body that is not JSON is 400 body-mismatch; an array body is body-mismatch', async () => {
    const notJson = await setup.t.call('PUT', '/api/v2/customers/external_id/VAL', '{"email":', { 'Content-Type': 'application/json' });
    expect(notJson.status).toBe(400);
    expect(notJson.body.errors[0].code).toBe('body-mismatch');
    const array = await put([{ email: 'val@example.com' }]);
    expect(array.status).toBe(400);
    expect(array.body.errors[0].code).toBe('body-mismatch');
    await unchanged();
  });

  it('a body in another media type is 415 with an empty body', async () => {
    // Content-Length as a real client sends it (in-process requests carry none).
    const res = await setup.t.call('PATCH', '/api/v2/customers/external_id/VAL', 'first_name=x', {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Content-Length': '12',
    });
    expect(res.status).toBe(415);
    expect(res.text).toBe('');
    await unchanged();
  });

  it('accepts numbers or strings for money, any-case codes, and canonicalises payment-method aliases', async () => {
    const res = await patch({
      discount_percentage: '0', currency_code: 'jPy', payment_on_account: { credit_limit: 0, balance: '-5' },
      allowed_payment_methods: ['paymentOnAccount', 'upfrontPayment', 'on_account'],
      addresses: [{ country_code: 'gb' }],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      // Money in the customer's currency's minor units: none for JPY.
      discount_percentage: '0.00', currency_code: 'JPY', payment_on_account: { credit_limit: '0', balance: '-5', net_terms_days: 14 },
      allowed_payment_methods: ['on_account', 'upfront'],
    });
    expect(res.body.addresses[0].country_code).toBe('GB');
    const cleared = await patch({ allowed_payment_methods: [], payment_on_account: null, discount_percentage: null });
    expect(cleared.body).toMatchObject({
      allowed_payment_methods: [], discount_percentage: null, payment_on_account: { credit_limit: null, balance: '0', net_terms_days: null },
    });
    stored = (await setup.t.call('GET', `/api/v2/customers/id/${stored.id}`)).body;
  });
});
