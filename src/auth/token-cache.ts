import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { subscribeChannel } from '../queue/subscribe-channel.ts';
import type { Logger } from '../logger.ts';
import { findTokenRecord, type TokenReader, type TokenRecord } from './repository.ts';
import { hashToken } from './secrets.ts';

type Entry = { record: TokenRecord | null; until: number };

/** Tokens kept per process (each about 0.5 KiB with its record): the least recently used leave first. */
const MAX_ENTRIES = 50_000;

/**
 * Each token is kept for the lifetime less up to this share of it, at random: tokens validated together (every
 * client after a restart or a deploy) then fall due over the last quarter of the lifetime rather than in the same
 * instant, when their database reads would all queue at once and stall the requests behind them (a p99 of 13 to
 * 17 ms instead of 4 in bench/pricing-lookup.ts with 1,000 tenants). Never longer than the lifetime.
 */
const LIFETIME_JITTER = 0.25;

/**
 * Token look-ups without a database round trip per request: validated tokens stay in memory for a short
 * time, and every process subscribes to a Redis channel on which revocations and site changes are announced,
 * so a revoked credential is refused at once on every API process.
 */
export class TokenCache {
  private readonly entries: LRUCache<string, Entry>;
  private subscriber: Redis | undefined;
  /**
   * Counts announcements (and reconnect clears). A read that was in flight when one arrived may have seen the token
   * before the revocation committed: it answers its own request but is not kept, or it would outlive the revocation.
   */
  private evictions = 0;

  constructor(
    private readonly db: TokenReader,
    private readonly ttlMs: number,
    private readonly channel: string,
    maxEntries = MAX_ENTRIES,
  ) {
    // However many tenants and tokens call, at most maxEntries are kept; an evicted token is simply read again.
    this.entries = new LRUCache<string, Entry>({ max: maxEntries });
  }

  async subscribe(redis: Redis, log: Logger): Promise<void> {
    this.subscriber = await subscribeChannel(redis, this.channel, 'token cache', log, {
      onMessage: (message) => this.evict(message),
      // Announcements made while this subscriber was cut off are lost: forget everything cached.
      onResubscribed: () => {
        this.evictions++;
        this.entries.clear();
      },
    });
  }

  async lookup(token: string, now: number): Promise<TokenRecord | null> {
    const hash = hashToken(token);
    const hit = this.entries.get(hash);
    if (hit && hit.until > now) return hit.record;
    const evictions = this.evictions;
    const record = await findTokenRecord(this.db, hash);
    // Unknown tokens are not cached: a token issued a moment ago by another process must work at once.
    if (record && this.ttlMs > 0 && evictions === this.evictions) this.entries.set(hash, { record, until: now + this.ttlMs * (1 - LIFETIME_JITTER * Math.random()) });
    return record;
  }

  /** `credential:<id>` or `site:<id>`: drops every cached token it covers. */
  evict(message: string): void {
    this.evictions++;
    const [kind, id] = message.split(':', 2);
    const covered: string[] = [];
    for (const [hash, entry] of this.entries.entries()) {
      const r = entry.record;
      if (r && ((kind === 'credential' && r.credentialId === id) || (kind === 'site' && r.siteId === id))) covered.push(hash);
    }
    for (const hash of covered) this.entries.delete(hash);
  }

  /** Tokens held now (at most the cap given to the constructor). */
  get size(): number {
    return this.entries.size;
  }

  async close(): Promise<void> {
    this.entries.clear();
    if (this.subscriber) await this.subscriber.quit().catch(() => {});
  }
}

export const revocationChannel = (prefix: string) => `${prefix}:auth:invalidate`;

/** Tells every API process to forget cached tokens of a credential or site. Best effort when Redis is down. */
export async function announceInvalidation(redis: Redis, prefix: string, message: `credential:${string}` | `site:${string}`) {
  await redis.publish(revocationChannel(prefix), message).catch(() => 0);
}
