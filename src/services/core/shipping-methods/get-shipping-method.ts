import type { Ctx } from '../../../context.ts';
import { resourceNotFound } from '../../../http/problem.ts';
import { checkShippingMethodId } from './method-id.ts';
import { findShippingMethod } from './repository.ts';
import type { ShippingMethodView } from './schemas.ts';
import { toShippingMethodView } from './view.ts';

export async function getShippingMethod(ctx: Ctx, id: string): Promise<ShippingMethodView> {
  const row = await findShippingMethod(ctx, checkShippingMethodId(id));
  if (!row) throw resourceNotFound(`No shipping method ${id}.`);
  return toShippingMethodView(row);
}
