import { announceChange } from '../../../cache/tenant-cache.ts';
import type { Ctx } from '../../../context.ts';
import { withTransaction } from '../../../db/transaction.ts';
import { resourceNotFound } from '../../../http/problem.ts';
import { parseLookup } from '../../lookup.ts';
import { patchData } from './input.ts';
import { assertMoneyFitsCurrency } from './money.ts';
import { findCustomer, replaceAddresses, updateCustomer } from './repository.ts';
import { assertGroupExists, assertSameId, assertUnique, findCustomerForUpdate, LOOKUP_KEYS, planAddresses, writeWithRetry } from './rules.ts';
import type { CustomerPatch, CustomerView } from './schemas.ts';
import { toCustomerView } from './view.ts';

/** Partial update: only the fields sent change; `addresses`, when sent, replaces the whole list. */
export async function patchCustomer(ctx: Ctx, input: { lookupBy: string; identifier: string; body: CustomerPatch }): Promise<CustomerView> {
  const lookup = parseLookup(input.lookupBy, input.identifier, LOOKUP_KEYS);
  const { body } = input;
  const data = patchData(body);
  const customer = await writeWithRetry(() =>
    withTransaction(ctx, async (tx) => {
      const existing = await findCustomerForUpdate(tx, lookup);
      if (!existing) throw resourceNotFound(`No customer with ${lookup.by} ${lookup.value}.`);
      assertSameId(body.id, existing.id);
      assertMoneyFitsCurrency(
        {
          currencyCode: data.currencyCode !== undefined ? data.currencyCode : existing.currencyCode,
          creditLimit: data.creditLimit !== undefined ? data.creditLimit : existing.creditLimit,
          balance: data.balance ?? existing.balance,
        },
        { currencyCode: data.currencyCode !== undefined, creditLimit: data.creditLimit !== undefined, balance: data.balance !== undefined },
      );
      const addresses = body.addresses ? planAddresses(existing.addresses, body.addresses) : null;
      await assertGroupExists(tx, body.group);
      await assertUnique(tx, { ...(data.email !== undefined ? { email: data.email } : {}), externalId: data.externalId ?? null }, existing.id);

      await updateCustomer(tx, existing.id, data);
      if (addresses) await replaceAddresses(tx, existing.id, addresses);
      const row = (await findCustomer(tx, { id: existing.id }))!;
      return toCustomerView(row, row.addresses);
    }),
  );
  announceChange(ctx, 'customers'); // the pricing lookup caches customers (src/cache/tenant-cache.ts)
  return customer;
}
