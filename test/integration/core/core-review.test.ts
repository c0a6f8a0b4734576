import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness, type ApiResponse, type Tenant } from '../../helpers/harness.ts';

// Review findings on Core: datetimes outside PostgreSQL's range (H4), order limits re-rounded by an inherited
// currency (M4), PUT by id must repeat the id (M5), customer money in the currency's minor units (M6), and the
// one decimal parser every slice now shares (L1).

const setup = useHarness({ tenant: false });

function expectProblems(res: ApiResponse, expected: { code: string; property?: string; message?: unknown }[]) {
  expect(res.status).toBe(400);
  expect(res.body.title).toBe('invalid-request-contents');
  expect(res.body.errors).toHaveLength(expected.length);
  for (const e of expected) expect(res.body.errors).toContainEqual(expect.objectContaining(e));
}

describe('H4: discount dates must fit years 0001-9999 in UTC', () => {
  let t: Tenant;
  beforeAll(async () => {
    t = await setup.h.tenant();
  });
  const discount = (extra: object) => ({ name: 'Dated', kind: 'order_total', amount_type: 'percentage', amount: 10, ...extra });

  it.each([
    ['starts_at', '0000-01-01T00:00:00Z'],
    ['starts_at', '0001-01-01T00:30:00+01:00'],
    ['ends_at', '9999-12-31T23:59:59-14:00'],
    ['ends_at', '9999-12-31T23:00:00-01:00'],
  ])('POST with %s %s is 400 keyword-mismatch, not 500', async (field, value) => {
    const res = await t.call('POST', '/api/v1/discounts', discount({ [field]: value }));
    expectProblems(res, [{ code: 'keyword-mismatch', property: field }]);
  });

  it.each([
    ['starts_at', '2026-03-01T25:00:00Z'],
    ['ends_at', '2026-03-01T12:61:00Z'],
    ['starts_at', 'not a date'],
  ])('an impossible %s %s is one problem (not a date-time), without a false one about the year range', async (field, value) => {
    const res = await t.call('POST', '/api/v1/discounts', discount({ [field]: value }));
    expectProblems(res, [{ code: 'keyword-mismatch', property: field }]);
    expect(res.body.errors[0].message).not.toMatch(/year/);
  });

  it('PATCH with an out-of-range date is 400 too, and the discount is unchanged', async () => {
    const created = (await t.call('POST', '/api/v1/discounts', discount({}))).body;
    const res = await t.call('PATCH', `/api/v1/discounts/${created.id}`, { starts_at: '0000-06-01T00:00:00Z' });
    expectProblems(res, [{ code: 'keyword-mismatch', property: 'starts_at' }]);
    expect((await t.call('GET', `/api/v1/discounts/${created.id}`)).body).toEqual(created);
  });

  it('the edges of the range are accepted and answered in UTC', async () => {
    const res = await t.call('POST', '/api/v1/discounts', discount({ starts_at: '0001-01-01T00:00:00Z', ends_at: '9999-12-31T23:59:59+14:00' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ starts_at: '0001-01-01T00:00:00.000Z', ends_at: '9999-12-31T09:59:59.000Z' });
  });

  it('ends_at must still come after starts_at', async () => {
    const res = await t.call('POST', '/api/v1/discounts', discount({ starts_at: '2026-04-01T00:00:00Z', ends_at: '2026-04-01T01:00:00+02:00' }));
    expectProblems(res, [{ code: 'keyword-mismatch', property: 'ends_at' }]);
  });
});

describe("M4: a currency change may not re-round the order limits of groups below", () => {
  let t: Tenant;
  beforeAll(async () => {
    t = await setup.h.tenant();
    for (const [slug, parent] of [['parent', 'base'], ['child', 'parent'], ['grandchild', 'child'], ['other', 'base']]) {
      expect((await t.call('POST', '/api/v1/customer-groups', { slug, name: slug, parent_slug: parent })).status).toBe(201);
    }
    expect((await t.call('PUT', '/api/v1/settings/parent', { currency_code: 'BHD' })).status).toBe(200);
    // Inherits BHD (3 places).
    expect((await t.call('PUT', '/api/v1/settings/grandchild', { minimum_order_value: '10.555', maximum_order_value: '20.5' })).status).toBe(200);
  });

  it('PUT settings on an ancestor with a currency of fewer places is 400 naming the group below', async () => {
    const res = await t.call('PUT', '/api/v1/settings/parent', { currency_code: 'EUR' });
    expectProblems(res, [{ code: 'keyword-mismatch', property: 'currency_code', message: expect.stringContaining('"grandchild"') }]);
    expect(res.body.errors[0].message).toContain('minimum_order_value 10.555');
    const kept = (await t.call('GET', '/api/v1/settings/grandchild')).body.settings;
    expect(kept.currency_code.value).toBe('BHD');
    expect(kept.minimum_order_value.value).toBe('10.555');
  });

  it('PUT settings on base (the root of every chain) is checked the same way', async () => {
    expect((await t.call('PUT', '/api/v1/settings/parent', {})).status).toBe(400);
    const res = await t.call('PUT', '/api/v1/settings/base', { currency_code: 'JPY' });
    expect(res.status).toBe(200); // parent still sets BHD, so nothing below base changes currency
  });

  it('a currency with as many places (or a group that sets its own) is fine', async () => {
    expect((await t.call('PUT', '/api/v1/settings/parent', { currency_code: 'KWD' })).status).toBe(200);
    expect((await t.call('PUT', '/api/v1/settings/child', { currency_code: 'OMR' })).status).toBe(200);
    expect((await t.call('PUT', '/api/v1/settings/parent', { currency_code: 'JPY' })).status).toBe(200);
    expect((await t.call('GET', '/api/v1/settings/grandchild')).body.settings.minimum_order_value.value).toBe('10.555');
  });

  it('re-parenting under a group of another currency is 400 keyword-mismatch on parent_slug, naming the groups', async () => {
    expect((await t.call('PUT', '/api/v1/settings/other', { currency_code: 'USD' })).status).toBe(200);
    // child sets its own OMR, so grandchild (which inherits it) keeps 3 places wherever child goes.
    expect((await t.call('PATCH', '/api/v1/customer-groups/child', { parent_slug: 'other' })).status).toBe(200);
    const moved = await t.call('PATCH', '/api/v1/customer-groups/grandchild', { parent_slug: 'other' });
    expectProblems(moved, [{ code: 'keyword-mismatch', property: 'parent_slug', message: expect.stringContaining('"grandchild"') }]);
    const list = (await t.call('GET', '/api/v1/customer-groups')).body;
    expect(list.find((g: { slug: string }) => g.slug === 'grandchild').parent_slug).toBe('child');
  });

  it("the edited group's own limits are still checked against its currency", async () => {
    const res = await t.call('PUT', '/api/v1/settings/other', { minimum_order_value: '1.005' });
    expectProblems(res, [{ code: 'keyword-mismatch', property: 'minimum_order_value' }]);
  });
});

describe('M5: PUT by id must repeat the id in the body', () => {
  let t: Tenant;
  beforeAll(async () => {
    t = await setup.h.tenant();
  });

  it('customers: a body without id is 400 parameters-mismatch, for create and replace', async () => {
    const id = randomUUID();
    const missing = await t.call('PUT', `/api/v2/customers/id/${id}`, { email: 'm5@example.com' });
    expectProblems(missing, [{ code: 'parameters-mismatch', property: 'id' }]);
    expect((await t.call('GET', `/api/v2/customers/id/${id}`)).status).toBe(404);
    expect((await t.call('PUT', `/api/v2/customers/id/${id}`, { id: id.toUpperCase(), email: 'm5@example.com' })).status).toBe(201);
    const replace = await t.call('PUT', `/api/v2/customers/sparklayer/${id}`, { email: 'm5b@example.com' });
    expectProblems(replace, [{ code: 'parameters-mismatch', property: 'id' }]);
    expect((await t.call('GET', `/api/v2/customers/id/${id}`)).body.email).toBe('m5@example.com');
  });

  it('products: a body without id is 400 parameters-mismatch, for create and replace', async () => {
    const id = randomUUID();
    const missing = await t.call('PUT', `/api/v1/products/id/${id}`, { slug: 'm5', title: 'M5' });
    expectProblems(missing, [{ code: 'parameters-mismatch', property: 'id' }]);
    expect((await t.call('PUT', `/api/v1/products/id/${id}`, { id, slug: 'm5', title: 'M5' })).status).toBe(201);
    const replace = await t.call('PUT', `/api/v1/products/sparklayer/${id}`, { slug: 'm5', title: 'Changed' });
    expectProblems(replace, [{ code: 'parameters-mismatch', property: 'id' }]);
    expect((await t.call('GET', `/api/v1/products/id/${id}`)).body.title).toBe('M5');
  });
});

describe("M6: a customer's credit limit and balance use its currency's minor units", () => {
  let t: Tenant;
  beforeAll(async () => {
    t = await setup.h.tenant();
  });
  const put = (key: string, body: object) => t.call('PUT', `/api/v2/customers/external_id/${key}`, { external_id: key, email: `${key.toLowerCase()}@example.com`, ...body });

  it.each([
    ['JPY', { credit_limit: 5000, balance: '120' }, { credit_limit: '5000', balance: '120' }],
    ['BHD', { credit_limit: '5000.125', balance: -1.5 }, { credit_limit: '5000.125', balance: '-1.500' }],
    ['CLF', { credit_limit: '1.2345', balance: 0 }, { credit_limit: '1.2345', balance: '0.0000' }],
    ['EUR', { credit_limit: '5000', balance: '120.1' }, { credit_limit: '5000.00', balance: '120.10' }],
    [null, { credit_limit: null, balance: '7' }, { credit_limit: null, balance: '7.00' }],
  ])('%s: answered with its places', async (currency, poa, expected) => {
    const key = `M6-${currency ?? 'NONE'}`;
    const res = await put(key, { currency_code: currency, payment_on_account: poa });
    expect(res.status).toBe(201);
    expect(res.body.payment_on_account).toMatchObject(expected);
    expect((await t.call('GET', `/api/v2/customers/external_id/${key}`)).body.payment_on_account).toMatchObject(expected);
    const listed = (await t.call('GET', '/api/v1/customers')).body.find((c: { external_id: string }) => c.external_id === key);
    expect(listed.payment_on_account).toMatchObject(expected);
  });

  it('more places than the currency has is 400 keyword-mismatch on the field', async () => {
    const jpy = await put('M6-BAD-JPY', { currency_code: 'jpy', payment_on_account: { credit_limit: '10.5', balance: '1.25' } });
    expectProblems(jpy, [
      { code: 'keyword-mismatch', property: 'payment_on_account.credit_limit' },
      { code: 'keyword-mismatch', property: 'payment_on_account.balance' },
    ]);
    const none = await put('M6-BAD-NONE', { payment_on_account: { balance: '1.125' } });
    expectProblems(none, [{ code: 'keyword-mismatch', property: 'payment_on_account.balance' }]);
    const five = await put('M6-BAD-5', { currency_code: 'CLF', payment_on_account: { balance: '1.12345' } });
    expectProblems(five, [{ code: 'keyword-mismatch', property: 'payment_on_account.balance' }]);
  });

  it('PATCH checks against the currency it leaves the customer with', async () => {
    await put('M6-P', { currency_code: 'EUR', payment_on_account: { credit_limit: '10.50', balance: '3' } });
    const money = await t.call('PATCH', '/api/v2/customers/external_id/M6-P', { payment_on_account: { balance: '1.255' } });
    expectProblems(money, [{ code: 'keyword-mismatch', property: 'payment_on_account.balance' }]);
    const currency = await t.call('PATCH', '/api/v2/customers/external_id/M6-P', { currency_code: 'JPY' });
    expectProblems(currency, [{ code: 'keyword-mismatch', property: 'currency_code' }]);
    const both = await t.call('PATCH', '/api/v2/customers/external_id/M6-P', { currency_code: 'BHD', payment_on_account: { balance: '1.255' } });
    expect(both.status).toBe(200);
    expect(both.body.payment_on_account).toEqual({ credit_limit: '10.500', balance: '1.255', net_terms_days: null });
    // Fields that do not touch money pass whatever the stored amounts.
    expect((await t.call('PATCH', '/api/v2/customers/external_id/M6-P', { first_name: 'Ok' })).status).toBe(200);
  });

  it('the discount percentage stays a 2-place percentage whatever the currency', async () => {
    const res = await put('M6-DISC', { currency_code: 'JPY', discount_percentage: 12.5 });
    expect(res.body.discount_percentage).toBe('12.50');
    expectProblems(await put('M6-DISC2', { discount_percentage: '1.125' }), [{ code: 'keyword-mismatch', property: 'discount_percentage' }]);
  });
});

describe('L1: one decimal parser, the same answers everywhere', () => {
  let t: Tenant;
  beforeAll(async () => {
    t = await setup.h.tenant();
  });

  it.each([
    ['1e3', 'exponent'],
    ['', 'empty'],
    ['12,5', 'decimal number'],
    [true, 'number or a decimal string'],
    ['-1', 'negative'],
    ['1.23456', 'at most 4 decimal places'],
  ])('%j is refused by tax_rate, a discount amount, a shipping band and an order value with the same message', async (value, reason) => {
    const responses = await Promise.all([
      t.call('PUT', '/api/v1/products/slug/l1', { slug: 'l1', title: 'L1', variants: [{ sku: 'L1', tax_rate: value }] }),
      t.call('POST', '/api/v1/discounts', { name: 'L1', kind: 'order_total', amount_type: 'fixed', amount: value }),
      t.call('POST', '/api/v2/shipping-methods', { slug: 'l1', title: 'L1', bands: [{ name: 'b', requirement: { type: 'order_value', min: value }, cost: { type: 'free' } }] }),
      t.call('PUT', '/api/v1/settings/base', { minimum_order_value: value }),
    ]);
    const messages = responses.map((r) => {
      expect(r.status).toBe(400);
      expect(r.body.errors).toHaveLength(1);
      expect(r.body.errors[0].code).toBe('keyword-mismatch');
      return r.body.errors[0].message;
    });
    expect(new Set(messages).size).toBe(1);
    expect(messages[0]).toContain(reason);
  });

  it('tax_rate keeps its range and answers 4 places', async () => {
    const over = await t.call('PUT', '/api/v1/products/slug/l1', { slug: 'l1', title: 'L1', variants: [{ sku: 'L1', tax_rate: '100.01' }] });
    expectProblems(over, [{ code: 'keyword-mismatch', property: 'variants[0].tax_rate', message: 'value must be at most 100' }]);
    const ok = await t.call('PUT', '/api/v1/products/slug/l1', { slug: 'l1', title: 'L1', variants: [{ sku: 'L1', tax_rate: ' 7.125 ' }] });
    expect(ok.status).toBe(201);
    expect(ok.body.variants[0].tax_rate).toBe('7.1250');
  });

  it('payment method lists take at most 6 entries in customers and settings alike', async () => {
    const seven = ['invoice', 'invoice', 'on_account', 'upfront', 'paymentByInvoice', 'paymentOnAccount', 'upfrontPayment'];
    expectProblems(await t.call('PUT', '/api/v2/customers/email/l1@example.com', { email: 'l1@example.com', allowed_payment_methods: seven }), [
      { code: 'keyword-mismatch', property: 'allowed_payment_methods' },
    ]);
    expectProblems(await t.call('PUT', '/api/v1/settings/base', { allowed_payment_methods: seven }), [{ code: 'keyword-mismatch', property: 'allowed_payment_methods' }]);
    const six = await t.call('PUT', '/api/v2/customers/email/l1@example.com', { email: 'l1@example.com', allowed_payment_methods: seven.slice(1) });
    expect(six.body.allowed_payment_methods).toEqual(['invoice', 'on_account', 'upfront']);
  });

  it('price list slugs get the same rule and message in customers and settings', async () => {
    const bad = ['Not A Slug'];
    const a = await t.call('PUT', '/api/v2/customers/email/l1b@example.com', { email: 'l1b@example.com', price_lists: bad });
    const b = await t.call('PUT', '/api/v1/settings/base', { price_lists: bad });
    expect(a.body.errors).toEqual(b.body.errors);
    expect(a.body.errors[0]).toMatchObject({ code: 'keyword-mismatch', property: 'price_lists[0]' });
  });
});
