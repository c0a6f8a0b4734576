import { announceChange } from '../../../cache/tenant-cache.ts';
import type { Ctx } from '../../../context.ts';
import { isForeignKeyViolation } from '../../../db/errors.ts';
import { withTransaction } from '../../../db/transaction.ts';
import { badRequest, invalidRequest, type ProblemItem } from '../../../http/problem.ts';
import { requireList, viewOf } from './get-price-list.ts';
import { lockRuleGraph, replaceRules, updateList } from './repository.ts';
import { resolveRules } from './rules.ts';
import type { PriceListUpdateInput, PriceListView } from './schemas.ts';

const immutable = (field: string, current: string): ProblemItem => ({
  code: 'keyword-mismatch',
  message: `${field} cannot be changed (it is "${current}").`,
  property: field,
});

/**
 * PATCH /api/v1/price-lists/{slug}: name, currency_code, tax_inclusive_display, rules (replaced as a whole).
 * A currency change only relabels the stored prices. slug and source are immutable; sending their current
 * value (a GET body sent back) is fine.
 */
export async function updatePriceList(ctx: Ctx, slug: string, input: PriceListUpdateInput): Promise<PriceListView> {
  try {
    const view = await withTransaction(ctx, async (tx) => {
      if (input.rules !== undefined) await lockRuleGraph(tx);
      const list = await requireList(tx, slug);
      const problems: ProblemItem[] = [];
      if (input.slug !== undefined && input.slug !== list.slug) problems.push(immutable('slug', list.slug));
      if (input.source !== undefined && input.source !== list.source) problems.push(immutable('source', list.source));
      const resolved = input.rules !== undefined ? await resolveRules(tx, { slug: list.slug, id: list.id }, input.rules) : null;
      problems.push(...(resolved?.problems ?? []));
      if (problems.length) throw invalidRequest(problems);

      if (resolved) await replaceRules(tx, list.id, resolved.rules);
      const changes = {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.currency_code !== undefined ? { currencyCode: input.currency_code.toUpperCase() } : {}),
        ...(input.tax_inclusive_display !== undefined ? { taxInclusiveDisplay: input.tax_inclusive_display } : {}),
        // Rules live in their own table; the list still changed, so its updated_at moves.
        ...(resolved ? { updatedAt: new Date() } : {}),
      };
      const updated = Object.keys(changes).length ? await updateList(tx, list.id, changes) : list;
      return viewOf(tx, updated);
    });
    announceChange(ctx, 'price-lists');
    return view;
  } catch (err) {
    if (isForeignKeyViolation(err)) throw badRequest('resource-id-not-found', 'A rule names a price list that no longer exists.', 'rules');
    throw err;
  }
}
