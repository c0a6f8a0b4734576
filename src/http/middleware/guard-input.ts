import { createMiddleware } from 'hono/factory';
import { badRequest, emptyResponse, invalidRequest, type ProblemItem } from '../problem.ts';
import type { AppEnv } from '../types.ts';
import { requestHeader } from '../request-headers.ts';
import { hasBody } from './body.ts';

// PostgreSQL text cannot hold U+0000, and its JSON cannot hold half of a UTF-16 surrogate pair; a value carrying
// either must be a 400 here, not a 500 from the database. In JSON text both can only arrive escaped ("\u0000",
// "\ud800"; raw bytes decode to valid UTF-8 or U+FFFD): a backslash-u preceded by an even number of backslashes.
const ESCAPED_NUL = /(?:^|[^\\])(?:\\\\)*\\u0000/;
const ESCAPED_SURROGATE = /(?:^|[^\\])(?:\\\\)*\\u[dD][89abcdefABCDEF]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const MAX_ITEMS = 100;

const problemIn = (s: string): string | null =>
  s.includes('\0') ? 'NUL characters (\\u0000)' : !LONE_SURROGATE.test(s) ? null : 'unpaired surrogate escapes (\\ud800 to \\udfff without their pair)';

const pathOf = (parent: string, key: string | number) => (typeof key === 'number' ? `${parent}[${key}]` : parent ? `${parent}.${key}` : key);

/** One keyword-mismatch item per string (value or key) PostgreSQL cannot store, naming where it is. Iterative: bodies may nest deeply. */
function unstorableStrings(root: unknown): ProblemItem[] {
  const problems: ProblemItem[] = [];
  const stack: [unknown, string][] = [[root, '']];
  while (stack.length && problems.length < MAX_ITEMS) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      const what = problemIn(value);
      if (what) problems.push({ code: 'keyword-mismatch', message: `Strings may not contain ${what}.`, ...(path ? { property: path } : {}) });
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push([value[i], pathOf(path, i)]);
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        const what = problemIn(key);
        // The key itself cannot be named, so the item names the object that holds it.
        if (what) problems.push({ code: 'keyword-mismatch', message: `Property names may not contain ${what}.`, ...(path ? { property: path } : {}) });
        else stack.push([child, pathOf(path, key)]);
      }
    }
  }
  return problems;
}

/** The 400 for a JSON body with text PostgreSQL cannot store, or null; a body that is not JSON is the validator's to refuse. */
export function unstorableJsonProblem(text: string) {
  if (!ESCAPED_NUL.test(text) && !ESCAPED_SURROGATE.test(text)) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  const problems = unstorableStrings(body);
  return problems.length ? invalidRequest(problems) : null;
}

/**
 * Checks what the schema validators cannot: a required body is present at all (zod-openapi only validates JSON
 * bodies that were sent), and no path, query or body value carries a NUL character or, in a JSON body, a lone
 * surrogate.
 */
export function guardInput(options: { bodyRequired: boolean; streamBody: boolean }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    for (const [name, value] of Object.entries(c.req.param() as Record<string, string>)) {
      if (value.includes('\0')) throw badRequest('parameters-mismatch', 'Values may not contain NUL characters.', name);
    }
    for (const [name, values] of Object.entries(c.req.queries())) {
      if (values.some((v) => v.includes('\0'))) throw badRequest('parameters-mismatch', 'Values may not contain NUL characters.', name);
    }
    if (options.streamBody) return next();
    const present = hasBody(c);
    const type = (requestHeader(c, 'content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (options.bodyRequired && !present) {
      // A declared media type the route does not take is still a 415, even with an empty body.
      if (type && type !== 'application/json') throw emptyResponse(415);
      throw badRequest('body-mismatch', 'A JSON body is required.');
    }
    if (present && type === 'application/json') {
      const problem = unstorableJsonProblem(await c.req.text());
      if (problem) throw problem;
    }
    await next();
  });
}
