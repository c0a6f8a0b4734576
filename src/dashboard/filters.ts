import type { Environment } from '../context.ts';
import type { SyncDataType, SyncErrorStatus } from '../db/types.ts';
import { SYNC_DATA_TYPES } from '../services/sync-logging/schemas.ts';
import type { SyncErrorSearch } from '../services/sync-logging/search-sync-errors.ts';

// The sync error log's filters as they travel in the page's query string (a bookmarkable, shareable view).
// Values outside the known choices are dropped rather than refused: a stale bookmark still opens.

export type SyncErrorQuery = { env: Environment; integration?: string; data_type?: SyncDataType; status: SyncErrorStatus | 'all'; q?: string; after?: string };

const text = (v: string | undefined, max: number) => (v && v.trim() ? v.trim().slice(0, max) : undefined);

export function parseSyncErrorQuery(q: Record<string, string | undefined>, defaultEnv: Environment): SyncErrorQuery {
  const status = q.status === 'resolved' || q.status === 'all' ? q.status : 'open';
  return {
    env: q.env === 'live' || q.env === 'test' ? q.env : defaultEnv,
    integration: text(q.integration, 200),
    data_type: SYNC_DATA_TYPES.includes(q.data_type as SyncDataType) ? (q.data_type as SyncDataType) : undefined,
    status,
    q: text(q.q, 200),
    after: text(q.after, 80),
  };
}

export const searchOf = (q: SyncErrorQuery): SyncErrorSearch => ({
  integration: q.integration,
  dataType: q.data_type,
  status: q.status === 'all' ? undefined : q.status,
  text: q.q,
});

/** The query string of a filtered view (no paging cursor), for links and the CSV export. */
export const filterParams = (q: SyncErrorQuery) =>
  new URLSearchParams(
    Object.entries({ env: q.env, integration: q.integration, data_type: q.data_type, status: q.status, q: q.q }).filter((e): e is [string, string] => Boolean(e[1])),
  ).toString();
