import type pg from 'pg';
import type { PoolClient } from 'pg';

/**
 * Staging connections come from the import pool one slot at a time: uploads beyond its size wait here for their
 * turn (each holds its connection only for the COPY of an already received body, seconds at most). The pool's
 * own wait stays bounded by DEPENDENCY_TIMEOUT_MS for what it is meant to catch, a database that is away; a
 * pool merely busy with other uploads is no outage and must not answer 503.
 */
class Slots {
  private free: number;
  private readonly waiting: (() => void)[] = [];

  constructor(size: number) {
    this.free = size;
  }

  async take(): Promise<void> {
    if (this.free > 0) {
      this.free--;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  give(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.free++;
  }
}

const slotsOf = new WeakMap<pg.Pool, Slots>();

/** A client of the import pool; `release(err)` gives back both the client (dropped when `err`) and its slot. */
export async function connectForImport(pool: pg.Pool): Promise<{ client: PoolClient; release(err?: Error): void }> {
  let slots = slotsOf.get(pool);
  if (!slots) slotsOf.set(pool, (slots = new Slots(pool.options.max ?? 10)));
  await slots.take();
  let client: PoolClient;
  try {
    client = await pool.connect();
  } catch (err) {
    slots.give();
    throw err;
  }
  let released = false;
  return {
    client,
    release(err) {
      if (released) return;
      released = true;
      client.release(err);
      slots.give();
    },
  };
}
