import { describe, expect, it } from 'vitest';
import { maximumQuantityErrors, minimumQuantityErrors, packSizeErrors } from '../../../../src/domain/cart/index.ts';
import { line } from './fixtures.ts';

describe('minimumQuantityErrors (minimum-order-item-quantity)', () => {
  it.each([
    { name: 'below the minimum', qty: 4, min: 5, errors: 1 },
    { name: 'at the minimum', qty: 5, min: 5, errors: 0 },
    { name: 'above the minimum', qty: 6, min: 5, errors: 0 },
    { name: 'no minimum', qty: 1, min: null, errors: 0 },
  ])('$name: quantity $qty, min $min → $errors error(s)', ({ qty, min, errors }) => {
    const out = minimumQuantityErrors([line('A-1', qty, '10', { minQuantity: min })]);
    expect(out).toHaveLength(errors);
    if (errors) expect(out[0]).toEqual({ type: 'minimum-order-item-quantity', sku: 'A-1', message: `A-1: quantity ${qty} is below the minimum of ${min}.` });
  });

  it('a SKU no longer in the catalog has no minimum', () => {
    expect(minimumQuantityErrors([line('GONE', 1, null, null)])).toEqual([]);
  });
});

describe('maximumQuantityErrors (maximum-order-item-quantity)', () => {
  it.each([
    { name: 'above the maximum', qty: 11, max: 10, errors: 1 },
    { name: 'at the maximum', qty: 10, max: 10, errors: 0 },
    { name: 'below the maximum', qty: 9, max: 10, errors: 0 },
    { name: 'no maximum', qty: 1_000_000, max: null, errors: 0 },
  ])('$name: quantity $qty, max $max → $errors error(s)', ({ qty, max, errors }) => {
    const out = maximumQuantityErrors([line('A-1', qty, '10', { maxQuantity: max })]);
    expect(out).toHaveLength(errors);
    if (errors) expect(out[0]).toMatchObject({ type: 'maximum-order-item-quantity', sku: 'A-1' });
  });
});

describe('packSizeErrors (pack-size)', () => {
  it.each([
    { name: 'not a multiple', qty: 7, pack: 6, errors: 1 },
    { name: 'one pack', qty: 6, pack: 6, errors: 0 },
    { name: 'several packs', qty: 18, pack: 6, errors: 0 },
    { name: 'less than one pack', qty: 3, pack: 6, errors: 1 },
    { name: 'pack size 1 accepts anything', qty: 7, pack: 1, errors: 0 },
  ])('$name: quantity $qty, pack $pack → $errors error(s)', ({ qty, pack, errors }) => {
    const out = packSizeErrors([line('A-1', qty, '10', { packSize: pack })]);
    expect(out).toHaveLength(errors);
    if (errors) expect(out[0]).toMatchObject({ type: 'pack-size', sku: 'A-1' });
  });

  it('names each offending line by its SKU, in cart order', () => {
    const out = packSizeErrors([line('A', 5, '1', { packSize: 2 }), line('B', 4, '1', { packSize: 2 }), line('C', 1, '1', { packSize: 3 })]);
    expect(out.map((e) => e.sku)).toEqual(['A', 'C']);
  });
});
