import type { Ctx } from '../../../context.ts';
import { withTransaction } from '../../../db/transaction.ts';
import { isRecordMissing } from '../../../db/errors.ts';
import { resourceNotFound } from '../../../http/problem.ts';
import { uuidParam } from '../uuid-param.ts';
import { findShippingMethodForUpdate } from './repository.ts';
import { saveShippingMethod } from './save-shipping-method.ts';
import type { ShippingMethodUpdate, ShippingMethodView } from './schemas.ts';
import { storedBands, toShippingMethodView, toStoredBand } from './view.ts';

const strings = (v: unknown): string[] => (Array.isArray(v) ? (v as string[]) : []);

/** A partial update: fields left out keep their value; `bands`, when sent, replaces them all. */
export async function updateShippingMethod(ctx: Ctx, rawId: string, input: ShippingMethodUpdate): Promise<ShippingMethodView> {
  const id = uuidParam(rawId, 'shipping method');
  const row = await withTransaction(ctx, async (tx) => {
    const current = await findShippingMethodForUpdate(tx, id);
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
  }).catch((err: unknown) => {
    // The row lock makes this unreachable; should the row still vanish before our write, that is a 404, not a 500.
    throw isRecordMissing(err) ? resourceNotFound(`No shipping method ${id}.`) : err;
  });
  return toShippingMethodView(row);
}
