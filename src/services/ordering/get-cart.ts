import type { Ctx } from '../../context.ts';
import { evaluateCart } from './evaluate-cart.ts';
import { loadCart } from './load-cart.ts';
import type { CartView } from './schemas.ts';
import { toCartView } from './view.ts';

/** `GET /api/v1/carts/{id}`: priced lines, totals (no shipping chosen yet) and validation errors as of now. */
export async function getCart(ctx: Ctx, id: string): Promise<CartView> {
  return toCartView(await evaluateCart(ctx, await loadCart(ctx, id)));
}
