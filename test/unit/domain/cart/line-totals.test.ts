import { describe, expect, it } from 'vitest';
import { lineTotals } from '../../../../src/domain/cart/index.ts';
import { line } from './fixtures.ts';

const text = (v: { toFixed(): string } | null) => (v === null ? null : v.toFixed());

describe('lineTotals', () => {
  it.each([
    { name: 'price × quantity', price: '12.5', qty: 3, currency: 'EUR', unit: '12.5', total: '37.5' },
    { name: 'half-up to cents', price: '0.3333', qty: 3, currency: 'EUR', unit: '0.3333', total: '1' },
    { name: '…and upward at exactly half a cent', price: '0.0125', qty: 2, currency: 'EUR', unit: '0.0125', total: '0.03' },
    { name: 'a unit price beyond 4 places is rounded half-up first', price: '1.00005', qty: 1, currency: 'EUR', unit: '1.0001', total: '1' },
    { name: 'yen has no minor units', price: '100.5', qty: 1, currency: 'JPY', unit: '100.5', total: '101' },
    { name: 'dinar has three', price: '1.2345', qty: 1, currency: 'BHD', unit: '1.2345', total: '1.235' },
    { name: 'no float drift (0.1 × 3)', price: '0.1', qty: 3, currency: 'USD', unit: '0.1', total: '0.3' },
  ])('$name: $price × $qty $currency → $total', ({ price, qty, currency, unit, total }) => {
    const { lines } = lineTotals([line('A', qty, price)], currency);
    expect(text(lines[0]!.unitPrice)).toBe(unit);
    expect(text(lines[0]!.lineTotal)).toBe(total);
  });

  it('sums priced lines only, each rounded on its own; counts units and grams of every line', () => {
    const out = lineTotals(
      [line('A', 3, '0.3333', { weightGrams: 250 }), line('B', 3, '0.3333', { weightGrams: null }), line('C', 2, null, { weightGrams: 100 })],
      'EUR',
    );
    expect(out.lines.map((l) => text(l.lineTotal))).toEqual(['1', '1', null]);
    expect(out.subtotal.toFixed()).toBe('2');
    expect(out.itemCount).toBe(8);
    expect(out.weightGrams).toBe(950);
  });
});
