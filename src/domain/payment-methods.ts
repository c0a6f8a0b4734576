// Contract §2: payment methods are a fixed set. Older integrations send the camelCase names, so requests
// accept those as aliases; storage and responses always use the canonical names.

export const PAYMENT_METHODS = ['invoice', 'on_account', 'upfront'] as const;

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_ALIASES: Readonly<Record<string, PaymentMethod>> = {
  paymentByInvoice: 'invoice',
  paymentOnAccount: 'on_account',
  upfrontPayment: 'upfront',
};

export const isPaymentMethod = (v: unknown): v is PaymentMethod =>
  typeof v === 'string' && (PAYMENT_METHODS as readonly string[]).includes(v);

/** The canonical name for a canonical name or an alias; null for anything else. */
export function normalizePaymentMethod(v: unknown): PaymentMethod | null {
  if (typeof v !== 'string') return null;
  if (isPaymentMethod(v)) return v;
  return Object.hasOwn(PAYMENT_METHOD_ALIASES, v) ? PAYMENT_METHOD_ALIASES[v]! : null;
}

/**
 * Canonical names in first-seen order without repeats (an alias and its canonical name count once);
 * unknown entries are dropped, so callers validate first when unknown names must be an error.
 */
export function normalizePaymentMethods(list: readonly unknown[]): PaymentMethod[] {
  const out: PaymentMethod[] = [];
  for (const v of list) {
    const m = normalizePaymentMethod(v);
    if (m && !out.includes(m)) out.push(m);
  }
  return out;
}

/** Every accepted spelling, for error messages and OpenAPI enums. */
export const ACCEPTED_PAYMENT_METHOD_NAMES: readonly string[] = [...PAYMENT_METHODS, ...Object.keys(PAYMENT_METHOD_ALIASES)];
