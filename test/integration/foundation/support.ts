import { randomUUID } from 'node:crypto';
import { z } from '@hono/zod-openapi';
import { createApp, type App } from '../../../src/app.ts';
import type { Environment } from '../../../src/context.ts';
import { ApiError } from '../../../src/http/problem.ts';
import { apiRoute, createRouter, ctxOf } from '../../../src/http/router.ts';
import type { AuthStyle } from '../../../src/http/types.ts';
import { readResponse, type ApiResponse, type Harness, type Tenant } from '../../helpers/harness.ts';

// Test-only probe routes mounted through createApp's `extraRouters`, so they run behind exactly the middleware,
// not-found handling and error renderer that real routes get. Every contract §0 rule is checked against them.

export const AUTH_STYLES: AuthStyle[] = ['core', 'ordering', 'pricing', 'purchasing', 'stock', 'sync-logging', 'files'];

const Thing = z.object({ name: z.string().min(1), quantity: z.number().int().optional() });
const ok = { 200: { description: 'ok' } } as const;
const created = { 201: { description: 'created' } } as const;
const jsonBody = { body: { content: { 'application/json': { schema: Thing } }, required: true } } as const;

export type ProbeCounters = { creations: number };

export function probeRouter(counters: ProbeCounters = { creations: 0 }) {
  const app = createRouter();
  for (const style of AUTH_STYLES) {
    app.openapi(apiRoute(style, { method: 'get', path: `/__probe/${style}`, operationId: `probe_${style}`, responses: ok }), (c) => {
      const ctx = ctxOf(c);
      return c.json({ site_id: ctx.siteId, environment: ctx.environment, credential: ctx.credential?.name ?? null }, 200) as never;
    });
  }
  app.openapi(apiRoute('core', { method: 'post', path: '/__probe/echo', operationId: 'probeEcho', request: jsonBody, responses: ok }), (c) =>
    c.json(c.req.valid('json'), 200) as never,
  );
  // A creating POST: every real creation gets a new id, so a replay is told apart from a second creation.
  app.openapi(apiRoute('core', { method: 'post', path: '/__probe/things', operationId: 'probeThings', request: jsonBody, responses: created }, { idempotent: true }), (c) => {
    const body = c.req.valid('json');
    if (body.name === 'refuse') throw new ApiError({ status: 400, title: 'invalid-request-contents', detail: 'refused', errors: [] });
    counters.creations++;
    const id = randomUUID();
    c.header('Location', `/__probe/things/${id}`);
    return c.json({ id, ...body, site_id: c.get('siteId'), environment: c.get('environment') }, 201) as never;
  });
  app.openapi(apiRoute('core', { method: 'get', path: '/__probe/boom', operationId: 'probeBoom', responses: ok }), () => {
    throw new Error('kaboom: secret internals at /work/main/src/app.ts');
  });
  return app;
}

/** The real app plus the probe routes, over the harness's deps (same database, Redis, token cache). */
export function probeApp(h: Harness, counters?: ProbeCounters): App {
  return createApp(h.deps, { extraRouters: [probeRouter(counters)] });
}

export type RawInit = { method?: string; headers?: Record<string, string>; body?: string | Uint8Array };

/** A raw request with Content-Length set the way a real HTTP client sets it (the body checks read it). */
export async function send(app: App, path: string, init: RawInit = {}, environment: Environment = 'live', address?: string): Promise<ApiResponse> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.body !== undefined && !Object.keys(headers).some((k) => k.toLowerCase() === 'content-length')) {
    headers['Content-Length'] = String(typeof init.body === 'string' ? Buffer.byteLength(init.body) : init.body.byteLength);
  }
  const bindings = { environment, ...(address ? { incoming: { socket: { remoteAddress: address, remotePort: 1, remoteFamily: 'IPv4' } } } : {}) };
  const res = await app.request(path, { method: init.method ?? 'GET', headers, ...(init.body !== undefined ? { body: init.body } : {}) }, bindings as never);
  return readResponse(res);
}

/** A JSON call as a tenant against any app (the harness's `t.call` only targets h.app). */
export function callAs(app: App, t: Pick<Tenant, 'siteId' | 'token' | 'environment'>, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const h: Record<string, string> = { 'Site-Id': t.siteId, Authorization: `Bearer ${t.token}`, ...headers };
  const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  if (payload !== undefined) h['Content-Type'] ??= 'application/json';
  return send(app, path, { method, headers: h, ...(payload !== undefined ? { body: payload } : {}) }, t.environment);
}

export function tokenRequest(
  app: App,
  siteId: string | undefined,
  body: unknown,
  environment: Environment = 'live',
  opts: { contentType?: string; address?: string } = {},
) {
  const headers: Record<string, string> = { 'Content-Type': opts.contentType ?? 'application/json' };
  if (siteId !== undefined) headers['Site-Id'] = siteId;
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return send(app, '/api/auth/token', { method: 'POST', headers, body: text }, environment, opts.address);
}

export const grant = (clientId: string, clientSecret: string) => ({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret });

/** Polls until `check` returns a truthy value or the time is up. */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 10_000, stepMs = 50): Promise<NonNullable<T>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > until) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, stepMs));
  }
}
