import { inTransaction, isTransactionClient, type DbClient } from '../../db/transaction.ts';
import type { PrismaClient } from '../../db/client.ts';
import { upsertSyncErrors, type UpsertCounts } from './repository.ts';
import { aggregateFailures, type AggregatedFailure, type SyncFailure } from './sync-failure.ts';

/** Rows per statement, and a bound on its JSON parameter (payloads are up to 16 KiB each). */
export const RECORD_CHUNK_ROWS = 2_000;
export const RECORD_CHUNK_BYTES = 8 * 1024 * 1024;

export type RecordedSyncErrors = UpsertCounts;

function* chunks(rows: AggregatedFailure[]) {
  let chunk: AggregatedFailure[] = [];
  let bytes = 0;
  for (const row of rows) {
    // A cheap upper bound: a snapshot is ≤ 16 KiB, the rest of a row a few hundred bytes.
    const size = row.payload === null ? 512 : 512 + JSON.stringify(row.payload).length;
    if (chunk.length && (chunk.length >= RECORD_CHUNK_ROWS || bytes + size > RECORD_CHUNK_BYTES)) {
      yield chunk;
      chunk = [];
      bytes = 0;
    }
    chunk.push(row);
    bytes += size;
  }
  if (chunk.length) yield chunk;
}

/**
 * Records failures in bulk (see README.md here): repeats inside the call are folded first, then each chunk is one
 * INSERT … ON CONFLICT statement. All chunks commit together: inside the caller's transaction when there is one,
 * else in one of their own. `records` counts the rows written, `created` those that did not exist before.
 */
export async function recordSyncErrors(db: DbClient, failures: Iterable<SyncFailure>, now = new Date()): Promise<RecordedSyncErrors> {
  const rows = aggregateFailures(failures);
  if (!rows.length) return { records: 0, created: 0 };
  const parts = [...chunks(rows)];
  const run = async (client: DbClient) => {
    const total = { records: 0, created: 0 };
    for (const part of parts) {
      const counts = await upsertSyncErrors(client, part, now);
      total.records += counts.records;
      total.created += counts.created;
    }
    return total;
  };
  if (parts.length === 1 || isTransactionClient(db)) return run(db);
  return inTransaction(db as PrismaClient, (tx) => run(tx), { timeout: 60_000 });
}
