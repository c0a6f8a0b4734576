import { randomUUID } from 'node:crypto';
import type { Ctx } from '../../../context.ts';
import { isForeignKeyViolation, isRecordMissing, uniqueViolation } from '../../../db/errors.ts';
import { badRequest, conflict, invalidRequest, resourceNotFound, type ProblemItem } from '../../../http/problem.ts';
import type { Lookup } from '../../lookup.ts';
import { groupExists } from '../customer-groups/group-exists.ts';
import { findCustomer, findOtherCustomerId, lockCustomer, lockCustomerWrites, type AddressData, type CustomerKey, type CustomerRow } from './repository.ts';
import type { AddressInput } from './schemas.ts';

// Checks shared by PUT and PATCH. Each runs before the first write, inside the write's transaction, so a
// rejected request changes nothing; the unique indexes stay the last word for races (mapWriteError).

export const LOOKUP_KEYS = ['id', 'external_id', 'email'] as const;

export function keyOf(lookup: Lookup): CustomerKey {
  if (lookup.by === 'id') return { id: lookup.value };
  if (lookup.by === 'email') return { email: lookup.value.toLowerCase() };
  return { externalId: lookup.value };
}

export async function findCustomerOrThrow(ctx: Ctx, lookup: Lookup): Promise<CustomerRow> {
  const row = await findCustomer(ctx, keyOf(lookup));
  if (!row) throw resourceNotFound(`No customer with ${lookup.by} ${lookup.value}.`);
  return row;
}

/**
 * The customer a write is about to change, its row locked until the transaction ends: a concurrent DELETE waits
 * for the write (then deletes), or has already won (null here, so a 404 or, for PUT, a create). Writes of one
 * tenant run one at a time (lockCustomerWrites), so racing PUTs of one new customer give one 201 and then 200s.
 */
export async function findCustomerForUpdate(ctx: Ctx, lookup: Lookup): Promise<CustomerRow | null> {
  // First the tenant's write lock, so the lookup and the uniqueness checks after it see every committed write.
  await lockCustomerWrites(ctx);
  const id = await lockCustomer(ctx, keyOf(lookup));
  return id ? findCustomer(ctx, { id }) : null;
}

/** A body `id` may only name the customer it is sent to. */
export function assertSameId(bodyId: string | undefined, customerId: string) {
  if (bodyId !== undefined && bodyId.toLowerCase() !== customerId.toLowerCase()) {
    throw badRequest('parameters-mismatch', 'The body id differs from the customer addressed by the path.', 'id');
  }
}

export async function assertGroupExists(ctx: Ctx, slug: string | undefined) {
  if (slug !== undefined && !(await groupExists(ctx, slug))) {
    throw badRequest('resource-id-not-found', `No customer group ${slug}.`, 'group');
  }
}

const duplicate = (property: 'email' | 'external_id' | 'id') =>
  conflict('duplicate-external-id', `Another customer already has this ${property}.`, property);

/** 409 when another customer of the tenant already holds the email or external id being written. */
export async function assertUnique(ctx: Ctx, values: { email?: string; externalId?: string | null }, exceptId: string | null) {
  if (values.email !== undefined && (await findOtherCustomerId(ctx, { email: values.email }, exceptId))) throw duplicate('email');
  if (values.externalId && (await findOtherCustomerId(ctx, { externalId: values.externalId }, exceptId))) throw duplicate('external_id');
}

/**
 * Runs a checked write; when a unique index catches a writer that committed between our checks and our write,
 * runs it once more in a fresh transaction. The checks then see that writer: a 409 naming the field, or, for
 * two PUTs racing on one new key, a replace of the record the other just created. Verbs call this outside any
 * transaction (a failed statement aborts the transaction it ran in).
 */
export async function writeWithRetry<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (!uniqueViolation(err)) throw mapWriteError(err);
    try {
      return await write();
    } catch (again) {
      throw mapWriteError(again);
    }
  }
}

/** A unique violation that survived the retry becomes the same 409 as the checks up front. */
export function mapWriteError(err: unknown): unknown {
  // The row locks make these unreachable; should a write still find its customer gone, that is a 404, not a 500.
  if (isRecordMissing(err) || isForeignKeyViolation(err)) return resourceNotFound('The customer was deleted meanwhile.');
  const fields = uniqueViolation(err);
  if (!fields) return err;
  // The pg adapter may not name the columns; an unnamed key here is the primary key (a body or path id).
  const joined = fields.join(',');
  if (/email/.test(joined)) return duplicate('email');
  if (/external_?id/i.test(joined)) return duplicate('external_id');
  return duplicate('id');
}

/**
 * The stored rows for a new address list: a sent address keeps the id of the existing address it names by
 * `id`, else of an unclaimed existing address with its `external_id`; anything else is new.
 */
export function planAddresses(existing: readonly CustomerRow['addresses'][number][], sent: readonly AddressInput[]): AddressData[] {
  const claimed = new Set<string>();
  const problems: ProblemItem[] = [];
  const byId = new Map(existing.map((a) => [a.id.toLowerCase(), a]));
  // Claim explicit ids first so an external_id match never takes an address another entry names by id.
  for (const a of sent) if (a.id && byId.has(a.id.toLowerCase())) claimed.add(a.id.toLowerCase());
  const rows = sent.map((a, i): AddressData => {
    let id: string | undefined;
    if (a.id !== undefined) {
      id = byId.get(a.id.toLowerCase())?.id;
      if (!id) problems.push({ code: 'resource-id-not-found', message: 'This customer has no address with this id.', property: `addresses[${i}].id` });
    } else if (a.external_id) {
      id = existing.find((e) => e.externalId === a.external_id && !claimed.has(e.id.toLowerCase()))?.id;
      if (id) claimed.add(id.toLowerCase());
    }
    return {
      id: id ?? randomUUID(),
      externalId: a.external_id ?? null,
      firstName: a.first_name ?? null,
      lastName: a.last_name ?? null,
      company: a.company ?? null,
      addressLine1: a.address_line1 ?? null,
      addressLine2: a.address_line2 ?? null,
      city: a.city ?? null,
      regionCode: a.region_code ?? null,
      postalCode: a.postal_code ?? null,
      countryCode: a.country_code ?? null,
      phone: a.phone ?? null,
      isDefaultShipping: a.is_default_shipping ?? false,
      isDefaultBilling: a.is_default_billing ?? false,
      position: i,
    };
  });
  if (problems.length) throw invalidRequest(problems);
  return rows;
}
