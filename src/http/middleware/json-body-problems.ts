import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { z } from 'zod';
import type { ProblemItem } from '../problem.ts';
import type { AppEnv } from '../types.ts';
import { zodIssuesToProblems } from '../validation.ts';
import { hasBody } from './body.ts';

/** Keeps the route's JSON body schema at hand for jsonBodyProblems (a failing path check comes before the body's). */
export const rememberJsonBodySchema = (schema: z.ZodType) =>
  createMiddleware<AppEnv>(async (c, next) => {
    c.set('jsonBodySchema', schema);
    await next();
  });

/**
 * The problems of the route's JSON body, for a request whose path, query or headers already failed: the client
 * gets every problem in one 400 rather than a second one after fixing the first. Nothing when the route takes no
 * JSON body or none was sent (a body of another media type has had its 415 already).
 */
export async function jsonBodyProblems(c: Context<AppEnv>): Promise<ProblemItem[]> {
  const schema = c.get('jsonBodySchema');
  if (!schema || !hasBody(c)) return [];
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    return [{ code: 'body-mismatch', message: 'The body is not valid JSON.' }];
  }
  const result = await schema.safeParseAsync(raw);
  return result.success ? [] : zodIssuesToProblems(result.error, 'json', raw);
}
