import { announceChange } from '../../../cache/tenant-cache.ts';
import type { Ctx } from '../../../context.ts';
import { uniqueViolation } from '../../../db/errors.ts';
import { withTransaction } from '../../../db/transaction.ts';
import { badRequest } from '../../../http/problem.ts';
import { requireGroups } from '../customer-groups/require-groups.ts';
import { insertShippingMethod, updateShippingMethodRow, type ShippingMethodData, type ShippingMethodRow } from './repository.ts';

/**
 * The write shared by create and update: referenced groups must exist (and stay, until commit), and a slug
 * another method has is 400 resource-already-exists, as for customer groups.
 */
export async function saveShippingMethod(
  ctx: Ctx,
  id: string | null,
  data: ShippingMethodData,
  groupsChanged: boolean,
): Promise<ShippingMethodRow> {
  try {
    return await withTransaction(ctx, async (tx) => {
      if (groupsChanged) await requireGroups(tx, data.customerGroups, 'customer_groups');
      // Carts cache the tenant's shipping methods (src/services/ordering/cart-world.ts).
      announceChange(tx, 'shipping-methods');
      return id === null ? insertShippingMethod(tx, data) : updateShippingMethodRow(tx, id, data);
    });
  } catch (err) {
    if (uniqueViolation(err)) throw badRequest('resource-already-exists', `A shipping method "${data.slug}" already exists.`, 'slug');
    throw err;
  }
}
