import type { Ctx } from '../../context.ts';
import { withTransaction } from '../../db/transaction.ts';
import { getSyncLog } from './get-sync-log.ts';
import { lockPair, resolveOpenErrorsExcept, saveSyncLog, type Pair } from './log-repository.ts';
import { recordSyncErrors } from './record-sync-errors.ts';
import { reportedFailure, SYNC_TRANSACTION_TIMEOUT_MS, timeOrNull } from './reported-errors.ts';
import type { FullSyncInput } from './schemas.ts';

/**
 * PUT …/sync-log/{integration}/{data_type}: a full sync. Its errors become the pair's open errors (each recorded,
 * or counted again on its record and reopened), every other open error of the pair is resolved, and the status
 * takes the body's times, an omitted one cleared. All of it commits together, one full sync of a pair at a time.
 */
export function recordFullSync(ctx: Ctx, pair: Pair, input: FullSyncInput, now = new Date()) {
  return withTransaction(
    ctx,
    async (tx) => {
      await lockPair(tx, pair);
      const failures = input.errors.map((e) => reportedFailure(tx, pair, e));
      await resolveOpenErrorsExcept(tx, pair, failures.map((f) => f.fingerprint), now);
      await recordSyncErrors(tx.db, failures, now);
      const lastFullSync = timeOrNull(input.finished_at);
      await saveSyncLog(tx, pair, {
        startedFullSync: timeOrNull(input.started_at),
        lastFullSync,
        lastFullSyncSucceeded: input.succeeded ?? (lastFullSync ? input.errors.length === 0 : null),
      });
      return getSyncLog(tx, pair);
    },
    { timeout: SYNC_TRANSACTION_TIMEOUT_MS },
  );
}
