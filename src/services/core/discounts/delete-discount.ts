import type { Ctx } from '../../../context.ts';
import { resourceNotFound } from '../../../http/problem.ts';
import { checkDiscountId } from './discount-id.ts';
import { deleteDiscountRow } from './repository.ts';

export async function deleteDiscount(ctx: Ctx, id: string): Promise<void> {
  const { count } = await deleteDiscountRow(ctx, checkDiscountId(id));
  if (count === 0) throw resourceNotFound(`No discount ${id}.`);
}
