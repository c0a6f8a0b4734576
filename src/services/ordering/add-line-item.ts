import type { Ctx } from '../../context.ts';
import { withTransaction } from '../../db/transaction.ts';
import { badRequest } from '../../http/problem.ts';
import { requireKnownSkus } from './check-lines.ts';
import { getCart } from './get-cart.ts';
import { lockAndLoadCart } from './load-cart.ts';
import { addToLine, touchCart } from './repository.ts';
import { INT4_MAX, MAX_CART_LINES, type CartView, type LineItemAdd } from './schemas.ts';

/** `POST /api/v1/carts/{id}/line-items`: adds `quantity` to the SKU's line (a new line at the end when none). */
export async function addLineItem(ctx: Ctx, id: string, input: LineItemAdd): Promise<CartView> {
  await withTransaction(ctx, async (tx) => {
    const cart = await lockAndLoadCart(tx, id);
    await requireKnownSkus(tx, [input], () => 'sku');
    const line = cart.lineItems.find((l) => l.sku === input.sku);
    if (line && line.quantity + input.quantity > INT4_MAX) throw badRequest('keyword-mismatch', `The line's quantity would exceed ${INT4_MAX}.`, 'quantity');
    if (!line && cart.lineItems.length >= MAX_CART_LINES) throw badRequest('keyword-mismatch', `A cart holds at most ${MAX_CART_LINES} lines.`, 'sku');
    await addToLine(tx, cart.id, input);
    await touchCart(tx, cart.id);
  });
  // Priced once committed, outside the transaction, where the tenant cache serves it (see updateCart).
  return getCart(ctx, id);
}
