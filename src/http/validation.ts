import type { z } from 'zod';
import { JsonNumber } from '../domain/json-number.ts';
import type { ProblemItem } from './problem.ts';

type Target = 'json' | 'query' | 'param' | 'header' | 'form' | 'cookie' | string;

function pathOf(path: readonly PropertyKey[]): string {
  return path.reduce<string>((acc, p) => (typeof p === 'number' ? `${acc}[${p}]` : acc ? `${acc}.${String(p)}` : String(p)), '');
}

const MISSING = Symbol('missing');

/** The value at `path` in the raw input, or MISSING when a key on the way is absent (undefined counts as absent). */
function valueAt(raw: unknown, path: readonly PropertyKey[]): unknown {
  let v: unknown = raw;
  for (const key of path) {
    if (v === null || typeof v !== 'object' || !Object.hasOwn(v, key as PropertyKey) || (v as Record<PropertyKey, unknown>)[key as PropertyKey] === undefined) return MISSING;
    v = (v as Record<PropertyKey, unknown>)[key as PropertyKey];
  }
  return v;
}

/**
 * Maps zod issues to the contract's codes: one item per problem, `property` naming the field. With the raw input
 * at hand, an absent field is `missing-param` whatever rule it failed (type, enum, literal…). A refinement may
 * name its own code in `params.problemCode` (see `problemCode`).
 */
export function zodIssuesToProblems(error: z.ZodError, target: Target, raw?: unknown): ProblemItem[] {
  const absent = (path: readonly PropertyKey[]) => (raw === undefined ? false : path.length > 0 && valueAt(raw, path) === MISSING);
  return oneIssuePerProblem(error.issues).map((issue) => {
    const property = pathOf(issue.path);
    let code: string;
    if (target === 'query' || target === 'param') code = 'parameters-mismatch';
    else if (target === 'header') code = 'headers-mismatch';
    else if (issue.path.length === 0) code = 'body-mismatch';
    else if (issue.code === 'custom' && typeof issue.params?.problemCode === 'string') code = issue.params.problemCode;
    else if (issue.code !== 'unrecognized_keys' && absent(issue.path)) code = 'missing-param';
    else if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) code = 'missing-param';
    else if (issue.code === 'unrecognized_keys') code = 'body-mismatch';
    else code = 'keyword-mismatch';
    const message = code === 'missing-param' ? 'Required' : (inexactNumber(issue, raw) ?? issue.message);
    return property ? { code, message, property } : { code, message };
  });
}

/**
 * One problem, one item (contract §0): two bounds of the same side failing on the same value (a number past both
 * `.int()`'s safe range and the field's own `.max()`) keep only the later, field-specific one. Other issues on
 * one field are separate problems and stay.
 */
function oneIssuePerProblem(issues: readonly z.core.$ZodIssue[]): z.core.$ZodIssue[] {
  const byProblem = new Map<string | z.core.$ZodIssue, z.core.$ZodIssue>();
  for (const issue of issues) {
    const bound = issue.code === 'too_big' || issue.code === 'too_small';
    const key = bound ? `${issue.code}\u0000${pathOf(issue.path)}` : issue;
    byProblem.delete(key); // re-inserted last, so the kept issue stands where the later one did
    byProblem.set(key, issue);
  }
  return [...byProblem.values()];
}


/**
 * A body read keeping number digits (middleware/json-numbers.ts) hands a field that is not decimal a JsonNumber
 * only when a double cannot hold the number sent (30.000000000000001): say so, rather than zod's "received JsonNumber".
 */
function inexactNumber(issue: z.core.$ZodIssue, raw: unknown): string | undefined {
  if (issue.code !== 'invalid_type' || raw === undefined) return undefined;
  const value = valueAt(raw, issue.path);
  return value instanceof JsonNumber ? `${value.text} has more digits than this field can hold exactly` : undefined;
}

/** Refinement options whose failure carries a contract code other than keyword-mismatch (e.g. an unsupported lookupBy). */
export const problemCode = (code: string, message: string) => ({ message, params: { problemCode: code } });

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && [Object.prototype, null].includes(Object.getPrototypeOf(v));

export const IGNORED_FIELDS_HEADER = 'Ignored-Fields';

/** At most this many paths are named (a header has to stay small); the rest are counted. */
export const MAX_IGNORED_FIELDS = 20;

/**
 * The fields of a JSON body that validation dropped: zod strips keys its object schemas do not know, so a key in
 * the raw body that is missing from the parsed value at the same place was ignored (`pak_size` for `pack_size`).
 * Request schemas transform values only, never the shape of an object, so comparing the two is exact.
 */
export function ignoredFields(raw: unknown, parsed: unknown, path = '', found: string[] = []): string[] {
  // A value a fast validation passed through as it is (fast-validation.ts) has no field its output lacks.
  if (raw === parsed) return found;
  if (Array.isArray(raw) && Array.isArray(parsed)) {
    // Only objects and arrays can hold fields: a list of 1,000 SKUs builds no path per string.
    raw.forEach((item, i) => typeof item === 'object' && item !== null && ignoredFields(item, parsed[i], `${path}[${i}]`, found));
  } else if (isPlainObject(raw) && isPlainObject(parsed)) {
    for (const key of Object.keys(raw)) {
      const at = path ? `${path}.${key}` : key;
      if (!Object.hasOwn(parsed, key)) found.push(at);
      else ignoredFields(raw[key], parsed[key], at, found);
    }
  }
  return found;
}

/** The `Ignored-Fields` header value: comma-separated paths, the first MAX_IGNORED_FIELDS, then how many more. */
export function ignoredFieldsHeader(paths: readonly string[], total = paths.length): string {
  const shown = paths.slice(0, MAX_IGNORED_FIELDS);
  const named = shown.join(', ');
  return total > shown.length ? `${named}, (${total - shown.length} more)` : named;
}
