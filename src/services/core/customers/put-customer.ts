import { announceChange } from '../../../cache/tenant-cache.ts';
import { randomUUID } from 'node:crypto';
import type { Ctx } from '../../../context.ts';
import { withTransaction } from '../../../db/transaction.ts';
import { badRequest } from '../../../http/problem.ts';
import { parseLookup, type Lookup } from '../../lookup.ts';
import { putData } from './input.ts';
import { assertMoneyFitsCurrency } from './money.ts';
import { findCustomer, insertCustomer, replaceAddresses, updateCustomer } from './repository.ts';
import { assertGroupExists, assertSameId, assertUnique, findCustomerForUpdate, LOOKUP_KEYS, planAddresses, writeWithRetry } from './rules.ts';
import type { CustomerPut, CustomerView } from './schemas.ts';
import { toCustomerView } from './view.ts';

export type PutCustomerResult = { created: boolean; customer: CustomerView };

const mismatch = (property: string) =>
  badRequest('parameters-mismatch', `The body's ${property} must repeat the identifier in the path.`, property);

/** The body must repeat the path's identifier (contract §2), so a PUT can never silently re-key a record. */
function assertBodyRepeatsPath(lookup: Lookup, body: CustomerPut) {
  if (lookup.by === 'email' && body.email !== lookup.value.toLowerCase()) throw mismatch('email');
  if (lookup.by === 'external_id' && body.external_id !== lookup.value) throw mismatch('external_id');
  if (lookup.by === 'id' && body.id === undefined) throw mismatch('id');
  if (lookup.by === 'id') assertSameId(body.id, lookup.value);
}

/** Full replace: 201 when created, 200 when replaced. Fields and addresses left out are cleared. */
export async function putCustomer(ctx: Ctx, input: { lookupBy: string; identifier: string; body: CustomerPut }): Promise<PutCustomerResult> {
  const lookup = parseLookup(input.lookupBy, input.identifier, LOOKUP_KEYS);
  const { body } = input;
  assertBodyRepeatsPath(lookup, body);
  const data = putData(body);
  assertMoneyFitsCurrency(
    { currencyCode: data.currencyCode ?? null, creditLimit: data.creditLimit ?? null, balance: data.balance ?? '0' },
    { currencyCode: true, creditLimit: true, balance: true },
  );
  const result = await writeWithRetry(() =>
    withTransaction(ctx, async (tx) => {
      const existing = await findCustomerForUpdate(tx, lookup);
      if (existing) assertSameId(body.id, existing.id);
      const addresses = planAddresses(existing?.addresses ?? [], body.addresses ?? []);
      await assertGroupExists(tx, body.group);
      await assertUnique(tx, { email: data.email, externalId: data.externalId ?? null }, existing?.id ?? null);

      let id: string;
      if (existing) {
        id = existing.id;
        await updateCustomer(tx, id, data);
      } else {
        id = lookup.by === 'id' ? lookup.value.toLowerCase() : (body.id?.toLowerCase() ?? randomUUID());
        await insertCustomer(tx, id, data);
      }
      await replaceAddresses(tx, id, addresses);
      const row = (await findCustomer(tx, { id }))!;
      return { created: !existing, customer: toCustomerView(row, row.addresses) };
    }),
  );
  announceChange(ctx, 'customers'); // the pricing lookup caches customers (src/cache/tenant-cache.ts)
  return result;
}
