/**
 * Thrown by a processor whose job must wait for another one first: the worker puts the job back in the queue,
 * delayed by `delayMs`, without using up one of its attempts (BullMQ's moveToDelayed + DelayedError).
 */
export class JobDeferred extends Error {
  constructor(
    message: string,
    readonly delayMs: number,
  ) {
    super(message);
  }
}
