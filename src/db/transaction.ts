import type { Ctx } from '../context.ts';
import type { Prisma, PrismaClient } from './client.ts';

export type DbClient = PrismaClient | Prisma.TransactionClient;

/** What runs once the open transaction has committed (cache announcements); nothing runs after a rollback. */
export type AfterCommit = (() => void)[];

const TRANSACTION_TIMEOUT_MS = 15_000;
const TRANSACTION_MAX_WAIT_MS = 10_000;

/**
 * True for the client of an open interactive transaction. Prisma 7's transaction client offers `$transaction` too
 * (for nesting), so only the missing `$connect` tells it from the root client.
 */
export function isTransactionClient(db: DbClient): boolean {
  return !('$connect' in db);
}

/**
 * A raw read on the caller's transaction when it has one, else on the pool as a named (prepared) statement. A
 * reader called inside a transaction (cart completion prices, validates and checks stock inside its own) must never
 * wait for a second connection while holding one, or a burst of such callers takes the whole pool with every one
 * of them waiting (seen as 15 s transaction timeouts and 503s under concurrent completes).
 */
export async function readRows<R>(ctx: Pick<Ctx, 'db' | 'deps'>, statement: { name: string; text: string }, values: unknown[]): Promise<R[]> {
  if (isTransactionClient(ctx.db)) return ctx.db.$queryRawUnsafe<R[]>(statement.text, ...values);
  return (await ctx.deps.db.pool.query<R & Record<string, unknown>>({ ...statement, values })).rows;
}

/** Opens a transaction on the root client; fn's after-commit hooks run once it has committed. */
export async function inTransaction<T>(prisma: PrismaClient, fn: (tx: Prisma.TransactionClient, afterCommit: AfterCommit) => Promise<T>, options?: { timeout?: number }): Promise<T> {
  const afterCommit: AfterCommit = [];
  const result = await prisma.$transaction((tx) => fn(tx, afterCommit), {
    timeout: options?.timeout ?? TRANSACTION_TIMEOUT_MS,
    maxWait: TRANSACTION_MAX_WAIT_MS,
  });
  for (const hook of afterCommit) hook();
  return result;
}

/** Runs fn in a transaction, reusing one that is already open on ctx. */
export async function withTransaction<T>(ctx: Ctx, fn: (tx: Ctx) => Promise<T>, options?: { timeout?: number }): Promise<T> {
  if (isTransactionClient(ctx.db)) return fn(ctx);
  return inTransaction(ctx.db as PrismaClient, (tx, afterCommit) => fn({ ...ctx, db: tx, afterCommit }), options);
}

/** Runs fn now, or, inside a transaction, once it has committed: others must not see a change before it exists. */
export function afterCommit(ctx: Pick<Ctx, 'db' | 'afterCommit'>, fn: () => void): void {
  if (ctx.afterCommit && isTransactionClient(ctx.db)) ctx.afterCommit.push(fn);
  else fn();
}
