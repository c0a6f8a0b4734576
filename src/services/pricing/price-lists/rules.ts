import type { Ctx } from '../../../context.ts';
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
  if (problems.length === 0 && self.id !== null && resolved.length) problems.push(...(await findCycles(ctx, self.id, rules, resolved)));
  return { rules: resolved, problems };
}

/** Rules whose source already derives (directly or through other lists) from this list. */
async function findCycles(ctx: Ctx, selfId: string, input: PriceListRuleInput[], rules: RuleData[]): Promise<ProblemItem[]> {
  const sourcesOf = new Map<string, string[]>();
  for (const e of await ruleEdges(ctx)) {
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
