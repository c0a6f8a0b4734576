/**
 * How many bulk bodies one process parses at once. Each parse costs 20–40 MiB of transient memory (socket chunks,
 * tokens, decoded text waiting for the next garbage collection) on top of a ~200 MiB idle process, so three 250 MiB
 * JSON bodies at once took the API to 380–450 MiB; two keep it under 300 MiB. A further upload waits for a slot
 * before its body is read: its socket stays paused (TCP holds the client back), and the stall timeout does not run,
 * since that only times a read the parser is waiting on.
 */
export const BULK_PARSES_PER_PROCESS = 2;

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` once fewer than BULK_PARSES_PER_PROCESS others run; uploads are served in the order they came. */
export async function inParseSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= BULK_PARSES_PER_PROCESS) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line (running stays as it is), or is freed.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}
