import type { Hono } from 'hono';
import { emptyResponse } from './problem.ts';

type RouteEntry = { method: string; path: string };

const toRegex = (path: string) =>
  new RegExp(`^${path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{[^}]+\\\}|:[^/]+/g, '[^/]+').replace(/\*/g, '.*')}$`);

/**
 * Unknown route: empty 404; known path with another method: empty 405 with Allow. A path the router did not match
 * for a method it lists (e.g. a trailing slash) is unknown, never "405, Allow: <the same method>".
 */
export function methodAwareNotFound(app: Hono<any>) {
  let table: { regex: RegExp; method: string }[] | undefined;
  return (path: string, method?: string) => {
    table ??= (app.routes as RouteEntry[])
      .filter((r) => r.method !== 'ALL' && !r.path.endsWith('*'))
      .map((r) => ({ regex: toRegex(r.path), method: r.method }));
    const allowed = [...new Set(table.filter((r) => r.regex.test(path)).map((r) => r.method))];
    const asked = method === 'HEAD' ? 'GET' : method;
    if (allowed.length === 0 || (asked && allowed.includes(asked))) return emptyResponse(404);
    if (allowed.includes('GET') && !allowed.includes('HEAD')) allowed.push('HEAD');
    return emptyResponse(405, { Allow: allowed.sort().join(', ') });
  };
}
