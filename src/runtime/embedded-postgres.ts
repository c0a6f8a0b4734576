import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, realpath, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import type { Logger } from '../logger.ts';
import { binariesFor, clusterDir } from './embedded-postgres-files.ts';
import { initCluster, startServer } from './embedded-postgres-process.ts';
import { EmbeddedPostgresError, serverUser } from './embedded-postgres-user.ts';

export { EmbeddedPostgresError } from './embedded-postgres-user.ts';

/** `databaseDir` is where the cluster really is: `<dataDir>/pg`, or the folder that link points to. */
export type EmbeddedDatabase = { url: string; databaseDir: string; stop(): Promise<void> };

/** Where a cluster goes when PostgreSQL's user cannot enter DATA_DIR (see embedded-postgres-files.ts). */
export const DEFAULT_CLUSTER_HOME = '/var/lib/wholesale-hub';

async function ensureDatabase(port: number, password: string, name: string): Promise<void> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  client.on('error', () => {});
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * A PostgreSQL cluster under `dataDir` (its password in `<dataDir>/pg-password`), started on 127.0.0.1:`port`,
 * with a database `hub`. Initialised on the first start (initdb fails on a non-empty folder), then only started.
 * As root it runs as the `postgres` user; when that user cannot enter `dataDir` or node_modules (a checkout
 * under a 0700 folder), the cluster lives under `clusterHome` and the binaries are run from a copy.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  log: Logger,
  options: { clusterHome?: string } = {},
): Promise<EmbeddedDatabase> {
  await mkdir(dataDir, { recursive: true });
  const root = await realpath(dataDir);
  const user = serverUser();
  const bin = await binariesFor(user, log);
  const databaseDir = await clusterDir(root, user, options.clusterHome ?? DEFAULT_CLUSTER_HOME, log);
  const passwordFile = join(root, 'pg-password');
  const fresh = !existsSync(join(databaseDir, 'PG_VERSION'));
  let password: string;
  if (fresh) {
    password = randomBytes(18).toString('base64url');
    await writeFile(passwordFile, password, { mode: 0o600 });
    log.info({ databaseDir }, 'initialising embedded PostgreSQL (first start)');
    await initCluster(bin, databaseDir, password, user);
  } else {
    password = (await readFile(passwordFile, 'utf8').catch(() => {
      throw new EmbeddedPostgresError(`${databaseDir} holds a cluster but ${passwordFile} is gone: remove ${join(root, 'pg')} to start afresh.`);
    })).trim();
  }
  const server = await startServer(bin, databaseDir, port, user, log);
  try {
    await ensureDatabase(port, password, 'hub');
  } catch (err) {
    await server.stop();
    throw err;
  }
  log.info({ port }, 'embedded PostgreSQL is up');
  return {
    url: `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/hub`,
    databaseDir,
    stop: () => server.stop(),
  };
}
