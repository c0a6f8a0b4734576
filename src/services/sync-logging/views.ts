import type { SyncError, SyncLog } from '../../db/types.ts';
import type { SyncErrorView, SyncLogStatus } from './schemas.ts';
import type { Pair } from './log-repository.ts';

export const syncErrorView = (r: SyncError): SyncErrorView => ({
  id: r.id,
  integration: r.integration,
  data_type: r.dataType,
  external_id: r.externalId,
  visible_id: r.visibleId,
  external_url: r.externalUrl,
  code: r.code,
  message: r.message,
  payload: r.payload ?? null,
  job_id: r.jobId,
  attempts: r.attempts,
  occurrences: r.occurrences,
  first_seen_at: r.firstSeenAt.toISOString(),
  last_seen_at: r.lastSeenAt.toISOString(),
  status: r.status,
  resolved_at: r.resolvedAt?.toISOString() ?? null,
});

export const syncLogStatusView = (p: Pair, log: SyncLog | null, errorCount: number): SyncLogStatus => ({
  integration: p.integration,
  data_type: p.dataType,
  started_full_sync: log?.startedFullSync?.toISOString() ?? null,
  last_full_sync: log?.lastFullSync?.toISOString() ?? null,
  last_full_sync_succeeded: log?.lastFullSyncSucceeded ?? null,
  last_partial_sync: log?.lastPartialSync?.toISOString() ?? null,
  error_count: errorCount,
});
