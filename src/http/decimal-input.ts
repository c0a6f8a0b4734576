import { z } from '@hono/zod-openapi';
import { JsonNumber } from '../domain/json-number.ts';
import { dec, parseDecimalInput, type DecimalInputRule } from '../domain/money.ts';

// The one request schema for decimal values (contract §0 Values): a JSON number or a decimal string, parsed by
// parseDecimalInput (src/domain/money.ts) and handed on as a canonical decimal string without exponent
// ("12.5", "-3", "0.0001"). Money, percentages and rates all use it; each field states its places and bounds.
// A route whose body has such a field parses its JSON keeping number digits (middleware/json-numbers.ts).

type Options = Omit<DecimalInputRule, 'label'> & {
  description: string;
  example?: string;
  /** Added to the "must be at most" message, for a field whose scale is easy to mistake (0.1 meaning 10 %). */
  overMaxHint?: string;
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

// The preprocess steps of decimal fields, so a route can tell whether its body has any (hasDecimalInput).
const decimalSteps = new WeakSet<object>();

function build(rule: Options) {
  // A number kept as its source text (JsonNumber, see json-numbers.ts) is judged by those digits, as the same
  // digits in a string are. A JS number becomes plain decimal text first (12.34 stays 12.34; 1e-8 becomes
  // 0.00000001, which String() would write with an exponent). A missing value still reports "received undefined"
  // (missing-param) from z.string().
  const why = (reason: string) => (rule.overMaxHint && reason.includes('must be at most') ? `${reason}: ${rule.overMaxHint}` : reason);
  const step = (v: unknown, ctx: z.RefinementCtx) => {
    if (v instanceof JsonNumber) {
      const parsed = parseDecimalInput(v, rule);
      if (parsed.ok) return parsed.value.toFixed();
      ctx.addIssue({ code: 'custom', message: why(parsed.reason) });
      return z.NEVER;
    }
    return typeof v === 'number' && Number.isFinite(v) ? dec(v).toFixed() : v;
  };
  decimalSteps.add(step);
  return z.preprocess(
    step,
    z
      .string({ error: (iss) => (iss.input === undefined ? undefined : 'must be a number or a decimal string') })
      .max(40)
      .transform((text, ctx) => {
        const parsed = parseDecimalInput(text, rule);
        if (parsed.ok) return parsed.value.toFixed();
        ctx.addIssue({ code: 'custom', message: why(parsed.reason) });
        return z.NEVER;
      }),
  );
}

type Def = { type: string; [k: string]: unknown };
const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;

/** Whether a request schema has a decimalInput field anywhere (objects, arrays, wrappers, unions, pipes). */
export function hasDecimalInput(schema: unknown, seen = new Set<unknown>()): boolean {
  const def = defOf(schema);
  if (!def || seen.has(def)) return false;
  seen.add(def);
  if (def.type === 'transform') return decimalSteps.has(def.transform as object);
  const children: unknown[] = [];
  if (def.type === 'object') children.push(...Object.values(def.shape as object));
  else if (def.type === 'lazy') children.push((def.getter as () => unknown)());
  else for (const k of ['element', 'innerType', 'in', 'out', 'left', 'right', 'valueType', 'catchall']) children.push(def[k]);
  for (const k of ['options', 'items']) if (Array.isArray(def[k])) children.push(...(def[k] as unknown[]));
  return children.some((child) => child !== undefined && hasDecimalInput(child, seen));
}
