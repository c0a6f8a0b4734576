import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../../src/db/client.ts';
import { migrate, MigrationChecksumError, MIGRATIONS_DIR } from '../../../src/db/migrate.ts';
import { Prisma } from '../../../src/generated/prisma/client.ts';
import { modelFactories } from './model-factories.ts';
import { migrationNames, useScratchDatabases, withPool } from './scratch-databases.ts';

// The hand-run migrator must behave like `prisma migrate deploy`, and the SQL must match the Prisma schema:
// an empty database is migrated, then one row goes through every model of the generated client.
// (migration-tenant-ids.test.ts migrates a database filled under an earlier schema.)

const databases = useScratchDatabases();
const emptyDatabase = () => databases.empty();

describe('migrate()', () => {
  it('applies every migration to an empty database and records it the way Prisma does', async () => {
    const url = await emptyDatabase();
    const names = await migrationNames();
    expect(names.length).toBeGreaterThan(0);
    expect(names[0]).toMatch(/^\d{14}_init$/);
    await withPool(url, async (pool) => {
      const first = await migrate(pool);
      expect(first.applied).toEqual(names);
      const { rows } = await pool.query(
        `SELECT migration_name, checksum, finished_at, rolled_back_at, applied_steps_count, logs FROM "_prisma_migrations" ORDER BY migration_name`,
      );
      expect(rows.map((r) => r.migration_name)).toEqual(names);
      for (const row of rows) {
        const sql = await readFile(join(MIGRATIONS_DIR, row.migration_name, 'migration.sql'));
        expect(row.checksum).toBe(createHash('sha256').update(sql).digest('hex'));
        expect(row.finished_at).toBeInstanceOf(Date);
        expect(row.rolled_back_at).toBeNull();
        expect(row.applied_steps_count).toBe(1);
      }
      const second = await migrate(pool);
      expect(second.applied).toEqual([]);
      expect((await pool.query(`SELECT count(*)::int AS n FROM "_prisma_migrations"`)).rows[0].n).toBe(names.length);
    });
  });

  describe('with a temporary migrations folder', () => {
    let dir: string;
    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'hub-migrations-'));
      await cp(MIGRATIONS_DIR, dir, { recursive: true });
    });
    afterAll(() => rm(dir, { recursive: true, force: true }));

    it('applies only a new migration, refuses a changed one, and rolls a failing one back', async () => {
      const url = await emptyDatabase();
      await withPool(url, async (pool) => {
        await migrate(pool, dir);

        await mkdir(join(dir, '29990101000000_add_probe'));
        await writeFile(join(dir, '29990101000000_add_probe', 'migration.sql'), 'CREATE TABLE "probe" ("id" INTEGER PRIMARY KEY);\n');
        expect((await migrate(pool, dir)).applied).toEqual(['29990101000000_add_probe']);
        expect((await migrate(pool, dir)).applied).toEqual([]);

        await writeFile(join(dir, '29990101000000_add_probe', 'migration.sql'), 'CREATE TABLE "probe" ("id" BIGINT PRIMARY KEY);\n');
        await expect(migrate(pool, dir)).rejects.toBeInstanceOf(MigrationChecksumError);
        await expect(migrate(pool, dir)).rejects.toThrow(/29990101000000_add_probe/);
        await rm(join(dir, '29990101000000_add_probe'), { recursive: true });

        await mkdir(join(dir, '29990102000000_broken'));
        await writeFile(join(dir, '29990102000000_broken', 'migration.sql'), 'CREATE TABLE "half" ("id" INT);\nSELECT no_such_function();\n');
        await expect(migrate(pool, dir)).rejects.toThrow(/29990102000000_broken/);
        const half = await pool.query(`SELECT to_regclass('"half"') AS t`);
        expect(half.rows[0].t).toBeNull();
        const recorded = await pool.query(`SELECT 1 FROM "_prisma_migrations" WHERE migration_name = '29990102000000_broken'`);
        expect(recorded.rowCount).toBe(0);
        await rm(join(dir, '29990102000000_broken'), { recursive: true });
      });
    });

    it('two migrators at once apply each migration exactly once', async () => {
      const url = await emptyDatabase();
      const results = await Promise.all([withPool(url, (p) => migrate(p, dir)), withPool(url, (p) => migrate(p, dir))]);
      const applied = results.flatMap((r) => r.applied).sort();
      const names = (await readdir(dir)).filter((n) => /^\d{14}_/.test(n)).sort();
      expect(applied).toEqual(names);
    });
  });
});

describe('schema drift guard', () => {
  let db: Database;
  beforeAll(async () => {
    const url = await emptyDatabase();
    await withPool(url, (pool) => migrate(pool));
    db = createDatabase(url, 2);
  });
  afterAll(() => db?.close());

  const models = Object.values(Prisma.ModelName) as string[];

  it('every model of the generated client has a round-trip factory here', () => {
    expect(Object.keys(modelFactories).sort()).toEqual([...models].sort());
  });

  for (const model of models) {
    it(`${model}: a row with every scalar field set is written and read back unchanged`, async () => {
      const factory = modelFactories[model as keyof typeof modelFactories];
      expect(factory, `no factory for ${model}: add one to model-factories.ts`).toBeDefined();
      const { data, where } = await factory(db.prisma);
      const fields = Object.values((Prisma as unknown as Record<string, Record<string, string>>)[`${model}ScalarFieldEnum`]!);
      // Every column is exercised, so a column missing from (or typed differently in) the migration fails here.
      expect(Object.keys(data).sort(), `${model}: the factory must set every scalar field`).toEqual([...fields].sort());
      const delegate = (db.prisma as unknown as Record<string, { create: Function; findUniqueOrThrow: Function }>)[lowerFirst(model)]!;
      await delegate.create({ data });
      const row = await delegate.findUniqueOrThrow({ where });
      expect(normalize(row)).toEqual(normalize(data));
    });
  }
});

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

function normalize(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (Prisma.Decimal.isDecimal(value)) return new Prisma.Decimal(value as Prisma.Decimal).toFixed();
  if (Array.isArray(value)) return value.map(normalize);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalize(v)]));
  return value;
}
