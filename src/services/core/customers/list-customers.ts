import type { Ctx } from '../../../context.ts';
import type { Address } from '../../../db/types.ts';
import { listAddressRows, listCustomerRows } from './repository.ts';
import type { CustomerView } from './schemas.ts';
import { toCustomerView } from './view.ts';

/**
 * Every customer of the tenant with its addresses, in one response. Two queries whatever the count (tens of
 * thousands of customers), joined in memory, so the list never turns into a query per customer.
 */
export async function listCustomers(ctx: Ctx): Promise<CustomerView[]> {
  const [customers, addresses] = await Promise.all([listCustomerRows(ctx), listAddressRows(ctx)]);
  const byCustomer = new Map<string, Address[]>();
  for (const a of addresses) {
    const list = byCustomer.get(a.customerId);
    if (list) list.push(a);
    else byCustomer.set(a.customerId, [a]);
  }
  return customers.map((c) => toCustomerView(c, byCustomer.get(c.id) ?? []));
}
