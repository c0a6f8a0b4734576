import type { Ctx } from '../../../context.ts';
import { listAllSlugsAndIds } from './repository.ts';

/** slug → id of every list of the caller's site and environment (validates price_list_slug in bulk uploads). */
export async function listAllPriceListIds(ctx: Ctx): Promise<Map<string, string>> {
  return new Map((await listAllSlugsAndIds(ctx)).map((l) => [l.slug, l.id]));
}
