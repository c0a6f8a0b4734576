import { isDatabaseUnavailable } from './db/errors.ts';

/** A backing service the hub cannot work without. */
export type Dependency = 'database' | 'redis';

/**
 * Thrown where the hub finds a backing service away (a bounded wait ran out, Redis refused a command): the
 * request answers 503 service-unavailable with Retry-After, and a job waits for it instead of spending an attempt.
 */
export class DependencyUnavailable extends Error {
  constructor(
    readonly dependency: Dependency,
    options?: { cause?: unknown },
  ) {
    super(`${dependency === 'database' ? 'PostgreSQL' : 'Redis'} is unavailable`, options);
  }
}

// ioredis' own words for a connection that is not there (offline queue off, retries per request used up, a
// command timeout, a closed connection).
const REDIS_MESSAGE = /enableOfflineQueue options is false|Reached the max retries per request limit|Command timed out|Connection is closed|Stream isn't writeable/i;

export function isRedisUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 8; depth++) {
    const rec = e as { name?: unknown; message?: unknown; cause?: unknown };
    if (rec.name === 'MaxRetriesPerRequestError') return true;
    if (typeof rec.message === 'string' && REDIS_MESSAGE.test(rec.message)) return true;
    e = rec.cause;
  }
  return false;
}

/** Which dependency an error says is away, or null for any other error (a bug, bad data). */
export function outageOf(err: unknown): Dependency | null {
  if (err instanceof DependencyUnavailable) return err.dependency;
  if (isDatabaseUnavailable(err)) return 'database';
  if (isRedisUnavailable(err)) return 'redis';
  return null;
}

/** `promise`, or DependencyUnavailable once `ms` have passed without an answer (the promise is left to settle). */
export function within<T>(promise: Promise<T>, ms: number, dependency: Dependency): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DependencyUnavailable(dependency)), ms);
  });
  promise.catch(() => {}); // settled after the timeout: nobody listens any more
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
