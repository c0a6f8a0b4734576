import type { Environment } from '../context.ts';
import type { PrismaClient } from './client.ts';
import type { DbClient } from './transaction.ts';

export type IdempotencyKeyRef = { siteId: string; environment: Environment; key: string };
export type StoredResponse = { status: number; headers: Record<string, string>; body: string };
export type Claim =
  | { kind: 'claimed' }
  | { kind: 'replay'; response: StoredResponse }
  | { kind: 'mismatch' }
  | { kind: 'in-progress' };

const TTL_MS = 24 * 3600 * 1000;
/** A claim still unfinished after this long belongs to a request that died (crash, timeout): it may be retaken. */
const ABANDONED_AFTER_MS = 5 * 60 * 1000;

/** Claims a key for a request body hash, or reports what an earlier request with the key left behind. */
export async function claimIdempotencyKey(prisma: PrismaClient, ref: IdempotencyKeyRef, requestHash: string, now: Date): Promise<Claim> {
  const where = { siteId_environment_key: ref };
  await prisma.idempotencyRecord.deleteMany({ where: { ...ref, expiresAt: { lt: now } } });
  const inserted = await prisma.idempotencyRecord.createMany({
    data: [{ ...ref, requestHash, expiresAt: new Date(now.getTime() + TTL_MS) }],
    skipDuplicates: true,
  });
  if (inserted.count === 1) return { kind: 'claimed' };
  const existing = await prisma.idempotencyRecord.findUnique({ where });
  if (!existing) return claimIdempotencyKey(prisma, ref, requestHash, now);
  if (existing.requestHash !== requestHash) return { kind: 'mismatch' };
  if (!existing.completed || existing.statusCode === null) {
    if (now.getTime() - existing.createdAt.getTime() < ABANDONED_AFTER_MS) return { kind: 'in-progress' };
    await prisma.idempotencyRecord.deleteMany({ where: { ...ref, completed: false, createdAt: existing.createdAt } });
    return claimIdempotencyKey(prisma, ref, requestHash, now);
  }
  return {
    kind: 'replay',
    response: { status: existing.statusCode, headers: (existing.responseHeaders ?? {}) as Record<string, string>, body: existing.responseBody ?? '' },
  };
}

export async function completeIdempotencyKey(prisma: DbClient, ref: IdempotencyKeyRef, response: StoredResponse) {
  await prisma.idempotencyRecord.update({
    where: { siteId_environment_key: ref },
    data: { completed: true, statusCode: response.status, responseHeaders: response.headers, responseBody: response.body },
  });
}

export async function releaseIdempotencyKey(prisma: PrismaClient, ref: IdempotencyKeyRef) {
  await prisma.idempotencyRecord.deleteMany({ where: { ...ref, completed: false } });
}

export const deleteExpiredIdempotencyKeys = (prisma: PrismaClient, now: Date) =>
  prisma.idempotencyRecord.deleteMany({ where: { expiresAt: { lt: now } } });
