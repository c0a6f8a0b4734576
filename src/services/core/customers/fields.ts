import { z } from '@hono/zod-openapi';
import { isCountryCode } from '../../../domain/countries.ts';
import { DECIMAL_19_4_MAX } from '../../../domain/money.ts';
import { decimalInput } from '../../../http/decimal-input.ts';
import { isUuid } from '../../lookup.ts';
import { currencyCode as sharedCurrencyCode, paymentMethodList, priceListSlugs as sharedPriceListSlugs } from '../shared-fields.ts';

// Field rules shared by the PUT and PATCH bodies. Every field carries its limit, so a bad value is a 400
// naming the field rather than a database error.

export const MAX_NAME = 255;
/** The discount is a percentage answered with 2 places; accepting more would not round-trip. */
export const PERCENT_PLACES = 2;
/**
 * Credit limit and balance are stored as Decimal(19,4); a request may send up to 4 places here, and the verb then
 * holds them to the customer's currency's minor units (money.ts), since the answer shows only those.
 */
export const MONEY_INPUT_PLACES = 4;

export const name = () => z.string().max(MAX_NAME);
export const optionalName = () => name().nullable().optional();

export const uuidString = () =>
  z.string().refine(isUuid, { message: 'must be a UUID' }).openapi({ format: 'uuid', example: '6f1c3c2e-2b7a-4d39-9f55-0c9a3f0f1d21' });

export const email = () =>
  z
    // Only the format gets our wording; a missing email keeps zod's "received undefined" (→ missing-param).
    .email({ error: (issue) => (issue.code === 'invalid_format' ? 'must be a valid email address' : undefined) })
    .max(254)
    .transform((v) => v.toLowerCase())
    .openapi({ example: 'buyer@example.com', description: 'Unique per site and environment, matched case-insensitively, stored lower-cased.' });

export const currencyCode = sharedCurrencyCode;

export const countryCode = () =>
  z
    .string()
    .refine((v) => v.length === 2 && isCountryCode(v), { message: 'must be an ISO 3166-1 alpha-2 country code' })
    .transform((v) => v.toUpperCase())
    .openapi({ example: 'DE', description: 'ISO 3166-1 alpha-2; upper case in responses.' });

export const discountPercentage = () =>
  decimalInput({ places: PERCENT_PLACES, min: 0, max: 100, description: 'Percent taken off every price, 0–100, at most 2 places.', example: '12.50' });
export const creditLimit = () =>
  decimalInput({
    places: MONEY_INPUT_PLACES,
    min: 0,
    description: "Credit limit on account, not negative, at most the currency's minor-unit places (2 without a currency); null means no limit.",
    example: '5000.00',
  });
export const balance = () =>
  decimalInput({
    places: MONEY_INPUT_PLACES,
    min: `-${DECIMAL_19_4_MAX}`,
    description: "Outstanding balance on account (negative is a credit), at most the currency's minor-unit places (2 without a currency).",
    example: '120.00',
  });

export const netTermsDays = () => z.number().int().min(0).max(3650).openapi({ example: 30, description: 'Payment terms in days.' });

export const paymentMethods = () =>
  paymentMethodList({
    description: 'invoice, on_account, upfront (aliases paymentByInvoice, paymentOnAccount, upfrontPayment); null inherits the group settings.',
  });

export const priceListSlugs = () => sharedPriceListSlugs('Price list slugs in priority order; empty uses the group settings.');

export const groupSlug = () =>
  z.string().min(1).max(MAX_NAME).openapi({ example: 'base', description: 'Customer group slug; must exist (base always does).' });

export const CUSTOMER_STATUSES = ['active', 'disabled'] as const;
export const CUSTOMER_ROLES = ['main', 'limited-customer', 'sales-agent', 'sales-admin'] as const;
