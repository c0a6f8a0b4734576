import type { Ctx } from '../../../context.ts';
import { BASE_GROUP } from '../../../domain/settings.ts';
import { findGroup, lockGroupTree } from './repository.ts';

/**
 * `base` always exists; any other slug must name a stored group. Used by customers and settings.
 * Inside a transaction the answer holds until commit: the shared lock keeps the group from being deleted meanwhile.
 */
export async function groupExists(ctx: Ctx, slug: string): Promise<boolean> {
  if (slug === BASE_GROUP) return true;
  await lockGroupTree(ctx, 'shared');
  return (await findGroup(ctx, slug)) !== null;
}
