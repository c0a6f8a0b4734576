import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, RLWrapperTimeouts } from 'rate-limiter-flexible';

export type FailureLimiter = {
  /**
   * Takes one guess from every key before the secret is checked: the seconds to wait when a key has none left
   * (nothing was taken then), else 0 and the guess is held until `giveBack` (a success) or kept (a failure).
   */
  takeGuess(keys: string[]): Promise<number>;
  /** A successful request does not count: its guess goes back. */
  giveBack(keys: string[]): Promise<void>;
};

/** Redis answers a counter update in well under a millisecond; this long without an answer, it is away. */
const REDIS_WAIT_MS = 500;

/**
 * Counts token requests per client id and per address; only failures stay counted. The guess is taken before the
 * (costly) argon2 check and given back on success, so parallel wrong guesses cannot all pass a check that only
 * reads the count: at most `points` secrets are ever checked per key and window. The counts live in Redis so every
 * API process shares them; while Redis is away each process counts in its own memory instead (the insurance
 * limiter), so tokens are still issued (credentials live in PostgreSQL) and guessing is still limited.
 */
export function createFailureLimiter(redis: Redis, prefix: string, points: number, windowSeconds: number, name = 'token-failures'): FailureLimiter {
  // A Redis that keeps its connection open but does not answer (frozen) would hold a token request for the
  // command timeout at each of its two calls (take, give back): past REDIS_WAIT_MS the per-process count decides.
  const limiter = new RLWrapperTimeouts({
    timeoutMs: REDIS_WAIT_MS,
    limiter: new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}:${name}`, points, duration: windowSeconds, rejectIfRedisNotReady: true }),
    insuranceLimiter: new RateLimiterMemory({ keyPrefix: `${prefix}:${name}`, points, duration: windowSeconds }),
  });
  const giveBack = async (keys: string[]) => {
    // Best effort: a lost give-back only counts a success as a failure, which errs on the safe side.
    await Promise.all(keys.map((k) => limiter.reward(k).catch(() => undefined)));
  };
  return {
    async takeGuess(keys) {
      const results = await Promise.allSettled(keys.map((k) => limiter.consume(k)));
      let wait = 0;
      for (const r of results) {
        if (r.status === 'fulfilled') continue;
        if (!(r.reason instanceof RateLimiterRes)) {
          await giveBack(keys.filter((_, i) => results[i]!.status === 'fulfilled'));
          throw r.reason;
        }
        wait = Math.max(wait, Math.ceil(r.reason.msBeforeNext / 1000), 1);
      }
      // Refused: no secret is checked, so the keys that still had guesses get theirs back (a blocked client id
      // does not use up the guesses of every address that tries it, nor the reverse).
      if (wait > 0) await giveBack(keys.filter((_, i) => results[i]!.status === 'fulfilled'));
      return wait;
    },
    giveBack,
  };
}
