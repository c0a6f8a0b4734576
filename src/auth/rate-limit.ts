import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

export type FailureLimiter = {
  /** Seconds until the key may try again, or 0 when it is not blocked. */
  blockedFor(keys: string[]): Promise<number>;
  recordFailure(keys: string[]): Promise<void>;
};

/** Counts failed token requests per client id and per address; only failures count. */
export function createFailureLimiter(redis: Redis, prefix: string, points: number, windowSeconds: number): FailureLimiter {
  const limiter = new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}:token-failures`, points, duration: windowSeconds });
  return {
    async blockedFor(keys) {
      let wait = 0;
      for (const key of keys) {
        const res = await limiter.get(key).catch(() => null);
        if (res && res.consumedPoints >= points) wait = Math.max(wait, Math.ceil(res.msBeforeNext / 1000));
      }
      return wait;
    },
    async recordFailure(keys) {
      await Promise.all(
        keys.map((k) =>
          limiter.consume(k).catch((e) => {
            if (!(e instanceof RateLimiterRes)) throw e;
          }),
        ),
      );
    },
  };
}
