import type { PoolClient } from 'pg';

// The upload digests of a job (price_staging_digests, written with its staged rows) and the stored digests of what
// imports left in `prices` (price_bucket_digests): see bucket-digests.ts, src/db/price-digests.ts and the migration.

export type UploadDigest = { listId: string; bucket: number; digest: Buffer; rows: number; priced: number };

export async function insertUploadDigests(client: PoolClient, jobId: string, pairs: UploadDigest[]): Promise<void> {
  if (pairs.length === 0) return;
  await client.query(
    `INSERT INTO price_staging_digests (job_id, price_list_id, bucket, digest, rows, priced)
     SELECT $1, * FROM unnest($2::uuid[], $3::smallint[], $4::bytea[], $5::int[], $6::int[])`,
    [jobId, pairs.map((p) => p.listId), pairs.map((p) => p.bucket), pairs.map((p) => p.digest), pairs.map((p) => p.rows), pairs.map((p) => p.priced)],
  );
}

/**
 * The job's pairs of `lists` in `buckets` (a step), each with whether the stored digest of the pair equals the
 * upload's and was stored in the current `epoch` (src/db/price-digests.ts: one from an older epoch may predate a change).
 */
export async function readStepDigests(
  client: PoolClient,
  jobId: string,
  lists: string[],
  buckets: number[],
  epoch: string,
): Promise<(UploadDigest & { same: boolean })[]> {
  const res = await client.query<UploadDigest & { same: boolean }>(
    `SELECT d.price_list_id::text AS "listId", d.bucket, d.digest, d.rows, d.priced,
            coalesce(s.digest = d.digest AND s.epoch = $3::bigint, false) AS same
       FROM price_staging_digests d
       LEFT JOIN price_bucket_digests s ON s.price_list_id = d.price_list_id AND s.bucket = d.bucket
      WHERE d.job_id = $1 AND d.price_list_id = ANY($4::uuid[]) AND d.bucket = ANY($2::smallint[])`,
    [jobId, buckets, epoch, lists],
  );
  return res.rows;
}

/** After a step merged these pairs from an upload whose digests are known: each pair's digest is now the upload's. */
export async function storeDigests(client: PoolClient, merged: UploadDigest[], epoch: string): Promise<void> {
  if (merged.length === 0) return;
  await client.query(
    `INSERT INTO price_bucket_digests (price_list_id, bucket, digest, epoch)
     SELECT l, b, d, $4::bigint FROM unnest($1::uuid[], $2::smallint[], $3::bytea[]) AS u(l, b, d)
     ON CONFLICT (price_list_id, bucket) DO UPDATE SET digest = EXCLUDED.digest, epoch = EXCLUDED.epoch`,
    [merged.map((p) => p.listId), merged.map((p) => p.bucket), merged.map((p) => p.digest), epoch],
  );
}

/** After a step merged rows of `lists` in `buckets` without knowing their digests: whatever was stored is void. */
export async function forgetDigests(client: PoolClient, lists: string[], buckets: number[]): Promise<void> {
  await client.query('DELETE FROM price_bucket_digests WHERE price_list_id = ANY($1::uuid[]) AND bucket = ANY($2::smallint[])', [lists, buckets]);
}
