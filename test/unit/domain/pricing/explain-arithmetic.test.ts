import { describe, expect, it } from 'vitest';
import { resolvePrices } from '../../../../src/domain/pricing/index.ts';
import type { PriceListInfo, PriceRow, ResolvePricesInput } from '../../../../src/domain/pricing/types.ts';

// Issue 16 §3: ?explain=true traces every number: where the lists came from, the rule arithmetic from the stored
// source price, why the break applies, the discount and the tax conversion.

const retail: PriceListInfo = { slug: 'retail', currencyCode: 'EUR', taxInclusiveDisplay: false, rules: [] };
const trade: PriceListInfo = {
  slug: 'trade',
  currencyCode: 'EUR',
  taxInclusiveDisplay: true,
  rules: [{ sourcePriceListSlug: 'retail', adjustmentPercentage: '0.1', adjustmentDirection: 'minus', currencyExchangeRate: '1' }],
};
const rows: PriceRow[] = [
  { priceListSlug: 'retail', sku: 'W', quantity: 1, price: '0.20' },
  { priceListSlug: 'retail', sku: 'W', quantity: 10, price: '0.18' },
  { priceListSlug: 'retail', sku: 'W', quantity: 50, price: '0.15' },
];

function explainOf(customer: Partial<ResolvePricesInput['customer']>, quantity: number): string[] {
  const [line] = resolvePrices({
    customer: { priceLists: [], groupPriceLists: [], discountPercentage: '5', ...customer },
    lines: [{ sku: 'W', quantity }],
    skus: [{ sku: 'W', parentSku: null, taxRate: '20', exists: true }],
    lists: [retail, trade],
    rows,
    explain: true,
  });
  return line!.explain.map((s) => s.reason);
}

describe('the used step', () => {
  it('derived price: the stored source price, the rule terms, the break, the discount and the gross shown', () => {
    const [reason] = explainOf({ priceLists: ['trade'] }, 12);
    expect(reason).toContain("the customer's own price_lists name 'trade'");
    expect(reason).toContain("'retail' holds 0.1800 for SKU W at break 10");
    expect(reason).toContain("'trade' = 0.1800 × (1 − 10 %) × exchange rate 1 = 0.1620");
    expect(reason).toContain('break 10 applies: the highest of the breaks 1, 10, 50 not above quantity 12');
    expect(reason).toContain('customer discount 5 %: 0.1620 × (1 − 5 %) = 0.1539');
    expect(reason).toContain('shown with tax: 0.1539 × (1 + 20 %) = 0.1847 (20 % from variant tax_rate)');
  });

  it('lists from the group settings say which group', () => {
    const [reason] = explainOf({ groupPriceLists: ['retail'], groupSlug: 'gold', groupPriceListsFrom: 'gold' }, 1);
    expect(reason).toMatch(/^the settings of group 'gold' name the lists 'retail', the customer names none; /);
    expect(reason).toContain('stored price 0.2000 for SKU W at break 1');
    expect(reason).toContain('customer discount 5 %: 0.2000 × (1 − 5 %) = 0.1900');
  });

  it('lists a group inherits name the ancestor whose settings set them', () => {
    const [reason] = explainOf({ groupPriceLists: ['retail'], groupSlug: 'gold', groupPriceListsFrom: 'wholesale' }, 1);
    expect(reason).toMatch(/^the settings of group 'gold' \(inherited from group 'wholesale'\) name the lists 'retail', the customer names none; /);
  });
});
