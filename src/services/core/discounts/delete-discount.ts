import { announceChange } from '../../../cache/tenant-cache.ts';
import type { Ctx } from '../../../context.ts';
import { resourceNotFound } from '../../../http/problem.ts';
import { uuidParam } from '../uuid-param.ts';
import { deleteDiscountRow } from './repository.ts';

export async function deleteDiscount(ctx: Ctx, id: string): Promise<void> {
  const { count } = await deleteDiscountRow(ctx, uuidParam(id, 'discount'));
  if (count === 0) throw resourceNotFound(`No discount ${id}.`);
  announceChange(ctx, 'discounts'); // carts cache the tenant's discounts
}
