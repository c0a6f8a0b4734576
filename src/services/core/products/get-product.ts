import type { Ctx } from '../../../context.ts';
import { resourceNotFound } from '../../../http/problem.ts';
import { parseLookup } from '../../lookup.ts';
import { findProduct } from './repository.ts';
import type { ProductView } from './schemas.ts';
import { toProductView } from './views.ts';

export const PRODUCT_LOOKUPS = ['id', 'external_id', 'slug'] as const;

export async function getProduct(ctx: Ctx, input: { lookupBy: string; identifier: string }): Promise<ProductView> {
  const lookup = parseLookup(input.lookupBy, input.identifier, PRODUCT_LOOKUPS);
  const product = await findProduct(ctx, lookup);
  if (!product) throw resourceNotFound(`No product with ${lookup.by} "${lookup.value}".`);
  return toProductView(product, product.variants);
}
