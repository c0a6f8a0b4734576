import { createHash } from 'node:crypto';
import type { Environment } from '../../context.ts';
import type { DbClient } from '../../db/transaction.ts';
import type { SyncDataType } from '../../db/types.ts';
import { upsertSyncError } from './repository.ts';

const MAX_PAYLOAD_BYTES = 16 * 1024;

export type SyncFailure = {
  siteId: string;
  environment: Environment;
  integration: string;
  dataType: SyncDataType;
  code: string;
  message: string;
  externalId?: string | null;
  visibleId?: string | null;
  externalUrl?: string | null;
  payload?: unknown;
  jobId?: string | null;
  attempts?: number;
};

/** The contract keeps at most 16 KiB of the failing data; larger snapshots are cut and say so. */
function snapshot(payload: unknown) {
  if (payload === undefined || payload === null) return null;
  const text = JSON.stringify(payload);
  if (Buffer.byteLength(text) <= MAX_PAYLOAD_BYTES) return payload as object;
  return { truncated: true, preview: Buffer.from(text).subarray(0, MAX_PAYLOAD_BYTES - 64).toString('utf8') };
}

/** Writes (or counts again) one sync error; used by every worker for a row or job that failed for good. */
export async function recordSyncError(db: DbClient, f: SyncFailure, now = new Date()) {
  const subject = f.externalId ?? (f.jobId ? `job:${f.jobId}` : '');
  const fingerprint = createHash('sha256').update([f.integration, f.dataType, subject, f.code].join('\u0000')).digest('hex');
  return upsertSyncError(
    db,
    {
      siteId: f.siteId,
      environment: f.environment,
      integration: f.integration,
      dataType: f.dataType,
      fingerprint,
      externalId: f.externalId ?? null,
      visibleId: f.visibleId ?? null,
      externalUrl: f.externalUrl ?? null,
      code: f.code,
      message: f.message.slice(0, 4000),
      payload: snapshot(f.payload),
      jobId: f.jobId ?? null,
      attempts: f.attempts ?? 1,
    },
    now,
  );
}
