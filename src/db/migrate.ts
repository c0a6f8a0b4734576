import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';

// Applies prisma/migrations the way `prisma migrate deploy` does, without Prisma's native schema engine:
// one advisory lock, each pending migration in its own transaction, recorded in _prisma_migrations with the
// same columns and sha256 checksum, so `prisma migrate status` agrees wherever the engine is available.

export const MIGRATIONS_DIR = findMigrationsDir();

/** The package's prisma/migrations, found upwards from this module: it runs from src/ and from the dist/ bundle. */
function findMigrationsDir(): string {
  const here = fileURLToPath(import.meta.url);
  for (let dir = dirname(here); ; dir = dirname(dir)) {
    const candidate = join(dir, 'prisma', 'migrations');
    if (existsSync(candidate)) return `${candidate}/`;
    if (dirname(dir) === dir) throw new Error(`No prisma/migrations directory above ${here}.`);
  }
}
const LOCK_ID = 72707369; // Prisma's own migrate advisory lock id, so the two never run at once.

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export type MigrationResult = { applied: string[] };

export class MigrationChecksumError extends Error {}

async function listMigrations(dir: string) {
  const names = (await readdir(dir, { withFileTypes: true }))
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    }),
  );
}

export async function migrate(pool: pg.Pool, dir = MIGRATIONS_DIR): Promise<MigrationResult> {
  const migrations = await listMigrations(dir);
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [LOCK_ID]);
    await client.query(CREATE_TABLE);
    const { rows } = await client.query<{ migration_name: string; checksum: string }>(
      `SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
    const done = new Map(rows.map((r) => [r.migration_name, r.checksum]));
    const applied: string[] = [];
    for (const m of migrations) {
      const stored = done.get(m.name);
      if (stored !== undefined) {
        if (stored !== m.checksum) throw new MigrationChecksumError(`migration ${m.name} was changed after it was applied`);
        continue;
      }
      await client.query('BEGIN');
      try {
        const id = randomUUID();
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at) VALUES ($1, $2, $3, now())`,
          [id, m.checksum, m.name],
        );
        await client.query(m.sql);
        await client.query(
          `UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1`,
          [id],
        );
        await client.query('COMMIT');
        applied.push(m.name);
      } catch (err) {
        await client.query('ROLLBACK');
        throw new Error(`migration ${m.name} failed: ${(err as Error).message}`, { cause: err });
      }
    }
    return { applied };
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [LOCK_ID]).catch(() => {});
    client.release();
  }
}
