import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

export type FailureLimiter = {
  /** Seconds until the key may try again, or 0 when it is not blocked. */
  blockedFor(keys: string[]): Promise<number>;
  recordFailure(keys: string[]): Promise<void>;
};

/**
 * Counts failed token requests per client id and per address; only failures count. The counts live in Redis so
 * every API process shares them; while Redis is away each process counts in its own memory instead (the
 * insurance limiter), so tokens are still issued (credentials live in PostgreSQL) and guessing is still limited.
 */
export function createFailureLimiter(redis: Redis, prefix: string, points: number, windowSeconds: number): FailureLimiter {
  const limiter = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `${prefix}:token-failures`,
    points,
    duration: windowSeconds,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory({ keyPrefix: `${prefix}:token-failures`, points, duration: windowSeconds }),
  });
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
