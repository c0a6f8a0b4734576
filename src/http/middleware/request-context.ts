import { randomUUID } from 'node:crypto';
import { IncomingMessage } from 'node:http';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import type { Deps } from '../../context.ts';
import type { AppEnv } from '../types.ts';
import { requestHeader } from '../request-headers.ts';
import { TOKEN_ROUTE, type RequestSample } from '../metrics.ts';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The pattern of the route that answered ("/api/v1/jobs/:id"); unknown paths share one label to bound cardinality. */
function routeLabel(c: Context<AppEnv>): string {
  const last = matchedRoutes(c).at(-1);
  return last && last.method !== 'ALL' ? last.path : 'unmatched';
}

/** The status a request gets when its client hung up before sending all of it (nginx's "client closed request"). */
export const CLIENT_CLOSED_REQUEST = 499;

/**
 * Whether the client hung up before its request body was complete (a dropped upload): whatever the app threw
 * then, it is the client's doing, and nobody is left to read an answer. Over Node the request's own stream
 * tells; elsewhere (app.request() in tests, other runtimes) the request's abort signal does.
 */
export function clientAborted(c: Context<AppEnv>): boolean {
  const incoming: unknown = c.env?.incoming;
  if (incoming instanceof IncomingMessage) return !incoming.complete && (incoming.destroyed || incoming.errored !== null);
  return c.req.raw.signal?.aborted ?? false;
}

/** The client's address: X-Forwarded-For's first hop behind a trusted proxy (TRUST_PROXY), else the socket's peer. */
export function clientAddress(c: Context<AppEnv>, trustProxy: boolean): string | undefined {
  const forwarded = trustProxy ? requestHeader(c, 'x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // app.request() in tests: no socket
  }
}

const NO_PROBLEM: { title?: string; codes?: string[] } = Object.freeze({});

/** The title and error codes of a 4xx problem answer, for the access log (small JSON bodies only). */
async function problemOf(res: Response): Promise<{ title?: string; codes?: string[] }> {
  if (res.status < 400 || res.status >= 500 || !/json/.test(res.headers.get('content-type') ?? '')) return {};
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as { title?: unknown; error?: unknown; errors?: unknown } | null;
  if (!body) return {};
  const title = typeof body.title === 'string' ? body.title : typeof body.error === 'string' ? body.error : undefined;
  const codes = Array.isArray(body.errors)
    ? [...new Set(body.errors.map((e: { code?: unknown }) => e?.code).filter((x): x is string => typeof x === 'string'))]
    : [];
  return { title, ...(codes.length ? { codes } : {}) };
}

/** Who called: the credential's name once a bearer token was accepted, else the client id a token request named. */
function caller(c: Context<AppEnv>, route: string): { credential?: string; clientId?: string } {
  const credential = c.get('credential');
  if (credential) return { credential: credential.name };
  if (route !== TOKEN_ROUTE) return {};
  try {
    const body = (c.req.valid as (t: 'json') => { client_id?: unknown })('json');
    return typeof body?.client_id === 'string' ? { clientId: body.client_id.slice(0, 128) } : {};
  } catch {
    return {};
  }
}

/**
 * First middleware on every request: request id (echoed when the client sent a safe one), environment by base
 * address (the port's binding, or LIVE_HOSTS/TEST_HOSTS by Host header), one log line, and the metrics.
 */
export function requestContext(deps: Deps, observe: (sample: RequestSample) => void) {
  const liveHosts = new Set(deps.config.LIVE_HOSTS);
  const testHosts = new Set(deps.config.TEST_HOSTS);
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const sent = requestHeader(c, 'x-request-id');
    const requestId = sent && SAFE_REQUEST_ID.test(sent) ? sent : randomUUID();
    const host = (requestHeader(c, 'host') ?? '').toLowerCase().replace(/:\d+$/, '');
    const environment = testHosts.has(host) ? 'test' : liveHosts.has(host) ? 'live' : (c.env?.environment ?? 'live');
    c.set('deps', deps);
    c.set('requestId', requestId);
    c.set('environment', environment);
    c.set('credential', null);
    c.set('log', deps.log.child({ requestId, environment }));
    await next();
    c.res.headers.set('X-Request-Id', requestId);
    // Only 4xx answers carry a problem worth logging: the rest skip the await.
    const problem = c.res.status >= 400 && c.res.status < 500 ? await problemOf(c.res) : NO_PROBLEM;
    // Hono answers HEAD by rebuilding the GET response from the init it was created with; under @hono/node-server
    // that init predates headers set afterwards (X-Request-Id above), so a HEAD gets a bodiless copy made now.
    // (Status and headers are taken before the body: reading the body there rebuilds them from that init too.)
    if (c.req.method === 'HEAD') {
      const full = c.res;
      const head = { status: full.status, headers: new Headers(full.headers) };
      await full.body?.cancel().catch(() => undefined);
      c.res = new Response(null, head);
    }
    const seconds = (performance.now() - started) / 1000;
    const route = routeLabel(c);
    const status = c.res.status;
    observe({ method: c.req.method, route, status, seconds, environment, title: problem.title });
    const log = c.get('log');
    // The line's fields (the client's address above all) are gathered only when it is written.
    if (!log.isLevelEnabled('info')) return;
    log.info(
      {
        method: c.req.method,
        path: c.req.path,
        route,
        status,
        ms: Math.round(seconds * 1000),
        siteId: c.get('siteId'),
        ...caller(c, route),
        clientAddress: clientAddress(c, deps.config.TRUST_PROXY),
        ...problem,
      },
      'request',
    );
  });
}
