import type { Ctx } from '../../../context.ts';
import { productsAsJson, variantListsAsJson } from './repository.ts';

/**
 * Every product with its variants, as the JSON text of a ProductList: two queries however large the
 * catalogue, and no per-row objects in Node (see repository.ts).
 */
export async function listProductsJson(ctx: Ctx): Promise<string> {
  const products = await productsAsJson(ctx);
  const lists = new Map((await variantListsAsJson(ctx)).map((row) => [row.product_id, row.json]));
  // Each product object ends with its closing brace; its variant list goes in just before it.
  const items = products.map((p) => `${p.json.slice(0, -1)}, "variants" : ${lists.get(p.id) ?? '[]'}}`);
  return `[${items.join(',')}]`;
}
