import { announceChange } from '../../../cache/tenant-cache.ts';
import type { Ctx } from '../../../context.ts';
import { isForeignKeyViolation, uniqueViolation } from '../../../db/errors.ts';
import { withTransaction } from '../../../db/transaction.ts';
import { badRequest, invalidRequest, type ProblemItem } from '../../../http/problem.ts';
import { viewOf } from './get-price-list.ts';
import { findListBySlug, insertList, lockRuleGraph } from './repository.ts';
import { resolveRules } from './rules.ts';
import type { PriceListCreateInput, PriceListView } from './schemas.ts';

const duplicate = (slug: string) => `A price list with slug "${slug}" already exists.`;

/** POST /api/v1/price-lists: 201 with the list; every problem (duplicate slug, bad rules) reported at once. */
export async function createPriceList(ctx: Ctx, input: PriceListCreateInput): Promise<PriceListView> {
  try {
    const view = await withTransaction(ctx, async (tx) => {
      // Creates and rule changes of the tenant take turns, so the slug check and the rule sources stay true until commit.
      await lockRuleGraph(tx);
      const problems: ProblemItem[] = [];
      if (await findListBySlug(tx, input.slug)) problems.push({ code: 'resource-already-exists', message: duplicate(input.slug), property: 'slug' });
      const resolved = await resolveRules(tx, { slug: input.slug, id: null }, input.rules ?? []);
      problems.push(...resolved.problems);
      if (problems.length) throw invalidRequest(problems);
      const list = await insertList(
        tx,
        {
          slug: input.slug,
          name: input.name,
          currencyCode: input.currency_code.toUpperCase(),
          source: input.source ?? 'custom',
          taxInclusiveDisplay: input.tax_inclusive_display ?? false,
        },
        resolved.rules,
      );
      return viewOf(tx, list);
    });
    // A slug a customer or group names may only now exist.
    announceChange(ctx, 'price-lists');
    return view;
  } catch (err) {
    // Only reachable if a writer skipped the lock; never let it become a 500.
    if (uniqueViolation(err)) throw badRequest('resource-already-exists', duplicate(input.slug), 'slug');
    if (isForeignKeyViolation(err)) throw badRequest('resource-id-not-found', 'A rule names a price list that no longer exists.', 'rules');
    throw err;
  }
}
