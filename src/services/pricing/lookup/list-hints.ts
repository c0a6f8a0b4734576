import type { Ctx } from '../../../context.ts';

// Which price lists a customer's previous lookup needed (by list id), so the next lookup fetches their rows in
// its first statement and needs no second round trip. Only a hint, never trusted: the lookup still resolves the
// customer's lists and fetches the rows of any list the hint missed, and ignores rows of lists it no longer needs.

const MAX_HINTS = 20_000;
const hints = new Map<string, readonly string[]>();
const NONE: readonly string[] = [];

export const hintKey = (ctx: Ctx, by: string, value: string) => `${ctx.siteId}\u0000${ctx.environment}\u0000${by}\u0000${value}`;

export const listHint = (key: string): readonly string[] => hints.get(key) ?? NONE;

export function rememberLists(key: string, listIds: readonly string[]): void {
  if (hints.size >= MAX_HINTS && !hints.has(key)) hints.clear();
  hints.set(key, listIds);
}
