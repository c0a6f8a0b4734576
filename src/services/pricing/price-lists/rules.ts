import type { Ctx } from '../../../context.ts';
import { chainDepthThrough, MAX_RULE_DEPTH, type RuleEdge } from '../../../domain/pricing/rule-limits.ts';
import type { ProblemItem } from '../../../http/problem.ts';
import { findListsBySlugs, ruleEdges, type RuleData } from './repository.ts';
import type { PriceListRuleInput } from './schemas.ts';

// Checks a list's rules against the other lists of the tenant and turns them into stored rows. Callers hold
// the rule-graph lock (lockRuleGraph), so the sources and the cycle check cannot change underneath them.

const at = (i: number) => `rules[${i}].source_price_list_slug`;

/**
 * `self` is the list the rules belong to: its slug, and its id once it exists (an update). Problems are
 * returned, not thrown, so the caller reports them together with its own.
 */
export async function resolveRules(
  ctx: Ctx,
  self: { slug: string; id: string | null },
  rules: PriceListRuleInput[],
): Promise<{ rules: RuleData[]; problems: ProblemItem[] }> {
  const problems: ProblemItem[] = [];
  const slugs = [...new Set(rules.map((r) => r.source_price_list_slug))];
  const found = new Map((slugs.length ? await findListsBySlugs(ctx, slugs) : []).map((l) => [l.slug, l.id]));
  const seen = new Set<string>();
  const resolved: RuleData[] = [];
  rules.forEach((r, i) => {
    const source = r.source_price_list_slug;
    if (source === self.slug) {
      problems.push({ code: 'keyword-mismatch', message: 'A price list cannot take prices from itself.', property: at(i) });
    } else if (seen.has(source)) {
      problems.push({ code: 'keyword-mismatch', message: `Price list "${source}" is named by more than one rule.`, property: at(i) });
    } else if (!found.has(source)) {
      problems.push({ code: 'resource-id-not-found', message: `No price list with slug "${source}".`, property: at(i) });
    }
    seen.add(source);
    resolved.push({
      sourcePriceListId: found.get(source) ?? '',
      adjustmentPercentage: r.adjustment_percentage ?? '0',
      adjustmentDirection: r.adjustment_direction ?? 'plus',
      currencyExchangeRate: r.currency_exchange_rate ?? '1',
    });
  });
  if (problems.length === 0 && resolved.length) {
    const edges = await ruleEdges(ctx);
    if (self.id !== null) problems.push(...findCycles(edges, self.id, rules, resolved));
    if (problems.length === 0) problems.push(...tooDeep(edges, self.id, rules, resolved));
  }
  return { rules: resolved, problems };
}

/** Rules through which a price would pass more than MAX_RULE_DEPTH rules, counting lists that derive from this one. */
function tooDeep(edges: RuleEdge[], selfId: string | null, input: PriceListRuleInput[], rules: RuleData[]): ProblemItem[] {
  // A list being created has no id yet, and no rule can name it.
  const depths = chainDepthThrough(selfId ?? '', rules.map((r) => r.sourcePriceListId), edges);
  const problems: ProblemItem[] = [];
  depths.forEach((depth, i) => {
    if (depth <= MAX_RULE_DEPTH) return;
    const source = input[i]!.source_price_list_slug;
    problems.push({
      code: 'keyword-mismatch',
      message: `With a rule taking prices from "${source}", a price would pass through ${depth} rules in a row (counting the lists that take prices from this one); at most ${MAX_RULE_DEPTH} are allowed.`,
      property: at(i),
    });
  });
  return problems;
}

/** Rules whose source already derives (directly or through other lists) from this list. */
function findCycles(edges: RuleEdge[], selfId: string, input: PriceListRuleInput[], rules: RuleData[]): ProblemItem[] {
  const sourcesOf = new Map<string, string[]>();
  for (const e of edges) {
    if (e.owner === selfId) continue; // this list's edges are being replaced
    const list = sourcesOf.get(e.owner);
    if (list) list.push(e.source);
    else sourcesOf.set(e.owner, [e.source]);
  }
  const reachesSelf = (start: string) => {
    const stack = [start];
    const visited = new Set<string>();
    while (stack.length) {
      const id = stack.pop()!;
      if (id === selfId) return true;
      if (visited.has(id)) continue;
      visited.add(id);
      stack.push(...(sourcesOf.get(id) ?? []));
    }
    return false;
  };
  const problems: ProblemItem[] = [];
  rules.forEach((r, i) => {
    if (reachesSelf(r.sourcePriceListId)) {
      const source = input[i]!.source_price_list_slug;
      problems.push({ code: 'keyword-mismatch', message: `Price list "${source}" already takes prices from this list; the rule would form a cycle.`, property: at(i) });
    }
  });
  return problems;
}
