import { bodyLimit } from 'hono/body-limit';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { badRequest, emptyResponse, payloadTooLarge } from '../problem.ts';
import type { AppEnv } from '../types.ts';

export const ORDINARY_BODY_LIMIT = 1024 * 1024;
export const BULK_BODY_LIMIT = 256 * 1024 * 1024;

/**
 * Whether the request carries a body, by RFC 9112 §6.3: only Transfer-Encoding or a Content-Length above 0 says
 * so. On a socket Node hands every POST, PUT, PATCH and DELETE a body stream, empty or not, so the stream proves
 * nothing there (curl's and fetch's bodyless DELETE send neither header). A Request built in process
 * (`app.request()`) has no framing headers at all: there its stream is the only sign.
 */
export function hasBody(c: Context<AppEnv>): boolean {
  const headers = c.req.raw.headers;
  if (headers.has('transfer-encoding')) return true;
  const length = headers.get('content-length');
  if (length !== null) return Number(length) > 0;
  return !(c.env?.incoming instanceof Readable) && c.req.raw.body !== null;
}

/** 415 (empty body) when a body comes with a media type the route does not take. */
export function requireContentType(accepted: readonly string[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (hasBody(c)) {
      const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (!accepted.includes(type)) throw emptyResponse(415);
    }
    await next();
  });
}

/**
 * 413 problem past the limit, checked on Content-Length and again while the body arrives; the body is then
 * buffered for the validators. Served by Node, it is read straight from the socket's IncomingMessage into
 * `c.req.text()`'s cache: going through the web Request would build an undici Request, an AbortController and a
 * web stream per call, a fifth of the CPU of a small JSON request. Elsewhere (app.request() in tests, other
 * runtimes) Hono's own bodyLimit applies.
 */
export function limitBody(maxSize: number) {
  const viaWebRequest = bodyLimit({
    maxSize,
    onError: () => {
      throw payloadTooLarge(maxSize);
    },
  });
  return createMiddleware<AppEnv>(async (c, next) => {
    const incoming = c.env?.incoming;
    // The request's own stream only: tests may pass a stand-in `incoming` that carries just a socket address.
    if (!(incoming instanceof Readable) || c.req.method === 'GET' || c.req.method === 'HEAD' || Object.keys(c.req.bodyCache).length > 0) {
      return viaWebRequest(c, next);
    }
    const declared = incoming.headers['content-length'];
    if (declared !== undefined && Number(declared) > maxSize) throw payloadTooLarge(maxSize);
    const text = await readIncomingText(incoming, maxSize);
    (c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve(text);
    await next();
  });
}

// Decodes as the Fetch API's text() does: UTF-8, a leading BOM dropped, invalid bytes as U+FFFD.
const utf8 = new TextDecoder();

/** The whole body as text; rejects with the 413 problem once more than maxSize bytes arrived (the rest drains). */
function readIncomingText(incoming: IncomingMessage, maxSize: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      fn();
    };
    // A client that hangs up mid-body gets no answer anyway; a 400 keeps it out of the error log.
    const cut = () => settle(() => reject(badRequest('body-mismatch', 'The connection closed before the body was complete.')));
    // Node destroys the request once its socket closes, even while earlier middleware awaited: a destroyed
    // stream emits nothing more, so waiting for its events would never settle.
    if (incoming.destroyed || incoming.errored) return cut();
    incoming.on('data', (chunk: Buffer) => {
      if (settled) return; // past the limit: keep the stream flowing so the 413 can be written
      size += chunk.byteLength;
      if (size > maxSize) settle(() => reject(payloadTooLarge(maxSize)));
      else chunks.push(chunk);
    });
    incoming.once('end', () => settle(() => resolve(utf8.decode(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size)))));
    incoming.once('error', cut);
    incoming.once('close', cut);
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
