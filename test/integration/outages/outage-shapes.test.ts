import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../../src/db/client.ts';
import { outageOf } from '../../../src/outage.ts';
import { useHarness } from '../../helpers/harness.ts';
import { freePort } from './servers.ts';

// Issue 14: a job that fails because PostgreSQL is away must wait, not fail and land in the sync error log as a
// data error; a request must answer 503, not 500. Both hang on outageOf recognising every way pg and Prisma
// report "the database is not there", and on it not mistaking a data error for one. Each error here is produced
// for real (refused connections, pg_terminate_backend as a restart does it, a query past its bound), not built.

const setup = useHarness({ tenant: false });
const url = () => setup.h.config.DATABASE_URL!;
const opened: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const o of opened) await o.close().catch(() => {});
});

async function caught(fn: () => Promise<unknown>): Promise<unknown> {
  try {
    await fn();
  } catch (err) {
    return err;
  }
  throw new Error('expected an error');
}

/** A connection of its own (queries bounded at 1 s) and its backend's pid, for pg_terminate_backend. */
async function doomed() {
  const db = createDatabase(url(), 1, 2_000, 1, 1_000);
  opened.push(db);
  const client = await db.pool.connect();
  const pid = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
  return { client, pid };
}

describe('outageOf recognises PostgreSQL being away', () => {
  it('refused connections: pg pool, Prisma', async () => {
    const db = createDatabase(`postgresql://postgres@127.0.0.1:${await freePort()}/none`, 1, 1_000, 1, 1_000);
    opened.push(db);
    expect(outageOf(await caught(() => db.pool.query('SELECT 1')))).toBe('database');
    expect(outageOf(await caught(() => db.prisma.job.findUnique({ where: { id: '11111111-1111-4111-8111-111111111111' } })))).toBe('database');
  });

  it('a backend ended under a running query, and every later query on that connection', async () => {
    const { client, pid } = await doomed();
    const running = caught(() => client.query('SELECT pg_sleep(5)'));
    await new Promise((r) => setTimeout(r, 100));
    await setup.h.deps.db.pool.query('SELECT pg_terminate_backend($1)', [pid]);
    expect(outageOf(await running)).toBe('database');
    expect(outageOf(await caught(() => client.query('SELECT 1')))).toBe('database');
    client.release(true);
  });

  it('a backend ended inside a Prisma transaction', async () => {
    const db = createDatabase(url(), 1, 2_000, 1, 1_000);
    opened.push(db);
    const err = await caught(() =>
      db.prisma.$transaction(async (tx) => {
        const pid = (await tx.$queryRaw<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`)[0]!.pid;
        await setup.h.deps.db.pool.query('SELECT pg_terminate_backend($1)', [pid]);
        await new Promise((r) => setTimeout(r, 100));
        await tx.$queryRaw`SELECT 1`;
      }),
    );
    expect(outageOf(err)).toBe('database');
  });

  it('a query that gets no answer within the query bound (pg query_timeout)', async () => {
    const { client } = await doomed();
    expect(outageOf(await caught(() => client.query('SELECT pg_sleep(3)')))).toBe('database');
    client.release(true);
  });
});

describe('outageOf leaves data and programming errors alone', () => {
  it('a unique violation, a malformed value, a statement cancelled by its own statement_timeout', async () => {
    const prisma = setup.h.deps.db.prisma;
    await prisma.site.create({ data: { id: 'shape-site', name: 'x' } });
    expect(outageOf(await caught(() => prisma.site.create({ data: { id: 'shape-site', name: 'x' } })))).toBeNull();
    expect(outageOf(await caught(() => prisma.job.findUnique({ where: { id: 'not-a-uuid' } })))).toBeNull();
    const { client } = await doomed();
    expect(outageOf(await caught(() => client.query('SET statement_timeout = 50; SELECT pg_sleep(1)')))).toBeNull();
    client.release(true);
  });
});
