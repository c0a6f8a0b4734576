import { createMiddleware } from 'hono/factory';
import { parse } from 'lossless-json';
import { jsonNumberValue } from '../../domain/json-number.ts';
import type { AppEnv } from '../types.ts';
import { hasBody } from './body.ts';

/**
 * For routes whose body has decimal fields: the body's JSON is parsed keeping each number's digits
 * (lossless-json), so `1.0000000000000001` is not 1 and `999999999999999.9999` not 1e15 by the time the decimal
 * rules see it (contract §0 Values: a JSON number and a decimal string are judged alike). A number a double
 * holds exactly stays a plain JS number, so every other field validates as before; only one with more digits
 * than a double keeps arrives as a JsonNumber (a decimal field reads its text; any other field refuses it).
 *
 * Hono's `c.req.json()` always runs JSON.parse on the cached text, and the validators, the 400 hook and
 * jsonBodyProblems all call it: so it is this request's `json()` that is replaced. Invalid JSON still throws,
 * and fails where JSON.parse would have.
 */
export const keepJsonNumbers = createMiddleware<AppEnv>(async (c, next) => {
  if (hasBody(c)) {
    let parsed: Promise<unknown> | undefined;
    const req = c.req as unknown as { json: () => Promise<unknown> };
    req.json = () => (parsed ??= c.req.text().then(parseKeepingNumbers));
  }
  await next();
});

/**
 * For every other JSON route: the body is parsed once per request. Hono's `c.req.json()` runs JSON.parse on each
 * call, and the validator and the Ignored-Fields check both call it: two parses of every body (of 1,000 SKUs, a
 * tenth of a millisecond each, on the hottest read). Neither changes the value it gets, so they can share it.
 */
export const parseJsonOnce = createMiddleware<AppEnv>(async (c, next) => {
  if (hasBody(c)) {
    let parsed: Promise<unknown> | undefined;
    const req = c.req as unknown as { json: () => Promise<unknown> };
    req.json = () => (parsed ??= c.req.text().then((text) => JSON.parse(text)));
  }
  await next();
});

export function parseKeepingNumbers(text: string): unknown {
  // A repeated key keeps its last value, as JSON.parse does (lossless-json refuses one by default).
  return parse(text, null, { parseNumber: jsonNumberValue, onDuplicateKey: ({ newValue }) => newValue });
}
