import type { Ctx } from '../../../context.ts';
import { Prisma } from '../../../db/client.ts';
import type { PaymentMethod } from '../../../domain/payment-methods.ts';
import type { Address, Customer } from '../../../generated/prisma/client.ts';

// The customers slice's only Prisma access. Customers and addresses are scoped by site and environment directly:
// their ids are unique per tenant only (primary key (site_id, environment, id), see schema.prisma), so a query by
// id alone could match another tenant's row.

export type CustomerRow = Customer & { addresses: Address[] };
export type CustomerKey = { id: string } | { externalId: string } | { email: string };

/** Customer columns a write sets; ids, tenant columns and timestamps are the repository's business. */
export type CustomerData = Omit<
  Prisma.CustomerUncheckedCreateInput,
  'id' | 'siteId' | 'environment' | 'createdAt' | 'updatedAt' | 'addresses' | 'allowedPaymentMethods'
> & {
  /** null: inherit the group settings' methods. */
  allowedPaymentMethods?: PaymentMethod[] | null;
};
export type AddressData = Omit<Prisma.AddressCreateManyInput, 'customerId' | 'siteId' | 'environment'> & { id: string };

const scope = (ctx: Ctx) => ({ siteId: ctx.siteId, environment: ctx.environment });
/** The primary key of this tenant's record `id`, for Prisma's unique-input calls. */
const key = (ctx: Ctx, id: string) => ({ siteId_environment_id: { ...scope(ctx), id } });
const withAddresses = { addresses: { orderBy: { position: 'asc' } } } as const;

export const findCustomer = (ctx: Ctx, key: CustomerKey): Promise<CustomerRow | null> =>
  ctx.db.customer.findFirst({ where: { ...key, ...scope(ctx) }, include: withAddresses });

/** Without addresses, for callers that only need the customer's terms. */
export const findCustomerOnly = (ctx: Ctx, key: CustomerKey) => ctx.db.customer.findFirst({ where: { ...key, ...scope(ctx) } });

/**
 * Serialises the tenant's customer writes (PUT, PATCH) until the transaction ends, as products do: a write's
 * lookup and its uniqueness checks are separate read-committed statements, so without it a PUT that missed a
 * customer another PUT was creating could meet that customer in its uniqueness check and answer a false 409.
 */
export async function lockCustomerWrites(ctx: Ctx) {
  await ctx.db.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`customers:${ctx.siteId}:${ctx.environment}`}))`;
}

/**
 * Locks the customer's row until the transaction ends, so a concurrent delete or write waits for this one rather
 * than removing the row between our read and our write; the customer's id, or null when there is none.
 */
export async function lockCustomer(ctx: Ctx, key: CustomerKey): Promise<string | null> {
  const match =
    'id' in key ? Prisma.sql`id = ${key.id}::uuid` : 'email' in key ? Prisma.sql`email = ${key.email}` : Prisma.sql`external_id = ${key.externalId}`;
  const rows = await ctx.db.$queryRaw<{ id: string }[]>`
    SELECT id::text AS id FROM customers
     WHERE site_id = ${ctx.siteId} AND environment = CAST(${ctx.environment} AS "Environment") AND ${match}
       FOR UPDATE`;
  return rows[0]?.id ?? null;
}

/** The customer columns pricing and carts read; decimals as column-scale text (formatDecimal takes either form). */
export type PricingCustomerRow = Pick<Customer, 'id' | 'email' | 'externalId' | 'groupSlug' | 'priceLists' | 'currencyCode' | 'taxExempt' | 'allowedPaymentMethods' | 'status'> & {
  discountPercentage: string | null;
  creditLimit: string | null;
  balance: string;
};

/** Placeholders of a composed statement (the caller's parameter numbers). */
export type SqlParams = { site: string; environment: string; value: string };

const PRICING_COLUMNS = `id::text AS "id", email, external_id AS "externalId", group_slug AS "groupSlug", price_lists AS "priceLists",
  discount_percentage::text AS "discountPercentage", currency_code AS "currencyCode", tax_exempt AS "taxExempt",
  credit_limit::text AS "creditLimit", balance::text AS "balance", allowed_payment_methods AS "allowedPaymentMethods", status::text AS "status"`;
const KEY_MATCH = {
  id: (param: string) => `id = ${param}::uuid`,
  externalId: (param: string) => `external_id = ${param}`,
  email: (param: string) => `email = ${param}`,
};
type KeyName = keyof typeof KEY_MATCH;

const keyParts = (key: CustomerKey): [KeyName, string] =>
  'id' in key ? ['id', key.id] : 'email' in key ? ['email', key.email] : ['externalId', key.externalId];

/**
 * The SELECT of one customer's pricing columns by `key` (on its unique index), and the value to bind to
 * `p.value`. Exported for a statement that composes it with other reads (the pricing lookup's single round trip).
 */
export function pricingCustomerSelect(key: CustomerKey, p: SqlParams): { sql: string; value: string } {
  const [name, value] = keyParts(key);
  const sql = `SELECT ${PRICING_COLUMNS} FROM customers WHERE site_id = ${p.site} AND environment = ${p.environment}::"Environment" AND ${KEY_MATCH[name](p.value)}`;
  return { sql, value };
}

/**
 * The customer's pricing columns, in one query. Through ctx.db, so a caller inside a transaction sees its own
 * writes; the pricing lookup, the hot path, embeds pricingCustomerSelect in its own statement instead.
 */
export async function findPricingCustomer(ctx: Ctx, key: CustomerKey, lock = false): Promise<PricingCustomerRow | null> {
  const { sql, value } = pricingCustomerSelect(key, { site: '$1', environment: '$2', value: '$3' });
  const rows = await ctx.db.$queryRawUnsafe<PricingCustomerRow[]>(lock ? `${sql} FOR NO KEY UPDATE` : sql, ctx.siteId, ctx.environment, value);
  return rows[0] ?? null;
}

/** Another customer holding this email or external id (for the 409 before the write). */
export const findOtherCustomerId = async (ctx: Ctx, key: { externalId: string } | { email: string }, exceptId: string | null) => {
  const row = await ctx.db.customer.findFirst({
    where: { ...key, ...scope(ctx), ...(exceptId ? { NOT: { id: exceptId } } : {}) },
    select: { id: true },
  });
  return row?.id ?? null;
};

/** A customer as the list reads it: the decimal columns arrive as text, which the view formats directly. */
export type CustomerListRow = Omit<Customer, 'discountPercentage' | 'creditLimit' | 'balance'> & {
  discountPercentage: string | null;
  creditLimit: string | null;
  balance: string;
};

// The list is two queries whatever the number of customers; the caller joins them in memory. Raw SQL because
// building a Decimal object per money column costs more than the query itself at 20,000 customers.
export const listCustomerRows = (ctx: Ctx) =>
  ctx.db.$queryRaw<CustomerListRow[]>`
    SELECT id::text AS "id", site_id AS "siteId", environment::text AS "environment", external_id AS "externalId", email,
           first_name AS "firstName", last_name AS "lastName", company_name AS "companyName", accounting_id AS "accountingId",
           status::text AS "status", group_slug AS "groupSlug", role, price_lists AS "priceLists",
           discount_percentage::text AS "discountPercentage", tax_exempt AS "taxExempt", currency_code AS "currencyCode",
           credit_limit::text AS "creditLimit", balance::text AS "balance", net_terms_days AS "netTermsDays",
           allowed_payment_methods AS "allowedPaymentMethods", created_at AS "createdAt", updated_at AS "updatedAt"
      FROM customers
     WHERE site_id = ${ctx.siteId} AND environment = CAST(${ctx.environment} AS "Environment")
     ORDER BY created_at, id`;

export const listAddressRows = (ctx: Ctx) =>
  ctx.db.address.findMany({ where: scope(ctx), orderBy: [{ customerId: 'asc' }, { position: 'asc' }] });

// SQL NULL, not JSON null, so "inherit" reads back as null whichever way it was written.
const columns = ({ allowedPaymentMethods, ...rest }: Partial<CustomerData>) => ({
  ...rest,
  ...(allowedPaymentMethods !== undefined ? { allowedPaymentMethods: allowedPaymentMethods ?? Prisma.DbNull } : {}),
});

export const insertCustomer = (ctx: Ctx, id: string, data: CustomerData) =>
  ctx.db.customer.create({ data: { ...columns(data), email: data.email, id, ...scope(ctx) } });

export const updateCustomer = (ctx: Ctx, id: string, data: Partial<CustomerData>) =>
  ctx.db.customer.update({ where: key(ctx, id), data: columns(data) });

/** Deletes the customer (addresses cascade); false when there was none in this tenant. */
export const deleteCustomerRow = async (ctx: Ctx, id: string) =>
  (await ctx.db.customer.deleteMany({ where: { id, ...scope(ctx) } })).count > 0;

/**
 * Replaces a customer's address list. Kept addresses are re-inserted under their old ids, so ids stay stable
 * while the whole list is written in two statements.
 */
export async function replaceAddresses(ctx: Ctx, customerId: string, rows: AddressData[]) {
  await ctx.db.address.deleteMany({ where: { ...scope(ctx), customerId } });
  if (rows.length) await ctx.db.address.createMany({ data: rows.map((r) => ({ ...r, ...scope(ctx), customerId })) });
}

/**
 * Adds `amount` to the customer's balance in one statement (the row lock it takes lasts until the transaction
 * ends, so concurrent orders of one customer add up); the customer's identifiers, or null when there is none.
 */
export async function addToBalanceRow(ctx: Ctx, id: string, amount: string): Promise<{ id: string; externalId: string | null; email: string } | null> {
  const rows = await ctx.db.$queryRaw<{ id: string; externalId: string | null; email: string }[]>`
    UPDATE customers SET balance = balance + ${amount}::numeric, updated_at = now()
     WHERE site_id = ${ctx.siteId} AND environment = CAST(${ctx.environment} AS "Environment") AND id = ${id}::uuid
    RETURNING id::text AS id, external_id AS "externalId", email`;
  return rows[0] ?? null;
}
