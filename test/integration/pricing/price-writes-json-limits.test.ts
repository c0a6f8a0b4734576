import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, MAX_JSON_ITEM_SIZE } from '../../../src/services/imports/json-items.ts';
import { useHarness } from '../../helpers/harness.ts';
import { createLists, priceMap, stagingCount } from './price-writes-fixtures.ts';

// Issue 15 item 3: one JSON item is never built whole past a bound (one of 2.7 M entries took 425 MB and held
// the event loop for 3 s). An item past MAX_JSON_ITEM_SIZE is a 400 on its line and is skipped, not built, so the
// rest of the body is still checked; one nested past MAX_JSON_DEPTH ends the reading with a 400 on its line.
// Memory and time are measured in bench/dos.ts.

const setup = useHarness({ workers: true });
let ids: Record<string, string>;
beforeAll(async () => {
  ids = await createLists(setup.h, setup.t, ['big']);
});

const send = (text: string) => setup.t.call('PATCH', '/api/v1/price-lists/big/pricing', text);
const entries = (n: number) => Array.from({ length: n }, (_, i) => `{"quantity":${i + 1},"price":1.5}`).join(',');

describe('one JSON item is bounded', () => {
  it('an item with more prices than fit in 1 MiB: 400 on its line; the items around it are still checked', async () => {
    const huge = `{"sku":"H","pricing":[${entries(60_000)}]}`;
    expect(huge.length).toBeGreaterThan(MAX_JSON_ITEM_SIZE);
    const res = await send(`[{"sku":"A","pricing":[{"quantity":1,"price":1}]},${huge},{"pricing":[]}]`);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { line: 2, field: 'item', message: 'an item may be at most 1 MiB of JSON' },
      { line: 3, field: 'sku', message: 'sku is required' },
    ]);
    expect(await priceMap(setup.h, ids.big!)).toEqual([]);
    expect(await stagingCount(setup.h)).toBe(0);
  });

  it('a single string past 1 MiB is not collected either', async () => {
    const res = await send(`[{"sku":"${'x'.repeat(MAX_JSON_ITEM_SIZE + 10)}","pricing":[]}]`);
    expect(res.body.errors).toEqual([{ line: 1, field: 'item', message: 'an item may be at most 1 MiB of JSON' }]);
  });

  it(`nesting past ${MAX_JSON_DEPTH} levels: 400 on the item's line, and reading stops`, async () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    const res = await send(`[{"sku":"A","pricing":[]},{"sku":"B","pricing":[${deep}]},{"pricing":[]}]`);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ line: 2, field: 'item', message: `an item may nest arrays and objects at most ${MAX_JSON_DEPTH} levels deep` }]);
  });

  it('an item just under the bound is read whole', async () => {
    const res = await send(`[{"sku":"OK","pricing":[${entries(20_000)}]}]`);
    expect(res.status, res.text).toBe(204);
    expect((await priceMap(setup.h, ids.big!)).length).toBe(20_000);
  });

  it('a lone surrogate escape in a key or value is a 400 on its line, never stored as U+FFFD; a pair is fine', async () => {
    const res = await send(
      '[{"sku":"A\\ud800","pricing":[{"quantity":1,"price":1}]},' +
        '{"sku":"B","pricing":[{"quantity":1,"price":1,"\\udc00x":1}]},' +
        '{"sku":"C\\ud83d\\ude00","pricing":[{"quantity":1,"price":1}]}]',
    );
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { line: number; field: string }) => [e.line, e.field])).toEqual([[1, 'item'], [2, 'item']]);
    expect((await priceMap(setup.h, ids.big!)).filter((r: string) => !r.startsWith('OK@'))).toEqual([]);
    const pair = await send('[{"sku":"C\\ud83d\\ude00","pricing":[{"quantity":1,"price":1}]}]');
    expect(pair.status).toBe(204);
    const stored = await setup.t.call('GET', `/api/v1/pricing/${encodeURIComponent('C\u{1F600}')}`);
    expect(stored.body).toEqual([expect.objectContaining({ price_list_slug: 'big', pricing: [expect.objectContaining({ quantity: 1, price: 1 })] })]);
  });
});
