import { announceChange } from '../../../cache/tenant-cache.ts';
import type { Ctx } from '../../../context.ts';
import { dec, type DecimalLike } from '../../../domain/money.ts';
import { addToBalanceRow } from './repository.ts';

export type BalanceCustomer = { id: string; externalId: string | null; email: string };

/**
 * An on-account order's total joins what the customer owes (contract §4: completion adds it to the balance). Run
 * inside the order's transaction, so the balance and the order commit together; the customer's identifiers, or
 * null when the tenant has no such customer (nothing changed). The balance keeps the places it is sent with: the
 * order's total already has its currency's minor units.
 */
export async function addToCustomerBalance(ctx: Ctx, customerId: string, amount: DecimalLike): Promise<BalanceCustomer | null> {
  const customer = await addToBalanceRow(ctx, customerId, dec(amount).toFixed());
  // Pricing lookup and carts cache customers (balance included, for the credit limit): drop them after commit.
  if (customer) announceChange(ctx, 'customers');
  return customer;
}
