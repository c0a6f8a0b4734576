import type { CustomerData } from './repository.ts';
import type { CustomerPatch, CustomerPut } from './schemas.ts';

// Validated bodies → customer columns. PUT states the whole record (anything left out goes back to its
// default); PATCH touches only what was sent.

export function putData(body: CustomerPut): CustomerData {
  const poa = body.payment_on_account ?? {};
  return {
    externalId: body.external_id ?? null,
    email: body.email,
    firstName: body.first_name ?? null,
    lastName: body.last_name ?? null,
    companyName: body.company_name ?? null,
    accountingId: body.accounting_id ?? null,
    status: body.status ?? 'active',
    groupSlug: body.group ?? 'base',
    role: body.role ?? 'main',
    priceLists: body.price_lists ?? [],
    discountPercentage: body.discount_percentage ?? null,
    taxExempt: body.tax_exempt ?? false,
    currencyCode: body.currency_code ?? null,
    creditLimit: poa.credit_limit ?? null,
    balance: poa.balance ?? '0',
    netTermsDays: poa.net_terms_days ?? null,
    allowedPaymentMethods: body.allowed_payment_methods ?? null,
  };
}

export function patchData(body: CustomerPatch): Partial<CustomerData> {
  const data: Partial<CustomerData> = {};
  if (body.external_id !== undefined) data.externalId = body.external_id;
  if (body.email !== undefined) data.email = body.email;
  if (body.first_name !== undefined) data.firstName = body.first_name;
  if (body.last_name !== undefined) data.lastName = body.last_name;
  if (body.company_name !== undefined) data.companyName = body.company_name;
  if (body.accounting_id !== undefined) data.accountingId = body.accounting_id;
  if (body.status !== undefined) data.status = body.status;
  if (body.group !== undefined) data.groupSlug = body.group;
  if (body.role !== undefined) data.role = body.role;
  if (body.price_lists !== undefined) data.priceLists = body.price_lists;
  if (body.discount_percentage !== undefined) data.discountPercentage = body.discount_percentage;
  if (body.tax_exempt !== undefined) data.taxExempt = body.tax_exempt;
  if (body.currency_code !== undefined) data.currencyCode = body.currency_code;
  if (body.allowed_payment_methods !== undefined) data.allowedPaymentMethods = body.allowed_payment_methods;
  // null clears the account terms; an object changes the members it names.
  const poa = body.payment_on_account;
  if (poa === null) Object.assign(data, { creditLimit: null, balance: '0', netTermsDays: null });
  else if (poa) {
    if (poa.credit_limit !== undefined) data.creditLimit = poa.credit_limit;
    if (poa.balance !== undefined) data.balance = poa.balance;
    if (poa.net_terms_days !== undefined) data.netTermsDays = poa.net_terms_days;
  }
  return data;
}
