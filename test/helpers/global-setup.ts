import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve, sep } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../src/db/migrate.ts';
import { createLogger } from '../../src/logger.ts';
import { EmbeddedPostgresError, startEmbeddedPostgres } from '../../src/runtime/embedded-postgres.ts';
import { freePort } from './free-port.ts';

// Once per run: a PostgreSQL server (DATABASE_URL's, or an embedded one under test/.tmp), a template database
// with every migration applied, and its URL for the test files (test/helpers/database.ts clones it per file).

const TEMPLATE = `hub_template_${process.pid}`;


function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export default async function setup(project: TestProject) {
  let serverUrl = process.env.DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!serverUrl) {
    const dir = resolve('test/.tmp/pg');
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    const log = createLogger({ LOG_LEVEL: 'warn', LOG_FORMAT: 'json', NODE_ENV: 'test' });
    // When the postgres user cannot enter this checkout (root, under a 0700 folder), the cluster goes to TMPDIR.
    const embedded = await startEmbeddedPostgres(dir, await freePort(), log, { clusterHome: join(tmpdir(), 'wholesale-hub-test') }).catch(
      (err: unknown) => {
        if (!(err instanceof EmbeddedPostgresError)) throw err;
        // Its message says why and what to do; vitest would wrap it in an "Unhandled Error" banner and a stack.
        console.error(err.message);
        process.exit(1);
      },
    );
    serverUrl = embedded.url;
    stopEmbedded = async () => {
      await embedded.stop();
      if (!embedded.databaseDir.startsWith(dir + sep)) await rm(join(embedded.databaseDir, '..'), { recursive: true, force: true });
    };
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE}`);
  const pool = new pg.Pool({ connectionString: withDatabase(serverUrl, TEMPLATE), max: 1 });
  await migrate(pool);
  await pool.end();

  project.provide('databaseServerUrl', serverUrl);
  project.provide('templateDatabase', TEMPLATE);

  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE} WITH (FORCE)`).catch(() => {});
    await admin.end();
    if (stopEmbedded) await stopEmbedded();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseServerUrl: string;
    templateDatabase: string;
  }
}
