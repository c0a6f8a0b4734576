// How honest is the tenant cache's size estimate (src/cache/estimate-size.ts)? Fills a TenantCache with entries
// shaped like the pricing lookup's (price breaks as load-price-breaks.ts keeps them, customers, catalog SKUs)
// for many tenants, and compares the heap V8 reports before and after (with a full GC each time) with the
// cache's own estimate. No database or Redis. Run: node --expose-gc --import tsx bench/cache-size.ts
import { TenantCache } from '../src/cache/tenant-cache.ts';
import type { Ctx } from '../src/context.ts';
import { indexBreaks } from '../src/domain/pricing/index.ts';
import { toCachedBreaks } from '../src/services/pricing/lookup/load-price-breaks.ts';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) {
  console.error('run with node --expose-gc --import tsx bench/cache-size.ts');
  process.exit(1);
}
const TENANTS = Number(process.env.BENCH_TENANTS ?? 1000);
const SKUS = 30; // 3 lists × 10 SKUs, as one bench lookup keeps
const heap = () => (gc(), gc(), process.memoryUsage().heapUsed);

const ctxOf = (siteId: string) => ({ siteId, environment: 'live', db: { $connect: () => {} } }) as unknown as Ctx; // not a transaction client
const listId = (t: number, l: number) => `${String(t).padStart(8, '0')}-2b7a-4d39-9f55-0c9a3f0f1d2${l}`;

const cache = new TenantCache(600_000, 'unused', 1024 * 2 ** 20);
const before = heap();
for (let t = 0; t < TENANTS; t++) {
  const ctx = ctxOf(`bt-${String(t).padStart(4, '0')}`);
  const keys = Array.from({ length: SKUS }, (_, i) => `${listId(t, i % 3)}\u0000SKU-${String(1 + i * 19_997).padStart(6, '0')}`);
  await cache.getMany(ctx, 'prices', keys, async (missing) => {
    const out = new Map<string, readonly object[]>();
    for (const [i, key] of missing.entries()) {
      const breaks = indexBreaks([
        { quantity: 1, price: (10 + i / 7).toFixed(4), unitOfMeasure: null, taxType: null, displayTaxRate: null },
        { quantity: 10, price: (9.5 + i / 7).toFixed(4), unitOfMeasure: null, taxType: null, displayTaxRate: null },
      ]);
      out.set(key, toCachedBreaks(breaks));
    }
    return out;
  });
  await cache.getMany(ctx, 'catalog', keys.slice(0, 10).map((k) => k.split('\u0000')[1]!), async (missing) =>
    new Map(missing.map((sku, i) => [sku, Object.freeze({ id: `${listId(t, 5)}-${i}`, sku, productId: listId(t, 6), parentSku: 'SKU-PARENT', taxRate: '20', title: 'Bench product' })])),
  );
  await cache.get(ctx, 'customers', `id\u0000${listId(t, 7)}`, async () =>
    Object.freeze({ id: listId(t, 7), email: 'buyer@example.com', externalId: null, groupSlug: 'base', priceLists: Object.freeze(['t-contract', 't-trade', 't-retail']), discountPercentage: '5', currencyCode: 'EUR', taxExempt: false, creditLimit: null, balance: '0', allowedPaymentMethods: null, status: 'active' }),
  );
}
const measured = heap() - before;
const estimated = cache.memoryBytes;
console.log(`${TENANTS.toLocaleString()} tenants, ${(TENANTS * (SKUS + 11)).toLocaleString()} entries`);
console.log(`heap grew by ${(measured / 2 ** 20).toFixed(2)} MiB; the cache estimates ${(estimated / 2 ** 20).toFixed(2)} MiB (estimate / heap = ${(estimated / measured).toFixed(2)})`);
// Keep the cache alive until after the measurement.
if (cache.memoryBytes < 0) console.log('unreachable');
