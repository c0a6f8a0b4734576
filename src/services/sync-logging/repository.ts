import type { DbClient } from '../../db/transaction.ts';
import type { AggregatedFailure } from './sync-failure.ts';

export type UpsertCounts = { records: number; created: number };

/**
 * One set-based statement for a chunk of failures (keys unique within it): new failures become rows, a repeat of
 * an open or resolved failure raises its count and reopens it instead of adding a row. Each new row also writes
 * its sync_error.created outbox event.
 */
export async function upsertSyncErrors(db: DbClient, rows: AggregatedFailure[], now: Date): Promise<UpsertCounts> {
  const json = JSON.stringify(
    rows.map((r) => ({
      site_id: r.siteId,
      environment: r.environment,
      integration: r.integration,
      data_type: r.dataType,
      fingerprint: r.fingerprint,
      external_id: r.externalId,
      visible_id: r.visibleId,
      external_url: r.externalUrl,
      code: r.code,
      message: r.message,
      payload: r.payload,
      job_id: r.jobId,
      attempts: r.attempts,
      occurrences: r.occurrences,
    })),
  );
  const [counts] = await db.$queryRaw<UpsertCounts[]>`
    WITH written AS (
      INSERT INTO sync_errors AS e (id, site_id, environment, integration, data_type, fingerprint, external_id, visible_id,
                                    external_url, code, message, payload, job_id, attempts, occurrences,
                                    first_seen_at, last_seen_at, status)
      SELECT gen_random_uuid(), r.site_id, r.environment::"Environment", r.integration, r.data_type::"SyncDataType",
             r.fingerprint, r.external_id, r.visible_id, r.external_url, r.code, r.message,
             CASE WHEN jsonb_typeof(r.payload) = 'null' THEN NULL ELSE r.payload END,
             r.job_id, r.attempts, r.occurrences, ${now}, ${now}, 'open'
        FROM jsonb_to_recordset(${json}::jsonb) AS r(site_id text, environment text, integration text, data_type text,
             fingerprint text, external_id text, visible_id text, external_url text, code text, message text,
             payload jsonb, job_id text, attempts int, occurrences int)
      ON CONFLICT (site_id, environment, fingerprint) DO UPDATE SET
        code = EXCLUDED.code,
        message = EXCLUDED.message,
        payload = EXCLUDED.payload,
        visible_id = COALESCE(EXCLUDED.visible_id, e.visible_id),
        external_url = COALESCE(EXCLUDED.external_url, e.external_url),
        job_id = EXCLUDED.job_id,
        attempts = EXCLUDED.attempts,
        occurrences = e.occurrences + EXCLUDED.occurrences,
        last_seen_at = EXCLUDED.last_seen_at,
        status = 'open',
        resolved_at = NULL
      RETURNING (xmax = 0) AS created, e.id, e.site_id, e.environment, e.integration, e.data_type, e.external_id, e.visible_id,
                e.code, e.message, e.job_id, e.first_seen_at
    ), announced AS (
      -- A new record (not a repeat) is a sync_error.created event (contract §9), in this same statement so a bulk
      -- write stays set-based. The outbox table belongs to src/queue; its columns are written as writeEventToOutbox
      -- does. Webhook failures are left out: a failing endpoint subscribed to this topic would feed itself.
      INSERT INTO outbox_events (site_id, environment, topic, payload)
      SELECT w.site_id, w.environment, 'sync_error.created',
             jsonb_build_object('id', w.id, 'integration', w.integration, 'data_type', w.data_type, 'external_id', w.external_id,
                                'visible_id', w.visible_id, 'code', w.code, 'message', w.message, 'job_id', w.job_id,
                                'first_seen_at', to_char(w.first_seen_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
        FROM written w WHERE w.created AND w.data_type <> 'webhooks'
    )
    SELECT count(*)::int AS records, (count(*) FILTER (WHERE created))::int AS created FROM written`;
  return counts ?? { records: 0, created: 0 };
}
