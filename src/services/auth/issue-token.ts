import type { Deps, Environment } from '../../context.ts';
import type { FailureLimiter } from '../../auth/rate-limit.ts';
import { findCredentialByClientId, insertToken } from '../../auth/repository.ts';
import { burnSecretCheck, hashToken, newAccessToken, verifySecret } from '../../auth/secrets.ts';
import { ApiError, tooManyRequests } from '../../http/problem.ts';

export const TOKEN_LIFETIME_SECONDS = 3600;

export type TokenRequestInput = {
  siteId: string;
  environment: Environment;
  body: unknown;
  address: string;
};

const oauth = (status: number, title: string, detail: string) => new ApiError({ status, title, detail });

/** Checks the body the OAuth way: each problem gets its RFC 6749 title. */
export function parseTokenRequest(body: unknown) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw oauth(400, 'invalid_request', 'The body must be a JSON object.');
  const b = body as Record<string, unknown>;
  for (const field of ['grant_type', 'client_id', 'client_secret'] as const) {
    if (b[field] === undefined || b[field] === null || b[field] === '') throw oauth(400, 'invalid_request', `${field} is required.`);
    if (typeof b[field] !== 'string') throw oauth(400, 'invalid_request', `${field} must be a string.`);
    if ((b[field] as string).includes('\0')) throw oauth(400, 'invalid_request', `${field} may not contain NUL characters.`);
  }
  if (b.grant_type !== 'client_credentials') throw oauth(400, 'unsupported_grant_type', 'grant_type must be "client_credentials".');
  return { clientId: b.client_id as string, clientSecret: b.client_secret as string };
}

/** What guards the token endpoint: the failure limit, and a count of the argon2 checks it lets through (/metrics). */
export type TokenGuard = { limiter: FailureLimiter; secretChecked(): void };

/** OAuth 2.0 client credentials: one opaque token, stored as a hash, bound to site, environment and credential. */
export async function issueToken(deps: Deps, guard: TokenGuard, input: TokenRequestInput) {
  const { clientId, clientSecret } = parseTokenRequest(input.body);
  const keys = [`client:${clientId}`, `addr:${input.address}`];
  // The guess is taken before the secret is checked (and given back on success), so parallel wrong guesses
  // cannot all slip past the limit: at most TOKEN_FAILURE_LIMIT argon2 checks per key and window.
  const wait = await guard.limiter.takeGuess(keys);
  if (wait > 0) throw tooManyRequests(wait, 'Too many failed token requests; retry after the time in Retry-After.');

  let failed = false;
  try {
    const credential = await findCredentialByClientId(deps.db.prisma, clientId);
    guard.secretChecked();
    const valid = credential ? await verifySecret(credential.secretHash, clientSecret) : await burnSecretCheck(clientSecret);
    const usable =
      valid &&
      credential &&
      !credential.revokedAt &&
      credential.siteId === input.siteId &&
      credential.environment === input.environment &&
      (input.environment === 'live' || credential.site.testMode);
    if (!usable || !credential) {
      failed = true;
      throw oauth(401, 'invalid_client', 'The client id or secret is wrong, revoked, or belongs to another site or environment.');
    }
    return await grantToken(deps, credential);
  } finally {
    // Only wrong guesses count; a success, a 403 for the plan, or our own failure gives the guess back.
    if (!failed) await guard.limiter.giveBack(keys);
  }
}

async function grantToken(deps: Deps, credential: NonNullable<Awaited<ReturnType<typeof findCredentialByClientId>>>) {
  if (credential.site.plan !== 'pro' && credential.site.plan !== 'enterprise') {
    throw oauth(403, 'access_denied', `The site's plan (${credential.site.plan}) does not include API access; pro or enterprise is required.`);
  }
  const accessToken = newAccessToken();
  await insertToken(deps.db.prisma, {
    tokenHash: hashToken(accessToken),
    credentialId: credential.id,
    siteId: credential.siteId,
    environment: credential.environment,
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_SECONDS * 1000),
  });
  return { token_type: 'Bearer' as const, expires_in: TOKEN_LIFETIME_SECONDS as 3600, access_token: accessToken };
}
