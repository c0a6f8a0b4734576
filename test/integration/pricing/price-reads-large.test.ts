import { beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '../../../src/context.ts';
import { readPriceListPricing } from '../../../src/services/pricing/price-lists/read-price-list-pricing.ts';
import { useHarness } from '../../helpers/harness.ts';

// GET …/{slug}/pricing on a 200,000-row list is streamed in batches; batches are cut at SKU boundaries.

const setup = useHarness();
let ctx: Ctx;
const ROWS = 200_000;

beforeAll(async () => {
  ctx = { siteId: setup.t.siteId, environment: 'live', credential: null, requestId: 't', log: setup.h.deps.log, db: setup.h.deps.db.prisma, deps: setup.h.deps };
  for (const slug of ['big', 'small']) await setup.t.call('POST', '/api/v1/price-lists', { slug, name: slug, currency_code: 'GBP' });
  const big = await setup.h.deps.db.prisma.priceList.findFirstOrThrow({ where: { siteId: setup.t.siteId, slug: 'big' } });
  // 100,000 SKUs × 2 breaks, set-based (createMany of 200k rows would dominate the test's run time).
  await setup.h.deps.db.pool.query(
    `INSERT INTO prices (price_list_id, sku, quantity, site_id, environment, price, unit_of_measure)
     SELECT $1, 'SKU-' || lpad(g::text, 6, '0'), q, $2, 'live', (g % 1000) + q / 100.0, CASE WHEN g % 7 = 0 THEN 'box, 12' END
     FROM generate_series(1, ${ROWS / 2}) g CROSS JOIN (VALUES (1), (10)) v(q)`,
    [big.id, setup.t.siteId],
  );
  const small = await setup.h.deps.db.prisma.priceList.findFirstOrThrow({ where: { siteId: setup.t.siteId, slug: 'small' } });
  const rows = [
    ['A', 1],
    ['A', 2],
    ['B', 1],
    ['B', 2],
    ['B', 3],
    ['B', 4],
    ['B', 5],
    ['C', 1],
    ['D', 1],
    ['D', 2],
    ['D', 3],
  ] as const;
  await setup.h.deps.db.prisma.price.createMany({
    data: rows.map(([sku, quantity]) => ({ priceListId: small.id, sku, quantity, siteId: setup.t.siteId, environment: 'live' as const, price: String(quantity) })),
  });
}, 120_000);

const get = (accept: string) =>
  setup.h.request('/api/v1/price-lists/big/pricing', { headers: { 'Site-Id': setup.t.siteId, Authorization: `Bearer ${setup.t.token}`, Accept: accept } });

async function readChunks(res: Response) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let chunks = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    chunks++;
    text += decoder.decode(value, { stream: true });
  }
  return { text: text + decoder.decode(), chunks };
}

describe('200,000 rows', () => {
  it('streams every row as JSON, in order, in many chunks', async () => {
    const res = await get('application/json');
    expect(res.status).toBe(200);
    const { text, chunks } = await readChunks(res);
    expect(chunks).toBeGreaterThanOrEqual(ROWS / 10_000);
    const rows = JSON.parse(text) as { sku: string; quantity: number; price: string; unit_of_measure: string | null }[];
    expect(rows).toHaveLength(ROWS);
    expect(rows[0]).toEqual({ sku: 'SKU-000001', quantity: 1, price: 1.01, unit_of_measure: null, tax_type: null, display_tax_rate: null });
    expect(rows[13]).toEqual({ sku: 'SKU-000007', quantity: 10, price: 7.1, unit_of_measure: 'box, 12', tax_type: null, display_tax_rate: null });
    expect(rows[ROWS - 1]).toMatchObject({ sku: 'SKU-100000', quantity: 10 });
    for (let i = 1; i < rows.length; i++) {
      const a = rows[i - 1]!;
      const b = rows[i]!;
      if (!(a.sku < b.sku || (a.sku === b.sku && a.quantity < b.quantity))) throw new Error(`out of order at ${i}`);
    }
  }, 120_000);

  it('streams every row as CSV', async () => {
    const res = await get('text/csv');
    expect(res.status).toBe(200);
    const { text } = await readChunks(res);
    const lines = text.split('\r\n');
    expect(lines).toHaveLength(ROWS + 2); // header, rows, and the empty string after the final CRLF
    expect(lines[0]).toBe('sku,quantity,price,unit_of_measure,tax_type');
    expect(lines[14]).toBe('SKU-000007,10,7.1000,"box, 12",');
    expect(lines[ROWS]).toBe('SKU-100000,10,0.1000,,');
    expect(lines[ROWS + 1]).toBe('');
  }, 120_000);
});

describe('batches', () => {
  it('cut at SKU boundaries, with a SKU larger than a batch read whole, and nothing lost or repeated', async () => {
    const batches: { sku: string; quantity: number }[][] = [];
    for await (const batch of (await readPriceListPricing(ctx, 'small', { batchSize: 3 }))!) batches.push(batch.map(({ sku, quantity }) => ({ sku, quantity })));
    expect(batches.map((b) => b.map((r) => `${r.sku}${r.quantity}`).join(' '))).toEqual(['A1 A2', 'B1 B2 B3 B4 B5', 'C1', 'D1 D2 D3']);
  });

  it('exact multiples of the batch size end cleanly', async () => {
    const all: string[] = [];
    for await (const batch of (await readPriceListPricing(ctx, 'small', { batchSize: 11 }))!) all.push(...batch.map((r) => `${r.sku}${r.quantity}`));
    expect(all).toHaveLength(11);
    const one: string[] = [];
    for await (const batch of (await readPriceListPricing(ctx, 'small', { batchSize: 1 }))!) one.push(...batch.map((r) => `${r.sku}${r.quantity}`));
    expect(one).toEqual(all);
  });
});
