// Digests of what the last import left in each (price list, hash bucket) of `prices` (table price_bucket_digests;
// see the migration and src/services/pricing/prices/digest-repository.ts): an import whose rows for a pair hash to
// the stored digest skips that pair, so every other write to `prices` must forget the digests of what it touches.
// A trigger forgets ALL of them after any statement on `prices` in a transaction that has not said it looks after
// them itself: the hub's writers say so (KEEP_PRICE_DIGESTS) and forget exactly their lists' digests; anything
// else (an older hub process, hand-written SQL, TRUNCATE) is covered by the trigger.

import type { PoolClient } from 'pg';

type Queryable = { query(text: string, values?: unknown[]): Promise<unknown> };

/** In a transaction that writes `prices`: this transaction keeps price_bucket_digests true itself. */
export const KEEP_PRICE_DIGESTS = `SELECT set_config('hub.price_digests', 'kept', true)`;

/**
 * The lock the trigger takes exclusively before it forgets every digest, and a merge step shared before it reads
 * or writes any (two int4 keys: a space apart from the lists' single-key locks): a digest
 * written by a step can then never survive a change made by another writer while the step ran.
 */
export const PRICE_DIGESTS_LOCK = `SELECT pg_advisory_xact_lock_shared(hashtext('price-bucket-digests'), 0)`;

/**
 * The digest epoch: the trigger advances it (a sequence, outside every snapshot) whenever it forgets the digests, so
 * a digest stored under an older epoch is never trusted, even one the trigger's DELETE could not see (a writer in
 * REPEATABLE READ whose snapshot predates the step that stored it). Text: a bigint.
 */
export async function readPriceDigestEpoch(client: Pick<PoolClient, 'query'>): Promise<string> {
  const res = await client.query<{ epoch: string }>('SELECT last_value::text AS epoch FROM price_digest_epoch');
  return res.rows[0]!.epoch;
}

/** Forgets the digests of one list, in the caller's transaction (Prisma's; with KEEP_PRICE_DIGESTS set there). */
export async function forgetListDigestsIn(db: { $executeRawUnsafe(sql: string, ...values: unknown[]): Promise<number> }, listId: string): Promise<void> {
  await db.$executeRawUnsafe(`DELETE FROM price_bucket_digests WHERE price_list_id = $1::uuid`, listId);
}

/** KEEP_PRICE_DIGESTS through Prisma, in the open transaction. */
export async function keepPriceDigestsIn(db: { $queryRawUnsafe(sql: string): Promise<unknown> }): Promise<void> {
  await db.$queryRawUnsafe(KEEP_PRICE_DIGESTS);
}

/** KEEP_PRICE_DIGESTS on a pg client, in its open transaction. */
export async function keepPriceDigests(client: Queryable): Promise<void> {
  await client.query(KEEP_PRICE_DIGESTS);
}
