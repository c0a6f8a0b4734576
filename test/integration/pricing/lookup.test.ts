import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../helpers/harness.ts';
import { lookup, pricingFixtures } from './lookup-fixtures.ts';

// POST /api/v1/pricing/lookup (and its alias), happy paths: volume breaks, own vs inherited lists,
// derived lists, discount, variant vs parent SKU, gross display and gross rows (answered net), 207 lines, explain, lookup keys, currency.

const setup = useHarness();
const ids: Record<string, string> = {};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

beforeAll(async () => {
  const f = pricingFixtures(setup.h, setup.t);
  await f.settings('base', { currencyCode: 'GBP', defaultTaxRate: '19' });
  await f.group('trade');
  await f.group('trade-sub', 'trade');
  await f.settings('trade', { priceLists: ['retail'] });
  await f.group('shows-gross');
  await f.settings('shows-gross', { taxInclusiveDisplay: true });

  await f.priceList('wholesale');
  await f.prices('wholesale', 'W-1', [[5, '10.0000'], [20, '9.5000']]);
  await f.prices('wholesale', 'P-PARENT', [[1, '20.0000']]);
  await f.prices('wholesale', 'P-RED', [[1, '18.0000']]);
  await f.priceList('retail');
  await f.prices('retail', 'W-1', [[1, '12.0000']]);
  await f.prices('retail', 'R-ONLY', [[1, '3.3333']]);
  await f.priceList('derived', { rules: [{ source: 'wholesale', adjustment: '0.1', direction: 'minus' }] });
  await f.priceList('gross', { taxInclusiveDisplay: true });
  await f.prices('gross', 'G-ROW', [[1, '10.0000', { displayTaxRate: '10' }]]);
  await f.prices('gross', 'G-VAR', [[1, '10.0000']]);
  await f.prices('gross', 'G-DEF', [[1, '10.0000']]);
  // Gross rows (tax_type gross): answered net.
  await f.priceList('gross-stored', { taxInclusiveDisplay: true });
  await f.prices('gross-stored', 'GS-1', [[1, '12.00', { taxType: 'gross', displayTaxRate: '20' }]]);
  await f.prices('gross-stored', 'GS-MIX', [[1, '10.0000', { taxType: 'net' }], [10, '10.7100', { taxType: 'gross' }]]);
  await f.priceList('gross-plain');
  await f.prices('gross-plain', 'GP-1', [[1, '12.00', { taxType: 'gross' }]]);
  await f.prices('gross-plain', 'GP-DEF', [[1, '11.90', { taxType: 'gross' }]]);
  await f.priceList('usd', { currencyCode: 'USD' });
  await f.prices('usd', 'W-1', [[1, '11.0000']]);

  await f.product('widget', null, [{ sku: 'W-1' }, { sku: 'R-ONLY' }, { sku: 'NOPRICE' }]);
  await f.product('paint', 'P-PARENT', [{ sku: 'P-RED' }, { sku: 'P-BLUE' }]);
  await f.product('gross-things', null, [{ sku: 'G-ROW', tax_rate: '5' }, { sku: 'G-VAR', tax_rate: '20' }, { sku: 'G-DEF' }]);
  await f.product('gross-rows', null, [{ sku: 'GS-1', tax_rate: '7' }, { sku: 'GS-MIX', tax_rate: '19' }, { sku: 'GP-1', tax_rate: '20' }, { sku: 'GP-DEF' }]);

  ids.buyer = (await f.customer('buyer@example.com', { external_id: 'ERP-1', price_lists: ['wholesale', 'retail'], currency_code: 'EUR' })).id;
  ids.inherits = (await f.customer('inherits@example.com', { group: 'trade-sub' })).id;
  ids.own = (await f.customer('own@example.com', { group: 'trade-sub', price_lists: ['derived'] })).id;
  ids.discounted = (await f.customer('discount@example.com', { price_lists: ['wholesale'], discount_percentage: '12.5' })).id;
  ids.gross = (await f.customer('gross@example.com', { price_lists: ['gross'] })).id;
  ids.grossRows = (await f.customer('gross-rows@example.com', { price_lists: ['gross-stored', 'gross-plain'] })).id;
  ids.grossPlain = (await f.customer('gross-plain@example.com', { price_lists: ['gross-plain'] })).id;
  ids.grossRowsDiscount = (await f.customer('gross-rows-discount@example.com', { price_lists: ['gross-stored'], discount_percentage: '10' })).id;
  ids.usd = (await f.customer('usd@example.com', { price_lists: ['usd', 'wholesale'] })).id;
  ids.groupGross = (await f.customer('group-gross@example.com', { group: 'shows-gross', price_lists: ['wholesale'] })).id;
});

describe('volume breaks', () => {
  it('applies the highest break ≤ the quantity, and passes to the next list below the first break', async () => {
    const res = await lookup(setup.t, ids.buyer!, [['W-1', 2], ['W-1', 5], ['W-1', 30]]);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.body).toEqual({
      customer_id: ids.buyer,
      currency_code: 'EUR',
      line_items: [
        {
          sku: 'W-1',
          quantity: 2,
          unit_price: '12.0000',
          line_total: '24.00',
          price_list_slug: 'retail',
          currency_code: 'EUR',
          price_breaks: [{ quantity: 1, price: '12.0000' }],
          discount_percentage: '0.00',
        },
        {
          sku: 'W-1',
          quantity: 5,
          unit_price: '10.0000',
          line_total: '50.00',
          price_list_slug: 'wholesale',
          currency_code: 'EUR',
          price_breaks: [
            { quantity: 5, price: '10.0000' },
            { quantity: 20, price: '9.5000' },
          ],
          discount_percentage: '0.00',
        },
        expect.objectContaining({ sku: 'W-1', quantity: 30, unit_price: '9.5000', line_total: '285.00', price_list_slug: 'wholesale' }),
      ],
    });
  });

  it('rounds the line total to the minor units half-up', async () => {
    const res = await lookup(setup.t, ids.buyer!, [['R-ONLY', 3]]);
    expect(res.status).toBe(200);
    expect(res.body.line_items[0]).toMatchObject({ unit_price: '3.3333', line_total: '10.00', price_list_slug: 'retail' });
  });
});

describe('candidate lists', () => {
  it("uses the group settings' lists, inherited from the parent group, when the customer has none", async () => {
    const res = await lookup(setup.t, ids.inherits!, [['W-1', 5]]);
    expect(res.status).toBe(200);
    expect(res.body.line_items[0]).toMatchObject({ price_list_slug: 'retail', unit_price: '12.0000' });
  });

  it("uses only the customer's own lists when it has any (the group's are not merged in)", async () => {
    const res = await lookup(setup.t, ids.own!, [['W-1', 5], ['R-ONLY', 1]]);
    expect(res.status).toBe(207);
    expect(res.body.line_items[0]).toMatchObject({ price_list_slug: 'derived' });
    expect(res.body.line_items[1].error.code).toBe('price-unavailable');
  });

  it('prices through a derived list: source price × (1 − adjustment), every break', async () => {
    const res = await lookup(setup.t, ids.own!, [['W-1', 20]]);
    expect(res.status).toBe(200);
    expect(res.body.line_items[0]).toEqual({
      sku: 'W-1',
      quantity: 20,
      unit_price: '8.5500',
      line_total: '171.00',
      price_list_slug: 'derived',
      currency_code: 'EUR',
      price_breaks: [
        { quantity: 5, price: '9.0000' },
        { quantity: 20, price: '8.5500' },
      ],
      discount_percentage: '0.00',
    });
  });
});

describe('discount, parent SKUs and gross prices', () => {
  it("takes the customer's discount off the unit price; price_breaks stay undiscounted", async () => {
    const res = await lookup(setup.t, ids.discounted!, [['W-1', 20]]);
    expect(res.status).toBe(200);
    expect(res.body.line_items[0]).toMatchObject({
      unit_price: '8.3125',
      line_total: '166.25',
      discount_percentage: '12.50',
      price_breaks: [
        { quantity: 5, price: '10.0000' },
        { quantity: 20, price: '9.5000' },
      ],
    });
  });

  it("prefers the variant's own price and falls back to its parent SKU's", async () => {
    const res = await lookup(setup.t, ids.buyer!, [['P-RED', 1], ['P-BLUE', 2]]);
    expect(res.status).toBe(200);
    expect(res.body.line_items[0]).toMatchObject({ sku: 'P-RED', unit_price: '18.0000', price_list_slug: 'wholesale' });
    expect(res.body.line_items[1]).toMatchObject({ sku: 'P-BLUE', unit_price: '20.0000', line_total: '40.00', price_list_slug: 'wholesale' });
  });

  it('adds unit_price_gross on a tax-inclusive list: display rate, else variant rate, else settings default', async () => {
    const res = await lookup(setup.t, ids.gross!, [['G-ROW', 1], ['G-VAR', 1], ['G-DEF', 1]]);
    expect(res.status).toBe(200);
    expect(res.body.line_items.map((l: any) => [l.unit_price, l.unit_price_gross])).toEqual([
      ['10.0000', '11.0000'],
      ['10.0000', '12.0000'],
      ['10.0000', '11.9000'],
    ]);
  });

  it('answers a gross row net: 12.00 gross at its display_tax_rate 20 is 10.0000 net, shown as 12.0000 gross', async () => {
    const res = await lookup(setup.t, ids.grossRows!, [['GS-1', 1]], {}, '?explain=true');
    expect(res.status).toBe(200);
    expect(res.body.line_items[0]).toEqual({
      sku: 'GS-1',
      quantity: 1,
      unit_price: '10.0000',
      line_total: '10.00',
      price_list_slug: 'gross-stored',
      currency_code: 'EUR',
      price_breaks: [{ quantity: 1, price: '10.0000' }],
      discount_percentage: '0.00',
      unit_price_gross: '12.0000',
      explain: [
        {
          price_list_slug: 'gross-stored',
          outcome: 'used',
          reason: expect.stringContaining('gross price 12.0000 at 20% (display_tax_rate) → net 10.0000'),
        },
      ],
    });
  });

  it("converts gross breaks of a mixed list and of a net-display list at the variant's rate", async () => {
    const res = await lookup(setup.t, ids.grossRows!, [['GS-MIX', 10], ['GS-MIX', 1], ['GP-1', 2]]);
    expect(res.status).toBe(200);
    const breaks = [
      { quantity: 1, price: '10.0000' },
      { quantity: 10, price: '9.0000' },
    ];
    expect(res.body.line_items).toEqual([
      expect.objectContaining({ unit_price: '9.0000', line_total: '90.00', unit_price_gross: '10.7100', price_breaks: breaks }),
      expect.objectContaining({ unit_price: '10.0000', line_total: '10.00', unit_price_gross: '11.9000', price_breaks: breaks }),
      expect.objectContaining({ unit_price: '10.0000', line_total: '20.00', price_list_slug: 'gross-plain', price_breaks: [{ quantity: 1, price: '10.0000' }] }),
    ]);
    expect(res.body.line_items[2]).not.toHaveProperty('unit_price_gross');
  });

  it("a gross row with no rate of its own, on a variant with none, on a net-display list: the settings' default rate", async () => {
    const res = await lookup(setup.t, ids.grossPlain!, [['GP-DEF', 1]]);
    expect(res.status).toBe(200);
    expect(res.body.line_items[0]).toMatchObject({ unit_price: '10.0000', price_breaks: [{ quantity: 1, price: '10.0000' }] });
    expect(res.body.line_items[0]).not.toHaveProperty('unit_price_gross');
  });

  it('takes the discount off the gross, then the net from it; the gross shown is the discounted gross', async () => {
    const res = await lookup(setup.t, ids.grossRowsDiscount!, [['GS-1', 3]]);
    expect(res.status).toBe(200);
    expect(res.body.line_items[0]).toMatchObject({
      unit_price: '9.0000',
      unit_price_gross: '10.8000',
      line_total: '27.00',
      discount_percentage: '10.00',
      price_breaks: [{ quantity: 1, price: '10.0000' }],
    });
  });

  it("adds unit_price_gross on a net list when the customer's group settings have tax_inclusive_display", async () => {
    const res = await lookup(setup.t, ids.groupGross!, [['W-1', 5]]);
    expect(res.status).toBe(200);
    // The group inherits default_tax_rate 19 from base.
    expect(res.body.line_items[0]).toMatchObject({ price_list_slug: 'wholesale', unit_price: '10.0000', unit_price_gross: '11.9000' });
  });

  it('leaves unit_price_gross out on a net list', async () => {
    const res = await lookup(setup.t, ids.buyer!, [['W-1', 5]]);
    expect(res.body.line_items[0]).not.toHaveProperty('unit_price_gross');
  });
});

describe('partial success', () => {
  it('answers 207 with an error on each line that cannot be priced, the others priced', async () => {
    const res = await lookup(setup.t, ids.buyer!, [['W-1', 5], ['NO-SUCH-SKU', 1], ['NOPRICE', 3]]);
    expect(res.status).toBe(207);
    expect(res.body.customer_id).toBe(ids.buyer);
    expect(res.body.line_items[0]).toMatchObject({ sku: 'W-1', unit_price: '10.0000' });
    expect(res.body.line_items[1]).toEqual({
      sku: 'NO-SUCH-SKU',
      quantity: 1,
      error: { code: 'product-not-found', message: expect.stringContaining('NO-SUCH-SKU') },
    });
    expect(res.body.line_items[2]).toEqual({
      sku: 'NOPRICE',
      quantity: 3,
      error: { code: 'price-unavailable', message: expect.any(String) },
    });
  });

  it('prices a SKU sent twice on each line', async () => {
    const res = await lookup(setup.t, ids.buyer!, [['W-1', 5], ['W-1', 20]]);
    expect(res.body.line_items.map((l: any) => l.unit_price)).toEqual(['10.0000', '9.5000']);
  });
});

describe('alias and explain', () => {
  it('answers the same on POST /api/v1/fetch-customer-pricing', async () => {
    const body = { customer_id: ids.buyer, line_items: [{ sku: 'W-1', quantity: 5 }, { sku: 'NOPE', quantity: 1 }] };
    const a = await setup.t.call('POST', '/api/v1/pricing/lookup', body);
    const b = await setup.t.call('POST', '/api/v1/fetch-customer-pricing', body);
    expect(b.status).toBe(207);
    expect(b.body).toEqual(a.body);
  });

  it('explains every list tried with ?explain=true', async () => {
    const res = await lookup(setup.t, ids.buyer!, [['W-1', 2], ['NOPRICE', 1]], {}, '?explain=true');
    expect(res.status).toBe(207);
    expect(res.body.line_items[0].explain).toEqual([
      { price_list_slug: 'wholesale', outcome: 'below-first-break', reason: expect.stringContaining('below the first break (5)') },
      { price_list_slug: 'retail', outcome: 'used', reason: expect.stringContaining('12.0000') },
    ]);
    expect(res.body.line_items[1].explain).toEqual([
      { price_list_slug: 'wholesale', outcome: 'no-price', reason: expect.any(String) },
      { price_list_slug: 'retail', outcome: 'no-price', reason: expect.any(String) },
    ]);
    const plain = await lookup(setup.t, ids.buyer!, [['W-1', 2]], {}, '?explain=false');
    expect(plain.body.line_items[0]).not.toHaveProperty('explain');
  });

  it('explains lists a group inherits by the ancestor whose settings set them', async () => {
    const res = await lookup(setup.t, ids.inherits!, [['W-1', 1]], {}, '?explain=true');
    expect(res.body.line_items[0].explain[0].reason).toMatch(
      /^the settings of group 'trade-sub' \(inherited from group 'trade'\) name the lists 'retail', the customer names none; /,
    );
  });

  it('explains a derived price by its source', async () => {
    const res = await lookup(setup.t, ids.own!, [['W-1', 5]], {}, '?explain=1');
    expect(res.body.line_items[0].explain).toEqual([
      { price_list_slug: 'derived', outcome: 'used', reason: expect.stringContaining("derived from 'wholesale'") },
    ]);
  });
});

describe('customer_lookup_by', () => {
  it.each([
    ['external_id', 'ERP-1'],
    ['platform', 'ERP-1'],
    ['email', 'buyer@example.com'],
    ['sparklayer', '<id>'],
  ])('finds the customer by %s and answers its id', async (by, value) => {
    const id = value === '<id>' ? ids.buyer! : value;
    const res = await lookup(setup.t, id, [['W-1', 5]], { customer_lookup_by: by });
    expect(res.status).toBe(200);
    expect(res.body.customer_id).toBe(ids.buyer);
    expect(res.body.customer_id).toMatch(UUID);
  });
});

describe('currency_code', () => {
  it("is the first priced line's list currency", async () => {
    const res = await lookup(setup.t, ids.usd!, [['P-RED', 1], ['W-1', 1]]);
    expect(res.status).toBe(200);
    expect(res.body.line_items.map((l: any) => l.price_list_slug)).toEqual(['wholesale', 'usd']);
    expect(res.body.currency_code).toBe('EUR');
    // Each priced line names its own list's currency, so the USD line is not read as EUR.
    expect(res.body.line_items.map((l: any) => l.currency_code)).toEqual(['EUR', 'USD']);
    const usd = await lookup(setup.t, ids.usd!, [['W-1', 1]]);
    expect(usd.body).toMatchObject({ currency_code: 'USD', line_items: [{ unit_price: '11.0000', line_total: '11.00' }] });
  });

  it("is the customer's currency when nothing is priced, else the group settings'", async () => {
    const own = await lookup(setup.t, ids.buyer!, [['NOPE', 1]]);
    expect(own.status).toBe(207);
    expect(own.body.currency_code).toBe('EUR');
    const inherited = await lookup(setup.t, ids.inherits!, [['NOPE', 1]]);
    expect(inherited.status).toBe(207);
    expect(inherited.body.currency_code).toBe('GBP');
    const ownListsNoCurrency = await lookup(setup.t, ids.discounted!, [['NOPE', 1]]);
    expect(ownListsNoCurrency.body.currency_code).toBe('GBP');
  });
});

describe('OpenAPI', () => {
  it('documents both lookup paths with 200 and 207, and calculate-pricing', async () => {
    const res = await setup.h.request('/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { paths: Record<string, Record<string, { responses: Record<string, unknown>; description?: string }>> };
    for (const path of ['/api/v1/pricing/lookup', '/api/v1/fetch-customer-pricing']) {
      expect(Object.keys(doc.paths[path]!.post!.responses)).toEqual(expect.arrayContaining(['200', '207', '400', '403']));
      expect(doc.paths[path]!.post!.description).toMatch(/missing-param/);
    }
    expect(doc.paths['/api/v1/calculate-pricing']!.post!.responses).toHaveProperty('200');
  });
});
