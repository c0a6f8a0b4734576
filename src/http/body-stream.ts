import { charsetStream, UnreadableBody, type Charset } from './body-decoding.ts';
import { ApiError, payloadTooLarge, requestTimeout } from './problem.ts';

// The streamed body of a bulk upload, decoded on its way to the parser without ever being held whole: a stalled
// client is cut off (408), gzip is unpacked, the decoded size is counted against the limit (413), and the bytes
// are checked against their charset (UnreadableBody), all as the parser pulls.

/**
 * Fails the body with 408 once a read has waited `stallMs` for the client. The timer only runs while a read is
 * pending (the stream pulls one chunk at a time, on demand), so a parser or database that is behind never
 * counts as the client stalling.
 */
function watchStalls(body: ReadableStream<Uint8Array>, stallMs: number): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        let timer: NodeJS.Timeout | undefined;
        const stalled = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(requestTimeout(stallMs)), stallMs);
        });
        try {
          const { done, value } = await Promise.race([reader.read(), stalled]);
          if (done) controller.close();
          else controller.enqueue(value);
        } catch (err) {
          // The client's socket is left alone: the 408 is still to be written on it (and says Connection: close).
          controller.error(err);
        } finally {
          clearTimeout(timer);
        }
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
}

const notGzip = () => new UnreadableBody(0, 'the body is declared gzip (Content-Encoding) but is not valid gzip data');

/** zlib's own errors (not gzip data, a truncated stream) become the body's problem; ours pass unchanged. */
function gunzip(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const reader = body.pipeThrough(new DecompressionStream('gzip') as unknown as TransformStream<Uint8Array, Uint8Array>).getReader();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const { done, value } = await reader.read();
          if (done) controller.close();
          else controller.enqueue(value);
        } catch (err) {
          controller.error(err instanceof ApiError || err instanceof UnreadableBody ? err : notGzip());
        }
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
}

function limit(maxSize: number): TransformStream<Uint8Array, Uint8Array> {
  let size = 0;
  return new TransformStream({
    transform(chunk, controller) {
      size += chunk.byteLength;
      if (size > maxSize) controller.error(payloadTooLarge(maxSize));
      else controller.enqueue(chunk);
    },
  });
}

export type StreamedBodyOptions = {
  maxSize: number;
  /** Count the bytes (a chunked or gzip body); a plain Content-Length was checked up front and Node holds the body to it. */
  count: boolean;
  gzip: boolean;
  charset: Charset;
  /** Name the text line of an invalid byte as the error's line (CSV); JSON items are not lines. */
  lineIsRecord: boolean;
  stallMs: number;
};

export function decodeStreamedBody(body: ReadableStream<Uint8Array>, o: StreamedBodyOptions): ReadableStream<Uint8Array> {
  let stream = watchStalls(body, o.stallMs);
  if (o.gzip) stream = gunzip(stream);
  if (o.count || o.gzip) stream = stream.pipeThrough(limit(o.maxSize));
  return stream.pipeThrough(charsetStream(o.charset, o.lineIsRecord));
}
