import type { Ctx } from '../context.ts';
import type { Prisma, PrismaClient } from './client.ts';

export type DbClient = PrismaClient | Prisma.TransactionClient;

function inTransaction(db: DbClient): db is Prisma.TransactionClient {
  return !('$transaction' in db);
}

/** Runs fn in a transaction, reusing one that is already open on ctx. */
export async function withTransaction<T>(ctx: Ctx, fn: (tx: Ctx) => Promise<T>, options?: { timeout?: number }): Promise<T> {
  if (inTransaction(ctx.db)) return fn(ctx);
  return (ctx.db as PrismaClient).$transaction((tx) => fn({ ...ctx, db: tx }), {
    timeout: options?.timeout ?? 15_000,
    maxWait: 10_000,
  });
}
