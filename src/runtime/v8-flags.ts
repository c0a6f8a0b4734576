import v8 from 'node:v8';

/**
 * Prisma 7 plans queries in WebAssembly (a 3.4 MB module compiled on the first query). V8's optimizing tier then
 * recompiles its hot functions on background threads, whose memory glibc keeps: 30–40 MiB of RSS that every API and
 * worker process carried for good (measured: bench/HISTORY.md, Stock). Liftoff's baseline code alone is enough here:
 * Prisma caches each query shape's plan, so the compiler runs on a new shape only. Set before the module is compiled
 * (V8 reads the flag at compile time). A V8 flag is the process's, so the hub's entry point sets it, first thing:
 * the hub runs no other WebAssembly (it sends HTTP with node:http, not with fetch, whose parser is WebAssembly too).
 * Tests and one-off commands (the hub CLI) keep V8's defaults.
 */
export function keepQueryCompilerSmall(): void {
  v8.setFlagsFromString('--liftoff-only');
}

/**
 * After each full collection V8 lets the old generation grow by a factor it picks from its collection and
 * allocation speeds (up to 4×; about 2× here) before the next one. Under a burst of requests the API promotes a
 * little of each request (what lives across two scavenges: parsed bodies waiting their turn, socket read buffers),
 * so between full collections it held 60–70 MiB of such garbage in the old space plus as much again in dead
 * Buffers, whose memory only a full collection frees: 350 MiB of RSS for ~90 MiB live under the stock fetch bench.
 * Growing by 30 % at most collects it every second or two; the marking is incremental and concurrent (measured:
 * bench/HISTORY.md, Stock). Set at run time: V8 reads it each time it sizes the heap after a collection.
 */
export function boundHeapGrowth(): void {
  v8.setFlagsFromString('--heap-growing-percent=30');
}

/**
 * V8 watches which allocation sites' objects survive young-generation collections and, past a threshold, allocates
 * that site's objects straight in the old generation (allocation-site pretenuring). A bulk upload's parse makes the
 * same short-lived objects millions of times (csv-parse's records, their cells, the COPY text), and whether V8 has
 * pretenured one of those sites depends on timing early in the process's life: in a third of API processes it had,
 * their old space then refilled every ~200 ms and they ran four times the full collections, so each 1M-row upload's
 * request side took 3.2–3.9 s instead of 2.4–2.8 s, for as long as the process lived (bench/README.md, "The request
 * side is bimodal per process"). Without pretenuring every process runs the fast way. Set before the bulk code runs.
 */
export function stopAllocationSitePretenuring(): void {
  v8.setFlagsFromString('--no-allocation-site-pretenuring');
}
