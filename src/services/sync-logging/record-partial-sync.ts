import type { Ctx } from '../../context.ts';
import { withTransaction } from '../../db/transaction.ts';
import { getSyncLog } from './get-sync-log.ts';
import { lockPair, resolveOpenErrorsOf, saveSyncLog, type Pair } from './log-repository.ts';
import { recordSyncErrors } from './record-sync-errors.ts';
import { reportedFailure, SYNC_TRANSACTION_TIMEOUT_MS, timeOrNull } from './reported-errors.ts';
import type { PartialSyncInput, ReportedErrorChange } from './schemas.ts';

const clears = (e: ReportedErrorChange) => e.resolved === true || e.message === null;

/**
 * PATCH …/sync-log/{integration}/{data_type}: a partial sync. Each error sent is recorded (or counted again and
 * reopened), or, with `resolved: true` or `message: null`, every open error of the pair about that external_id is
 * resolved (also one a worker recorded). Errors not sent stay as they are.
 */
export function recordPartialSync(ctx: Ctx, pair: Pair, input: PartialSyncInput, now = new Date()) {
  const errors = input.errors ?? [];
  return withTransaction(ctx, async (tx) => {
    await lockPair(tx, pair);
    await resolveOpenErrorsOf(tx, pair, errors.filter(clears).map((e) => e.external_id), now);
    const failures = errors.filter((e) => !clears(e)).map((e) => reportedFailure(tx, pair, { ...e, message: e.message! }));
    await recordSyncErrors(tx.db, failures, now);
    await saveSyncLog(tx, pair, { lastPartialSync: timeOrNull(input.finished_at) ?? timeOrNull(input.started_at) ?? now });
    return getSyncLog(tx, pair);
  }, { timeout: SYNC_TRANSACTION_TIMEOUT_MS });
}
