import { announceChange } from '../../../cache/tenant-cache.ts';
import type { Ctx } from '../../../context.ts';
import { resourceNotFound } from '../../../http/problem.ts';
import { parseLookup } from '../../lookup.ts';
import { deleteCustomerRow, findCustomer } from './repository.ts';
import { keyOf, LOOKUP_KEYS } from './rules.ts';

/** Deletes the customer and its addresses; 404 when the tenant has no such customer. */
export async function deleteCustomer(ctx: Ctx, input: { lookupBy: string; identifier: string }): Promise<void> {
  const lookup = parseLookup(input.lookupBy, input.identifier, LOOKUP_KEYS);
  const row = await findCustomer(ctx, keyOf(lookup));
  // A concurrent delete may win between the two statements; that is still "not found" for this caller.
  if (!row || !(await deleteCustomerRow(ctx, row.id))) throw resourceNotFound(`No customer with ${lookup.by} ${lookup.value}.`);
  announceChange(ctx, 'customers'); // the pricing lookup caches customers (src/cache/tenant-cache.ts)
}
