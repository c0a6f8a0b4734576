import type { Ctx, Environment } from '../../context.ts';
import type { Config } from '../../config/env.ts';
import { ApiError } from '../../http/problem.ts';
import { SITE_ID_PATTERN } from '../../http/middleware/site-id.ts';
import { isUuid } from '../lookup.ts';
import type { SignedQuery } from './schemas.ts';
import { sign, signatureMatches, SIGNED_URL_SECONDS, type UrlPurpose } from './signing.ts';
import { signingSecret } from '../../runtime/signing-secret.ts';

// Building and checking the signed content URLs (PUT to upload, GET to download).

export const contentRoute = (id: string) => `/api/v1/files/${id}/content`;

/** An expiry 15 minutes from now, in whole seconds (the URL carries seconds). */
export const urlExpiry = (now: Date) => new Date((Math.floor(now.getTime() / 1000) + SIGNED_URL_SECONDS) * 1000);

/** The public base address of the request's environment: PUBLIC_BASE_URL / PUBLIC_TEST_BASE_URL, else the request's own origin. */
export function publicBase(config: Pick<Config, 'PUBLIC_BASE_URL' | 'PUBLIC_TEST_BASE_URL'>, environment: Environment, requestUrl: string): string {
  const configured = environment === 'test' ? config.PUBLIC_TEST_BASE_URL : config.PUBLIC_BASE_URL;
  return (configured ?? new URL(requestUrl).origin).replace(/\/+$/, '');
}

export async function signedUrl(ctx: Ctx, base: string, purpose: UrlPurpose, fileId: string, expiresAt: Date): Promise<string> {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  const secret = await signingSecret(ctx.deps.config);
  const signature = sign(secret, { purpose, siteId: ctx.siteId, environment: ctx.environment, fileId, expires });
  const query = new URLSearchParams({ site: ctx.siteId, expires: String(expires), signature });
  return `${base}${contentRoute(fileId)}?${query}`;
}

const denied = (detail: string) => new ApiError({ status: 403, title: 'access_denied', detail });

const RENEW: Record<UrlPurpose, string> = {
  upload: 'PATCH /api/v1/files/{id} (with your token) issues a new upload URL.',
  download: 'GET /api/v1/files/{id} (with your token) gives a new download URL.',
};

/**
 * Checks a signed URL's query for this purpose, file and environment: 403 when a part is missing, the signature
 * does not match (the URL was altered, or issued for another file, site, environment or purpose), or it expired.
 * Returns the site it was issued for and its expiry.
 */
export async function verifySignedUrl(config: Config, environment: Environment, purpose: UrlPurpose, fileId: string, q: SignedQuery, now: Date) {
  if (!q.site || !q.expires || !q.signature) {
    throw denied(`This is not a signed ${purpose} URL: the query parameters site, expires and signature are required. Use the URL exactly as the API returned it.`);
  }
  const expires = /^\d{1,12}$/.test(q.expires) ? Number(q.expires) : NaN;
  const fields = { purpose, siteId: q.site, environment, fileId, expires };
  const secret = await signingSecret(config);
  if (!SITE_ID_PATTERN.test(q.site) || !isUuid(fileId) || !Number.isInteger(expires) || !signatureMatches(secret, fields, q.signature)) {
    throw denied(`The ${purpose} URL's signature does not match: the URL was altered, or was issued for another file, environment or purpose. Use it exactly as the API returned it.`);
  }
  const expiresAt = new Date(expires * 1000);
  if (expiresAt.getTime() <= now.getTime()) throw denied(`The ${purpose} URL expired at ${expiresAt.toISOString()}; ${RENEW[purpose]}`);
  return { siteId: q.site, expiresAt };
}

export const usedUploadUrl = () =>
  denied(`This upload URL was already used, or a newer one was issued since; ${RENEW.upload}`);
