import type { Deps } from '../../context.ts';
import { deleteInChunks } from '../../db/delete-in-chunks.ts';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Removes carts of every tenant not updated for CART_RETENTION_DAYS (their lines go with them: ON DELETE CASCADE),
 * `chunk` at a time so no statement holds many row locks. A cart locked by a request (being completed or changed)
 * is skipped (SKIP LOCKED) and left to a later run. Returns how many were removed; none when the retention is 0.
 */
export async function purgeIdleCarts(deps: Pick<Deps, 'db' | 'config'>, now = new Date(), chunk = 5_000): Promise<number> {
  const days = deps.config.CART_RETENTION_DAYS;
  if (days === 0) return 0;
  const before = new Date(now.getTime() - days * DAY_MS);
  return deleteInChunks(
    (limit) => deps.db.prisma.$executeRaw`
      DELETE FROM carts WHERE ctid = ANY(ARRAY(
        SELECT ctid FROM carts WHERE updated_at < ${before} ORDER BY updated_at LIMIT ${limit} FOR UPDATE SKIP LOCKED))`,
    chunk,
  );
}
