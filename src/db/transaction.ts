import type { Ctx } from '../context.ts';
import type { Prisma, PrismaClient } from './client.ts';

export type DbClient = PrismaClient | Prisma.TransactionClient;

/**
 * True for the client of an open interactive transaction. Prisma 7's transaction client offers `$transaction` too
 * (for nesting), so only the missing `$connect` tells it from the root client.
 */
export function isTransactionClient(db: DbClient): boolean {
  return !('$connect' in db);
}

/** Runs fn in a transaction, reusing one that is already open on ctx. */
export async function withTransaction<T>(ctx: Ctx, fn: (tx: Ctx) => Promise<T>, options?: { timeout?: number }): Promise<T> {
  if (isTransactionClient(ctx.db)) return fn(ctx);
  return (ctx.db as PrismaClient).$transaction((tx) => fn({ ...ctx, db: tx }), {
    timeout: options?.timeout ?? 15_000,
    maxWait: 10_000,
  });
}
