import type { Config } from './config/env.ts';
import type { Database } from './db/client.ts';
import type { AfterCommit, DbClient } from './db/transaction.ts';
import type { Logger } from './logger.ts';
import type { QueueClient } from './queue/client.ts';
import type { TokenCache } from './auth/token-cache.ts';
import type { TenantCache } from './cache/tenant-cache.ts';

export type Environment = 'live' | 'test';

export type Credential = { id: string; name: string };

/** Long-lived things a process builds once and hands to every request and job. */
export type Deps = {
  config: Config;
  db: Database;
  queue: QueueClient;
  tokens: TokenCache;
  /** Slow-changing tenant metadata (group settings, price lists) for hot reads. */
  cache: TenantCache;
  log: Logger;
  /** Aborted once the process starts shutting down: waits that can end early (a bulk request's) do. */
  stopping: AbortSignal;
};

/** Carried on every verb call: who acts, for which tenant, and where to write. */
export type Ctx = {
  siteId: string;
  environment: Environment;
  credential: Credential | null;
  requestId: string;
  log: Logger;
  /** The Prisma client, or the open transaction inside withTransaction. */
  db: DbClient;
  /** Inside a transaction: hooks run once it has committed (see afterCommit in src/db/transaction.ts). */
  afterCommit?: AfterCommit;
  deps: Deps;
};
