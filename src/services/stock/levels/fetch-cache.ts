import { LRUCache } from 'lru-cache';
import type { Deps } from '../../../context.ts';
import { encode, locationCodec, type LocationCodec } from './level-codec.ts';
import type { LocationIndex } from './location-index.ts';

// batch-fetch-stock's per-process cache: each SKU's answer element (`{"sku":…,"stock_levels":[…]}`, every location,
// as PostgreSQL rendered it) kept as bytes, so a warm answer is a copy of fragments with no query for levels and
// no JSON built per request. The tenant's locations are kept beside them.
//
// Staleness: everything of a tenant is filed under the tenant's stock version as read at the start of the request
// (one indexed row, see ../version-repository.ts). Every write to levels or locations sets a fresh version in its
// own transaction, so the first request that starts after a write has committed, in any process, reads a new
// version and files under a new generation: what was cached before is unreachable from then on. The version is
// read before any data, so whatever a request stores was read at that version or later, never earlier.
//
// Memory: fragments are kept in compact form (level-codec.ts: a level's location part as 3 bytes, ~80 bytes per
// SKU at 5 locations instead of ~600) and appended to slabs (one allocation holds thousands of SKUs, so there is
// no per-SKU buffer and no malloc churn). The slabs are what the LRU (lru-cache, bounded by STOCK_CACHE_MAX_MB)
// holds, each counted as its bytes plus HEAP_PER_SKU for each of its SKUs (once it is full): a slab read by a
// request is touched, and the least recently used one goes whole, with its SKUs. Slabs of outdated generations
// are never touched again, so they are the first to go.

/**
 * Where a SKU's element lies: bytes [start, end) of a buffer; start === end: the SKU has no levels anywhere.
 * `codec`: the bytes are in compact form, `size` bytes in full (see level-codec.ts).
 * `seen`: the request that last took it (batch-fetch-stock answers a SKU asked twice once, without a Set).
 */
export type Fragment = { readonly bytes: Buffer; readonly start: number; readonly end: number; readonly codec?: LocationCodec; readonly size?: number; seen?: object };

/** A fragment kept in a slab. */
type Kept = Fragment & { readonly slab: Slab };
type SkuMap = Map<string, Kept>;

/** Fragments written together; `maps`/`skus` say whose they are, so an evicted slab takes its SKUs out. */
type Slab = { readonly id: number; readonly bytes: Buffer; used: number; touched: number; readonly maps: SkuMap[]; readonly skus: string[] };

const MAX_SLAB_BYTES = 1024 * 1024;
/**
 * The heap a kept SKU costs besides its bytes (its map entry, its record and its key; measured under the stock
 * bench, about 100 bytes): counted against the cap with the slab's bytes, since compact SKUs are smaller than that.
 */
const HEAP_PER_SKU = 128;
/** Slab space a SKU without levels takes (it writes no bytes): a bound on SKUs a client makes up, as on any other. */
const NO_LEVELS_COST = 32;

// Tenants seen by this process (a site environment each). A bound against unbounded growth all the same: past
// it the states start over, which only costs fresh generations.
const MAX_TENANTS = 10_000;

/** What one request reads and fills: the tenant's entries at the version the request read. */
export type TenantView = {
  get(sku: string): Fragment | undefined;
  /** Keeps `fragment` (bytes of a read, copied into a slab) as the SKU's; returns the kept copy. */
  put(sku: string, fragment: Fragment): Fragment;
  /** The tenant's locations at this version, loaded once per version and process. */
  locations(load: () => Promise<LocationIndex>): Promise<LocationIndex>;
};

type TenantState = { version: bigint; skus: SkuMap; locations?: Promise<LocationIndex>; codec?: LocationCodec };

/** The fragment of a SKU without levels (kept too, so unknown SKUs cost no query either). */
export const NO_LEVELS: Fragment = { bytes: Buffer.alloc(0), start: 0, end: 0 };

export class StockFetchCache {
  /** Boxed: a full slab is set again in a new box, so that lru-cache counts its size again (it does not for the same value). */
  private readonly slabs: LRUCache<number, { slab: Slab }> | undefined;
  private readonly slabBytes: number;
  private readonly tenants = new Map<string, TenantState>();
  private open: Slab | undefined;
  private slabIds = 0;
  private requests = 0;

  /** maxBytes 0: nothing is cached (every request reads PostgreSQL). */
  constructor(readonly maxBytes: number) {
    // Small caps (tests) get small slabs, so that eviction still works SKU group by SKU group.
    this.slabBytes = Math.max(16 * 1024, Math.min(MAX_SLAB_BYTES, Math.floor(maxBytes / 16)));
    this.slabs =
      maxBytes > 0
        ? new LRUCache<number, { slab: Slab }>({
            maxSize: maxBytes,
            sizeCalculation: ({ slab }) => slab.bytes.length + slab.skus.length * HEAP_PER_SKU,
            dispose: ({ slab }) => this.drop(slab),
          })
        : undefined;
  }

  /** The view of a tenant at `version` (stock_versions' value as text, '0' when the tenant has no row yet). */
  tenant(siteId: string, environment: string, version: string): TenantView {
    const key = `${siteId}\u0000${environment}`;
    const v = BigInt(version);
    let state = this.tenants.get(key);
    if (!state || state.version < v) {
      if (!state && this.tenants.size >= MAX_TENANTS) this.tenants.clear();
      state = { version: v, skus: new Map() };
      this.tenants.set(key, state);
    } else if (state.version > v) {
      // This request read its version before another request of this process read a newer one: it answers from
      // what it reads itself and keeps nothing (what it read may be outdated already).
      return { get: () => undefined, put: (_, fragment) => fragment, locations: (load) => load() };
    }
    return this.viewOf(state, ++this.requests);
  }

  /** SKUs held and the bytes of their slabs, as the LRU counts them (for tests and the bench). */
  get stats(): { skus: number; slabs: number; bytes: number } {
    let skus = 0;
    for (const state of this.tenants.values()) skus += state.skus.size;
    return { skus, slabs: this.slabs?.size ?? 0, bytes: this.slabs?.calculatedSize ?? 0 };
  }

  private viewOf(state: TenantState, request: number): TenantView {
    const { slabs } = this;
    const map = state.skus;
    return {
      get: (sku) => {
        const hit = map.get(sku);
        // Each slab is touched once per request (a request reads hundreds of SKUs from the same slab).
        if (hit && hit.slab.touched !== request) {
          hit.slab.touched = request;
          slabs!.get(hit.slab.id);
        }
        return hit;
      },
      put: (sku, fragment) => {
        if (!slabs) return fragment;
        const kept = this.store(map, sku, fragment, state.codec);
        if (kept) map.set(sku, kept);
        return kept ?? fragment;
      },
      locations: (load) => {
        if (!state.locations) {
          // The codec comes with the index: SKUs stored from then on are kept compact.
          const loading = load().then((index) => ((state.codec = locationCodec(index)), index));
          state.locations = loading;
          // A failed load is not kept: the next request tries again.
          loading.catch(() => state.locations === loading && (state.locations = undefined));
        }
        return state.locations;
      },
    };
  }

  /**
   * Copies the fragment (compact when `codec` encodes it) into the open slab (a new one when it is full);
   * undefined when it is too big to keep.
   */
  private store(map: SkuMap, sku: string, fragment: Fragment, codec: LocationCodec | undefined): Kept | undefined {
    const size = fragment.end - fragment.start;
    const compact = size && codec && !fragment.codec ? encode(fragment.bytes, fragment.start, fragment.end, codec) : undefined;
    const length = compact ? compact.length : size;
    const space = length || NO_LEVELS_COST;
    if (space > this.maxBytes / 4) return undefined;
    let slab = this.open;
    if (!slab || slab.bytes.length - slab.used < space) {
      // The full slab is counted again, now with its SKUs' heap.
      if (slab && this.slabs!.has(slab.id)) this.slabs!.set(slab.id, { slab }, { noDisposeOnSet: true });
      // A SKU with very many locations gets a slab of its own rather than leave most of a shared one empty.
      slab = { id: ++this.slabIds, bytes: Buffer.allocUnsafeSlow(Math.max(this.slabBytes, space)), used: 0, touched: 0, maps: [], skus: [] };
      this.open = slab;
      this.slabs!.set(slab.id, { slab });
    }
    if (compact) compact.copy(slab.bytes, slab.used);
    else fragment.bytes.copy(slab.bytes, slab.used, fragment.start, fragment.end);
    const start = slab.used;
    const kept: Kept = !length
      ? { ...NO_LEVELS, slab }
      : compact
        ? { bytes: slab.bytes, start, end: start + length, codec, size, slab }
        : { bytes: slab.bytes, start, end: start + length, codec: fragment.codec, size: fragment.size, slab };
    slab.used += space;
    slab.maps.push(map);
    slab.skus.push(sku);
    return kept;
  }

  /** An evicted slab: its SKUs are no longer cached (unless a newer read put them elsewhere). */
  private drop(slab: Slab): void {
    if (this.open === slab) this.open = undefined;
    slab.skus.forEach((sku, i) => {
      const map = slab.maps[i]!;
      if (map.get(sku)?.slab === slab) map.delete(sku);
    });
  }
}

const caches = new WeakMap<Deps, StockFetchCache>();

/** The process's cache (one per Deps: the API's, or a test harness's), sized by STOCK_CACHE_MAX_MB. */
export function stockFetchCache(deps: Deps): StockFetchCache {
  let cache = caches.get(deps);
  if (!cache) caches.set(deps, (cache = new StockFetchCache(deps.config.STOCK_CACHE_MAX_MB * 1024 * 1024)));
  return cache;
}
