import type { DbClient } from '../../db/transaction.ts';
import { recordSyncErrors } from './record-sync-errors.ts';
import type { SyncFailure } from './sync-failure.ts';

export type { SyncFailure } from './sync-failure.ts';

/** Writes (or counts again) one sync error: the one-item case of recordSyncErrors. */
export function recordSyncError(db: DbClient, f: SyncFailure, now = new Date()) {
  return recordSyncErrors(db, [f], now);
}
