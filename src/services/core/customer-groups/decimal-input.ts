import { z } from '@hono/zod-openapi';
import { dec, parsePriceInput } from '../../../domain/money.ts';

// A money-like request value (contract §0 Values): a JSON number or a decimal string, never negative, at most
// 4 places (the Decimal(19,4) columns). Parsed to a canonical decimal string without exponent.
// Shared by the settings, discounts and shipping-method schemas.

type Options = {
  /** Inclusive upper bound, e.g. "100" for percentages. */
  max?: string;
  /** Reject zero. */
  positive?: boolean;
  places?: number;
  description: string;
  example?: string;
};

export function decimalInput(opts: Options & { nullable?: false }): ReturnType<typeof build>;
export function decimalInput(opts: Options & { nullable: true }): ReturnType<ReturnType<typeof build>['nullable']>;
export function decimalInput(opts: Options & { nullable?: boolean }) {
  const schema = build(opts);
  // The generator sees only the inner string, so the documented type is spelled out (with null when allowed).
  const doc = {
    type: opts.nullable ? ['string' as const, 'number' as const, 'null' as const] : ['string' as const, 'number' as const],
    description: `${opts.description} A JSON number or a decimal string in requests; a decimal string in responses.`,
    example: opts.example ?? '10.50',
  };
  return opts.nullable ? schema.nullable().openapi(doc) : schema.openapi(doc);
}

function build(opts: Options) {
  // A number becomes its shortest round-trip string first, so 12.34 stays 12.34 and a missing value still
  // reports "received undefined" (missing-param) from z.string().
  return z.preprocess(
    (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v),
    z
      .string({ error: (iss) => (iss.input === undefined ? undefined : 'must be a number or a decimal string') })
      .max(40)
      .transform((text, ctx) => {
        const parsed = parsePriceInput(text);
        const fail = (message: string) => {
          ctx.addIssue({ code: 'custom', message });
          return z.NEVER;
        };
        if (!parsed.ok) return fail(parsed.reason.replace(/^price/, 'value'));
        const value = parsed.value;
        if (opts.places !== undefined && value.decimalPlaces() > opts.places) return fail(`value must have at most ${opts.places} decimal places`);
        if (opts.positive && value.isZero()) return fail('value must be greater than 0');
        if (opts.max !== undefined && value.greaterThan(dec(opts.max))) return fail(`value must be at most ${opts.max}`);
        return value.toFixed();
      }),
  );
}
