import type { DbClient } from '../../db/transaction.ts';
import type { Prisma } from '../../db/client.ts';
import type { Environment } from '../../context.ts';
import type { SyncDataType } from '../../generated/prisma/enums.ts';

export type SyncErrorWrite = {
  siteId: string;
  environment: Environment;
  integration: string;
  dataType: SyncDataType;
  fingerprint: string;
  externalId: string | null;
  visibleId: string | null;
  externalUrl: string | null;
  code: string;
  message: string;
  payload: Prisma.InputJsonValue | null;
  jobId: string | null;
  attempts: number;
};

/** A repeat of an open or resolved failure raises its count and reopens it instead of adding a row. */
export function upsertSyncError(db: DbClient, e: SyncErrorWrite, now: Date) {
  const { siteId, environment, fingerprint, payload, ...rest } = e;
  const jsonPayload = payload ?? undefined;
  return db.syncError.upsert({
    where: { siteId_environment_fingerprint: { siteId, environment, fingerprint } },
    create: { siteId, environment, fingerprint, ...rest, payload: jsonPayload, firstSeenAt: now, lastSeenAt: now },
    update: {
      message: e.message,
      payload: jsonPayload,
      jobId: e.jobId,
      attempts: e.attempts,
      occurrences: { increment: 1 },
      lastSeenAt: now,
      status: 'open',
      resolvedAt: null,
    },
  });
}
