import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { MIGRATIONS_DIR } from '../../../src/db/migrate.ts';

// Empty databases for the migration tests (not the migrated template every other file clones), and migration
// folders cut off at a past migration, so a test can fill a database under an earlier schema and then migrate it.

/** Registers the file's hooks; `empty()` makes a new empty database and returns its URL. All are dropped afterwards. */
export function useScratchDatabases(): { empty(): Promise<string> } {
  const created: string[] = [];
  let admin: pg.Client;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: inject('databaseServerUrl') });
    await admin.connect();
  });
  afterAll(async () => {
    for (const name of created) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end();
  });
  return {
    async empty() {
      const name = `hub_mig_${randomBytes(6).toString('hex')}`;
      await admin.query(`CREATE DATABASE ${name}`);
      created.push(name);
      const u = new URL(inject('databaseServerUrl'));
      u.pathname = `/${name}`;
      return u.toString();
    },
  };
}

export async function withPool<T>(url: string, fn: (pool: pg.Pool) => Promise<T>): Promise<T> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    return await fn(pool);
  } finally {
    await pool.end();
  }
}

/** The names of prisma/migrations, oldest first. */
export async function migrationNames(dir = MIGRATIONS_DIR): Promise<string[]> {
  return (await readdir(dir, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name).sort();
}

/**
 * A temporary copy of prisma/migrations holding `last` and the migrations before it: migrate(pool, dir) then
 * builds the schema as it was before the migrations after `last`. remove() deletes the copy.
 */
export async function migrationsUpTo(last: string): Promise<{ dir: string; remove(): Promise<void> }> {
  const names = await migrationNames();
  if (!names.includes(last)) throw new Error(`no migration ${last} in ${MIGRATIONS_DIR}`);
  const dir = await mkdtemp(join(tmpdir(), 'hub-migrations-'));
  await cp(join(MIGRATIONS_DIR, 'migration_lock.toml'), join(dir, 'migration_lock.toml')).catch(() => {});
  for (const name of names.filter((n) => n <= last)) await cp(join(MIGRATIONS_DIR, name), join(dir, name), { recursive: true });
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
