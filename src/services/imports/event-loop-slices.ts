import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * How long a body's parse may hold the event loop before it lets other work in. A socket that already holds more of
 * the body resolves every read in microtasks, so without this a fast upload is parsed in one go for as long as data
 * is buffered (50–150 ms blocks were measured on a 64 MiB JSON item, with /healthz waiting); a few bulk parses at
 * once each take one slice per turn, which keeps the loop's worst gap well under the 50 ms /healthz bound.
 */
export const SLICE_MS = 5;

/**
 * A pause point for a CPU-bound loop: awaiting it costs nothing until the loop has run SLICE_MS since its last pause,
 * then it yields one turn of the event loop (setImmediate: timers and I/O, /healthz among them, run first).
 * Time spent by the consumer between the loop's steps counts too, since it is wall time.
 */
export function eventLoopSlices(sliceMs = SLICE_MS): () => Promise<void> | undefined {
  let since = performance.now();
  return () => {
    if (performance.now() - since < sliceMs) return undefined;
    return nextTurn().then(() => {
      since = performance.now();
    });
  };
}
