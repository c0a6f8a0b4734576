import type { Ctx } from '../../../context.ts';
import { listCatalog, type VariantRow } from './repository.ts';
import type { ProductView } from './schemas.ts';
import { toProductView } from './views.ts';

/** Every product with its variants: two queries however large the catalogue, grouped in memory. */
export async function listProducts(ctx: Ctx): Promise<ProductView[]> {
  const { products, variants } = await listCatalog(ctx);
  const byProduct = new Map<string, VariantRow[]>();
  for (const v of variants) {
    const list = byProduct.get(v.productId);
    if (list) list.push(v);
    else byProduct.set(v.productId, [v]);
  }
  return products.map((p) => toProductView(p, byProduct.get(p.id) ?? []));
}
