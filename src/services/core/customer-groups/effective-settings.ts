import type { Ctx } from '../../../context.ts';
import { BASE_GROUP, settingsValues, type SettingsValues } from '../../../domain/settings.ts';
import { loadSettingsWorld, presentValues, resolveFor } from './settings-world.ts';

/** A group's effective settings as plain data (order limits in the currency's minor units, null = no limit). */
export type EffectiveGroupSettings = SettingsValues;

/**
 * For pricing lookup and carts: the settings that apply to a group after inheritance, in two queries.
 * An unknown slug (a customer whose group vanished in a race) falls back to `base` rather than failing a cart.
 */
export async function effectiveSettings(ctx: Ctx, groupSlug: string): Promise<EffectiveGroupSettings> {
  const world = await loadSettingsWorld(ctx);
  const slug = world.tree.has(groupSlug) ? groupSlug : BASE_GROUP;
  return presentValues(settingsValues(resolveFor(world, slug)));
}
