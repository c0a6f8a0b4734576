import type { PriceListRow, RuleRow } from './repository.ts';
import type { PriceListRuleView, PriceListView } from './schemas.ts';

// Stored rows → the contract's wire shapes (snake_case, decimal strings, RFC 3339 times).

const toRuleView = (r: RuleRow): PriceListRuleView => ({
  source_price_list_slug: r.source_slug,
  adjustment_percentage: r.adjustment_percentage,
  adjustment_direction: r.adjustment_direction === 'minus' ? 'minus' : 'plus',
  currency_exchange_rate: r.currency_exchange_rate,
});

export const toPriceListView = (l: PriceListRow, rules: RuleRow[]): PriceListView => ({
  slug: l.slug,
  name: l.name,
  currency_code: l.currencyCode,
  source: l.source,
  tax_inclusive_display: l.taxInclusiveDisplay,
  rules: rules.map(toRuleView),
  created_at: l.createdAt.toISOString(),
  updated_at: l.updatedAt.toISOString(),
});

export function groupRules(rules: RuleRow[]): Map<string, RuleRow[]> {
  const byList = new Map<string, RuleRow[]>();
  for (const r of rules) {
    const list = byList.get(r.price_list_id);
    if (list) list.push(r);
    else byList.set(r.price_list_id, [r]);
  }
  return byList;
}

/** Lists with their rules, in the given order. */
export const toPriceListViews = (lists: PriceListRow[], rules: RuleRow[]): PriceListView[] => {
  const byList = groupRules(rules);
  return lists.map((l) => toPriceListView(l, byList.get(l.id) ?? []));
};
