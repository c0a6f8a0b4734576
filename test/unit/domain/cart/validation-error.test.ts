import { describe, expect, it } from 'vitest';
import { blockingErrors, blockingTypes, VALIDATION_ERROR_TYPES, type ValidationError } from '../../../../src/domain/cart/index.ts';

const err = (type: ValidationError['type'], sku?: string): ValidationError => ({ type, message: type, ...(sku ? { sku } : {}) });

const ERRORS = [err('pack-size', 'A'), err('out-of-stock', 'A'), err('pack-size', 'B'), err('minimum-order-value')];

describe('blockingTypes (the complete-time rule)', () => {
  it.each([
    { name: 'nothing ignored: every type, once, in first-seen order', errors: ERRORS, ignore: [], expected: ['pack-size', 'out-of-stock', 'minimum-order-value'] },
    { name: 'some types ignored', errors: ERRORS, ignore: ['pack-size'], expected: ['out-of-stock', 'minimum-order-value'] },
    { name: 'every type listed', errors: ERRORS, ignore: ['pack-size', 'out-of-stock', 'minimum-order-value'], expected: [] },
    { name: '"*" ignores everything', errors: ERRORS, ignore: ['*'], expected: [] },
    { name: 'price-unavailable survives "*"', errors: [...ERRORS, err('price-unavailable', 'C')], ignore: ['*'], expected: ['price-unavailable'] },
    { name: 'price-unavailable survives being listed', errors: [err('price-unavailable', 'C')], ignore: ['price-unavailable'], expected: ['price-unavailable'] },
    { name: 'an unknown entry waives nothing', errors: [err('credit-limit-exceeded')], ignore: ['credit-limit'], expected: ['credit-limit-exceeded'] },
    { name: 'no errors: nothing blocks', errors: [], ignore: [], expected: [] },
  ])('$name', ({ errors, ignore, expected }) => {
    expect(blockingTypes(errors, ignore)).toEqual(expected);
  });

  it('every other contract type can be ignored by listing it', () => {
    for (const type of VALIDATION_ERROR_TYPES) {
      expect(blockingTypes([err(type)], [type])).toEqual(type === 'price-unavailable' ? ['price-unavailable'] : []);
    }
  });
});

describe('blockingErrors', () => {
  it('keeps the items of the blocking types only', () => {
    expect(blockingErrors(ERRORS, ['out-of-stock', 'minimum-order-value'])).toEqual([err('pack-size', 'A'), err('pack-size', 'B')]);
  });
});
