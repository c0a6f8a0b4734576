import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '../generated/prisma/client.ts';

export { Prisma, PrismaClient } from '../generated/prisma/client.ts';

export type Database = {
  prisma: PrismaClient;
  /** The same pool Prisma uses (every query bounded, see createDatabase); for session-level advisory locks. */
  pool: pg.Pool;
  /**
   * A separate, small pool for staging bulk uploads (stageImport), so that however many uploads arrive, ordinary
   * requests keep the connections of `pool`. It connects only when used.
   */
  importPool: pg.Pool;
  close(): Promise<void>;
};

// PostgreSQL returns NUMERIC as strings already; keep BIGINT (outbox ids, counts) as strings too so nothing loses precision.
// `connectTimeoutMs` bounds the wait for a connection (a new one, or a free one from a full pool): with PostgreSQL
// away a caller fails fast (503 for a request, a deferred job) instead of hanging.
// `queryTimeoutMs` bounds each query on `pool` (pg's query_timeout), so a server that accepts connections but never
// answers (frozen, every backend stuck) gives a request 503 as well. Work on `pool` that runs long by design (an
// import's lock waits and merge steps, bulk deletes) lifts it for its own queries: withoutQueryTimeout (unbounded.ts).
export function createDatabase(url: string, poolSize = 10, connectTimeoutMs = 0, importPoolSize = 2, queryTimeoutMs = 0): Database {
  const pool = newPool(url, poolSize, connectTimeoutMs);
  if (queryTimeoutMs > 0) pool.options.query_timeout = queryTimeoutMs;
  const importPool = newPool(url, importPoolSize, connectTimeoutMs);
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  let closed = false;
  return {
    prisma,
    pool,
    importPool,
    async close() {
      if (closed) return;
      closed = true;
      await prisma.$disconnect();
      await pool.end();
      await importPool.end();
    },
  };
}

function newPool(url: string, max: number, connectTimeoutMs: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000, connectionTimeoutMillis: connectTimeoutMs, keepAlive: true });
  // An idle client that errors (database restarted) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Nor may a checked-out one: a connection that drops between two queries of a long holder (an import's locks
  // and steps, a staging COPY) emits 'error' on its client, and an unheard 'error' event kills the process. The
  // holder still learns of it: its next query fails, and it releases the client as broken.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}
