import { describe, expect, it } from 'vitest';
import { computePurchaseTotals } from '../../../src/domain/purchase-totals.ts';

// A purchase's computed money: total = subtotal − discount + shipping + tax, each part in the currency's minor
// units, half-up; a writer without discounts (most PUTs) has discount 0.

describe('computePurchaseTotals', () => {
  const cases: { name: string; input: Parameters<typeof computePurchaseTotals>[0]; expected: Partial<ReturnType<typeof computePurchaseTotals>> }[] = [
    {
      name: 'no discounts: subtotal + shipping + tax',
      input: { currencyCode: 'EUR', lines: [{ quantity: 3, unitPrice: '1.005' }, { quantity: 2, unitPrice: 10 }], shippingAmount: '5', taxAmounts: ['1.234'] },
      expected: { lineTotals: ['3.02', '20.00'], subtotal: '23.02', discountAmounts: [], discountTotal: '0.00', taxTotal: '1.23', total: '29.25' },
    },
    {
      name: 'discounts come off the total, each rounded to minor units',
      input: { currencyCode: 'EUR', lines: [{ quantity: 12, unitPrice: '4.25' }, { quantity: 3, unitPrice: '16.5' }], shippingAmount: '7.50', taxAmounts: ['3.12', '13.63'], discountAmounts: ['10.05', '1.995'] },
      expected: { subtotal: '100.50', discountAmounts: ['10.05', '2.00'], discountTotal: '12.05', taxTotal: '16.75', total: '112.70' },
    },
    {
      name: 'a currency without minor units',
      input: { currencyCode: 'JPY', lines: [{ quantity: 1, unitPrice: '1000.5' }], shippingAmount: null, taxAmounts: [], discountAmounts: ['100.4'] },
      expected: { subtotal: '1001', discountTotal: '100', total: '901', shippingAmount: null },
    },
  ];
  for (const c of cases) it(c.name, () => expect(computePurchaseTotals(c.input)).toMatchObject(c.expected));
});
