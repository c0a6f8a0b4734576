import { announceChange } from '../../../cache/tenant-cache.ts';
import type { Ctx } from '../../../context.ts';
import { isForeignKeyViolation } from '../../../db/errors.ts';
import { withTransaction } from '../../../db/transaction.ts';
import { badRequest } from '../../../http/problem.ts';
import { requireList } from './get-price-list.ts';
import { lockListForWrite } from './list-lock.ts';
import { deleteList, listsUsingAsSource, lockRuleGraph } from './repository.ts';

const inUse = (slug: string, users: string[]) =>
  badRequest('resource-in-use', `Price list "${slug}" is the source of rules on: ${users.join(', ')}. Change those rules first.`, 'slug');

/** Deleting a large list's prices takes longer than an ordinary write. */
export const BULK_DELETE_TIMEOUT_MS = 120_000;

/** DELETE /api/v1/price-lists/{slug}: the list, its rules and its stored prices. */
export async function deletePriceList(ctx: Ctx, slug: string): Promise<void> {
  try {
    await withTransaction(
      ctx,
      async (tx) => {
        const list = await requireList(tx, slug);
        // Wait out a running import on the list BEFORE taking the site-wide rule lock, so that wait does not
        // hold up every price-list create and rule change on the site. (Rule writers never take list locks.)
        await lockListForWrite(tx, list.id);
        await lockRuleGraph(tx); // no rule may start using the list between the check and the delete
        const users = await listsUsingAsSource(tx, list.id);
        if (users.length) throw inUse(slug, users);
        await deleteList(tx, list.id);
      },
      { timeout: BULK_DELETE_TIMEOUT_MS },
    );
    announceChange(ctx, 'price-lists');
  } catch (err) {
    // The rules' foreign key is ON DELETE RESTRICT; reachable only if a writer skipped the lock.
    if (isForeignKeyViolation(err)) throw inUse(slug, ['another list']);
    throw err;
  }
}
