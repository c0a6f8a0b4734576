import type { CacheTopic, CachePin } from '../../../cache/tenant-cache.ts';
import type { Ctx } from '../../../context.ts';
import { findLookupInputs, type LookupInputs } from './repository.ts';
import { toCatalogSku, toPricingCustomer, type CustomerLookup } from './sources.ts';

// The lookup's per-record inputs (the customer by its lookup key, the SKUs' catalog entries, the price rows per
// list and SKU) read through the per-process TenantCache, so a warm lookup asks the database nothing. Bounded
// and short-lived there; the customers, products, price-list and import writers announce their changes
// ('customers', 'catalog', 'price-lists', 'prices'). Any miss runs the one statement (repository.ts), which
// reads all parts at once and fills every part it answers.

/** Every topic a lookup's answer reads (input-cache.ts, metadata-cache.ts, load-price-breaks.ts). */
export const LOOKUP_TOPICS: readonly CacheTopic[] = ['customers', 'catalog', 'prices', 'price-lists', 'customer-groups'];

/** The tenant's buckets, pinned before the statement can run: see CachePin (a write meanwhile is never lost). */
export type LookupPins = { customers: CachePin; catalog: CachePin; prices: CachePin };

export const pinLookup = (ctx: Ctx): LookupPins => ({
  customers: ctx.deps.cache.pin(ctx, 'customers'),
  catalog: ctx.deps.cache.pin(ctx, 'catalog'),
  prices: ctx.deps.cache.pin(ctx, 'prices'),
});

/** Shared between requests, so frozen: a caller that tried to edit one fails loudly. */
export function frozen<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const v of Object.values(value)) frozen(v);
    Object.freeze(value);
  }
  return value;
}

type PricingCustomerRecord = ReturnType<typeof toPricingCustomer>;
type CatalogSku = ReturnType<typeof toCatalogSku>;

// Cached already converted (decimals formatted, price lists parsed), so a warm lookup converts nothing and the
// cache's size estimate counts what is actually kept.
export type CachedInputs = {
  customer: PricingCustomerRecord | null;
  skus: CatalogSku[];
  /** The statement's result when a miss ran it (its price rows of the hinted lists serve the row cache). */
  statement: LookupInputs | undefined;
};

/** The customer and the SKUs' catalog entries: from the cache, else from one run of the statement. */
export async function cachedLookupInputs(
  ctx: Ctx,
  pins: LookupPins,
  lookup: CustomerLookup,
  skus: readonly string[],
  hintedListIds: readonly string[],
): Promise<CachedInputs> {
  let run: Promise<LookupInputs> | undefined;
  let statement: LookupInputs | undefined;
  const once = () =>
    (run ??= findLookupInputs(ctx, lookup, skus, hintedListIds).then((found) => {
      statement = found;
      return found;
    }));
  const { cache } = ctx.deps;
  const customerKey = `${lookup.by}\u0000${lookup.value}`;
  const customers = await cache.getMany<PricingCustomerRecord>(
    ctx,
    'customers',
    [customerKey],
    async () => {
      const { customer } = await once();
      return new Map(customer ? [[customerKey, frozen(toPricingCustomer(customer))]] : []);
    },
    undefined,
    pins.customers,
  );
  const customer = customers.get(customerKey) ?? null;
  // An unknown customer ends the lookup; its SKUs are not worth a statement.
  if (!customer) return { customer, skus: [], statement };
  const catalog = await cache.getMany<CatalogSku>(
    ctx,
    'catalog',
    skus,
    async () => new Map((await once()).skus.map((row) => [row.sku, frozen(toCatalogSku(row))])),
    undefined,
    pins.catalog,
  );
  const rows: CatalogSku[] = [];
  for (const row of catalog.values()) if (row) rows.push(row);
  return { customer, skus: rows, statement };
}
