import type { Config } from '../config/env.ts';
import type { Deps } from '../context.ts';
import { createDatabase } from '../db/client.ts';
import { readTenantVersions } from '../db/tenant-versions.ts';
import { TokenCache, revocationChannel } from '../auth/token-cache.ts';
import { TenantCache, cacheChannel } from '../cache/tenant-cache.ts';
import type { Logger } from '../logger.ts';
import { createQueueClient } from '../queue/client.ts';

/** Writes announce themselves, so this only bounds what a lost announcement (Redis down) can leave stale. */
const METADATA_CACHE_MS = 5_000;
/** How often each process reads tenant_versions: well within the bound above, so a late poll expires nothing. */
const VERSION_POLL_MS = 2_000;

/** Builds what a process shares: the database pool, the queue client, the token cache and the metadata cache. */
export async function buildDeps(config: Config, databaseUrl: string, log: Logger): Promise<Deps> {
  const db = createDatabase(databaseUrl, config.DB_POOL_SIZE, config.DEPENDENCY_TIMEOUT_MS, config.IMPORT_POOL_SIZE, config.DB_QUERY_TIMEOUT_MS);
  const queue = createQueueClient(config.REDIS_URL, config.QUEUE_PREFIX, config.DEPENDENCY_TIMEOUT_MS);
  const tokens = new TokenCache(db.pool, config.TOKEN_CACHE_SECONDS * 1000, revocationChannel(config.QUEUE_PREFIX));
  await tokens.subscribe(queue.redis, log);
  const cache = new TenantCache(METADATA_CACHE_MS, cacheChannel(config.QUEUE_PREFIX), Math.round(config.LOOKUP_CACHE_MAX_MB * 1024 * 1024));
  await cache.subscribe(queue.redis, log);
  cache.watchVersions((known) => readTenantVersions(db.pool, known), log, VERSION_POLL_MS); // stopped by cache.close()
  const stopping = new AbortController();
  const deps = { config, db, queue, tokens, cache, log, stopping: stopping.signal };
  shutdowns.set(deps, stopping);
  return deps;
}

const shutdowns = new WeakMap<Deps, AbortController>();

/** Tells whatever waits on `deps.stopping` that the process is shutting down (first step of a graceful stop). */
export function beginShutdown(deps: Deps): void {
  shutdowns.get(deps)?.abort();
}

export async function closeDeps(deps: Deps): Promise<void> {
  beginShutdown(deps);
  await deps.tokens.close();
  await deps.cache.close();
  await deps.queue.close();
  await deps.db.close();
}
