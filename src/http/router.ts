import { createRoute, OpenAPIHono, z, type RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { Ctx } from '../context.ts';
import { requireToken } from './middleware/auth.ts';
import { limitBody, limitStreamedBody, ORDINARY_BODY_LIMIT, requireContentType } from './middleware/body.ts';
import { guardInput } from './middleware/guard-input.ts';
import { idempotency } from './middleware/idempotency.ts';
import { requireSiteId } from './middleware/site-id.ts';
import type { AppEnv, AuthStyle } from './types.ts';
import { hasDecimalInput } from './decimal-input.ts';
import { jsonBodyProblems, rememberJsonBodySchema } from './middleware/json-body-problems.ts';
import { keepJsonNumbers, parseJsonOnce } from './middleware/json-numbers.ts';
import { invalidRequest } from './problem.ts';
import { API_SECURITY, HEADER_REFS, PARAMETER_REFS, SERVICE_TAG } from './openapi-document.ts';
import { IGNORED_FIELDS_HEADER, ignoredFields, ignoredFieldsHeader, MAX_IGNORED_FIELDS, zodIssuesToProblems } from './validation.ts';
import type { Context } from 'hono';

/** A service's router: zod failures become the contract's 400 problem. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: async (result, c) => {
      if (result.success) {
        if (result.target === 'json') noteIgnoredFields(c, await c.req.json().catch(() => undefined), result.data);
        return;
      }
      // The body is cached by the validator; reading it again tells an absent field from a wrong one.
      const raw = result.target === 'json' ? await c.req.json().catch(() => undefined) : undefined;
      const problems = zodIssuesToProblems(result.error, result.target, raw);
      // Path, query and headers are validated before the body: one 400 names the body's problems too.
      if (result.target !== 'json') problems.push(...(await jsonBodyProblems(c)));
      throw invalidRequest(problems);
    },
  });
}

/**
 * Unknown JSON fields are accepted (clients written for the original API send extra ones) but not silently: the
 * response names them in `Ignored-Fields` and a warn line records them, so a typo (`pak_size`) is found.
 */
function noteIgnoredFields(c: Context<AppEnv>, raw: unknown, parsed: unknown): void {
  const ignored = ignoredFields(raw, parsed);
  if (ignored.length === 0) return;
  c.header(IGNORED_FIELDS_HEADER, ignoredFieldsHeader(ignored));
  c.get('log')?.warn({ ignoredFields: ignored.slice(0, MAX_IGNORED_FIELDS), ignoredCount: ignored.length, path: c.req.path }, 'unknown JSON fields ignored');
}

export type RouteOptions = {
  /** Media types a body may have; default JSON only. */
  contentTypes?: readonly string[];
  bodyLimit?: number;
  /** Creating POSTs honour Idempotency-Key. */
  idempotent?: boolean;
  /** The handler reads the body as a stream (bulk uploads): the limit is enforced without buffering it. */
  streamBody?: boolean;
  /** The document's tag, when not the service's own (jobs are listed under Operations). */
  tag?: string;
  /** Runs last, after the input guard and before validation (the lookup's answer cache). */
  beforeValidation?: MiddlewareHandler<AppEnv>;
};

/**
 * One API operation: the route's schema plus the cross-cutting rules of contract §0 in their order:
 * Site-Id (400), media type (415), token in the service's style (401/403), body limit (413), input guard (400:
 * required body present, no NUL characters PostgreSQL cannot store), idempotency.
 */
export function apiRoute<const R extends Omit<RouteConfig, 'middleware' | 'security' | 'tags'> & { operationId: string }>(
  service: AuthStyle,
  config: R,
  options: RouteOptions = {},
) {
  const jsonBody = (config.request?.body as { content?: Record<string, { schema?: unknown }> } | undefined)?.content?.['application/json']?.schema;
  const middleware: MiddlewareHandler<AppEnv>[] = [
    requireSiteId(),
    requireContentType(options.contentTypes ?? ['application/json']),
    requireToken(service),
    (options.streamBody ? limitStreamedBody : limitBody)(options.bodyLimit ?? ORDINARY_BODY_LIMIT),
    // Before any reader of the body: decimal fields must see a JSON number's own digits.
    ...(jsonBody instanceof z.ZodType && !options.streamBody ? [hasDecimalInput(jsonBody) ? keepJsonNumbers : parseJsonOnce] : []),
    guardInput({ bodyRequired: Boolean((config.request?.body as { required?: boolean } | undefined)?.required), streamBody: options.streamBody ?? false }),
  ];
  if (options.idempotent) middleware.push(idempotency);
  if (options.beforeValidation) middleware.push(options.beforeValidation);
  if (jsonBody instanceof z.ZodType && !options.streamBody) middleware.unshift(rememberJsonBodySchema(jsonBody));
  // Shared parameters and security are added here, so every operation documents what the hub requires of it.
  const parameters = [PARAMETER_REFS.siteId, PARAMETER_REFS.requestId, ...(options.idempotent ? [PARAMETER_REFS.idempotencyKey] : [])];
  const parsesJson = jsonBody instanceof z.ZodType && !options.streamBody;
  return createRoute({
    ...config,
    responses: parsesJson ? withIgnoredFieldsHeader(config.responses) : config.responses,
    tags: [options.tag ?? SERVICE_TAG[service]],
    parameters: [...parameters, ...((config as { parameters?: unknown[] }).parameters ?? [])] as RouteConfig['parameters'],
    security: API_SECURITY,
    middleware: middleware as [MiddlewareHandler],
  });
}

/** A JSON body's success answers may name the fields it ignored (noteIgnoredFields): documented on each 2xx. */
function withIgnoredFieldsHeader<T extends RouteConfig['responses']>(responses: T): T {
  const out: Record<string, unknown> = {};
  for (const [status, res] of Object.entries(responses)) {
    const r = res as { headers?: Record<string, unknown> };
    out[status] = /^2/.test(status) ? { ...r, headers: { ...r.headers, [IGNORED_FIELDS_HEADER]: HEADER_REFS.ignoredFields } } : res;
  }
  return out as T;
}

/** The verb context of an authenticated request. */
export function ctxOf(c: Context<AppEnv>): Ctx {
  const deps = c.get('deps');
  const transaction = c.get('transaction');
  return {
    siteId: c.get('siteId'),
    environment: c.get('environment'),
    credential: c.get('credential'),
    requestId: c.get('requestId'),
    log: c.get('log'),
    db: transaction?.db ?? deps.db.prisma,
    afterCommit: transaction?.afterCommit,
    deps,
  };
}
