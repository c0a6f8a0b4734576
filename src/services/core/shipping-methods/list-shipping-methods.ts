import type { Ctx } from '../../../context.ts';
import { listShippingMethodRows } from './repository.ts';
import type { ShippingMethodView } from './schemas.ts';
import { toShippingMethodView } from './view.ts';

/** Every shipping method of the tenant, by priority then title; carts pick by country, group and band. */
export async function listShippingMethods(ctx: Ctx): Promise<ShippingMethodView[]> {
  return (await listShippingMethodRows(ctx)).map(toShippingMethodView);
}
