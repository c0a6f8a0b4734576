import { slots } from '../../runtime/slots.ts';

/**
 * How many bulk bodies one process parses at once. Each parse costs 20–40 MiB of transient memory (socket chunks,
 * tokens, decoded text waiting for the next garbage collection) on top of a ~200 MiB idle process, so three 250 MiB
 * JSON bodies at once took the API to 380–450 MiB; two keep it under 300 MiB. A further upload waits for a slot
 * before its body is read: its socket stays paused (TCP holds the client back), and the stall timeout does not run,
 * since that only times a read the parser is waiting on.
 */
export const BULK_PARSES_PER_PROCESS = 2;

/** Runs `work` once fewer than BULK_PARSES_PER_PROCESS others run; uploads are served in the order they came. */
export const inParseSlot = slots(BULK_PARSES_PER_PROCESS);
