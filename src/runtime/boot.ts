import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import pg from 'pg';
import type { Config } from '../config/env.ts';
import { migrate } from '../db/migrate.ts';
import type { Logger } from '../logger.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { ensureRedis } from './redis.ts';

export type Infrastructure = { databaseUrl: string; stop(): Promise<void> };

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The embedded cluster may already run for another hub process on this machine (api + worker started apart). */
async function embeddedDatabase(config: Config, log: Logger) {
  const root = resolve(config.DATA_DIR);
  const passwordFile = join(root, 'pg-password');
  if (existsSync(passwordFile)) {
    const password = (await readFile(passwordFile, 'utf8')).trim();
    const url = `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${config.EMBEDDED_PG_PORT}/hub`;
    if (await answers(url)) {
      log.info('using the embedded PostgreSQL another hub process started');
      return { url, stop: async () => {} };
    }
  }
  return startEmbeddedPostgres(config.DATA_DIR, config.EMBEDDED_PG_PORT, log);
}

/** PostgreSQL (external, or embedded when DATABASE_URL is unset) and Redis up, schema migrated. */
export async function bootInfrastructure(config: Config, log: Logger): Promise<Infrastructure> {
  const database = config.DATABASE_URL ? { url: config.DATABASE_URL, stop: async () => {} } : await embeddedDatabase(config, log);
  let redis: Awaited<ReturnType<typeof ensureRedis>> | undefined;
  try {
    redis = await ensureRedis(config.REDIS_URL, config.DATA_DIR, log);
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    pool.on('error', () => {}); // an idle client's lost connection; the next query reports it
    try {
      const { applied } = await migrate(pool);
      if (applied.length) log.info({ applied }, 'migrations applied');
    } finally {
      await pool.end();
    }
  } catch (err) {
    // Whatever this boot started is stopped cleanly before the process reports the failure and exits.
    redis?.stop();
    await database.stop().catch(() => {});
    throw err;
  }
  return {
    databaseUrl: database.url,
    async stop() {
      redis.stop();
      await database.stop();
    },
  };
}
