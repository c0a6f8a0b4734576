import { createMiddleware } from 'hono/factory';
import { ApiError, invalidRequest } from '../problem.ts';
import type { AppEnv } from '../types.ts';
import { requestHeader } from '../request-headers.ts';

export const SITE_ID_PATTERN = /^[a-z0-9][a-z0-9-]{1,62}$/;

/** `Site-Id` on every API request; the token endpoint words the same problem the OAuth way. */
export function requireSiteId(oauth = false) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const siteId = requestHeader(c, 'site-id');
    if (!siteId || !SITE_ID_PATTERN.test(siteId)) {
      const message = siteId ? 'The Site-Id header is not a valid site id.' : 'The Site-Id header is required.';
      if (oauth) throw new ApiError({ status: 400, title: 'invalid_request', detail: message });
      throw invalidRequest([{ code: 'headers-mismatch', message, property: 'Site-Id' }]);
    }
    c.set('siteId', siteId);
    await next();
  });
}
