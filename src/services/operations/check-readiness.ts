import type { Deps } from '../../context.ts';
import { within, type Dependency } from '../../outage.ts';

export type Readiness = { ready: boolean; checks: Record<Dependency, boolean>; unavailable: Dependency[] };

/** Each check's own bound, so the probe answers within a second whatever hangs (a full pool, a frozen server). */
export const READINESS_CHECK_MS = 750;

/** Both backing services answer: PostgreSQL (a trivial query) and Redis (PING), each within READINESS_CHECK_MS. */
export async function checkReadiness(deps: Deps): Promise<Readiness> {
  const [database, redis] = await Promise.allSettled([
    within(deps.db.pool.query('SELECT 1'), READINESS_CHECK_MS, 'database'),
    within(deps.queue.redis.ping(), READINESS_CHECK_MS, 'redis'),
  ]);
  const checks = { database: database.status === 'fulfilled', redis: redis.status === 'fulfilled' };
  const unavailable = (Object.keys(checks) as Dependency[]).filter((d) => !checks[d]);
  return { ready: unavailable.length === 0, checks, unavailable };
}
