import { deleteExpiredTokens } from '../../src/auth/repository.ts';
import { deleteExpiredIdempotencyKeys } from '../../src/db/idempotency.ts';
import { deletePublishedOutbox } from '../../src/queue/repository.ts';
import type { Processor } from '../create-worker.ts';

/** Drops expired tokens and idempotency records, and outbox rows published more than a day ago. */
export const housekeeping: Processor<'housekeeping'> = async (_payload, { deps }) => {
  const now = new Date();
  const prisma = deps.db.prisma;
  const [tokens, keys, outbox] = await Promise.all([
    deleteExpiredTokens(prisma, now),
    deleteExpiredIdempotencyKeys(prisma, now),
    deletePublishedOutbox(prisma, new Date(now.getTime() - 24 * 3600 * 1000)),
  ]);
  return { tokens: tokens.count, idempotencyKeys: keys.count, outbox: outbox.count };
};
