import type { PoolClient } from 'pg';
import type { Environment } from '../../context.ts';

// Raw SQL on the importing connection: staging streams through COPY on a pg client (Prisma cannot COPY), so the
// jobs row, the outbox row and each merged chunk's bookkeeping share that client's transaction.

export type ImportJobRow = {
  id: string;
  siteId: string;
  environment: Environment;
  type: string;
  integration: string;
  total: number;
  plan: object;
};

export async function insertImportJob(client: PoolClient, job: ImportJobRow): Promise<void> {
  await client.query(
    `INSERT INTO jobs (id, site_id, environment, type, status, integration, total, payload)
     VALUES ($1, $2, $3::"Environment", $4, 'queued', $5, $6, $7::jsonb)`,
    [job.id, job.siteId, job.environment, job.type, job.integration, job.total, JSON.stringify(job.plan)],
  );
}

/** The same row writeJobToOutbox writes through Prisma; returns its id for publishAfterCommit. */
export async function insertJobOutbox(
  client: PoolClient,
  row: { siteId: string; environment: Environment; topic: string; payload: object; jobId: string },
): Promise<string> {
  const res = await client.query<{ id: string }>(
    `INSERT INTO outbox_events (site_id, environment, topic, payload, job_id)
     VALUES ($1, $2::"Environment", $3, $4::jsonb, $5) RETURNING id::text AS id`,
    [row.siteId, row.environment, row.topic, JSON.stringify(row.payload), row.jobId],
  );
  return res.rows[0]!.id;
}

/** `failed`: rows the step could not apply but recorded for the sync error log (purchases); the others applied. */
export type ChunkCounts = { rows: number; applied: number; unchanged: number; removed: number; failed?: number };

/**
 * A merged step's bookkeeping, in the transaction that merged it: progress, running counts, and the step's
 * index in `done`. A step is either merged and recorded or neither, so a retry after a crash skips exactly the
 * steps already merged and ends with exact figures.
 */
export async function recordStep(client: PoolClient, jobId: string, step: number, c: ChunkCounts): Promise<void> {
  await client.query(
    `UPDATE jobs SET processed = processed + $3,
       payload = coalesce(payload, '{}'::jsonb)
         || jsonb_build_object('done', coalesce(payload -> 'done', '[]'::jsonb) || to_jsonb($2::int))
         || jsonb_build_object('counts', jsonb_build_object(
              'applied', coalesce((payload #>> '{counts,applied}')::int, 0) + $4,
              'unchanged', coalesce((payload #>> '{counts,unchanged}')::int, 0) + $5,
              'removed', coalesce((payload #>> '{counts,removed}')::int, 0) + $6,
              'failed', coalesce((payload #>> '{counts,failed}')::int, 0) + $7))
     WHERE id = $1`,
    [jobId, step, c.rows, c.applied, c.unchanged, c.removed, c.failed ?? 0],
  );
}

/** An import left open (queued or running) longer than this has lost its queue entry: later ones stop waiting. */
export const IMPORT_ORDER_WINDOW_MS = 60 * 60 * 1000;

/**
 * The earliest import of the tenant that is still queued or running and names one of `keys` in `payload.lockKeys`
 * and, given `before`, was staged before that job (creation time, then id); null when there is none. Imports
 * created more than IMPORT_ORDER_WINDOW_MS before that job (or before now) are passed over.
 */
export async function findOpenImport(
  db: { query: PoolClient['query'] },
  q: { siteId: string; environment: string; keys: readonly string[]; before?: { id: string; createdAt: Date } },
): Promise<string | null> {
  if (q.keys.length === 0) return null;
  const since = new Date((q.before?.createdAt.getTime() ?? Date.now()) - IMPORT_ORDER_WINDOW_MS);
  const res = await db.query<{ id: string }>(
    `SELECT id FROM jobs
      WHERE site_id = $1 AND environment = $2::"Environment" AND status IN ('queued', 'running')
        AND created_at >= $3 AND payload -> 'lockKeys' ?| $4::text[]
        AND ($5::timestamptz IS NULL OR (created_at, id) < ($5::timestamptz, $6::uuid))
      ORDER BY created_at, id
      LIMIT 1`,
    [q.siteId, q.environment, since, [...q.keys], q.before?.createdAt ?? null, q.before?.id ?? null],
  );
  return res.rows[0]?.id ?? null;
}

/** Session-level locks, taken in a stable order so two jobs sharing keys can never deadlock. */
export async function lockKeys(client: PoolClient, keys: readonly string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) await client.query('SELECT pg_advisory_lock(hashtext($1))', [key]);
}

export async function unlockAll(client: PoolClient): Promise<void> {
  await client.query('SELECT pg_advisory_unlock_all()');
}

/** Every staging table an import type writes to; housekeeping clears the rows of jobs that have ended. */
export const STAGING_TABLES = ['price_staging', 'price_staging_digests', 'stock_staging'] as const;

/** Deletes staged rows whose job finished (completed or failed) before `cutoff`; returns how many went. */
export async function deleteStagingOfEndedJobs(pool: { query: PoolClient['query'] }, cutoff: Date): Promise<number> {
  let removed = 0;
  for (const table of STAGING_TABLES) {
    const res = await pool.query(
      `DELETE FROM ${table} s USING jobs j
       WHERE s.job_id = j.id AND j.status IN ('completed', 'failed') AND j.finished_at < $1`,
      [cutoff],
    );
    removed += res.rowCount ?? 0;
  }
  return removed;
}
