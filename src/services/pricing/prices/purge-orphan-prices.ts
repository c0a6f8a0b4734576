import type { Deps } from '../../../context.ts';
import { deleteInChunks } from '../../../db/delete-in-chunks.ts';
import { keepPriceDigests } from '../../../db/price-digests.ts';

// `prices` has no foreign key to its list (issue 17): deleteList removes a list's prices itself. Prices can still
// outlive their list when a process older than that change deletes a list during a rolling deploy, or after a
// rollback to such a version; nothing else would ever reach them (every read starts from the tenant's lists).
// Housekeeping removes them.

/**
 * The list ids that prices point to but no price list has: a walk of the primary key's distinct leading column
 * (one index probe per list, not a scan of every price), then each id looked up in price_lists.
 */
const ORPHAN_LISTS = `
  WITH RECURSIVE used(id) AS (
    (SELECT price_list_id FROM prices ORDER BY price_list_id LIMIT 1)
    UNION ALL
    SELECT (SELECT p.price_list_id FROM prices p WHERE p.price_list_id > used.id ORDER BY p.price_list_id LIMIT 1)
      FROM used WHERE used.id IS NOT NULL)
  SELECT id::text AS id FROM used
   WHERE id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM price_lists l WHERE l.id = used.id)`;

/** Deletes the prices of lists that no longer exist, `chunk` rows per statement; returns how many went. */
export async function purgeOrphanPrices(deps: Pick<Deps, 'db'>, chunk = 10_000): Promise<number> {
  const { rows } = await deps.db.pool.query<{ id: string }>(ORPHAN_LISTS);
  let removed = 0;
  if (rows.length === 0) return 0;
  const client = await deps.db.pool.connect();
  let broken: Error | undefined;
  try {
    for (const { id } of rows) {
      removed += await deleteInChunks(async (limit) => {
        // Each chunk its own short transaction, marked: a gone list's digests went with it (ON DELETE CASCADE), so
        // the trigger on prices need not forget every other list's (src/db/price-digests.ts).
        await client.query('BEGIN');
        try {
          await keepPriceDigests(client);
          const res = await client.query(
            `DELETE FROM prices WHERE ctid = ANY(ARRAY(SELECT ctid FROM prices WHERE price_list_id = $1::uuid LIMIT $2))`,
            [id, limit],
          );
          await client.query('COMMIT');
          return res.rowCount ?? 0;
        } catch (err) {
          await client.query('ROLLBACK').catch((e: Error) => (broken = e));
          throw err;
        }
      }, chunk);
    }
  } finally {
    client.release(broken);
  }
  return removed;
}
