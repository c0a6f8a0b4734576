import { announceChange } from '../../../cache/tenant-cache.ts';
import type { Ctx } from '../../../context.ts';
import { withTransaction } from '../../../db/transaction.ts';
import { BASE_GROUP, createsCycle } from '../../../domain/settings.ts';
import { badRequest } from '../../../http/problem.ts';
import { loadGroupTree } from './group-tree.ts';
import { lockGroupTree, upsertGroup } from './repository.ts';
import { describePlacesProblems, groupsWithInvertedLimits, limitsWithTooManyPlaces, loadSettingsWorld, newPlacesProblems } from './settings-world.ts';
import type { GroupUpdate, GroupView } from './schemas.ts';

/** Renames and/or re-parents a group; answers the full list of groups. */
export async function updateGroup(ctx: Ctx, slug: string, input: GroupUpdate): Promise<GroupView[]> {
  if (input.slug !== undefined && input.slug !== slug) {
    // A body that names another record than the path is parameters-mismatch, as for customers and products (§2).
    throw badRequest('parameters-mismatch', 'A customer group slug cannot be changed; send the path slug or leave it out.', 'slug');
  }
  const groups = await withTransaction(ctx, async (tx) => {
    // Exclusive: two concurrent re-parentings could otherwise each pass the cycle check and together form a cycle.
    await lockGroupTree(tx, 'exclusive');
    const tree = await loadGroupTree(tx);
    const current = tree.groups.find((g) => g.slug === slug);
    if (!current) throw badRequest('resource-id-not-found', `No customer group "${slug}".`, 'slug');

    let parent = current.parent_slug;
    if (input.parent_slug !== undefined) {
      if (slug === BASE_GROUP) {
        if (input.parent_slug !== null) throw badRequest('keyword-mismatch', '"base" is the root group and cannot have a parent.', 'parent_slug');
      } else {
        parent = input.parent_slug ?? BASE_GROUP;
        if (!tree.has(parent)) throw badRequest('resource-id-not-found', `No customer group "${parent}" to be the parent.`, 'parent_slug');
        if (createsCycle(tree.parents, slug, parent)) {
          throw badRequest('keyword-mismatch', `"${parent}" is "${slug}" itself or one of its descendants; a group cannot be its own ancestor.`, 'parent_slug');
        }
      }
    }
    if (parent !== current.parent_slug) await refuseBrokenLimits(tx, slug, parent!);
    await upsertGroup(tx, { slug, name: input.name ?? current.name, parentSlug: parent });
    return (await loadGroupTree(tx)).groups;
  });
  // A new parent changes what the group and its descendants inherit.
  announceChange(ctx, 'customer-groups');
  return groups;
}

/**
 * Moving a group under another parent changes what it and the groups below it inherit: it must not invert any
 * order limits, nor bring a currency with fewer places than their own order limits have (they would be re-rounded).
 */
async function refuseBrokenLimits(ctx: Ctx, slug: string, parent: string): Promise<void> {
  const world = await loadSettingsWorld(ctx);
  const moved = { ...world, tree: { ...world.tree, parents: new Map(world.tree.parents).set(slug, parent) } };
  const places = newPlacesProblems(limitsWithTooManyPlaces(moved, slug), limitsWithTooManyPlaces(world, slug));
  if (places.length) {
    throw badRequest(
      'keyword-mismatch',
      `Under "${parent}" the inherited currency would not fit the own order limits of: ${describePlacesProblems(places)}.`,
      'parent_slug',
    );
  }
  const inverted = groupsWithInvertedLimits(moved, slug);
  if (inverted.length) {
    throw badRequest(
      'keyword-mismatch',
      `Under "${parent}" the minimum order value would exceed the maximum for: ${inverted.join(', ')}.`,
      'parent_slug',
    );
  }
}
