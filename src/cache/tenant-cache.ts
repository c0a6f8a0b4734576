import type { Redis } from 'ioredis';
import { duplicateForSubscribe } from '../queue/client.ts';
import type { Ctx, Deps } from '../context.ts';
import { afterCommit, isTransactionClient } from '../db/transaction.ts';
import type { Logger } from '../logger.ts';

/** What a cached value depends on; a write to it announces the topic for its tenant. */
export type CacheTopic = 'customer-groups' | 'price-lists' | 'customers' | 'catalog' | 'prices' | 'purchases';

/**
 * Topics whose entries also derive from another: price rows are cached per list id, so a list's deletion,
 * creation or clearing (announced as 'price-lists') drops them too; a group's deletion can move customers.
 */
const DEPENDENTS: Partial<Record<CacheTopic, CacheTopic[]>> = { 'price-lists': ['prices'], 'customer-groups': ['customers'] };

/** `done` once the load succeeded, so a warm read takes `result` without awaiting anything. */
type Entry = { value: Promise<unknown>; until: number; done: boolean; result: unknown };
type Bucket = Map<string, Entry>;

/**
 * A tenant's bucket for a topic as it was when pinned. A reader that reads the database BEFORE it asks the cache
 * (the lookup's one statement) pins first: a write announced in between drops the pinned bucket, so what the
 * reader then stores lands in the dropped bucket and never outlives the write.
 */
export type CachePin = { readonly bucket: Bucket };

// Bounds against keys a client makes up (calculate-pricing takes any slug, a lookup any customer or SKU): a full
// bucket or cache starts over. Per-record topics (customers, SKUs, price rows) are larger by nature.
const MAX_KEYS_PER_BUCKET = 2_000;
const MAX_RECORDS_PER_BUCKET = 50_000;
const RECORD_TOPICS: ReadonlySet<CacheTopic> = new Set(['customers', 'catalog', 'prices', 'purchases']);
const MAX_BUCKETS = 20_000;

// NUL cannot occur in a topic, site id or environment, so the key is unambiguous (and cheaper than JSON).
const bucketKey = (topic: CacheTopic, siteId: string, environment: string) => `${topic}\u0000${siteId}\u0000${environment}`;

/**
 * A per-process read cache for slow-changing tenant metadata (effective group settings, price lists with
 * their rules), so a hot read such as the pricing lookup skips their queries. Values live a short time, and
 * every write to a topic evicts that tenant's bucket at once in the writing process and, through a Redis
 * channel, in every other one (as TokenCache does for tokens).
 *
 * Entries hold the load's promise: concurrent misses share one load, and an eviction while a load is in flight
 * drops the bucket it would have filled, so data read before a write's commit is never kept after it.
 */
export class TenantCache {
  private readonly buckets = new Map<string, Map<string, Entry>>();
  private subscriber: Redis | undefined;

  constructor(
    private readonly ttlMs: number,
    readonly channel: string,
  ) {}

  async subscribe(redis: Redis, log: Logger): Promise<void> {
    this.subscriber = duplicateForSubscribe(redis);
    // Announcements made while this subscriber was cut off are lost: after a reconnect, forget everything cached.
    let connected = false;
    this.subscriber.on('ready', () => {
      if (connected) this.buckets.clear();
      connected = true;
    });
    this.subscriber.on('error', (err) => log.warn({ err: err.message }, 'tenant cache subscriber error'));
    this.subscriber.on('message', (_channel, message: string) => this.evictMessage(message));
    await this.subscriber.subscribe(this.channel);
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
    pin: CachePin = this.pin(ctx, topic),
  ) {
    const bucket = pin.bucket;
    const out = new Map<string, V | null>();
    // Warm reads (the pricing lookup asks for dozens of keys per request) only fill `out`; the structures for
    // misses and loads still in flight are made when the first one turns up.
    let pending: Map<string, Promise<unknown>> | undefined;
    // A Set, not an array scan: calculate-pricing asks for up to 50 lists × 1,000 SKUs keys at once.
    let missing: Set<string> | undefined;
    for (const key of keys) {
      if (out.has(key)) continue;
      const hit = bucket.get(key);
      if (hit && hit.until > now) {
        if (hit.done) out.set(key, hit.result as V | null);
        else (pending ??= new Map()).set(key, hit.value);
      } else (missing ??= new Set()).add(key);
    }
    if (missing) {
      const loaded = load([...missing]);
      for (const key of missing) {
        const entry: Entry = { value: loaded.then((m) => m.get(key) ?? null), until: now + this.ttlMs, done: false, result: null };
        entry.value.then(
          (result) => Object.assign(entry, { done: true, result }),
          // A failed load is not remembered (the next reader tries again) and never goes unobserved.
          () => bucket.get(key) === entry && bucket.delete(key),
        );
        (pending ??= new Map()).set(key, entry.value);
        if (this.ttlMs > 0) bucket.set(key, entry);
      }
    }
    if (pending) for (const [key, value] of pending) out.set(key, (await value) as V | null);
    return out;
  }

  /** The tenant's current bucket for `topic` (a throwaway one inside a transaction); see CachePin. */
  pin(ctx: Ctx, topic: CacheTopic): CachePin {
    return { bucket: isTransactionClient(ctx.db) ? new Map() : this.bucketOf(topic, ctx.siteId, ctx.environment) };
  }

  /** One value, loaded alone when it is not cached. */
  async get<V>(ctx: Ctx, topic: CacheTopic, key: string, load: () => Promise<V>): Promise<V> {
    const values = await this.getMany(ctx, topic, [key], async () => new Map([[key, await load()]]));
    return values.get(key) as V;
  }

  private bucketOf(topic: CacheTopic, siteId: string, environment: string): Map<string, Entry> {
    const key = bucketKey(topic, siteId, environment);
    let bucket = this.buckets.get(key);
    if (!bucket || bucket.size >= (RECORD_TOPICS.has(topic) ? MAX_RECORDS_PER_BUCKET : MAX_KEYS_PER_BUCKET)) {
      if (!bucket && this.buckets.size >= MAX_BUCKETS) this.buckets.clear();
      bucket = new Map();
      this.buckets.set(key, bucket);
    }
    return bucket;
  }

  /** Drops everything cached under `topic` for the tenant. */
  evict(topic: CacheTopic, siteId: string, environment: string): void {
    this.buckets.delete(bucketKey(topic, siteId, environment));
    for (const dependent of DEPENDENTS[topic] ?? []) this.buckets.delete(bucketKey(dependent, siteId, environment));
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
    this.buckets.clear();
    if (this.subscriber) await this.subscriber.quit().catch(() => {});
  }
}

export const cacheChannel = (prefix: string) => `${prefix}:cache:invalidate`;

/**
 * After a committed write to `topic`: evicts the tenant's bucket in this process at once (so the writer's next
 * read sees its write) and tells the other processes through Redis. The publish is not awaited: a write must not
 * wait for (or fail with) Redis; the cache's short lifetime bounds what a lost announcement can cost.
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
