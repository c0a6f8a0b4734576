import { createMiddleware } from 'hono/factory';
import { TOKEN_PATTERN } from '../../auth/secrets.ts';
import { ApiError } from '../problem.ts';
import type { AppEnv, AuthStyle } from '../types.ts';

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

const denied = (style: AuthStyle, failure: Failure) =>
  new ApiError({ status: statusFor(style, failure), title: 'access_denied', detail: DETAIL[failure] });

export function requireToken(style: AuthStyle) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization');
    if (!header) throw denied(style, 'missing');
    const match = /^Bearer ([^\s]+)$/i.exec(header.trim());
    if (!match || !TOKEN_PATTERN.test(match[1]!)) throw denied(style, 'malformed');
    const record = await c.get('deps').tokens.lookup(match[1]!, Date.now());
    if (!record) throw denied(style, 'unknown');
    if (record.expiresAt.getTime() <= Date.now()) throw denied(style, 'expired');
    const environment = c.get('environment');
    const testModeOff = environment === 'test' && !record.testMode;
    if (record.siteId !== c.get('siteId') || record.environment !== environment || testModeOff) throw denied(style, 'other-tenant');
    if (record.plan !== 'pro' && record.plan !== 'enterprise') throw denied(style, 'plan');
    c.set('credential', { id: record.credentialId, name: record.credentialName });
    await next();
  });
}
