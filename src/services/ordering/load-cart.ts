import type { Ctx } from '../../context.ts';
import { cartNotFound } from './errors.ts';
import { findCart, lockCart, type CartRow } from './repository.ts';

/** The cart with its lines, or 404. */
export async function loadCart(ctx: Ctx, id: string): Promise<CartRow> {
  const cart = await findCart(ctx, id);
  if (!cart) throw cartNotFound(id);
  return cart;
}

/** Inside a transaction: locks the cart row first (a completed cart is gone: 404), then reads it. */
export async function lockAndLoadCart(ctx: Ctx, id: string): Promise<CartRow> {
  if (!(await lockCart(ctx, id))) throw cartNotFound(id);
  return loadCart(ctx, id);
}
