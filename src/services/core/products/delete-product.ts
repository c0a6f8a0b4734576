import { announceChange } from '../../../cache/tenant-cache.ts';
import type { Ctx } from '../../../context.ts';
import { withTransaction } from '../../../db/transaction.ts';
import { resourceNotFound } from '../../../http/problem.ts';
import { parseLookup } from '../../lookup.ts';
import { PRODUCT_LOOKUPS } from './get-product.ts';
import { deleteProductBy, lockProductWrites } from './repository.ts';

/**
 * Deletes a product and (by cascade) its variants. Under the tenant's product-write lock, as PUT is: a PUT that
 * has read the product finishes its replace before the delete runs, instead of failing on a row that vanished.
 */
export async function deleteProduct(ctx: Ctx, input: { lookupBy: string; identifier: string }): Promise<void> {
  const lookup = parseLookup(input.lookupBy, input.identifier, PRODUCT_LOOKUPS);
  const { count } = await withTransaction(ctx, async (tx) => {
    await lockProductWrites(tx);
    return deleteProductBy(tx, lookup);
  });
  if (count === 0) throw resourceNotFound(`No product with ${lookup.by} "${lookup.value}".`);
  announceChange(ctx, 'catalog'); // the pricing lookup caches SKUs (src/cache/tenant-cache.ts)
}
