import type { Ctx } from '../../../context.ts';
import { resourceNotFound } from '../../../http/problem.ts';
import { checkShippingMethodId } from './method-id.ts';
import { deleteShippingMethodRow } from './repository.ts';

export async function deleteShippingMethod(ctx: Ctx, id: string): Promise<void> {
  const { count } = await deleteShippingMethodRow(ctx, checkShippingMethodId(id));
  if (count === 0) throw resourceNotFound(`No shipping method ${id}.`);
}
