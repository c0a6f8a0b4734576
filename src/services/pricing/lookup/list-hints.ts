import type { Ctx } from '../../../context.ts';

// Which price lists a customer's previous lookup needed (by list id), so the next lookup fetches their rows in
// its first statement and needs no second round trip. Only a hint, never trusted: the lookup still resolves the
// customer's lists and fetches the rows of any list the hint missed, and ignores rows of lists it no longer needs.
// Kept in the tenant cache's hint LRU (src/cache/tenant-cache.ts), inside its memory cap.

const NONE: readonly string[] = [];
// lru-cache writes a `status` member into each get's options; one shared object spares the allocation.
const GET_OPTIONS = {};

export const hintKey = (ctx: Ctx, by: string, value: string) => `${ctx.siteId}\u0000${ctx.environment}\u0000${by}\u0000${value}`;

export const listHint = (ctx: Ctx, key: string): readonly string[] => ctx.deps.cache.hints.get(key, GET_OPTIONS) ?? NONE;

export function rememberLists(ctx: Ctx, key: string, listIds: readonly string[]): void {
  const hints = ctx.deps.cache.hints;
  const known = hints.peek(key);
  // Unchanged (the usual warm case): nothing to write.
  if (known && known.length === listIds.length && known.every((id, i) => id === listIds[i])) return;
  hints.set(key, listIds);
}
