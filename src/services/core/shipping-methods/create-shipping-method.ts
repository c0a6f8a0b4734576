import type { Ctx } from '../../../context.ts';
import type { ShippingMethodCreate, ShippingMethodView } from './schemas.ts';
import { saveShippingMethod } from './save-shipping-method.ts';
import { toShippingMethodView, toStoredBand } from './view.ts';

export async function createShippingMethod(ctx: Ctx, input: ShippingMethodCreate): Promise<ShippingMethodView> {
  const row = await saveShippingMethod(
    ctx,
    null,
    {
      slug: input.slug,
      title: input.title,
      priority: input.priority ?? 0,
      countries: input.countries ?? [],
      customerGroups: input.customer_groups ?? [],
      bands: input.bands.map(toStoredBand),
    },
    true,
  );
  return toShippingMethodView(row);
}
