import type { Ctx } from '../../context.ts';
import { invalidRequest, type ProblemItem } from '../../http/problem.ts';
import { isUuid } from '../lookup.ts';
import { deleteFileRows } from './repository.ts';
import { filesDir, removeContent } from './storage.ts';

/**
 * Deletes the files among `ids` that exist in this site and environment; other ids are ignored. A malformed id is
 * a 400 naming it (nothing deleted). Rows go first; their content is then removed from disk (what a crash leaves
 * behind, the sweep removes).
 */
export async function deleteFiles(ctx: Ctx, ids: string[]): Promise<void> {
  const problems: ProblemItem[] = ids.flatMap((id, i) => (isUuid(id) ? [] : [{ code: 'resource-id-invalid', message: 'is not a UUID', property: `[${i}]` }]));
  if (problems.length) throw invalidRequest(problems.slice(0, 100));
  if (ids.length === 0) return;
  const deleted = await deleteFileRows(ctx, [...new Set(ids.map((id) => id.toLowerCase()))]);
  const dir = filesDir(ctx.deps.config);
  await Promise.all(deleted.map((f) => removeContent(dir, f.id, f.version)));
}
