// The sync error log every worker writes to (see README.md here).
export { recordSyncError } from './record-sync-error.ts';
export { RECORD_CHUNK_BYTES, RECORD_CHUNK_ROWS, recordSyncErrors, type RecordedSyncErrors } from './record-sync-errors.ts';
export { aggregateFailures, fingerprintOf, MAX_PAYLOAD_BYTES, type AggregatedFailure, type SyncFailure } from './sync-failure.ts';
