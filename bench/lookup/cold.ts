import { LINE_SKUS } from './seed.ts';
import { percentile } from './wrk.ts';

// The cold lookup: the first lookup after a price change. Each pair changes the price of the first line's SKU on
// the list that prices it (PATCH …/pricing, merged by the worker, which announces the change: every process drops
// the tenant's cached price rows), then times one lookup, which must read the rows again (1.07M stored) and must
// show the new price. A second lookup right after is timed too, as the warm figure under the same conditions.

export type ColdResult = { pairs: number; coldMs: number[]; warmMs: number[]; changeMs: number[]; stale: number };

export async function runCold(base: string, headers: Record<string, string>, customerId: string, pairs: number): Promise<ColdResult> {
  const body = JSON.stringify({ customer_id: customerId, line_items: LINE_SKUS.map((sku, i) => ({ sku, quantity: [1, 5, 10, 25][i % 4] })) });
  const lookup = async () => {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/v1/pricing/lookup`, { method: 'POST', headers, body });
    const json = (await res.json()) as { line_items: { unit_price?: string }[] };
    const ms = performance.now() - t0;
    if (res.status !== 200) throw new Error(`lookup answered ${res.status}: ${JSON.stringify(json)}`);
    return { ms, unitPrice: json.line_items[0]!.unit_price };
  };
  const result: ColdResult = { pairs, coldMs: [], warmMs: [], changeMs: [], stale: 0 };
  // Connection and caches warm before the first pair (a keep-alive socket the server closed meanwhile fails once).
  await lookup().catch(() => lookup());
  for (let k = 0; k < pairs; k++) {
    const price = 20 + (k % 2 === 0 ? k : 400 - k); // a different whole price every pair
    const t0 = performance.now();
    const change = await fetch(`${base}/api/v1/price-lists/bench-contract/pricing`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify([{ sku: LINE_SKUS[0], pricing: [{ quantity: 1, price: String(price) }, { quantity: 10, price: String(price - 1) }] }]),
    });
    await change.arrayBuffer();
    if (change.status !== 204) throw new Error(`price change answered ${change.status}`);
    result.changeMs.push(performance.now() - t0);
    const cold = await lookup();
    // The customer's 5 % discount on a whole price: exact in cents.
    const cents = price * 95;
    const expected = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}00`;
    if (cold.unitPrice !== expected) result.stale++;
    result.coldMs.push(cold.ms);
    result.warmMs.push((await lookup()).ms);
  }
  return result;
}

export const summarize = (ms: number[]) => ({ p50: percentile(ms, 50), p99: percentile(ms, 99), max: Math.max(...ms) });
