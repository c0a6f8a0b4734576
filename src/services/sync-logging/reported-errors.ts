import type { Ctx } from '../../context.ts';
import type { Pair } from './log-repository.ts';
import type { ReportedError } from './schemas.ts';
import { fingerprintOf, type SyncFailure } from './sync-failure.ts';

export const DEFAULT_REPORTED_CODE = 'sync-error';
/** A sync of 5,000 errors is one transaction; on a busy database it may need more than the default 15 s. */
export const SYNC_TRANSACTION_TIMEOUT_MS = 60_000;

// An error an integration reports is keyed by its external_id alone (unlike a worker's failure, whose code is part
// of its identity): reporting it again with another code or message updates the same record.
const REPORTED = '@reported';

/** A reported error as the failure the store records, on the pair's record for its external_id. */
export function reportedFailure(ctx: Ctx, pair: Pair, e: ReportedError): SyncFailure & { fingerprint: string } {
  return {
    siteId: ctx.siteId,
    environment: ctx.environment,
    integration: pair.integration,
    dataType: pair.dataType,
    code: e.code ?? DEFAULT_REPORTED_CODE,
    message: e.message,
    externalId: e.external_id,
    visibleId: e.visible_id ?? null,
    externalUrl: e.external_url ?? null,
    payload: e.payload,
    fingerprint: fingerprintOf({ ...pair, externalId: e.external_id, code: REPORTED }),
  };
}

export const timeOrNull = (v: string | null | undefined) => (v ? new Date(v) : null);
