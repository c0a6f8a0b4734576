import { z } from '@hono/zod-openapi';
import { isValidCurrencyCode } from '../../domain/money.ts';
import { ACCEPTED_PAYMENT_METHOD_NAMES, normalizePaymentMethod, normalizePaymentMethods } from '../../domain/payment-methods.ts';

// Request fields more than one Core slice accepts (customers, settings, discounts, shipping methods), defined
// once so that the same value gets the same rule and the same message everywhere.

/** True when no entry appears twice. */
export const noRepeats = (list: readonly unknown[]) => new Set(list).size === list.length;

// Array length as refinements rather than .min()/.max(): zod runs its length checks on a string sent instead of
// an array too, so "invoice" would get a second, misleading "too long" error next to "expected array".
const sized = <T extends z.ZodType<unknown[]>>(schema: T, min: number, max: number) =>
  schema
    .refine((list) => list.length >= min, `must have at least ${min} ${min === 1 ? 'entry' : 'entries'}`)
    .refine((list) => list.length <= max, `must have at most ${max} entries`)
    .openapi({ minItems: min, maxItems: max });

export const PRICE_LIST_SLUG = /^[a-z0-9_-]{1,30}$/;

/**
 * Price list slugs in priority order. Checked for format only: a list may be named before an integration creates
 * it, and pricing skips lists that do not exist.
 */
export const priceListSlugs = (description: string) =>
  sized(z.array(z.string().regex(PRICE_LIST_SLUG, 'must be a price list slug: 1-30 characters of a-z, 0-9, "_" and "-"')), 0, 100)
    .refine(noRepeats, 'must not name a price list twice')
    .openapi({ description, example: ['wholesale-eur', 'retail-eur'] });

/**
 * Payment method names, canonical or alias, answered in canonical form without repeats. At most 6 entries: every
 * accepted spelling once (the settings' limit; customers used to allow 10, which could only add repeats).
 */
export const paymentMethodList = (opts: { min?: number; description: string }) =>
  sized(
    z.array(
      z
        .string()
        .refine((v) => normalizePaymentMethod(v) !== null, `must be one of: ${ACCEPTED_PAYMENT_METHOD_NAMES.join(', ')}`)
        .openapi({ enum: [...ACCEPTED_PAYMENT_METHOD_NAMES] }),
    ),
    opts.min ?? 0,
    ACCEPTED_PAYMENT_METHOD_NAMES.length,
  )
    .transform((list) => normalizePaymentMethods(list))
    .openapi({ description: opts.description, example: ['invoice', 'on_account'] });

/** ISO 4217, any case in requests; upper case from here on. */
export const currencyCode = () =>
  z
    .string()
    .refine(isValidCurrencyCode, 'must be an ISO 4217 currency code')
    .transform((c) => c.toUpperCase())
    .openapi({ example: 'EUR', description: 'ISO 4217; any case in requests, upper case in responses.' });

// PostgreSQL's timestamptz (and JavaScript's toISOString round trip) cover years 1-9999 in UTC; a value outside,
// such as "0000-01-01T00:00:00Z" or "9999-12-31T23:59:59-14:00" (year 10000 in UTC), is refused here.
const inStoredRange = (v: string) => {
  const year = new Date(v).getUTCFullYear();
  return Number.isInteger(year) && year >= 1 && year <= 9999;
};

/**
 * An RFC 3339 date-time with an offset ("Z" or "+02:00"), between years 1 and 9999 once taken to UTC. The range
 * is checked only on a valid date-time (abort): "T25:00:00Z" is one problem, not also a false one about the year.
 */
export const dateTime = (description: string) =>
  z.iso
    .datetime({ offset: true, abort: true })
    .refine(inStoredRange, 'must lie between the years 0001 and 9999 (UTC)')
    .openapi({ description, example: '2026-03-01T00:00:00Z' });
