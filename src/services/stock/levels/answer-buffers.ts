// Buffers for batch-fetch-stock's answers (about a megabyte each at a thousand SKUs), used again once the answer
// has been written to its socket. A fresh megabyte per request costs page faults to fill and, freed later by the
// garbage collector, leaves the allocator's heap fragmented around the cache's slabs: the process's memory grew
// by more than the cache itself before answers were reused.

/** Smaller answers come from Node's own small-buffer pool. */
const POOLED_MIN = 64 * 1024;
/** Larger answers get a buffer of their own (10,000 SKUs at many locations: rare, and not kept). */
const POOLED_MAX = 4 * 1024 * 1024;
/** Sizes are rounded up to this step, so that answers of similar size share buffers. */
const STEP = 256 * 1024;
/** Buffers kept while unused: enough for the answers a process writes at once under load. */
const KEEP = 8;

export class AnswerBuffers {
  private readonly free: Buffer<ArrayBuffer>[] = [];
  /** The memory this pool made: only that is ever taken back. */
  private readonly ours = new WeakSet<ArrayBuffer>();

  /** A buffer of at least `size` bytes; give it back (release) once nothing reads it any more. */
  take(size: number): Buffer<ArrayBuffer> {
    if (size < POOLED_MIN || size > POOLED_MAX) return Buffer.allocUnsafe(size);
    const i = this.free.findIndex((b) => b.length >= size);
    if (i >= 0) return this.free.splice(i, 1)[0]!;
    const made = Buffer.allocUnsafeSlow(Math.ceil(size / STEP) * STEP);
    this.ours.add(made.buffer);
    return made;
  }

  /** Takes back the memory under `view` (a buffer `take` gave, or part of one) for another answer. */
  release(view: Buffer): void {
    const memory = view.buffer as ArrayBuffer;
    if (!this.ours.has(memory) || this.free.length >= KEEP) return;
    const whole = Buffer.from(memory);
    if (!this.free.some((b) => b.buffer === memory)) this.free.push(whole);
  }
}
