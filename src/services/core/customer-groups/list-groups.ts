import type { Ctx } from '../../../context.ts';
import { loadGroupTree } from './group-tree.ts';
import type { GroupView } from './schemas.ts';

export async function listGroups(ctx: Ctx): Promise<GroupView[]> {
  return (await loadGroupTree(ctx)).groups;
}
