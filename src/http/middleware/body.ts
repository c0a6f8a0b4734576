import { bodyLimit } from 'hono/body-limit';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { charsetOf, contentCodingOf, decodeWholeBody, parseMediaType, UnreadableBody, type Charset } from '../body-decoding.ts';
import { decodeStreamedBody } from '../body-stream.ts';
import { badRequest, emptyResponse, payloadTooLarge } from '../problem.ts';
import { readIncoming } from '../read-incoming.ts';
import type { AppEnv } from '../types.ts';
import { requestHeader } from '../request-headers.ts';

export const ORDINARY_BODY_LIMIT = 1024 * 1024;
export const BULK_BODY_LIMIT = 256 * 1024 * 1024;

/**
 * Whether the request carries a body, by RFC 9112 §6.3: only Transfer-Encoding or a Content-Length above 0 says
 * so. On a socket Node hands every POST, PUT, PATCH and DELETE a body stream, empty or not, so the stream proves
 * nothing there (curl's and fetch's bodyless DELETE send neither header). A Request built in process
 * (`app.request()`) has no framing headers at all: there its stream is the only sign.
 */
export function hasBody(c: Context<AppEnv>): boolean {
  if (requestHeader(c, 'transfer-encoding') !== undefined) return true;
  const length = requestHeader(c, 'content-length') ?? null;
  if (length !== null) return Number(length) > 0;
  return !(c.env?.incoming instanceof Readable) && c.req.raw.body !== null;
}

/** How long a body may pause (no byte arriving) before the request is ended with 408, when deps carry no config (unit tests). */
const DEFAULT_STALL_MS = 30_000;
const stallMsOf = (c: Context<AppEnv>) => c.get('deps')?.config.BODY_STALL_TIMEOUT_MS ?? DEFAULT_STALL_MS;

/** What requireContentType established about a body: its charset and content coding. */
function encodingOf(c: Context<AppEnv>): { charset: Charset; coding: 'identity' | 'gzip' } {
  const media = parseMediaType(requestHeader(c, 'content-type'));
  return { charset: (media && charsetOf(media)) ?? 'utf-8', coding: contentCodingOf(requestHeader(c, 'content-encoding')) ?? 'identity' };
}

/**
 * 415 (empty body) when a body comes with a media type the route does not take, a charset the hub does not
 * decode (JSON: UTF-8 or US-ASCII; CSV also windows-1252 / ISO-8859-1), or a content coding other than gzip
 * (with `Accept-Encoding: gzip`, RFC 9110 §15.5.16). The media type is parsed by RFC 9110's rules, so
 * `application/json ; x=y` is JSON.
 */
export function requireContentType(accepted: readonly string[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (hasBody(c)) {
      const sent = requestHeader(c, 'content-type');
      const media = parseMediaType(sent);
      if (!media || !accepted.includes(media.essence) || !charsetOf(media)) throw emptyResponse(415);
      if (!contentCodingOf(requestHeader(c, 'content-encoding'))) throw emptyResponse(415, { 'Accept-Encoding': 'gzip' });
      // zod-openapi's own media-type check allows no space before ';' (RFC 9110 does): it gets the canonical form
      // (only when it differs: writing builds the request's web Headers, which nothing else here needs).
      const canonical = media.toString();
      if (canonical !== sent) c.req.raw.headers.set('content-type', canonical);
    }
    await next();
  });
}

/**
 * 413 problem past the limit, checked on Content-Length and again while the body arrives; the body is then
 * decoded (gzip, its charset, strictly: an invalid byte is 400 body-mismatch naming its line) and buffered for
 * the validators. Served by Node, it is read straight from the socket's IncomingMessage into `c.req.text()`'s
 * cache: going through the web Request would build an undici Request, an AbortController and a web stream per
 * call, a fifth of the CPU of a small JSON request. Elsewhere (app.request() in tests, other runtimes) Hono's
 * own bodyLimit counts the bytes.
 */
export function limitBody(maxSize: number) {
  const viaWebRequest = bodyLimit({
    maxSize,
    onError: () => {
      throw payloadTooLarge(maxSize);
    },
  });
  const cacheText = (c: Context<AppEnv>, raw: Buffer) => {
    const { charset, coding } = encodingOf(c);
    let text: string;
    try {
      text = decodeWholeBody(raw, coding, charset, maxSize);
    } catch (err) {
      if (err instanceof UnreadableBody) throw badRequest('body-mismatch', `${err.message[0]!.toUpperCase()}${err.message.slice(1)}.`);
      throw err;
    }
    // Only the decoded text may be cached: Hono derives json() from whichever body it finds cached first.
    for (const key of Object.keys(c.req.bodyCache)) delete (c.req.bodyCache as Record<string, unknown>)[key];
    (c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve(text);
  };
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || Object.keys(c.req.bodyCache).length > 0) return viaWebRequest(c, next);
    const incoming = c.env?.incoming;
    // The request's own stream only: tests may pass a stand-in `incoming` that carries just a socket address.
    if (!(incoming instanceof Readable)) {
      return viaWebRequest(c, async () => {
        if (c.req.raw.body) cacheText(c, Buffer.from(await c.req.raw.arrayBuffer()));
        await next();
      });
    }
    const declared = incoming.headers['content-length'];
    if (declared !== undefined && Number(declared) > maxSize) throw payloadTooLarge(maxSize);
    cacheText(c, await readWholeIncoming(incoming, maxSize, stallMsOf(c)));
    await next();
  });
}

/** The whole body's bytes, by the rules of readIncoming (413 past maxSize, 408 on a stall, 400 on a hang-up). */
async function readWholeIncoming(incoming: IncomingMessage, maxSize: number, stallMs: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const size = await readIncoming(incoming, { maxSize, stallMs, onChunk: (chunk) => void chunks.push(chunk) });
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size);
}

/**
 * The same rules for bodies the handler reads as a stream (bulk uploads), applied as the body flows and never
 * buffering it: 413 past the limit (counted after gzip decoding, so a small compressed body cannot unpack past
 * it; Hono's bodyLimit would buffer a chunked body whole to count it), 408 when the client stops sending, and
 * the charset check (UnreadableBody, which the import pipeline reports as a row error on its line).
 */
export function limitStreamedBody(maxSize: number) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const raw = c.req.raw;
    if (!raw.body) return next();
    const chunked = raw.headers.has('transfer-encoding') || !raw.headers.has('content-length');
    if (!chunked && Number(raw.headers.get('content-length')) > maxSize) throw payloadTooLarge(maxSize);
    const { charset, coding } = encodingOf(c);
    const body = decodeStreamedBody(raw.body, {
      maxSize,
      count: chunked,
      gzip: coding === 'gzip',
      charset,
      lineIsRecord: parseMediaType(raw.headers.get('content-type') ?? undefined)?.essence === 'text/csv',
      stallMs: stallMsOf(c),
    });
    c.req.raw = new Request(raw, { body, duplex: 'half' } as RequestInit);
    await next();
  });
}
