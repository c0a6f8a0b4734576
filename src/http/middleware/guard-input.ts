import { createMiddleware } from 'hono/factory';
import { badRequest, emptyResponse } from '../problem.ts';
import type { AppEnv } from '../types.ts';
import { hasBody } from './body.ts';

// PostgreSQL text cannot hold U+0000; a value carrying one must be a 400 here, not a 500 from the database.
// In JSON it can only arrive escaped: "\u0000" preceded by an even number of backslashes.
const ESCAPED_NUL = /(?:^|[^\\])(?:\\\\)*\\u0000/;

/**
 * Checks what the schema validators cannot: a required body is present at all (zod-openapi only validates JSON
 * bodies that were sent), and no path, query or body value carries a NUL character.
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
    const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (options.bodyRequired && !present) {
      // A declared media type the route does not take is still a 415, even with an empty body.
      if (type && type !== 'application/json') throw emptyResponse(415);
      throw badRequest('body-mismatch', 'A JSON body is required.');
    }
    if (present && type === 'application/json' && ESCAPED_NUL.test(await c.req.text())) {
      throw badRequest('keyword-mismatch', 'Strings may not contain NUL characters (\\u0000).');
    }
    await next();
  });
}
