import type { Ctx } from '../../context.ts';
import { resourceNotFound } from '../../http/problem.ts';
import { findPurchase, type PurchaseKey } from './repository.ts';
import { toPurchaseView } from './view.ts';
import type { PurchaseView } from './view-schemas.ts';

/** The purchase as GET shows it (also what a status update answers, read in its transaction). */
export async function readPurchase(ctx: Ctx, key: PurchaseKey): Promise<PurchaseView | null> {
  const row = await findPurchase(ctx, key);
  return row ? toPurchaseView(row) : null;
}

export async function getPurchase(ctx: Ctx, key: PurchaseKey, described: string): Promise<PurchaseView> {
  const view = await readPurchase(ctx, key);
  if (!view) throw resourceNotFound(`No purchase with ${described}.`);
  return view;
}
