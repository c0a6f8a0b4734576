// Buffers for batch-fetch-stock's answers (about a megabyte each at a thousand SKUs), used again once the answer
// has been written to its socket. A fresh megabyte per request costs page faults to fill and, freed later by the
// garbage collector, leaves the allocator's heap fragmented around the cache's slabs; and with 32 clients reading
// slower than the API writes, dozens of answers would wait in memory at once. So at most LIMIT pooled answers are
// out at a time: a request that finds none free waits for one to be written out (its work is done, only its
// bytes wait), or for WAIT_MS, after which it gets a buffer of its own (a client that stops reading holds its
// buffer, and must not hold up the others for long).

/** Smaller answers come from Node's own small-buffer pool. */
const POOLED_MIN = 64 * 1024;
/** Larger answers get a buffer of their own (10,000 SKUs at many locations: rare, and not kept). */
const POOLED_MAX = 4 * 1024 * 1024;
/** Sizes are rounded up to this step, so that answers of similar size share buffers. */
const STEP = 256 * 1024;
/** Pooled answers out at once. */
const LIMIT = 8;
const WAIT_MS = 250;

type Waiter = { size: number; resolve: (b: Buffer<ArrayBuffer>) => void; timer: NodeJS.Timeout };

export class AnswerBuffers {
  private readonly free: Buffer<ArrayBuffer>[] = [];
  /** The memory this pool made and has lent out: only that is ever taken back. */
  private readonly lent = new Set<ArrayBuffer>();
  private readonly waiters: Waiter[] = [];

  /** A buffer of at least `size` bytes; release it once nothing reads it any more. */
  take(size: number): Buffer<ArrayBuffer> | Promise<Buffer<ArrayBuffer>> {
    if (size < POOLED_MIN || size > POOLED_MAX) return Buffer.allocUnsafe(size);
    if (this.lent.size < LIMIT) return this.lend(size);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        size,
        resolve,
        timer: setTimeout(() => {
          this.waiters.splice(this.waiters.indexOf(waiter), 1);
          resolve(Buffer.allocUnsafe(size));
        }, WAIT_MS),
      };
      this.waiters.push(waiter);
    });
  }

  /** Takes back the memory under `view` (a buffer `take` gave, or part of one) for another answer. */
  release(view: Buffer): void {
    const memory = view.buffer as ArrayBuffer;
    if (!this.lent.delete(memory)) return;
    this.free.push(Buffer.from(memory));
    const waiter = this.waiters.shift();
    if (!waiter) return;
    clearTimeout(waiter.timer);
    waiter.resolve(this.lend(waiter.size));
  }

  /** How many pooled buffers are out, and kept free (for tests). */
  get counts(): { lent: number; free: number } {
    return { lent: this.lent.size, free: this.free.length };
  }

  private lend(size: number): Buffer<ArrayBuffer> {
    const i = this.free.findIndex((b) => b.length >= size);
    const buffer = i >= 0 ? this.free.splice(i, 1)[0]! : Buffer.allocUnsafeSlow(Math.ceil(size / STEP) * STEP);
    // Kept free: at most LIMIT in all (the longest-free one gives way when a larger answer needed a new one).
    if (i < 0 && this.free.length + this.lent.size >= LIMIT) this.free.shift();
    this.lent.add(buffer.buffer);
    return buffer;
  }
}
