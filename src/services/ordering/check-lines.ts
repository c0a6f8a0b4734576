import type { Ctx } from '../../context.ts';
import { badRequest } from '../../http/problem.ts';
import { findVariantsBySkus } from '../core/products/find-variants-by-skus.ts';
import type { CartLine } from './repository.ts';

/**
 * Every SKU must be a variant of the tenant's catalog (a parent product's SKU is not something to order): the
 * first one that is not is 400 resource-id-not-found naming where it was sent, before anything is written.
 */
export async function requireKnownSkus(ctx: Ctx, lines: readonly CartLine[], property: (index: number) => string): Promise<void> {
  if (lines.length === 0) return;
  const known = new Set((await findVariantsBySkus(ctx, lines.map((l) => l.sku))).filter((v) => !v.isParent).map((v) => v.sku));
  const index = lines.findIndex((l) => !known.has(l.sku));
  if (index >= 0) throw badRequest('resource-id-not-found', `No product variant with SKU ${lines[index]!.sku}; nothing was changed.`, property(index));
}
