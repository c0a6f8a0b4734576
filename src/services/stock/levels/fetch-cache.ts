import { LRUCache } from 'lru-cache';
import type { Deps } from '../../../context.ts';
import { codecBytes, encode, sharedCodec, type LocationCodec } from './level-codec.ts';
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
// holds, each counted as its bytes plus the heap of its SKUs (heapOfSku) and of the location codecs charged to it
// (codecBytes), counted as it grows: a slab read by a request is touched, and the least recently used one goes
// whole, with its SKUs. Slabs of outdated generations are never touched again, so they are the first to go.
// A tenant's codec is shared across versions while its locations render the same (most writes are level writes),
// and a codec is charged to a live slab that holds a SKU in it, so codecs of old versions cannot pile up uncounted.

/**
 * Where a SKU's element lies: bytes [start, end) of a buffer; start === end: the SKU has no levels anywhere.
 * `codec`: the bytes are in compact form, `size` bytes in full (see level-codec.ts).
 * `seen`: the number of the pass that last took it (TenantView.pass; batch-fetch-stock answers a SKU asked twice
 * once, without a Set). A small integer, not an object: a kept record lives in V8's old space, and storing a young
 * object into it would be recorded for the next young-generation collection, a thousand times per answer.
 */
export type Fragment = { readonly bytes: Buffer; readonly start: number; readonly end: number; readonly codec?: LocationCodec; readonly size?: number; seen?: number };

/** A fragment kept in a slab. */
type Kept = Fragment & { readonly slab: Slab };
type SkuMap = Map<string, Kept>;

/**
 * Fragments written together; `maps`/`skus` say whose they are, so an evicted slab takes its SKUs out.
 * `heap`: the heap of its SKUs and codecs so far; `counted`: what the LRU last counted of it; `dropped`: evicted.
 */
type Slab = {
  readonly id: number;
  readonly bytes: Buffer;
  used: number;
  touched: number;
  heap: number;
  counted: number;
  dropped: boolean;
  readonly maps: SkuMap[];
  readonly skus: string[];
};

const MAX_SLAB_BYTES = 1024 * 1024;
/**
 * The heap a kept SKU costs besides its bytes: its record (~80 bytes), its map entry and slab slots (up to twice
 * their size while the table or array has grown but is not full) and its key string (2 bytes a char when it is not
 * Latin-1). Calibrated on Node 20 x64 with bench/stock-cache-size.ts (heap after gc, ~170-230 bytes + the key):
 * a compact SKU's bytes are fewer than this, so this is most of what the cache holds.
 */
export function heapOfSku(sku: string): number {
  return 200 + 2 * sku.length;
}
/** Slab space a SKU without levels takes (it writes no bytes): a bound on SKUs a client makes up, as on any other. */
const NO_LEVELS_COST = 32;

// Tenants seen by this process (a site environment each). A bound against unbounded growth all the same: past
// it the states start over, which only costs fresh generations.
const MAX_TENANTS = 10_000;

/** Pass numbers stay below V8's largest small integer (2^30 - 1 with pointer compression). */
export const MAX_PASS = 2 ** 30 - 1;

/** What one request reads and fills: the tenant's entries at the version the request read. */
export type TenantView = {
  /**
   * A number for a synchronous pass over get(): no fragment get() returns was marked `seen` with it before (each
   * pass its own number, 1 to 2^30 - 1; when they start again, the tenant's marks are cleared first).
   */
  pass(): number;
  get(sku: string): Fragment | undefined;
  /** Keeps `fragment` (bytes of a read, copied into a slab) as the SKU's; returns the kept copy. */
  put(sku: string, fragment: Fragment): Fragment;
  /** The tenant's locations at this version, loaded once per version and process. */
  locations(load: () => Promise<LocationIndex>): Promise<LocationIndex>;
};

/** `previous`: the codec of the version before, kept while the locations render the same. */
/** `cycle`: the round of pass numbers the marks of its SKUs are from. */
type TenantState = { version: bigint; skus: SkuMap; cycle: number; locations?: Promise<LocationIndex>; codec?: LocationCodec; previous?: LocationCodec };

/** The fragment of a SKU without levels (kept too, so unknown SKUs cost no query either). */
export const NO_LEVELS: Fragment = { bytes: Buffer.alloc(0), start: 0, end: 0 };

export class StockFetchCache {
  /** Boxed: a full slab is set again in a new box, so that lru-cache counts its size again (it does not for the same value). */
  private readonly slabs: LRUCache<number, { slab: Slab }> | undefined;
  private readonly slabBytes: number;
  private readonly tenants = new Map<string, TenantState>();
  private open: Slab | undefined;
  /** Heap of the open slab left uncounted until it is counted again (a bound on what the LRU does not see). */
  private readonly recountStep: number;
  /** The live slab each codec in use is charged to. */
  private readonly codecSlabs = new WeakMap<LocationCodec, Slab>();
  private slabIds = 0;
  private requests = 0;
  private passes = 0;
  private cycle = 0;

  /** maxBytes 0: nothing is cached (every request reads PostgreSQL). maxPass: where pass numbers start again (tests). */
  constructor(
    readonly maxBytes: number,
    private readonly maxPass = MAX_PASS,
  ) {
    // Small caps (tests) get small slabs, so that eviction still works SKU group by SKU group.
    this.slabBytes = Math.max(16 * 1024, Math.min(MAX_SLAB_BYTES, Math.floor(maxBytes / 16)));
    this.recountStep = Math.floor(this.slabBytes / 8);
    this.slabs =
      maxBytes > 0
        ? new LRUCache<number, { slab: Slab }>({
            maxSize: maxBytes,
            sizeCalculation: ({ slab }) => (slab.counted = slab.heap) + slab.bytes.length,
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
      state = { version: v, skus: new Map(), cycle: this.cycle, previous: state?.codec };
      this.tenants.set(key, state);
    } else if (state.version > v) {
      // This request read its version before another request of this process read a newer one: it answers from
      // what it reads itself and keeps nothing (what it read may be outdated already).
      return { pass: () => 1, get: () => undefined, put: (_, fragment) => fragment, locations: (load) => load() };
    }
    return this.viewOf(state, ++this.requests);
  }

  /**
   * The next pass's number over `state`. A small integer (V8 stores one in a record as it is); when the numbers
   * start again, a new cycle begins, and a tenant's marks are cleared at its first pass in it, so no mark left
   * from an earlier cycle can equal a number of this one.
   */
  private nextPass(state: TenantState): number {
    if (this.passes >= this.maxPass) {
      this.passes = 0;
      this.cycle++;
    }
    if (state.cycle !== this.cycle) {
      for (const kept of state.skus.values()) kept.seen = 0;
      state.cycle = this.cycle;
    }
    return ++this.passes;
  }

  /** SKUs held and the bytes of their slabs as the LRU counts them, with the open slab's newest heap (tests, bench). */
  get stats(): { skus: number; slabs: number; bytes: number } {
    let skus = 0;
    for (const state of this.tenants.values()) skus += state.skus.size;
    const pending = this.open ? this.open.heap - this.open.counted : 0;
    return { skus, slabs: this.slabs?.size ?? 0, bytes: (this.slabs?.calculatedSize ?? 0) + pending };
  }

  private viewOf(state: TenantState, request: number): TenantView {
    const { slabs } = this;
    const map = state.skus;
    return {
      pass: () => this.nextPass(state),
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
          const loading = load().then((index) => ((state.codec = sharedCodec(state.previous, index)), index));
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
    // A slab is full when its bytes are, or its heap has grown to 4 times its bytes (SKUs without levels or with
    // long keys), so that no slab is counted at more than a few megabytes.
    if (!slab || slab.bytes.length - slab.used < space || slab.heap > 4 * slab.bytes.length) {
      if (slab) this.recount(slab);
      // A SKU with very many locations gets a slab of its own rather than leave most of a shared one empty.
      const bytes = Buffer.allocUnsafeSlow(Math.max(this.slabBytes, space));
      slab = { id: ++this.slabIds, bytes, used: 0, touched: 0, heap: 0, counted: 0, dropped: false, maps: [], skus: [] };
      this.open = slab;
      this.slabs!.set(slab.id, { slab });
    }
    if (compact) compact.copy(slab.bytes, slab.used);
    else fragment.bytes.copy(slab.bytes, slab.used, fragment.start, fragment.end);
    const start = slab.used;
    const keptCodec = compact ? codec : length ? fragment.codec : undefined;
    // Every field from the start, `seen` too: a record that changes shape when batch-fetch-stock sets it costs more.
    const kept: Kept = length
      ? { bytes: slab.bytes, start, end: start + length, codec: keptCodec, size: compact ? size : fragment.size, seen: 0, slab }
      : { bytes: NO_LEVELS.bytes, start: 0, end: 0, codec: undefined, size: undefined, seen: 0, slab };
    slab.used += space;
    slab.maps.push(map);
    slab.skus.push(sku);
    slab.heap += heapOfSku(sku);
    if (keptCodec) {
      const charged = this.codecSlabs.get(keptCodec);
      if (!charged || charged.dropped) {
        this.codecSlabs.set(keptCodec, slab);
        slab.heap += codecBytes(keptCodec);
      }
    }
    if (slab.heap - slab.counted >= this.recountStep) this.recount(slab);
    return kept;
  }

  /** Has the LRU count `slab` again (in a new box: it does not recount the same value), which may evict others. */
  private recount(slab: Slab): void {
    if (!slab.dropped && slab.heap !== slab.counted) this.slabs!.set(slab.id, { slab }, { noDisposeOnSet: true });
  }

  /** An evicted slab: its SKUs are no longer cached (unless a newer read put them elsewhere). */
  private drop(slab: Slab): void {
    slab.dropped = true;
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
