import { Prisma } from '../../../db/client.ts';

/**
 * The advisory-lock key that serialises every write to one price list's stored prices: the import worker's
 * merge, DELETE …/pricing and DELETE of the list itself. It is the SQL expression `hashtext('<price list id>')`
 * (an int4, widened to bigint by pg_advisory_*), evaluated by PostgreSQL, so callers on Prisma and on a raw
 * pg client agree on it without re-implementing hashtext in JavaScript:
 *
 *   Prisma:  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${priceListLockKey(id)})`;
 *   pg:      await client.query(PRICE_LIST_LOCK_SQL, [id]);
 *
 * Taking several lists' locks in one transaction: lock them in ascending id order, so two jobs never deadlock.
 */
export function priceListLockKey(priceListId: string): Prisma.Sql {
  return Prisma.sql`hashtext(${priceListId}::text)`;
}

/** The same lock for raw pg clients: $1 is the price list id; held until the transaction ends. */
export const PRICE_LIST_LOCK_SQL = 'SELECT pg_advisory_xact_lock(hashtext($1::text))';
