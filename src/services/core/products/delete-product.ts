import type { Ctx } from '../../../context.ts';
import { resourceNotFound } from '../../../http/problem.ts';
import { parseLookup } from '../../lookup.ts';
import { PRODUCT_LOOKUPS } from './get-product.ts';
import { deleteProductBy } from './repository.ts';

/** Deletes a product and (by cascade) its variants. */
export async function deleteProduct(ctx: Ctx, input: { lookupBy: string; identifier: string }): Promise<void> {
  const lookup = parseLookup(input.lookupBy, input.identifier, PRODUCT_LOOKUPS);
  const { count } = await deleteProductBy(ctx, lookup);
  if (count === 0) throw resourceNotFound(`No product with ${lookup.by} "${lookup.value}".`);
}
