import type { Ctx } from '../../../context.ts';
import { parseLookup } from '../../lookup.ts';
import { findCustomerOrThrow, LOOKUP_KEYS } from './rules.ts';
import type { CustomerView } from './schemas.ts';
import { toCustomerView } from './view.ts';

export async function getCustomer(ctx: Ctx, input: { lookupBy: string; identifier: string }): Promise<CustomerView> {
  const lookup = parseLookup(input.lookupBy, input.identifier, LOOKUP_KEYS);
  const row = await findCustomerOrThrow(ctx, lookup);
  return toCustomerView(row, row.addresses);
}
