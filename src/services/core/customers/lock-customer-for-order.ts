import type { Ctx } from '../../../context.ts';
import { isTransactionClient } from '../../../db/transaction.ts';
import { findPricingCustomer } from './repository.ts';
import { toPricingCustomer, type PricingCustomerRecord } from './find-customer-for-pricing.ts';

/**
 * For an on-account order: the customer as findCustomerForPricing gives it, its row locked (FOR NO KEY UPDATE, the
 * lock the balance update takes anyway) until the caller's transaction ends. The credit-limit check then sees the
 * balance every earlier order of the customer left, and no other order can add to it before this one commits.
 * null when the tenant has no such customer.
 */
export async function lockCustomerForOrder(ctx: Ctx, customerId: string): Promise<PricingCustomerRecord | null> {
  if (!isTransactionClient(ctx.db)) throw new Error('lockCustomerForOrder must run inside a transaction');
  const row = await findPricingCustomer(ctx, { id: customerId }, true);
  return row && toPricingCustomer(row);
}
