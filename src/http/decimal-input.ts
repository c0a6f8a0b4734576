import { z } from '@hono/zod-openapi';
import { dec, parseDecimalInput, type DecimalInputRule } from '../domain/money.ts';

// The one request schema for decimal values (contract §0 Values): a JSON number or a decimal string, parsed by
// parseDecimalInput (src/domain/money.ts) and handed on as a canonical decimal string without exponent
// ("12.5", "-3", "0.0001"). Money, percentages and rates all use it; each field states its places and bounds.

type Options = Omit<DecimalInputRule, 'label'> & {
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

function build(rule: Options) {
  // A number becomes plain decimal text first (12.34 stays 12.34; 1e-8 becomes 0.00000001, which String() would
  // write with an exponent), and a missing value still reports "received undefined" (missing-param) from z.string().
  return z.preprocess(
    (v) => (typeof v === 'number' && Number.isFinite(v) ? dec(v).toFixed() : v),
    z
      .string({ error: (iss) => (iss.input === undefined ? undefined : 'must be a number or a decimal string') })
      .max(40)
      .transform((text, ctx) => {
        const parsed = parseDecimalInput(text, rule);
        if (parsed.ok) return parsed.value.toFixed();
        ctx.addIssue({ code: 'custom', message: parsed.reason });
        return z.NEVER;
      }),
  );
}
