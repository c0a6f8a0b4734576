import type { Ctx } from '../../../context.ts';
import { resourceNotFound } from '../../../http/problem.ts';
import type { SettingsView } from './settings-schemas.ts';
import { toSettingsView } from './settings-view.ts';
import { loadSettingsWorld, resolveFor } from './settings-world.ts';

export async function getSettings(ctx: Ctx, groupSlug: string): Promise<SettingsView> {
  const world = await loadSettingsWorld(ctx);
  if (!world.tree.has(groupSlug)) throw resourceNotFound(`No customer group "${groupSlug}".`);
  return toSettingsView(groupSlug, resolveFor(world, groupSlug));
}
