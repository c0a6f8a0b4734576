import type { Ctx } from '../../../context.ts';
import { invalidRequest } from '../../../http/problem.ts';
import { BASE_GROUP } from '../../../domain/settings.ts';
import { findGroupSlugs, lockGroupTree } from './repository.ts';

/**
 * Checks that every slug names a customer group (`base` always does), else 400 resource-id-not-found with one
 * item per unknown slug, `property` as `<property>[i]`. Inside a transaction the groups cannot be deleted until
 * commit (shared lock), so a discount or shipping method never refers to a group that is gone.
 */
export async function requireGroups(ctx: Ctx, slugs: readonly string[], property: string): Promise<void> {
  const wanted = [...new Set(slugs.filter((s) => s !== BASE_GROUP))];
  if (wanted.length === 0) return;
  await lockGroupTree(ctx, 'shared');
  const found = new Set((await findGroupSlugs(ctx, wanted)).map((g) => g.slug));
  const problems = slugs.flatMap((slug, i) =>
    slug === BASE_GROUP || found.has(slug) ? [] : [{ code: 'resource-id-not-found', message: `No customer group "${slug}".`, property: `${property}[${i}]` }],
  );
  if (problems.length) throw invalidRequest(problems);
}
