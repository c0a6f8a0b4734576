import { announceChange } from '../../../cache/tenant-cache.ts';
import type { Ctx } from '../../../context.ts';
import { uniqueViolation } from '../../../db/errors.ts';
import { withTransaction } from '../../../db/transaction.ts';
import { BASE_GROUP } from '../../../domain/settings.ts';
import { badRequest } from '../../../http/problem.ts';
import { loadGroupTree } from './group-tree.ts';
import { insertGroup, lockGroupTree } from './repository.ts';
import type { GroupCreate, GroupView } from './schemas.ts';

const duplicate = (slug: string) => badRequest('resource-already-exists', `A customer group "${slug}" already exists.`, 'slug');

/** Creates a group under an existing parent (default `base`); answers the full list of groups. */
export async function createGroup(ctx: Ctx, input: GroupCreate): Promise<GroupView[]> {
  const groups = await withTransaction(ctx, async (tx) => {
    await lockGroupTree(tx, 'exclusive');
    const tree = await loadGroupTree(tx);
    if (tree.has(input.slug)) throw duplicate(input.slug);
    const parent = input.parent_slug ?? BASE_GROUP;
    if (!tree.has(parent)) throw badRequest('resource-id-not-found', `No customer group "${parent}" to be the parent.`, 'parent_slug');
    try {
      await insertGroup(tx, { slug: input.slug, name: input.name, parentSlug: parent });
    } catch (err) {
      if (uniqueViolation(err)) throw duplicate(input.slug);
      throw err;
    }
    return (await loadGroupTree(tx)).groups;
  });
  announceChange(ctx, 'customer-groups');
  return groups;
}
