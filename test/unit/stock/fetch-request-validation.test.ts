import { describe, expect, it } from 'vitest';
import { StockFetchRequest } from '../../../src/services/stock/levels/schemas.ts';

// batch-fetch-stock's body is checked by hand when it has the common valid shape (fast-validation.ts); whatever the
// body, the route's validator (safeParseAsync) must decide as zod does (safeParse, left as zod made it): the same
// value, the same issues.

const skus = (n: number, make = (i: number) => `SKU-${i}`) => Array.from({ length: n }, (_, i) => make(i));
const bodies: unknown[] = [
  { skus: skus(1_000) },
  { skus: skus(1_000), filter: { all_stock_locations: true } },
  { skus: [], filter: {} },
  { skus: skus(3), filter: { stock_location_ids: ['x'], stock_location_external_ids: ['wh-1'], all_stock_locations: false } },
  { skus: skus(10_000) },
  { skus: skus(10_001) },
  { skus: ['A', ''] },
  { skus: ['A', 'x'.repeat(255)] },
  { skus: ['A', 'x'.repeat(256)] },
  { skus: ['A', 'ж'.repeat(255), '😀'.repeat(128)] },
  { skus: ['A', 5, null] },
  { skus: 'A' },
  {},
  { skus: ['A'], extra: 1 },
  { skus: ['A'], filter: { all_stock_locations: 'yes' } },
  { skus: ['A'], filter: { stock_location_ids: 'x' } },
  { skus: ['A'], filter: { stock_location_ids: skus(1_001) } },
  { skus: ['A'], filter: { stock_location_external_ids: [1] } },
  { skus: ['A'], filter: { all_stock_locations: true, typo: 1 } },
  { skus: ['A'], filter: null },
  { skus: ['A'], filter: [] },
  JSON.parse('{"skus":["A"],"__proto__":{"x":1}}'),
  [],
  null,
  'skus',
];

describe('batch-fetch-stock body validation', () => {
  it.each(bodies.map((body, i) => [i, body]))('body %i: decided as zod decides', async (_, body) => {
    const fast = await StockFetchRequest.safeParseAsync(body);
    const zod = StockFetchRequest.safeParse(body);
    expect(fast.success).toBe(zod.success);
    if (zod.success) expect(fast.data).toEqual(zod.data);
    else expect(fast.error?.issues).toEqual(zod.error.issues);
  });
});
