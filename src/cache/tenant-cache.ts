import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { subscribeChannel } from '../queue/subscribe-channel.ts';
import type { Ctx, Deps } from '../context.ts';
import { afterCommit, isTransactionClient } from '../db/transaction.ts';
import type { Logger } from '../logger.ts';
import type { TenantVersions } from '../db/tenant-versions.ts';
import { estimateSize, stringBytes } from './estimate-size.ts';
import { VersionWatch } from './version-watch.ts';

const TOPICS = ['customer-groups', 'price-lists', 'customers', 'catalog', 'prices', 'purchases', 'discounts', 'shipping-methods'] as const;
/** What a cached value depends on; a write to it announces the topic for its tenant. */
export type CacheTopic = (typeof TOPICS)[number];

/**
 * Topics whose writes do not bump tenant_versions (src/db/tenant-versions.ts): purchases are written in bulk and
 * everywhere, and their paging boundaries are cheap to find again, so their buckets keep the plain lifetime.
 */
const UNVERSIONED: ReadonlySet<CacheTopic> = new Set(['purchases']);

/**
 * Topics whose entries also derive from another: price rows are cached per list id, so a list's deletion,
 * creation or clearing (announced as 'price-lists') drops them too; a group's deletion can move customers.
 */
const DEPENDENTS: Partial<Record<CacheTopic, CacheTopic[]>> = {
  'price-lists': ['prices'],
  // Carts cache discounts and shipping methods by the groups they name: a group change drops them too.
  'customer-groups': ['customers', 'discounts', 'shipping-methods'],
};

/**
 * A value being loaded (its load's promise, shared by concurrent misses), then, once the load succeeded, the value
 * itself, so a warm read takes `result` without awaiting anything. An entry lives no longer than its bucket (it is
 * read only while that bucket is current), so it keeps no lifetime of its own; a settled one keeps only its value
 * and bucket: there are tens of thousands of them (bench/cache-size.ts).
 */
type Loading = { loading: Promise<unknown>; bucket: Bucket };
type Settled = { result: unknown; bucket: Bucket };
type Entry = Loading | Settled;
const isSettled = (e: Entry): e is Settled => 'result' in e;

/**
 * A tenant's topic as it is now. Entries are stored under its prefix and name the bucket they were read for; a
 * write (or the LRU) drops the bucket, and the next reader gets a new one, under which the old entries no longer
 * match: they read as misses and are overwritten or left to the LRU. `live` turns false when dropped, so a load
 * still in flight for it stores nothing. A `watched` bucket (made once the tenant versions are polled, see
 * watchVersions) outlives `until` for as long as the polls keep vouching for it.
 */
type Bucket = { readonly prefix: string; live: boolean; readonly until: number; readonly watched: boolean };

/**
 * A tenant's bucket for a topic as it was when pinned. A reader that reads the database BEFORE it asks the cache
 * (the lookup's one statement) pins first: a write announced in between drops the pinned bucket, so what the
 * reader then loads is stored nowhere and never outlives the write.
 */
export type CachePin = Bucket;

/** Inside a transaction: reads nothing, stores nothing (a writer must read its own uncommitted rows). */
const THROWAWAY: Bucket = { prefix: '', live: false, until: 0, watched: false };

/**
 * A value derived from several topics at once (the pricing lookup's whole answer to one body): valid while every
 * bucket it was pinned under is still the tenant's live one and none has outlived its lifetime.
 */
type Derived = { readonly pins: readonly Bucket[]; readonly value: unknown; readonly bytes: number };

/**
 * What the cache itself spends per entry besides its key and value: lru-cache's slot (its key map and lists) and the
 * entry object. Calibrated with bench/cache-size.ts against the heap V8 reports (estimate / heap 1.1 for the lookup's entries).
 */
const ENTRY_OVERHEAD = 200;
const BUCKET_OVERHEAD = 64;
/** The list hints' share of the memory cap (see hints). */
const HINTS_SHARE = 1 / 16;
export const DEFAULT_CACHE_MAX_BYTES = 64 * 1024 * 1024;

// NUL cannot occur in a topic, site id or environment, so the key is unambiguous (and cheaper than JSON). An
// entry's key adds a fourth part, so it never equals a bucket's.
const bucketKey = (topic: CacheTopic, siteId: string, environment: string) => `${topic}\u0000${siteId}\u0000${environment}`;

type Item = Entry | Bucket | Derived;
const isBucket = (v: Item): v is Bucket => 'prefix' in v;
const isDerived = (v: Item): v is Derived => 'pins' in v;
const sizeOf = (v: Item, key: string) =>
  stringBytes(key) + (isBucket(v) ? BUCKET_OVERHEAD : isDerived(v) ? ENTRY_OVERHEAD + v.bytes : ENTRY_OVERHEAD + (isSettled(v) ? estimateSize(v.result) : 0));
const derivedKey = (siteId: string, environment: string, key: string) => `derived\u0000${siteId}\u0000${environment}\u0000${key}`;

/**
 * A stored entry's key as one flat string. The key is built by concatenation (the bucket's prefix, a list id, a SKU),
 * which V8 keeps as a tree of its parts; the map holding it hashes the tree without flattening it, so each entry
 * kept the tree for good: ~55 bytes more per entry than the flat copy (bench/cache-size.ts). A UTF-16 round trip
 * copies every code unit as it is (lone surrogates included). Only stores pay for it, and they follow a query.
 */
const flatKey = (key: string) => Buffer.from(key, 'utf16le').toString('utf16le');

// lru-cache fills in a `status` member on the options of each get; one shared object spares a warm read the allocation.
const GET_OPTIONS = {};

/**
 * A per-process read cache for tenant data (effective group settings, price lists with their rules, the pricing
 * lookup's customers, SKUs and price rows, purchase paging boundaries, carts' discounts and shipping methods), so a hot read such as the pricing lookup
 * skips its queries. Every write to a topic evicts that tenant's bucket at once in the writing process and,
 * through a Redis channel, in every other one (as TokenCache does for tokens). Values live until then: every write
 * also bumps the tenant's tenant_versions row in its transaction, and watchVersions polls that table, so a lost
 * announcement is seen within a poll; without polls (or while they fail) values live the short lifetime instead.
 *
 * Memory is capped: every entry of every tenant (and each bucket's own record) is one item of a single
 * lru-cache with `maxSize` in bytes (`estimateSize` of the value plus the cache's own overhead), so however many
 * tenants call, the least recently used entries leave first and the total stays under the cap.
 *
 * Entries hold the load's promise: concurrent misses share one load, and an eviction while a load is in flight
 * drops the bucket it would have filled, so data read before a write's commit is never kept after it.
 */
export class TenantCache {
  private readonly entries: LRUCache<string, Item>;
  /**
   * Sticky hints (the lists a customer's last lookup needed): never trusted, so neither expired nor evicted by
   * writes, only by their own LRU, which takes a sixteenth of the cap.
   */
  readonly hints: LRUCache<string, readonly string[]>;
  private subscriber: Redis | undefined;
  /** The tenant_versions polls: what they last read, and until when they vouch for watched buckets. */
  private readonly versions: VersionWatch;

  constructor(
    private readonly ttlMs: number,
    readonly channel: string,
    maxBytes = DEFAULT_CACHE_MAX_BYTES,
  ) {
    this.versions = new VersionWatch(ttlMs, (siteId, environment, topic) => this.evictVersioned(siteId, environment, topic));
    const hintBytes = Math.floor(maxBytes * HINTS_SHARE);
    this.entries = new LRUCache<string, Item>({
      maxSize: maxBytes - hintBytes,
      sizeCalculation: sizeOf,
      // A bucket the LRU (or clear) drops takes its entries with it; its in-flight loads must not store any more.
      dispose: (v) => {
        if (isBucket(v)) v.live = false;
      },
    });
    this.hints = new LRUCache<string, readonly string[]>({
      maxSize: hintBytes,
      sizeCalculation: (ids, key) => ENTRY_OVERHEAD + stringBytes(key) + estimateSize(ids),
    });
  }

  /** Derived values (whole answers) asked for since start: answered from the cache, or not there or outdated. */
  readonly derivedLookups = { hit: 0, miss: 0 };

  /** Estimated bytes held (entries, buckets and hints), never above the cap given to the constructor. */
  get memoryBytes(): number {
    return this.entries.calculatedSize + this.hints.calculatedSize;
  }

  async subscribe(redis: Redis, log: Logger): Promise<void> {
    this.subscriber = await subscribeChannel(redis, this.channel, 'tenant cache', log, {
      onMessage: (message) => this.evictMessage(message),
      // Announcements made while this subscriber was cut off are lost: forget everything cached.
      onResubscribed: () => this.entries.clear(),
    });
  }

  /**
   * The values of `keys` under `topic` for the ctx's tenant; the keys not cached (or expired) are loaded together
   * by one `load` call, whose map leaves out keys that do not exist (remembered as null, so not asked again).
   * Inside a transaction the cache is bypassed: a writer must read its own uncommitted rows.
   */
  async getMany<V>(
    ctx: Ctx,
    topic: CacheTopic,
    keys: Iterable<string>,
    load: (missing: string[]) => Promise<ReadonlyMap<string, V>>,
    now = Date.now(),
    pin: CachePin = this.pin(ctx, topic, now),
  ) {
    const bucket = pin;
    const out = new Map<string, V | null>();
    // Warm reads (the pricing lookup asks for dozens of keys per request) only fill `out`; the structures for
    // misses and loads still in flight are made when the first one turns up.
    let pending: Map<string, Promise<unknown>> | undefined;
    // A Set, not an array scan: calculate-pricing asks for up to 50 lists × 1,000 SKUs keys at once.
    let missing: Set<string> | undefined;
    for (const key of keys) {
      if (out.has(key)) continue;
      const hit = bucket.live ? (this.entries.get(bucket.prefix + key, GET_OPTIONS) as Entry | undefined) : undefined;
      if (hit && hit.bucket === bucket && this.isCurrent(bucket, now)) {
        if (isSettled(hit)) out.set(key, hit.result as V | null);
        else (pending ??= new Map()).set(key, hit.loading);
      } else (missing ??= new Set()).add(key);
    }
    if (missing) {
      const loaded = load([...missing]);
      const store = this.ttlMs > 0 && bucket.live;
      for (const key of missing) {
        const entry: Loading = { loading: loaded.then((m) => m.get(key) ?? null), bucket };
        const itemKey = store ? flatKey(bucket.prefix + key) : '';
        entry.loading.then(
          (result) => {
            // Stored again now that its value is known, so the LRU counts the value's size (and may evict for it),
            // without the load's promise (and the reactions chained on it).
            if (store && this.entries.peek(itemKey) === entry) {
              if (bucket.live) this.entries.set(itemKey, { result, bucket } satisfies Settled);
              else this.entries.delete(itemKey);
            }
          },
          // A failed load is not remembered (the next reader tries again) and never goes unobserved.
          () => store && this.entries.peek(itemKey) === entry && this.entries.delete(itemKey),
        );
        (pending ??= new Map()).set(key, entry.loading);
        if (store) this.entries.set(itemKey, entry);
      }
    }
    if (pending) for (const [key, value] of pending) out.set(key, (await value) as V | null);
    return out;
  }

  /** The tenant's current bucket for `topic` (a throwaway one inside a transaction); see CachePin. */
  pin(ctx: Ctx, topic: CacheTopic, now = Date.now()): CachePin {
    return isTransactionClient(ctx.db) ? THROWAWAY : this.bucketOf(topic, ctx.siteId, ctx.environment, now);
  }

  /** One value, loaded alone when it is not cached. */
  async get<V>(ctx: Ctx, topic: CacheTopic, key: string, load: () => Promise<V>): Promise<V> {
    const values = await this.getMany(ctx, topic, [key], async () => new Map([[key, await load()]]));
    return values.get(key) as V;
  }

  /**
   * A bucket lives at most the cache's lifetime unless it is watched and the tenant version polls keep vouching
   * for it: past that, the next reader gets a new one (the old one is disposed, so its entries read as misses and
   * its loads in flight store nothing). Entries are read only while their bucket is current, so none outlives it,
   * and a value derived from several buckets (see derived) is bounded by theirs.
   */
  private bucketOf(topic: CacheTopic, siteId: string, environment: string, now = Date.now()): Bucket {
    const key = bucketKey(topic, siteId, environment);
    let bucket = this.entries.get(key, GET_OPTIONS) as Bucket | undefined;
    if (!bucket || !this.isCurrent(bucket, now)) {
      bucket = { prefix: `${key}\u0000`, live: true, until: now + this.ttlMs, watched: this.versions.watching && !UNVERSIONED.has(topic) };
      this.entries.set(key, bucket);
    }
    return bucket;
  }

  /** Not dropped, and within its lifetime or (watched) within what the last successful poll vouches for. */
  private isCurrent(bucket: Bucket, now: number): boolean {
    return bucket.live && (bucket.until > now || (bucket.watched && this.versions.vouchesAt(now)));
  }

  /** The tenant's current buckets of `topics`, for a value derived from all of them (see derived). */
  pinTopics(siteId: string, environment: string, topics: readonly CacheTopic[], now = Date.now()): CachePin[] {
    return topics.map((topic) => this.bucketOf(topic, siteId, environment, now));
  }

  /**
   * A value derived from several topics, stored with the buckets pinned BEFORE its inputs were read: it is answered
   * only while every one of them is live (no write announced since, not dropped by the LRU) and within its lifetime,
   * so it is never older than the entries it was computed from may be.
   */
  derived<V>(siteId: string, environment: string, key: string, now = Date.now()): V | undefined {
    const full = derivedKey(siteId, environment, key);
    const item = this.entries.get(full, GET_OPTIONS) as Derived | undefined;
    if (!item) {
      this.derivedLookups.miss++;
      return undefined;
    }
    for (const pin of item.pins) {
      if (this.isCurrent(pin, now)) continue;
      // Outdated for good: freed now rather than left to crowd out live entries until the LRU reaches it.
      this.entries.delete(full);
      this.derivedLookups.miss++;
      return undefined;
    }
    this.derivedLookups.hit++;
    return item.value as V;
  }

  /** Keeps a derived value of about `bytes` (counted against the cap) when its pins are all still current. */
  rememberDerived(siteId: string, environment: string, key: string, pins: readonly CachePin[], value: unknown, bytes: number, now = Date.now()): void {
    if (this.ttlMs <= 0 || pins.some((pin) => !this.isCurrent(pin, now))) return;
    this.entries.set(flatKey(derivedKey(siteId, environment, key)), { pins, value, bytes });
  }

  /** Drops everything cached under `topic` for the tenant. */
  evict(topic: CacheTopic, siteId: string, environment: string): void {
    this.entries.delete(bucketKey(topic, siteId, environment));
    for (const dependent of DEPENDENTS[topic] ?? []) this.entries.delete(bucketKey(dependent, siteId, environment));
  }

  /** Drops every bucket of the tenant (a version row of a topic this code does not know moved). */
  evictTenant(siteId: string, environment: string): void {
    for (const topic of TOPICS) this.entries.delete(bucketKey(topic, siteId, environment));
  }

  /** Drops what a (tenant, topic) version row covers: that topic and its dependents, as an announcement would. */
  private evictVersioned(siteId: string, environment: string, topic: string): void {
    if ((TOPICS as readonly string[]).includes(topic)) this.evict(topic as CacheTopic, siteId, environment);
    else this.evictTenant(siteId, environment);
  }

  /** Polls tenant_versions every `everyMs` until close (VersionWatch.start): see `watched` buckets. */
  watchVersions(read: (known: string | undefined) => Promise<TenantVersions>, log: Logger, everyMs: number): void {
    this.versions.start(read, log, everyMs);
  }

  private evictMessage(message: string): void {
    try {
      const [topic, siteId, environment] = JSON.parse(message) as [CacheTopic, string, string];
      this.evict(topic, siteId, environment);
    } catch {
      /* not ours */
    }
  }

  async close(): Promise<void> {
    await this.versions.stop();
    this.entries.clear();
    this.hints.clear();
    if (this.subscriber) await this.subscriber.quit().catch(() => {});
  }
}

export const cacheChannel = (prefix: string) => `${prefix}:cache:invalidate`;

/**
 * After a committed write to `topic`: evicts the tenant's bucket in this process at once (so the writer's next
 * read sees its write) and tells the other processes through Redis. The publish is not awaited: a write must not
 * wait for (or fail with) Redis; the tenant_versions poll (or, without it, the lifetime) bounds what a lost
 * announcement can cost.
 */
export function announceChange(ctx: Ctx, topic: CacheTopic): void {
  afterCommit(ctx, () => void announceTenantChange(ctx.deps, ctx.siteId, ctx.environment, topic));
}

/**
 * announceChange for a writer without a request (a worker's job), settling once Redis has taken the message
 * (never rejecting). A job whose completion a client waits for awaits it before marking itself completed, so
 * the other processes have been told before the client's wait ends.
 */
export async function announceTenantChange(deps: Pick<Deps, 'cache' | 'queue' | 'config'>, siteId: string, environment: string, topic: CacheTopic): Promise<void> {
  deps.cache.evict(topic, siteId, environment);
  await deps.queue.redis.publish(cacheChannel(deps.config.QUEUE_PREFIX), JSON.stringify([topic, siteId, environment])).catch(() => 0);
}
