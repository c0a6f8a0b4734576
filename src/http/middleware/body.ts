import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { emptyResponse, payloadTooLarge } from '../problem.ts';
import type { AppEnv } from '../types.ts';

export const ORDINARY_BODY_LIMIT = 1024 * 1024;
export const BULK_BODY_LIMIT = 256 * 1024 * 1024;

/** A body is present when its length says so, when it is chunked, or (no length given) when a stream exists. */
export const hasBody = (req: Request) =>
  req.headers.has('transfer-encoding') ||
  (req.headers.has('content-length') ? Number(req.headers.get('content-length')) > 0 : req.body !== null);

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

/**
 * The same 413 for bodies the handler reads as a stream (bulk uploads): Hono's bodyLimit buffers a chunked body
 * whole to count it, so here a chunked body is counted as it flows instead and fails the read past the limit.
 */
export function limitStreamedBody(maxSize: number) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const raw = c.req.raw;
    if (!raw.body) return next();
    if (raw.headers.has('content-length') && !raw.headers.has('transfer-encoding')) {
      if (Number(raw.headers.get('content-length')) > maxSize) throw payloadTooLarge(maxSize);
      return next();
    }
    let size = 0;
    const counted = raw.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          size += chunk.byteLength;
          if (size > maxSize) controller.error(payloadTooLarge(maxSize));
          else controller.enqueue(chunk);
        },
      }),
    );
    c.req.raw = new Request(raw, { body: counted, duplex: 'half' } as RequestInit);
    await next();
  });
}
