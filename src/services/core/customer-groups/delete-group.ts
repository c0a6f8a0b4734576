import { announceChange } from '../../../cache/tenant-cache.ts';
import type { Ctx } from '../../../context.ts';
import { withTransaction } from '../../../db/transaction.ts';
import { BASE_GROUP } from '../../../domain/settings.ts';
import { badRequest, invalidRequest, type ProblemItem } from '../../../http/problem.ts';
import { countDiscountsForGroup } from '../discounts/count-discounts-for-group.ts';
import { countShippingMethodsForGroup } from '../shipping-methods/count-shipping-methods-for-group.ts';
import { loadGroupTree } from './group-tree.ts';
import { countCustomersInGroup, deleteGroupRow, deleteSettingsRow, lockGroupTree } from './repository.ts';

const inUse = (message: string): ProblemItem => ({ code: 'resource-in-use', message, property: 'slug' });

/**
 * Deletes a group and its settings. Refused (400 resource-in-use, one item per reason) while customers, child
 * groups, discounts or shipping methods refer to it: dropping it from a discount's `customer_groups` would widen
 * the discount to everyone when the list became empty.
 */
export async function deleteGroup(ctx: Ctx, slug: string): Promise<void> {
  if (slug === BASE_GROUP) throw badRequest('resource-in-use', 'The "base" group always exists and cannot be deleted.', 'slug');
  await withTransaction(ctx, async (tx) => {
    await lockGroupTree(tx, 'exclusive');
    const tree = await loadGroupTree(tx);
    if (!tree.has(slug)) throw badRequest('resource-id-not-found', `No customer group "${slug}".`, 'slug');

    const problems: ProblemItem[] = [];
    const children = tree.groups.filter((g) => g.parent_slug === slug).map((g) => g.slug);
    if (children.length) problems.push(inUse(`The group has child groups: ${children.join(', ')}.`));
    const [customers, discounts, methods] = [
      await countCustomersInGroup(tx, slug),
      await countDiscountsForGroup(tx, slug),
      await countShippingMethodsForGroup(tx, slug),
    ];
    if (customers) problems.push(inUse(`${customers} customer(s) belong to the group.`));
    if (discounts) problems.push(inUse(`${discounts} discount(s) are limited to the group.`));
    if (methods) problems.push(inUse(`${methods} shipping method(s) are limited to the group.`));
    if (problems.length) throw invalidRequest(problems);

    await deleteSettingsRow(tx, slug);
    await deleteGroupRow(tx, slug);
  });
  announceChange(ctx, 'customer-groups');
}
