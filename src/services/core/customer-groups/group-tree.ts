import type { Ctx } from '../../../context.ts';
import { BASE_GROUP, type GroupParents } from '../../../domain/settings.ts';
import { listGroupRows } from './repository.ts';
import type { GroupView } from './schemas.ts';

// The tenant's groups in one query. `base` always exists: until it is renamed it has no row and is implied here,
// so reads never write and a fresh tenant needs no setup.

export type GroupTree = { groups: GroupView[]; parents: GroupParents; has(slug: string): boolean };

export const BASE_NAME = 'Base';

export async function loadGroupTree(ctx: Ctx): Promise<GroupTree> {
  return groupTreeOf(await listGroupRows(ctx));
}

/** The tree of these group rows (`base` implied when it has no row). */
export function groupTreeOf(rows: readonly { slug: string; name: string; parentSlug: string | null }[]): GroupTree {
  const groups: GroupView[] = rows.map((r) => ({ slug: r.slug, name: r.name, parent_slug: r.slug === BASE_GROUP ? null : (r.parentSlug ?? BASE_GROUP) }));
  if (!groups.some((g) => g.slug === BASE_GROUP)) groups.unshift({ slug: BASE_GROUP, name: BASE_NAME, parent_slug: null });
  // The root first, then by slug.
  const rank = (g: GroupView) => (g.slug === BASE_GROUP ? '' : g.slug);
  groups.sort((a, b) => (rank(a) < rank(b) ? -1 : rank(a) > rank(b) ? 1 : 0));
  const parents = new Map(groups.map((g) => [g.slug, g.parent_slug] as const));
  return { groups, parents, has: (slug) => parents.has(slug) };
}
