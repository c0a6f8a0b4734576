import { PARAMETER_REFS, SERVICE_TAG } from '../../http/openapi-document.ts';
import { createRoute } from '@hono/zod-openapi';
import { getConnInfo } from '@hono/node-server/conninfo';
import { limitBody, ORDINARY_BODY_LIMIT, requireContentType } from '../../http/middleware/body.ts';
import { requireSiteId } from '../../http/middleware/site-id.ts';
import { ApiError } from '../../http/problem.ts';
import { unavailableResponse } from '../../http/schemas.ts';
import { createRouter } from '../../http/router.ts';
import { issueToken, parseTokenRequest, type TokenGuard } from './issue-token.ts';
import { createMiddleware } from 'hono/factory';
import { OAuthProblem, TokenRequest, TokenResponse } from './schemas.ts';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/types.ts';

const oauthProblem = (description: string) => ({ description, content: { 'application/problem+json': { schema: OAuthProblem } } });

// Runs before the schema validator so a bad body gets invalid_request / unsupported_grant_type, not the Core style.
const oauthBody = createMiddleware<AppEnv>(async (c, next) => {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError({ status: 400, title: 'invalid_request', detail: 'The body must be a JSON object.' });
  }
  parseTokenRequest(body);
  await next();
});

const tokenRoute = createRoute({
  method: 'post',
  path: '/api/auth/token',
  operationId: 'requestToken',
  tags: [SERVICE_TAG.auth],
  // The one operation without a token; it still needs Site-Id.
  parameters: [PARAMETER_REFS.siteId, PARAMETER_REFS.requestId],
  security: [],
  summary: 'Request an access token (OAuth 2.0 client credentials)',
  middleware: [requireSiteId(true), requireContentType(['application/json']), limitBody(ORDINARY_BODY_LIMIT), oauthBody] as const,
  request: { body: { content: { 'application/json': { schema: TokenRequest } }, required: true } },
  responses: {
    200: { description: 'A bearer token valid for 3600 seconds.', content: { 'application/json': { schema: TokenResponse } } },
    400: oauthProblem('invalid_request or unsupported_grant_type'),
    401: oauthProblem('invalid_client'),
    403: oauthProblem("access_denied: the site's plan lacks API access"),
    415: { description: 'Not JSON (form-encoded bodies included).' },
    429: oauthProblem('Too many failed token requests; see Retry-After.'),
    ...unavailableResponse,
  },
});

function clientAddress(c: Context<AppEnv>): string {
  const forwarded = c.get('deps').config.TRUST_PROXY ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

export function createAuthRoutes(guard: TokenGuard) {
  const app = createRouter();
  app.openapi(tokenRoute, async (c) => {
      const body = c.req.valid('json');
      const token = await issueToken(c.get('deps'), guard, {
        siteId: c.get('siteId'),
        environment: c.get('environment'),
        body,
        address: clientAddress(c),
      });
      c.header('Cache-Control', 'no-store');
      return c.json(token, 200);
  });
  return app;
}
