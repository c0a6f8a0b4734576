import { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import type { AppEnv } from './types.ts';

/**
 * A request header by its lower-case name, as `c.req.header(name)` answers it (repeated lines joined with ", ").
 * Served by Node, it is read from the request's raw header lines: the first `c.req.header()` builds a web Headers
 * of every header, a few percent of a small request's CPU, and the hot middleware (request context, Site-Id,
 * token, body) need only a handful of them. Elsewhere (app.request() in tests) Hono's own reader.
 */
export function requestHeader(c: Context<AppEnv>, name: string): string | undefined {
  const incoming = c.env?.incoming;
  if (!(incoming instanceof IncomingMessage)) return c.req.header(name);
  const raw = incoming.rawHeaders;
  let value: string | undefined;
  for (let i = 0; i < raw.length; i += 2) {
    const key = raw[i]!;
    if (key.length === name.length && key.toLowerCase() === name) value = value === undefined ? raw[i + 1]! : `${value}, ${raw[i + 1]!}`;
  }
  return value;
}
