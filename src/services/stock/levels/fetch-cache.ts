import { LRUCache } from 'lru-cache';
import type { Deps } from '../../../context.ts';
import type { LocationIndex } from './location-index.ts';

// batch-fetch-stock's per-process cache: each SKU's answer element (`{"sku":…,"stock_levels":[…]}`, every location,
// as PostgreSQL rendered it) kept as bytes, so a warm answer is a copy of fragments with no query for levels and
// no JSON built per request. The tenant's locations are kept beside them.
//
// Staleness: everything of a tenant is filed under the tenant's stock version as read at the start of the request
// (one indexed row, see ../version-repository.ts). Every write to levels or locations sets a fresh version in its
// own transaction, so the first request that starts after a write has committed, in any process, reads a new
// version and files under a new generation: what was cached before is unreachable from then on (it ages out of
// the LRU first, being the least recently used). The version is read before any data, so whatever a request
// stores was read at that version or later, never earlier.

/** Bytes an entry costs beyond its fragment: the key, the LRU's slots, the Buffer object and its allocation. */
const ENTRY_OVERHEAD = 160;

/** A SKU without levels at any location: remembered too, so unknown SKUs cost no query either. */
export const NO_LEVELS = Buffer.alloc(0);

// Tenants seen by this process (a site environment each; a few hundred at most in practice). A bound against
// unbounded growth all the same: past it the states start over, which only costs fresh generations.
const MAX_TENANTS = 10_000;

/** What one request reads and fills: the tenant's entries at the version the request read. */
export type TenantView = {
  get(sku: string): Buffer | undefined;
  set(sku: string, fragment: Buffer): void;
  /** The tenant's locations at this version, loaded once per version and process. */
  locations(load: () => Promise<LocationIndex>): Promise<LocationIndex>;
};

type TenantState = { version: bigint; prefix: string; locations?: Promise<LocationIndex> };

export class StockFetchCache {
  private readonly fragments: LRUCache<string, Buffer> | undefined;
  private readonly tenants = new Map<string, TenantState>();
  private generation = 0;

  /** maxBytes 0: nothing is cached (every request reads PostgreSQL). */
  constructor(readonly maxBytes: number) {
    this.fragments =
      maxBytes > 0 ? new LRUCache<string, Buffer>({ maxSize: maxBytes, sizeCalculation: (b, key) => b.length + key.length + ENTRY_OVERHEAD }) : undefined;
  }

  /** The view of a tenant at `version` (stock_versions' value as text, '0' when the tenant has no row yet). */
  tenant(siteId: string, environment: string, version: string): TenantView {
    const key = `${siteId}\u0000${environment}`;
    const v = BigInt(version);
    let state = this.tenants.get(key);
    if (!state || state.version < v) {
      if (!state && this.tenants.size >= MAX_TENANTS) this.tenants.clear();
      state = { version: v, prefix: `${++this.generation}\u0000` };
      this.tenants.set(key, state);
    } else if (state.version > v) {
      // This request read its version before another request of this process read a newer one: it answers from
      // what it reads itself and keeps nothing (what it read may already be outdated).
      return this.throwaway();
    }
    return this.viewOf(state);
  }

  /** Entries held and their bytes as the LRU counts them (for tests and the bench). */
  get stats(): { entries: number; bytes: number } {
    return { entries: this.fragments?.size ?? 0, bytes: this.fragments?.calculatedSize ?? 0 };
  }

  private viewOf(state: TenantState): TenantView {
    const fragments = this.fragments;
    const prefix = state.prefix;
    return {
      get: (sku) => fragments?.get(prefix + sku),
      set: (sku, fragment) => void fragments?.set(prefix + sku, fragment),
      locations: (load) => {
        if (!state.locations) {
          state.locations = load();
          // A failed load is not kept: the next request tries again.
          state.locations.catch(() => (state.locations = undefined));
        }
        return state.locations;
      },
    };
  }

  private throwaway(): TenantView {
    return { get: () => undefined, set: () => {}, locations: (load) => load() };
  }
}

const caches = new WeakMap<Deps, StockFetchCache>();

/** The process's cache (one per Deps: the API's, or a test harness's), sized by STOCK_CACHE_MAX_MB. */
export function stockFetchCache(deps: Deps): StockFetchCache {
  let cache = caches.get(deps);
  if (!cache) caches.set(deps, (cache = new StockFetchCache(deps.config.STOCK_CACHE_MAX_MB * 1024 * 1024)));
  return cache;
}
