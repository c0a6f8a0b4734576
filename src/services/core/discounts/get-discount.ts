import type { Ctx } from '../../../context.ts';
import { resourceNotFound } from '../../../http/problem.ts';
import { uuidParam } from '../uuid-param.ts';
import { findDiscount } from './repository.ts';
import type { DiscountView } from './schemas.ts';
import { toDiscountView } from './view.ts';

export async function getDiscount(ctx: Ctx, id: string): Promise<DiscountView> {
  const row = await findDiscount(ctx, uuidParam(id, 'discount'));
  if (!row) throw resourceNotFound(`No discount ${id}.`);
  return toDiscountView(row);
}
