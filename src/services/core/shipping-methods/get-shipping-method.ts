import type { Ctx } from '../../../context.ts';
import { resourceNotFound } from '../../../http/problem.ts';
import { uuidParam } from '../uuid-param.ts';
import { findShippingMethod } from './repository.ts';
import type { ShippingMethodView } from './schemas.ts';
import { toShippingMethodView } from './view.ts';

export async function getShippingMethod(ctx: Ctx, id: string): Promise<ShippingMethodView> {
  const row = await findShippingMethod(ctx, uuidParam(id, 'shipping method'));
  if (!row) throw resourceNotFound(`No shipping method ${id}.`);
  return toShippingMethodView(row);
}
