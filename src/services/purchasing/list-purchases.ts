import type { Ctx } from '../../context.ts';
import { pageKeys, purchasesByIds, type Boundary } from './list-repository.ts';
import { filterOf, MAX_LIMIT, type OrderField, type PurchaseListQuery } from './list-schemas.ts';
import { toPurchaseView } from './view.ts';
import type { PurchaseView } from './view-schemas.ts';

// Offset paging on the wire (contract §0), keyset-assisted inside: a client reading everything asks for offset
// 0, 500, 1000 … with the same filter and order. Each page's last sort key is remembered (tenant cache, topic
// `purchases`, keyed by filter, order and the offset that follows) so the next page seeks past it instead of
// skipping `offset` rows: page 1,800 costs what page 1 costs. The remembered boundary is exactly the row at
// offset − 1 only while nothing changes, so every purchase write announces `purchases` and drops the tenant's
// boundaries (and they live 5 s at most); a page without one uses OFFSET, which is always exact.

const TOPIC = 'purchases' as const;

const boundaryKey = (filter: object, order: OrderField, offset: number) => `${JSON.stringify(filter)}|${order}|${offset}`;

export async function listPurchases(ctx: Ctx, query: PurchaseListQuery): Promise<PurchaseView[]> {
  const limit = query.limit ?? MAX_LIMIT;
  const offset = query.offset ?? 0;
  const order = query.order_by ?? 'created_at';
  const filter = filterOf(query);
  const cache = ctx.deps.cache;
  // Pinned before reading: a write announced while this page is read drops the bucket the next boundary goes to.
  const pin = cache.pin(ctx, TOPIC);
  let after: Boundary | null = null;
  if (offset > 0) {
    const known = await cache.getMany<Boundary>(ctx, TOPIC, [boundaryKey(filter, order, offset)], async () => new Map(), Date.now(), pin);
    after = known.values().next().value ?? null;
  }
  const keys = await pageKeys(ctx, filter, order, limit, after ? { after } : { offset });
  const last = keys.at(-1);
  if (last && keys.length === limit) {
    const next = boundaryKey(filter, order, offset + keys.length);
    await cache.getMany<Boundary>(ctx, TOPIC, [next], async () => new Map([[next, last]]), Date.now(), pin);
  }
  const rows = await purchasesByIds(ctx, keys.map((k) => k.id));
  return rows.map(toPurchaseView);
}
