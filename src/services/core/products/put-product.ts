import { announceChange } from '../../../cache/tenant-cache.ts';
import { randomUUID } from 'node:crypto';
import type { Ctx } from '../../../context.ts';
import { isForeignKeyViolation, isRecordMissing, uniqueViolation } from '../../../db/errors.ts';
import { withTransaction } from '../../../db/transaction.ts';
import { badRequest, resourceNotFound } from '../../../http/problem.ts';
import { parseLookup, type Lookup } from '../../lookup.ts';
import { claimConflict, findClaimConflicts, uniqueConflict } from './claim-conflicts.ts';
import { PRODUCT_LOOKUPS } from './get-product.ts';
import { planVariants } from './plan-variants.ts';
import { findProduct, insertProduct, lockProductWrites, replaceVariants, updateProduct, type ProductFields } from './repository.ts';
import type { ProductInput, ProductView } from './schemas.ts';
import { toProductView } from './views.ts';

export type PutProductInput = { lookupBy: string; identifier: string; body: ProductInput };

const mismatch = (property: string, lookup: Lookup) =>
  badRequest('parameters-mismatch', `The body's ${property} must equal the path's ${lookup.by} "${lookup.value}".`, property);

// The body repeats the identifier it is stored under (contract §2, as for customers), so a replace can never
// silently re-key a record.
function assertBodyMatchesPath(lookup: Lookup, body: ProductInput) {
  if (lookup.by === 'slug' && body.slug !== lookup.value) throw mismatch('slug', lookup);
  if (lookup.by === 'external_id' && body.external_id !== lookup.value) throw mismatch('external_id', lookup);
  if (lookup.by === 'id' && body.id?.toLowerCase() !== lookup.value.toLowerCase()) throw mismatch('id', lookup);
}

const productFields = (body: ProductInput): ProductFields => ({
  externalId: body.external_id ?? null,
  slug: body.slug,
  title: body.title,
  description: body.description ?? null,
  status: body.status ?? 'active',
  sku: body.sku ?? null,
});

/** Creates (201) or fully replaces (200) a product and its variants, all in one transaction. */
export async function putProduct(ctx: Ctx, input: PutProductInput): Promise<{ created: boolean; product: ProductView }> {
  const lookup = parseLookup(input.lookupBy, input.identifier, PRODUCT_LOOKUPS);
  const { body } = input;
  assertBodyMatchesPath(lookup, body);
  let productId = '';
  try {
    const result = await withTransaction(ctx, async (tx) => {
      await lockProductWrites(tx);
      const existing = await findProduct(tx, lookup);
      if (existing && body.id && body.id.toLowerCase() !== existing.id) {
        throw badRequest('parameters-mismatch', `The product's id is ${existing.id}; ids cannot change.`, 'id');
      }
      productId = existing?.id ?? (lookup.by === 'id' ? lookup.value : body.id)?.toLowerCase() ?? randomUUID();
      const conflicts = await findClaimConflicts(tx, productId, body);
      if (conflicts.length) throw claimConflict(conflicts);

      if (existing) await updateProduct(tx, productId, productFields(body));
      else await insertProduct(tx, productId, productFields(body));
      await replaceVariants(tx, productId, planVariants(existing?.variants ?? [], body.variants ?? []));

      const saved = (await findProduct(tx, { by: 'id', value: productId }))!;
      return { created: !existing, product: toProductView(saved, saved.variants) };
    });
    announceChange(ctx, 'catalog'); // the pricing lookup caches SKUs (src/cache/tenant-cache.ts)
    return result;
  } catch (err) {
    // DELETE takes the same lock, so the product cannot vanish mid-replace; should it still, that is a 404, not a 500.
    if (isRecordMissing(err) || isForeignKeyViolation(err)) {
      throw resourceNotFound(`The product with ${lookup.by} "${lookup.value}" was deleted meanwhile.`);
    }
    const fields = uniqueViolation(err);
    if (!fields) throw err;
    // Another writer got there between our check and our write: name the claim precisely if we can.
    const conflicts = await findClaimConflicts(ctx, productId, body).catch(() => []);
    throw conflicts.length ? claimConflict(conflicts) : uniqueConflict(fields);
  }
}
