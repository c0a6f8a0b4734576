import type { Ctx } from '../../../context.ts';
import { BASE_GROUP, settingsValues, type SettingsValues } from '../../../domain/settings.ts';
import { loadSettingsWorld, presentValues, resolveFor } from './settings-world.ts';

/**
 * A group's effective settings as plain data (order limits in the currency's minor units, null = no limit), and
 * the group whose settings set `price_lists` (null: the built-in default), so a price explanation can name it.
 */
export type EffectiveGroupSettings = SettingsValues & { priceListsFrom: string | null };

/**
 * For pricing lookup and carts: the settings that apply to a group after inheritance, in one query.
 * An unknown slug (a customer whose group vanished in a race) falls back to `base` rather than failing a cart.
 */
export async function effectiveSettings(ctx: Ctx, groupSlug: string): Promise<EffectiveGroupSettings> {
  const world = await loadSettingsWorld(ctx);
  const slug = world.tree.has(groupSlug) ? groupSlug : BASE_GROUP;
  const resolved = resolveFor(world, slug);
  return { ...presentValues(settingsValues(resolved)), priceListsFrom: resolved.priceLists.sourceGroup };
}
