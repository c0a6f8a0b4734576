import type { Ctx } from '../../../context.ts';
import { ApiError, type ProblemItem } from '../../../http/problem.ts';
import { findClaimHolders } from './repository.ts';
import type { ProductInput } from './schemas.ts';

// A product claims a slug, an external id, SKUs (its parent SKU and every variant's), variant external
// ids and variant ids. Another product of the same environment holding any of them is a 409
// duplicate-external-id, one error item per claim, `property` naming the field of the body.

export async function findClaimConflicts(ctx: Ctx, productId: string, body: ProductInput): Promise<ProblemItem[]> {
  const variants = body.variants ?? [];
  const skus = [...(body.sku ? [body.sku] : []), ...variants.map((v) => v.sku)];
  const holders = await findClaimHolders(ctx, {
    productId,
    slug: body.slug,
    externalId: body.external_id ?? null,
    skus,
    variantExternalIds: variants.flatMap((v) => (v.external_id ? [v.external_id] : [])),
    variantIds: variants.flatMap((v) => (v.id ? [v.id] : [])),
  });
  const takenSkus = new Set([...holders.products.map((p) => p.sku), ...holders.variants.map((v) => v.sku)]);
  const takenVariantExternalIds = new Set(holders.variants.map((v) => v.externalId));
  const takenVariantIds = new Set(holders.variants.map((v) => v.id));

  const items: ProblemItem[] = [];
  const add = (property: string, message: string) => items.push({ code: 'duplicate-external-id', message, property });
  if (holders.products.some((p) => p.slug === body.slug)) add('slug', `Another product already has the slug "${body.slug}".`);
  if (body.external_id && holders.products.some((p) => p.externalId === body.external_id)) {
    add('external_id', `Another product already has the external_id "${body.external_id}".`);
  }
  if (body.sku && takenSkus.has(body.sku)) add('sku', `The SKU "${body.sku}" already belongs to another product.`);
  variants.forEach((v, i) => {
    if (takenSkus.has(v.sku)) add(`variants[${i}].sku`, `The SKU "${v.sku}" already belongs to another product.`);
    if (v.external_id && takenVariantExternalIds.has(v.external_id)) {
      add(`variants[${i}].external_id`, `A variant of another product already has the external_id "${v.external_id}".`);
    }
    if (v.id && takenVariantIds.has(v.id.toLowerCase())) add(`variants[${i}].id`, `The variant id "${v.id}" belongs to another product.`);
  });
  return items;
}

export function claimConflict(items: ProblemItem[]): ApiError {
  return new ApiError({
    status: 409,
    title: 'duplicate-external-id',
    detail: items.map((i) => i.message).join(' '),
    errors: items,
  });
}

/** What a unique-index race reports when the re-check finds nothing. */
export function uniqueConflict(fields: string[]): ApiError {
  const field = ['sku', 'slug', 'external_id'].find((f) => fields.includes(f)) ?? 'id';
  const message = `A product or variant ${field} in this request is already in use.`;
  return claimConflict([{ code: 'duplicate-external-id', message, property: field }]);
}
