import type { Config } from '../config/env.ts';
import type { Deps } from '../context.ts';
import { createDatabase } from '../db/client.ts';
import { TokenCache, revocationChannel } from '../auth/token-cache.ts';
import type { Logger } from '../logger.ts';
import { createQueueClient } from '../queue/client.ts';

/** Builds what a process shares: the database pool, the queue client and the token cache. */
export async function buildDeps(config: Config, databaseUrl: string, log: Logger): Promise<Deps> {
  const db = createDatabase(databaseUrl, config.DB_POOL_SIZE);
  const queue = createQueueClient(config.REDIS_URL, config.QUEUE_PREFIX);
  const tokens = new TokenCache(db.prisma, config.TOKEN_CACHE_SECONDS * 1000, revocationChannel(config.QUEUE_PREFIX));
  await tokens.subscribe(queue.redis, log);
  return { config, db, queue, tokens, log };
}

export async function closeDeps(deps: Deps): Promise<void> {
  await deps.tokens.close();
  await deps.queue.close();
  await deps.db.close();
}
