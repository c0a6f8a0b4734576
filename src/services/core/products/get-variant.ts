import type { Ctx } from '../../../context.ts';
import { resourceNotFound } from '../../../http/problem.ts';
import { parseLookup } from '../../lookup.ts';
import { findVariant } from './repository.ts';
import type { VariantDetailView } from './schemas.ts';
import { toVariantDetailView } from './views.ts';

export async function getVariant(ctx: Ctx, input: { lookupBy: string; identifier: string }): Promise<VariantDetailView> {
  const lookup = parseLookup(input.lookupBy, input.identifier, ['id', 'external_id', 'sku']);
  const variant = await findVariant(ctx, lookup);
  if (!variant) throw resourceNotFound(`No variant with ${lookup.by} "${lookup.value}".`);
  return toVariantDetailView(variant);
}
