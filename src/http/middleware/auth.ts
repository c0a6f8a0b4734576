import { createMiddleware } from 'hono/factory';
import { TOKEN_PATTERN } from '../../auth/secrets.ts';
import { ApiError } from '../problem.ts';
import type { AppEnv, AuthStyle } from '../types.ts';
import { requestHeader } from '../request-headers.ts';

type Failure = 'missing' | 'malformed' | 'unknown' | 'expired' | 'other-tenant' | 'plan';

const DETAIL: Record<Failure, string> = {
  missing: 'The Authorization header is missing; send "Authorization: Bearer <access_token>".',
  malformed: 'The Authorization header is not "Bearer <access_token>" with a token this service issued.',
  unknown: 'The access token is not known, or its credential was revoked. Request a new token.',
  expired: 'The access token has expired. Request a new token.',
  'other-tenant': 'The access token was issued for another site or environment than this request.',
  plan: "The site's plan does not include API access (pro or enterprise is required).",
};

// Contract §0: Core and Ordering answer 401 for everything; Pricing and Purchasing 403 for a missing header or
// another tenant's token; Stock, Sync Logging and Files 403 only for another tenant's token.
function statusFor(style: AuthStyle, failure: Failure): 401 | 403 {
  if (failure === 'plan') return 403;
  if (style === 'core' || style === 'ordering') return 401;
  if (failure === 'other-tenant') return 403;
  if (failure === 'missing' && (style === 'pricing' || style === 'purchasing')) return 403;
  return 401;
}

// RFC 6750 §3: a 401 names the scheme it wants. No credentials (or another scheme than Bearer) gets the bare
// challenge; a Bearer token that was sent but cannot be used gets error="invalid_token", so OAuth client libraries
// know to fetch a new token rather than give up.
const CHALLENGE_ERROR: Partial<Record<Failure, string>> = {
  unknown: 'The access token is unknown or revoked',
  expired: 'The access token expired',
  'other-tenant': 'The access token belongs to another site or environment',
};

function challenge(failure: Failure, bearerSent: boolean): string {
  const realm = 'Bearer realm="wholesale-hub"';
  if (!bearerSent) return realm;
  const description = CHALLENGE_ERROR[failure] ?? 'The access token is malformed';
  return `${realm}, error="invalid_token", error_description="${description}"`;
}

function denied(style: AuthStyle, failure: Failure, bearerSent = false): ApiError {
  const status = statusFor(style, failure);
  const headers = status === 401 ? { 'WWW-Authenticate': challenge(failure, bearerSent) } : undefined;
  return new ApiError({ status, title: 'access_denied', detail: DETAIL[failure], ...(headers ? { headers } : {}) });
}

export function requireToken(style: AuthStyle) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = requestHeader(c, 'authorization');
    if (!header) throw denied(style, 'missing');
    const bearer = /^Bearer\b/i.test(header.trim());
    const match = /^Bearer ([^\s]+)$/i.exec(header.trim());
    if (!match || !TOKEN_PATTERN.test(match[1]!)) throw denied(style, 'malformed', bearer);
    const record = await c.get('deps').tokens.lookup(match[1]!, Date.now());
    if (!record) throw denied(style, 'unknown', true);
    if (record.expiresAt.getTime() <= Date.now()) throw denied(style, 'expired', true);
    const environment = c.get('environment');
    const testModeOff = environment === 'test' && !record.testMode;
    if (record.siteId !== c.get('siteId') || record.environment !== environment || testModeOff) throw denied(style, 'other-tenant', true);
    if (record.plan !== 'pro' && record.plan !== 'enterprise') throw denied(style, 'plan');
    c.set('credential', { id: record.credentialId, name: record.credentialName });
    await next();
  });
}
