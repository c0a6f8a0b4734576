import { announceChange } from '../../../cache/tenant-cache.ts';
import type { Ctx } from '../../../context.ts';
import { resourceNotFound } from '../../../http/problem.ts';
import { uuidParam } from '../uuid-param.ts';
import { deleteShippingMethodRow } from './repository.ts';

export async function deleteShippingMethod(ctx: Ctx, id: string): Promise<void> {
  const { count } = await deleteShippingMethodRow(ctx, uuidParam(id, 'shipping method'));
  if (count === 0) throw resourceNotFound(`No shipping method ${id}.`);
  announceChange(ctx, 'shipping-methods'); // carts cache the tenant's shipping methods
}
