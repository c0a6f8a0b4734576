import { roundHalfUp, type DecimalLike } from '../../../domain/money.ts';
import { normalizePaymentMethods, type PaymentMethod } from '../../../domain/payment-methods.ts';
import type { Address, Customer } from '../../../generated/prisma/client.ts';
import { DECIMAL_PLACES } from './fields.ts';
import type { AddressView, CustomerView } from './schemas.ts';

// Stored rows → the contract's wire shape (snake_case, decimals as 2-place strings, codes upper case).

const PLAIN = /^(-?\d+)(?:\.(\d*))?$/;

/** 2 places, half-up. Stored values rarely need rounding, so plain text is padded without a Decimal (list speed). */
export function formatDecimal(v: DecimalLike): string {
  const m = PLAIN.exec(typeof v === 'string' ? v : v.toString());
  if (m) {
    const frac = m[2] ?? '';
    if (frac.length <= DECIMAL_PLACES || /^0*$/.test(frac.slice(DECIMAL_PLACES))) {
      const text = `${m[1]}.${frac.slice(0, DECIMAL_PLACES).padEnd(DECIMAL_PLACES, '0')}`;
      return /^-0\.0*$/.test(text) ? text.slice(1) : text;
    }
  }
  return roundHalfUp(v, DECIMAL_PLACES).toFixed(DECIMAL_PLACES);
}
const formatOptional = (v: DecimalLike | null) => (v === null ? null : formatDecimal(v));

export const storedPriceLists = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);

/** null means "inherit from the group settings"; an array (even empty) is the customer's own choice. */
export const storedPaymentMethods = (v: unknown): PaymentMethod[] | null => (Array.isArray(v) ? normalizePaymentMethods(v) : null);

export function toAddressView(a: Address): AddressView {
  return {
    id: a.id,
    external_id: a.externalId,
    first_name: a.firstName,
    last_name: a.lastName,
    company: a.company,
    address_line1: a.addressLine1,
    address_line2: a.addressLine2,
    city: a.city,
    region_code: a.regionCode,
    postal_code: a.postalCode,
    country_code: a.countryCode,
    phone: a.phone,
    is_default_shipping: a.isDefaultShipping,
    is_default_billing: a.isDefaultBilling,
  };
}

/** A stored customer, from Prisma (Decimal columns) or the list's raw query (decimal text). */
export type CustomerRecord = Omit<Customer, 'discountPercentage' | 'creditLimit' | 'balance'> & {
  discountPercentage: DecimalLike | null;
  creditLimit: DecimalLike | null;
  balance: DecimalLike;
};

export function toCustomerView(c: CustomerRecord, addresses: readonly Address[]): CustomerView {
  return {
    id: c.id,
    external_id: c.externalId,
    email: c.email,
    first_name: c.firstName,
    last_name: c.lastName,
    company_name: c.companyName,
    accounting_id: c.accountingId,
    status: c.status,
    group: c.groupSlug,
    role: c.role as CustomerView['role'],
    price_lists: storedPriceLists(c.priceLists),
    discount_percentage: formatOptional(c.discountPercentage),
    tax_exempt: c.taxExempt,
    currency_code: c.currencyCode,
    payment_on_account: {
      credit_limit: formatOptional(c.creditLimit),
      balance: formatDecimal(c.balance),
      net_terms_days: c.netTermsDays,
    },
    allowed_payment_methods: storedPaymentMethods(c.allowedPaymentMethods),
    addresses: addresses.map(toAddressView),
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}
