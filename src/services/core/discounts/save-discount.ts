import { announceChange } from '../../../cache/tenant-cache.ts';
import type { Ctx } from '../../../context.ts';
import { badRequest, invalidRequest } from '../../../http/problem.ts';
import { requireGroups } from '../customer-groups/require-groups.ts';
import { discountProblems } from './discount-rules.ts';
import { findActiveCodeHolder, insertDiscount, lockDiscountCodes, updateDiscountRow, type DiscountData, type DiscountRow } from './repository.ts';

/**
 * The write shared by create and update, inside the caller's transaction: cross-field rules, referenced groups,
 * coupon code uniqueness among active discounts, then the row.
 */
export async function saveDiscount(ctx: Ctx, id: string | null, data: DiscountData, groupsChanged: boolean): Promise<DiscountRow> {
  const problems = discountProblems(data);
  if (problems.length) throw invalidRequest(problems);
  if (groupsChanged) await requireGroups(ctx, data.customerGroups, 'customer_groups');
  if (data.active && data.code) {
    await lockDiscountCodes(ctx);
    if (await findActiveCodeHolder(ctx, data.code, id)) {
      throw badRequest('resource-already-exists', `Another active discount already uses the code "${data.code}".`, 'code');
    }
  }
  // Carts cache the tenant's discounts (src/services/ordering/cart-world.ts).
  announceChange(ctx, 'discounts');
  return id === null ? insertDiscount(ctx, data) : updateDiscountRow(ctx, id, data);
}
