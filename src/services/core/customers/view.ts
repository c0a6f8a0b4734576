import { roundHalfUp, type DecimalLike } from '../../../domain/money.ts';
import { normalizePaymentMethods, type PaymentMethod } from '../../../domain/payment-methods.ts';
import type { Address, Customer } from '../../../db/types.ts';
import { moneyPlaces } from './money.ts';
import type { AddressView, CustomerView } from './schemas.ts';

// Stored rows → the contract's wire shape (snake_case, the discount with 2 places, credit limit and balance in the
// customer's currency's minor units, codes upper case).

const PLAIN = /^(-?\d+)(?:\.(\d*))?$/;

/** `places` places, half-up. Stored values rarely need rounding, so plain text is padded without a Decimal (list speed). */
export function formatPlaces(v: DecimalLike, places: number): string {
  const m = PLAIN.exec(typeof v === 'string' ? v : v.toString());
  if (m) {
    const frac = m[2] ?? '';
    if (frac.length <= places || /^0*$/.test(frac.slice(places))) {
      const text = places === 0 ? m[1]! : `${m[1]}.${frac.slice(0, places).padEnd(places, '0')}`;
      return /^-0(\.0*)?$/.test(text) ? text.slice(1) : text;
    }
  }
  return roundHalfUp(v, places).toFixed(places);
}

/** 2 places: the discount percentage (and, for now, Pricing's view of a customer's money). */
export const formatDecimal = (v: DecimalLike): string => formatPlaces(v, 2);
const formatOptional = (v: DecimalLike | null, places = 2) => (v === null ? null : formatPlaces(v, places));

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
      credit_limit: formatOptional(c.creditLimit, moneyPlaces(c.currencyCode)),
      balance: formatPlaces(c.balance, moneyPlaces(c.currencyCode)),
      net_terms_days: c.netTermsDays,
    },
    allowed_payment_methods: storedPaymentMethods(c.allowedPaymentMethods),
    addresses: addresses.map(toAddressView),
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}
