// When and how long the SDK waits before sending a request again. Pure: the clock and the dice are passed in.

export type RetryPolicy = {
  /** Attempts in all, the first included (the one fresh-token retry after a 401 is not counted). */
  maxAttempts: number;
  /** Backoff before the first retry; doubles for each further one. */
  baseDelayMs: number;
  /** No backoff (nor Retry-After) waits longer than this. */
  maxDelayMs: number;
};

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: 5, baseDelayMs: 250, maxDelayMs: 30_000 };

/** Why an answer is worth sending again, or undefined when it is final. */
export type RetryReason = 'server-error' | 'rate-limited' | 'concurrent-update' | 'network-error';

/**
 * 5xx, 429 and 409 concurrent-update are transient: the same request may succeed later. Every other 4xx (a
 * 409 duplicate-external-id or newer-version-exists included) would fail the same way again, so it is final.
 */
export function retryReason(status: number, problemCodes: readonly string[]): RetryReason | undefined {
  if (status >= 500) return 'server-error';
  if (status === 429) return 'rate-limited';
  if (status === 409 && problemCodes.includes('concurrent-update')) return 'concurrent-update';
  return undefined;
}

/**
 * Exponential backoff with "equal jitter": half the doubled delay is fixed, the other half random, so clients that
 * failed together spread out yet none retries at once. `retry` is 1 for the first retry.
 */
export function backoffMs(retry: number, policy: RetryPolicy, random: () => number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** Retry-After as delay-seconds or an HTTP-date (RFC 9110 §10.2.3), in ms from `now`; undefined when absent or bad. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * The wait before the next attempt: the server's Retry-After when it gave one (never less), else the backoff.
 * undefined when Retry-After asks for longer than `maxDelayMs`: the caller gets the answer rather than a client that
 * sleeps for a quarter of an hour unseen (the token limiter's window is 15 minutes).
 */
export function retryDelayMs(retry: number, retryAfterMs: number | undefined, policy: RetryPolicy, random: () => number): number | undefined {
  if (retryAfterMs === undefined) return backoffMs(retry, policy, random);
  if (retryAfterMs > policy.maxDelayMs) return undefined;
  // A little jitter on top, so many clients told the same second do not all come back within it.
  return retryAfterMs + Math.round(random() * Math.min(policy.baseDelayMs, 1000));
}
