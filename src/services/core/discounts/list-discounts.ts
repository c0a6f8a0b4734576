import type { Ctx } from '../../../context.ts';
import { listDiscountRows } from './repository.ts';
import type { DiscountView } from './schemas.ts';
import { toDiscountView } from './view.ts';

/** Every discount of the tenant, by priority then name; carts filter by date, group and code themselves. */
export async function listDiscounts(ctx: Ctx): Promise<DiscountView[]> {
  return (await listDiscountRows(ctx)).map(toDiscountView);
}
