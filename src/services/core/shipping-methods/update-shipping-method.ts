import type { Ctx } from '../../../context.ts';
import { withTransaction } from '../../../db/transaction.ts';
import { resourceNotFound } from '../../../http/problem.ts';
import { checkShippingMethodId } from './method-id.ts';
import { findShippingMethod } from './repository.ts';
import { saveShippingMethod } from './save-shipping-method.ts';
import type { ShippingMethodUpdate, ShippingMethodView } from './schemas.ts';
import { storedBands, toShippingMethodView, toStoredBand } from './view.ts';

const strings = (v: unknown): string[] => (Array.isArray(v) ? (v as string[]) : []);

/** A partial update: fields left out keep their value; `bands`, when sent, replaces them all. */
export async function updateShippingMethod(ctx: Ctx, rawId: string, input: ShippingMethodUpdate): Promise<ShippingMethodView> {
  const id = checkShippingMethodId(rawId);
  const row = await withTransaction(ctx, async (tx) => {
    const current = await findShippingMethod(tx, id);
    if (!current) throw resourceNotFound(`No shipping method ${id}.`);
    return saveShippingMethod(
      tx,
      id,
      {
        slug: input.slug ?? current.slug,
        title: input.title ?? current.title,
        priority: input.priority ?? current.priority,
        countries: input.countries ?? strings(current.countries),
        customerGroups: input.customer_groups ?? strings(current.customerGroups),
        bands: input.bands ? input.bands.map(toStoredBand) : storedBands(current),
      },
      input.customer_groups !== undefined,
    );
  });
  return toShippingMethodView(row);
}
