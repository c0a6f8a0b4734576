import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../helpers/harness.ts';
import { createLists, priceMap } from './price-writes-fixtures.ts';

// Issue 15 item 13: a JSON number is judged by the digits the client sent, exactly as the same digits in a
// string are (contract §0 Values), in the bulk price reader and in ordinary JSON bodies alike. Bodies are sent as
// raw text: JSON.stringify in the test would already have rounded them.

const setup = useHarness({ workers: true });
let ids: Record<string, string>;

beforeAll(async () => {
  ids = await createLists(setup.h, setup.t, ['digits', 'source']);
});

const rows = (text: string) => setup.t.call('PATCH', '/api/v1/price-lists/digits/pricing', text);

describe('bulk price rows (stream-json reader)', () => {
  it('a price with 16 places is refused as a number, as it is as a string', async () => {
    for (const price of ['1.0000000000000001', '"1.0000000000000001"']) {
      const res = await rows(`[{"sku":"A","pricing":[{"quantity":1,"price":${price}}]}]`);
      expect(res.status, price).toBe(400);
      expect(res.body.errors).toEqual([{ line: 1, field: 'pricing[0].price', message: 'price must have at most 4 decimal places' }]);
    }
  });

  it("Decimal(19,4)'s largest value is taken as a number, as it is as a string, and stored exactly", async () => {
    const res = await rows('[{"sku":"BIG","pricing":[{"quantity":1,"price":999999999999999.9999}]},{"sku":"S","pricing":[{"quantity":1,"price":"999999999999999.9999"}]}]');
    expect(res.status, res.text).toBe(204);
    expect(await priceMap(setup.h, ids.digits!)).toEqual(['BIG@1=999999999999999.9999', 'S@1=999999999999999.9999']);
  });

  it('a quantity a float would round to an integer is not one', async () => {
    const res = await rows('[{"sku":"Q","pricing":[{"quantity":1.0000000000000001,"price":1},{"quantity":2.0,"price":1}]}]');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ line: 1, field: 'pricing[0].quantity', message: 'quantity must be an integer of at least 1' }]);
  });

  it('a number is still not a string where a string is needed', async () => {
    const res = await rows('[{"sku":12,"pricing":[{"quantity":1,"price":1}]}, 5]');
    expect(res.body.errors).toEqual([
      { line: 1, field: 'sku', message: 'sku is required' },
      { line: 2, field: 'item', message: 'each item must be an object' },
    ]);
  });
});

describe('ordinary JSON bodies with decimal fields (price-list rules)', () => {
  const create = (slug: string, rule: string) =>
    setup.t.call('POST', '/api/v1/price-lists', `{"slug":"${slug}","name":"N","currency_code":"EUR","rules":[{"source_price_list_slug":"source",${rule}}]}`);

  it('an adjustment with 17 places is refused as a number, as it is as a string', async () => {
    const asNumber = await create('r1', '"adjustment_percentage":0.10000000000000001');
    const asString = await create('r1', '"adjustment_percentage":"0.10000000000000001"');
    for (const res of [asNumber, asString]) {
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ code: 'keyword-mismatch', property: 'rules[0].adjustment_percentage', message: 'value must have at most 6 decimal places' }]);
    }
    expect((await setup.t.call('GET', '/api/v1/price-lists/r1')).status).toBe(404);
  });

  it('the largest exchange rate is taken as a number with all its digits', async () => {
    const res = await create('r2', '"currency_exchange_rate":99999999999.99999999');
    expect(res.status, res.text).toBe(201);
    expect(res.body.rules[0].currency_exchange_rate).toBe('99999999999.99999999');
  });

  it('plain numbers, exponents and repeated keys read as before', async () => {
    const res = await setup.t.call(
      'POST',
      '/api/v1/price-lists',
      '{"slug":"r3","name":"X","name":"N","currency_code":"EUR","rules":[{"source_price_list_slug":"source","adjustment_percentage":1.5e-1,"currency_exchange_rate":2}]}',
    );
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ name: 'N', rules: [{ adjustment_percentage: '0.150000', currency_exchange_rate: '2.00000000' }] });
    const bad = await setup.t.call('POST', '/api/v1/price-lists', '{"slug":"r4",');
    expect([bad.status, bad.body.title]).toEqual([400, 'invalid-request-contents']);
  });
});

describe('other services with decimal fields (customers)', () => {
  const put = (body: string) => setup.t.call('PUT', '/api/v2/customers/email/digits@example.test', body);

  it('a decimal field is judged by the digits sent; any other field refuses a number a double cannot hold', async () => {
    const discount = await put('{"email":"digits@example.test","discount_percentage":5.0000000000000001}');
    expect([discount.status, discount.body.errors]).toEqual([
      400,
      [{ code: 'keyword-mismatch', property: 'discount_percentage', message: 'value must have at most 2 decimal places' }],
    ]);
    const days = await put('{"email":"digits@example.test","payment_on_account":{"credit_limit":5,"net_terms_days":30.000000000000001}}');
    expect([days.status, days.body.errors]).toEqual([
      400,
      [{ code: 'keyword-mismatch', property: 'payment_on_account.net_terms_days', message: '30.000000000000001 has more digits than this field can hold exactly' }],
    ]);
    const ok = await put('{"email":"digits@example.test","discount_percentage":5.25,"payment_on_account":{"credit_limit":5000,"net_terms_days":30}}');
    expect(ok.status, ok.text).toBe(201);
  });
});
