import { z } from '@hono/zod-openapi';
import { isCountryCode } from '../../../domain/countries.ts';
import { isValidCurrencyCode, MoneyDecimal } from '../../../domain/money.ts';
import { ACCEPTED_PAYMENT_METHOD_NAMES, normalizePaymentMethod, normalizePaymentMethods } from '../../../domain/payment-methods.ts';
import { isUuid } from '../../lookup.ts';

// Field rules shared by the PUT and PATCH bodies. Every field carries its limit, so a bad value is a 400
// naming the field rather than a database error.

export const MAX_NAME = 255;
/** Money and the discount are stored as Decimal(19,4)/(7,4) but answered with 2 places; accepting more would not round-trip. */
export const DECIMAL_PLACES = 2;

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

export const currencyCode = () =>
  z
    .string()
    .refine(isValidCurrencyCode, { message: 'must be an ISO 4217 currency code' })
    .transform((v) => v.toUpperCase())
    .openapi({ example: 'EUR', description: 'ISO 4217; any case in requests, upper case in responses.' });

export const countryCode = () =>
  z
    .string()
    .refine((v) => v.length === 2 && isCountryCode(v), { message: 'must be an ISO 3166-1 alpha-2 country code' })
    .transform((v) => v.toUpperCase())
    .openapi({ example: 'DE', description: 'ISO 3166-1 alpha-2; upper case in responses.' });

const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

type DecimalRule = { min?: number; max?: number; description: string; example: string };

/** A JSON number or a plain decimal string; yields the normalised decimal string ("12.5"). */
export const decimalInput = (rule: DecimalRule) =>
  z
    .union([z.number(), z.string()], { error: 'must be a number or a decimal string' })
    .transform((v, ctx) => {
      const fail = (message: string) => {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      };
      if (typeof v === 'number' && !Number.isFinite(v)) return fail('must be a finite number');
      const text = typeof v === 'string' ? v.trim() : String(v);
      // String(1e21) is exponent notation; numbers that large are out of range anyway.
      if (!DECIMAL_TEXT.test(text)) return fail('must be a plain decimal number such as "12.50"');
      const d = new MoneyDecimal(text);
      if (d.decimalPlaces() > DECIMAL_PLACES) return fail(`must have at most ${DECIMAL_PLACES} decimal places`);
      if (rule.min !== undefined && d.lessThan(rule.min)) return fail(`must be at least ${rule.min}`);
      if (rule.max !== undefined && d.greaterThan(rule.max)) return fail(`must be at most ${rule.max}`);
      return d.toString();
    })
    .openapi({ description: rule.description, example: rule.example });

// Decimal(19,4) holds 15 integer digits.
const MONEY_LIMIT = 999_999_999_999_999;

export const discountPercentage = () =>
  decimalInput({ min: 0, max: 100, description: 'Percent taken off every price, 0–100, at most 2 places.', example: '12.50' });
export const creditLimit = () =>
  decimalInput({ min: 0, max: MONEY_LIMIT, description: 'Credit limit on account, not negative; null means no limit.', example: '5000.00' });
export const balance = () =>
  decimalInput({ min: -MONEY_LIMIT, max: MONEY_LIMIT, description: 'Outstanding balance on account (negative is a credit).', example: '120.00' });

export const netTermsDays = () => z.number().int().min(0).max(3650).openapi({ example: 30, description: 'Payment terms in days.' });

export const paymentMethods = () =>
  z
    .array(
      z.string().refine((v) => normalizePaymentMethod(v) !== null, {
        message: `must be one of: ${ACCEPTED_PAYMENT_METHOD_NAMES.join(', ')}`,
      }),
    )
    .max(10)
    .transform((list) => normalizePaymentMethods(list))
    .openapi({
      example: ['invoice', 'on_account'],
      description: 'invoice, on_account, upfront (aliases paymentByInvoice, paymentOnAccount, upfrontPayment); null inherits the group settings.',
    });

export const priceListSlugs = () =>
  z
    .array(z.string().regex(/^[a-z0-9_-]{1,30}$/, { message: 'must be a price list slug ([a-z0-9_-], at most 30 characters)' }))
    .max(100)
    .refine((list) => new Set(list).size === list.length, { message: 'must not repeat a price list' })
    .openapi({ example: ['wholesale-eur', 'retail-eur'], description: 'Price list slugs in priority order; empty uses the group settings.' });

export const groupSlug = () =>
  z.string().min(1).max(MAX_NAME).openapi({ example: 'base', description: 'Customer group slug; must exist (base always does).' });

export const CUSTOMER_STATUSES = ['active', 'disabled'] as const;
export const CUSTOMER_ROLES = ['main', 'limited-customer', 'sales-agent', 'sales-admin'] as const;
