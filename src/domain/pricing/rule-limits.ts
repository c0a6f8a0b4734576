// Bounds on price-list rules, checked when rules are written (POST and PATCH of a price list). Resolution is
// linear in the rules it reaches (pricesOnList remembers each list's answer per SKU); the bounds keep that
// reach, and the recursion that walks it, small whatever a tenant builds. Real graphs are a base list and one
// or two layers of derived ones (retail → trade → distributor, a currency copy of each).

/** Rules one list may have (sources tried in order). */
export const MAX_RULES_PER_LIST = 10;

/** Rules a price may pass through from the list asked for down to a stored price (a → b → c is 2). */
export const MAX_RULE_DEPTH = 5;

/** One rule edge: the list that owns the rule → the list it takes prices from (ids or slugs, consistently). */
export type RuleEdge = { owner: string; source: string };

/**
 * For a list whose rules become `sources` (in order), the longest chain of rules through each new rule: the
 * lists already deriving from this one (rules above it), plus this rule, plus the longest chain below its
 * source. `edges` are the tenant's other rules (this list's current ones left out) and contain no cycle through
 * this list (checked before). A chain longer than MAX_RULE_DEPTH is refused.
 */
export function chainDepthThrough(self: string, sources: readonly string[], edges: readonly RuleEdge[]): number[] {
  const down = new Map<string, string[]>();
  const up = new Map<string, string[]>();
  for (const e of edges) {
    if (e.owner === self) continue;
    push(down, e.owner, e.source);
    push(up, e.source, e.owner);
  }
  const above = longest(up, self, new Map(), new Set());
  const below = new Map<string, number>();
  return sources.map((source) => above + 1 + longest(down, source, below, new Set()));
}

function push(map: Map<string, string[]>, key: string, value: string): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The longest path from `node` along `next` (memoised; a stored cycle elsewhere is cut rather than looped). */
function longest(next: ReadonlyMap<string, string[]>, node: string, memo: Map<string, number>, onPath: Set<string>): number {
  const known = memo.get(node);
  if (known !== undefined) return known;
  if (onPath.has(node)) return 0;
  onPath.add(node);
  let best = 0;
  for (const n of next.get(node) ?? []) best = Math.max(best, 1 + longest(next, n, memo, onPath));
  onPath.delete(node);
  memo.set(node, best);
  return best;
}
