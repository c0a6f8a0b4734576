import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../helpers/harness.ts';

// Contract §0 Values: requests accept a JSON number or a decimal string. A small JSON number such as 1e-8 is
// a valid rate even though JavaScript would print it with an exponent.

const setup = useHarness();
beforeAll(async () => {
  expect((await setup.t.call('POST', '/api/v1/price-lists', { slug: 'base', name: 'Base', currency_code: 'EUR' })).status).toBe(201);
});

describe('rule numbers', () => {
  it('takes JSON numbers exactly, small ones included', async () => {
    const res = await setup.t.call(
      'POST',
      '/api/v1/price-lists',
      `{"slug":"derived","name":"Derived","currency_code":"usd","rules":[{"source_price_list_slug":"base","adjustment_percentage":0.125,"currency_exchange_rate":1e-8}]}`,
    );
    expect(res.status, res.text).toBe(201);
    expect(res.body.rules[0]).toMatchObject({ source_price_list_slug: 'base' });
    expect(Number(res.body.rules[0].adjustment_percentage)).toBe(0.125);
    expect(res.body.rules[0].currency_exchange_rate).toMatch(/^0\.000000010*$/);
  });

  it('still refuses a string in exponent notation, a rate of 0 and an adjustment over 1', async () => {
    const res = await setup.t.call('POST', '/api/v1/price-lists', {
      slug: 'bad',
      name: 'Bad',
      currency_code: 'EUR',
      rules: [{ source_price_list_slug: 'base', adjustment_percentage: '1.5', currency_exchange_rate: '1e-8' }, { source_price_list_slug: 'base', currency_exchange_rate: 0 }],
    });
    expect(res.status).toBe(400);
    const properties = res.body.errors.map((e: { property: string }) => e.property).sort();
    expect(properties).toEqual(['rules[0].adjustment_percentage', 'rules[0].currency_exchange_rate', 'rules[1].currency_exchange_rate']);
  });
});
