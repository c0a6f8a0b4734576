import type { Deps } from '../../context.ts';

export type Readiness = { ready: boolean; checks: { database: boolean; redis: boolean } };

/** Both backing services answer: PostgreSQL (a trivial query) and Redis (PING). */
export async function checkReadiness(deps: Deps): Promise<Readiness> {
  const [database, redis] = await Promise.allSettled([deps.db.pool.query('SELECT 1'), deps.queue.redis.ping()]);
  const checks = { database: database.status === 'fulfilled', redis: redis.status === 'fulfilled' };
  return { ready: checks.database && checks.redis, checks };
}
