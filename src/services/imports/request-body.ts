import { Readable } from 'node:stream';

export type BodyFormat = 'json' | 'csv';

// Errors of reading the body itself (the 413 of a streamed body limit, a dropped connection), as opposed to
// a parser's complaint about its content: pipeline() hands the same error object to every stream, so the
// readers ask here which kind they caught.
const bodyErrors = new WeakSet<object>();

export const isBodyError = (err: unknown): boolean => typeof err === 'object' && err !== null && bodyErrors.has(err);

/** The bulk endpoints take a JSON array or a CSV file; the route's middleware has already refused other types (415). */
export function bodyFormat(contentType: string | undefined): BodyFormat {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'text/csv' ? 'csv' : 'json';
}

/**
 * The request body as a Node stream, read lazily (never buffered whole), or null when it is empty.
 * Peeking at the first chunk is what tells an empty body (its own error) from a body that fails to parse. A body
 * whose reading fails (413, 408, bytes its charset cannot hold) fails the stream's reads, however early.
 */
export async function openBody(body: ReadableStream<Uint8Array> | null): Promise<Readable | null> {
  if (!body) return null;
  const reader = body.getReader();
  let first: Uint8Array | undefined;
  let failure: unknown;
  for (;;) {
    let chunk: Awaited<ReturnType<typeof reader.read>>;
    try {
      chunk = await reader.read();
    } catch (err) {
      // The body failed before its first byte was handed on (a one-chunk body with an invalid byte, a 413, a 408):
      // the parser meets the error on its first read, so the slice reports it as it would any later.
      failure = err;
      break;
    }
    const { done, value } = chunk;
    if (done) {
      reader.releaseLock();
      return null;
    }
    if (value.byteLength > 0) {
      first = value;
      break;
    }
  }
  let pending: Uint8Array | undefined = first;
  return new Readable({
    read() {
      if (failure !== undefined) {
        if (typeof failure === 'object' && failure !== null) bodyErrors.add(failure);
        this.destroy(failure as Error);
        return;
      }
      if (pending) {
        const chunk = pending;
        pending = undefined;
        this.push(chunk);
        return;
      }
      reader.read().then(
        ({ done, value }) => this.push(done ? null : value),
        // A body-limit error (413) raised while streaming arrives here and travels to the parser unchanged.
        (err: unknown) => {
          if (typeof err === 'object' && err !== null) bodyErrors.add(err);
          this.destroy(err as Error);
        },
      );
    },
    destroy(err, callback) {
      // Stopping early (a fatal parse error) must not leave the client's upload half-read and locked.
      reader.cancel().catch(() => {});
      callback(err);
    },
  });
}
