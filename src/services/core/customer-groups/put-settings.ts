import { announceChange } from '../../../cache/tenant-cache.ts';
import type { Ctx } from '../../../context.ts';
import { withTransaction } from '../../../db/transaction.ts';
import type { OwnSettings } from '../../../domain/settings.ts';
import { invalidRequest, resourceNotFound, type ProblemItem } from '../../../http/problem.ts';
import { lockGroupTree, upsertSettingsRow } from './repository.ts';
import type { SettingsUpdate, SettingsView } from './settings-schemas.ts';
import { toSettingsView } from './settings-view.ts';
import {
  describePlacesProblems,
  groupsWithInvertedLimits,
  limitsWithTooManyPlaces,
  loadSettingsWorld,
  newPlacesProblems,
  ownToData,
  resolveFor,
} from './settings-world.ts';

const WIRE = { minimumOrderValue: 'minimum_order_value', maximumOrderValue: 'maximum_order_value' } as const;

/**
 * Replaces a group's own settings (null or absent = inherit) and answers its effective settings.
 * Refused when it would leave this group or any group below it with a minimum order value above the maximum.
 */
export async function putSettings(ctx: Ctx, groupSlug: string, input: SettingsUpdate): Promise<SettingsView> {
  const own: OwnSettings = {
    priceLists: input.price_lists ?? null,
    allowedPaymentMethods: input.allowed_payment_methods ?? null,
    minimumOrderValue: input.minimum_order_value ?? null,
    maximumOrderValue: input.maximum_order_value ?? null,
    currencyCode: input.currency_code ?? null,
    taxInclusiveDisplay: input.tax_inclusive_display ?? null,
    defaultTaxRate: input.default_tax_rate ?? null,
  };
  const view = await withTransaction(ctx, async (tx) => {
    // Exclusive: the check below covers the descendants, so no other settings or tree change may interleave.
    await lockGroupTree(tx, 'exclusive');
    const world = await loadSettingsWorld(tx);
    if (!world.tree.has(groupSlug)) throw resourceNotFound(`No customer group "${groupSlug}".`);
    const placesBefore = limitsWithTooManyPlaces(world, groupSlug);
    world.own.set(groupSlug, own);

    // This group's own limits must fit its currency; a group below it must not lose places to an inherited currency.
    const places = limitsWithTooManyPlaces(world, groupSlug);
    const problems: ProblemItem[] = places
      .filter((p) => p.group === groupSlug)
      .map((p) => ({ code: 'keyword-mismatch', message: `has more decimal places than the currency ${p.currency} allows`, property: WIRE[p.key] }));
    const below = newPlacesProblems(places, placesBefore).filter((p) => p.group !== groupSlug);
    if (below.length) {
      problems.push({
        code: 'keyword-mismatch',
        message: `the currency would not fit the own order limits of the groups below: ${describePlacesProblems(below)}`,
        property: 'currency_code',
      });
    }
    for (const slug of groupsWithInvertedLimits(world, groupSlug)) {
      const eff = resolveFor(world, slug);
      problems.push({
        code: 'keyword-mismatch',
        message:
          `minimum_order_value ${eff.minimumOrderValue.value} would exceed maximum_order_value ${eff.maximumOrderValue.value} ` +
          `for group "${slug}" (maximum from ${eff.maximumOrderValue.sourceGroup}, minimum from ${eff.minimumOrderValue.sourceGroup})`,
        property: 'minimum_order_value',
      });
    }
    if (problems.length) throw invalidRequest(problems);

    await upsertSettingsRow(tx, groupSlug, ownToData(own));
    return toSettingsView(groupSlug, resolveFor(world, groupSlug));
  });
  announceChange(ctx, 'customer-groups');
  return view;
}
