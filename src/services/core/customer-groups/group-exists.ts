import type { Ctx } from '../../../context.ts';
import { findGroup } from './repository.ts';

/** `base` always exists; any other slug must name a stored group. Used by customers and settings. */
export async function groupExists(ctx: Ctx, slug: string): Promise<boolean> {
  if (slug === 'base') return true;
  return (await findGroup(ctx, slug)) !== null;
}
