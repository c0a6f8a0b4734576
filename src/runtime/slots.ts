/**
 * A per-process limit on how many of some piece of work run at once: the rest wait in the order they came, and a
 * freed slot passes straight to the next in line. For work whose transient memory, not its CPU, must be bounded.
 */
export function slots(limit: number): <T>(work: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (work) => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
