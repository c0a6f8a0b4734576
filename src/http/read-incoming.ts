import type { Readable } from 'node:stream';
import { badRequest, payloadTooLarge, requestTimeout } from './problem.ts';

export type IncomingOptions = {
  maxSize: number;
  stallMs: number;
  /** Takes each chunk; when it returns a promise the stream waits for it (a disk write) before the next chunk. */
  onChunk(chunk: Buffer): void | Promise<void>;
};

/**
 * Reads a request's body from its Node stream chunk by chunk and resolves with its size at the end. Rejects with
 * the 413 problem once more than maxSize bytes arrived (the rest is read and dropped, so the 413 can still be
 * written), with 408 when no byte arrives for `stallMs` (Node's own requestTimeout only bounds the whole request,
 * minutes), and with 400 when the client hangs up. Time spent in `onChunk` never counts as the client stalling.
 */
export function readIncoming(incoming: Readable, o: IncomingOptions): Promise<number> {
  return new Promise((resolve, reject) => {
    let size = 0;
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const settle = (fn: () => void) => {
      clearTimeout(timer);
      if (settled) return;
      settled = true;
      fn();
    };
    const watch = () => {
      clearTimeout(timer);
      timer = setTimeout(() => settle(() => reject(requestTimeout(o.stallMs))), o.stallMs);
    };
    // A client that hangs up mid-body gets no answer anyway; a 400 keeps it out of the error log.
    const cut = () => settle(() => reject(badRequest('body-mismatch', 'The connection closed before the body was complete.')));
    // Node destroys the request once its socket closes, even while earlier middleware awaited: a destroyed
    // stream emits nothing more, so waiting for its events would never settle.
    if (incoming.destroyed || incoming.errored) return cut();
    watch();
    incoming.on('data', (chunk: Buffer) => {
      if (settled) return; // past the limit: keep the stream flowing so the 413 can be written
      size += chunk.byteLength;
      if (size > o.maxSize) return settle(() => reject(payloadTooLarge(o.maxSize)));
      const pending = o.onChunk(chunk);
      if (!pending) return watch();
      incoming.pause();
      clearTimeout(timer);
      pending.then(
        () => {
          if (!settled) watch();
          incoming.resume();
        },
        (err: unknown) => {
          settle(() => reject(err));
          incoming.resume();
        },
      );
    });
    incoming.once('end', () => settle(() => resolve(size)));
    incoming.once('error', cut);
    incoming.once('close', cut);
  });
}
