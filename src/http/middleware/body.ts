import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { emptyResponse, payloadTooLarge } from '../problem.ts';
import type { AppEnv } from '../types.ts';

export const ORDINARY_BODY_LIMIT = 1024 * 1024;
export const BULK_BODY_LIMIT = 256 * 1024 * 1024;

const hasBody = (req: Request) =>
  req.headers.has('transfer-encoding') || Number(req.headers.get('content-length') ?? '0') > 0;

/** 415 (empty body) when a body comes with a media type the route does not take. */
export function requireContentType(accepted: readonly string[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (hasBody(c.req.raw)) {
      const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (!accepted.includes(type)) throw emptyResponse(415);
    }
    await next();
  });
}

/** 413 problem past the limit, checked on Content-Length and again while the body streams. */
export function limitBody(maxSize: number) {
  return bodyLimit({
    maxSize,
    onError: () => {
      throw payloadTooLarge(maxSize);
    },
  });
}
