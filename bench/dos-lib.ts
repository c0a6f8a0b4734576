import { spawn } from 'node:child_process';
import { Readable } from 'node:stream';
import streamArray from 'stream-json/streamers/stream-array.js';
import type { PriceListInfo } from '../src/domain/pricing/index.ts';
import type { PriceIndex } from '../src/domain/pricing/price-index.ts';
import { readJsonArray } from '../src/services/imports/read-json-array.ts';
import { RowErrors } from '../src/services/imports/row-errors.ts';
import { checkJsonItem } from '../src/services/pricing/prices/price-rows.ts';

// Helpers of bench/dos.ts: the attack inputs, the code paths as they were before issue 15 (kept here only, as the
// in-process "before"), and a /healthz prober.

/** dag-0 … dag-(n-1), each with a rule sourcing every later list (the attack graph). */
export function attackGraph(n: number): PriceListInfo[] {
  return Array.from({ length: n }, (_, i) => ({
    slug: `dag-${i}`,
    currencyCode: 'EUR',
    taxInclusiveDisplay: false,
    rules: Array.from({ length: n - i - 1 }, (_, k) => ({
      sourcePriceListSlug: `dag-${i + k + 1}`,
      adjustmentPercentage: '0',
      adjustmentDirection: 'plus' as const,
      currencyExchangeRate: '1',
    })),
  }));
}

/** The rule walk before the fix (no memory of lists already worked out): every path of the graph, once per SKU. */
export function unmemoisedFound(index: PriceIndex, slug: string, sku: string, visiting: ReadonlySet<string> = new Set()): boolean {
  const stored = index.breaksOf(slug, sku);
  if (stored && stored.length > 0) return true;
  const list = index.lists.get(slug);
  if (!list) return false;
  const path = new Set(visiting).add(slug);
  for (const rule of list.rules) {
    if (path.has(rule.sourceSlug) || !index.lists.has(rule.sourceSlug)) continue;
    if (unmemoisedFound(index, rule.sourceSlug, sku, path)) return true;
  }
  return false;
}

/** One JSON array holding a single price item with `entries` quantity breaks, as a Buffer (25 bytes each). */
export function hugeItemBody(entries: number): Buffer {
  const parts: Buffer[] = [Buffer.from('[{"sku":"HUGE","pricing":[')];
  const batch = 100_000;
  for (let start = 0; start < entries; start += batch) {
    const end = Math.min(entries, start + batch);
    const text: string[] = [];
    for (let i = start; i < end; i++) text.push(`${i ? ',' : ''}{"quantity":1,"price":1}`);
    parts.push(Buffer.from(text.join('')));
  }
  parts.push(Buffer.from(']}]'));
  return Buffer.concat(parts);
}

/**
 * The JSON path before the fix (stream-json's streamArray, which builds an item whole, then the item's rows checked
 * at once), run in this process on `body`: the RSS it adds, and the longest the event loop was blocked meanwhile.
 */
export async function oldReaderCost(body: Buffer): Promise<{ ms: number; addedRssMiB: number }> {
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  const started = performance.now();
  const chunks = (function* () {
    for (let i = 0; i < body.length; i += 64 * 1024) yield body.subarray(i, i + 64 * 1024);
  })();
  let addedRssMiB = 0;
  for await (const item of Readable.from(chunks).pipe(streamArray.withParserAsStream()) as AsyncIterable<{ key: number; value: unknown }>) {
    // Then, as the request did, the item's rows were checked in one go.
    const rows = checkJsonItem({ line: item.key + 1, value: item.value }, { kind: 'list', listId: 'x' }, new Map(), new RowErrors());
    addedRssMiB = (process.memoryUsage().rss - rssBefore) / 1024 / 1024;
    void rows;
  }
  return { ms: performance.now() - started, addedRssMiB };
}

// The prober runs in its own process, so what it measures is the API's answer time, not this busy process's.
const PROBE = `
let max = 0, count = 0, running = true;
process.stdin.on('end', () => { running = false; });
process.stdin.resume();
(async () => {
  while (running) {
    const t0 = performance.now();
    try { await (await fetch(process.argv[1])).arrayBuffer(); } catch {}
    max = Math.max(max, performance.now() - t0);
    count++;
    await new Promise((r) => setTimeout(r, 5));
  }
  process.stdout.write(JSON.stringify({ maxMs: max, count }));
})();`;

/**
 * The JSON reader as it is now (readJsonArray), alone in this process, on `copies` copies of `body` at once:
 * the RSS it adds at its peak. Tells the reader's share from the rest of the API's request pipeline.
 */
export async function newReaderCost(body: Buffer, copies: number): Promise<{ ms: number; addedRssMiB: number }> {
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const chunks = async function* () {
    for (let i = 0; i < body.length; i += 64 * 1024) {
      yield body.subarray(i, i + 64 * 1024);
      await new Promise((r) => setImmediate(r)); // as a socket delivers: one chunk per turn of the event loop
    }
  };
  const one = async () => {
    for await (const item of readJsonArray(Readable.from(chunks()), new RowErrors())) void item;
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: copies }, one));
  clearInterval(timer);
  return { ms: performance.now() - started, addedRssMiB: (peak - rssBefore) / 1024 / 1024 };
}

/** Polls `url` every 5 ms from a child process until stopped; reports the slowest answer (ms) and how many were made. */
export function probeHealth(url: string) {
  const child = spawn(process.execPath, ['-e', PROBE, url], { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d));
  const exited = new Promise((r) => child.once('exit', r));
  return {
    async stop(): Promise<{ maxMs: number; count: number }> {
      child.stdin.end();
      await exited;
      return JSON.parse(out) as { maxMs: number; count: number };
    },
  };
}

/** The longest gap between 10 ms ticks of this process's event loop while `fn` runs. */
export async function longestBlock<T>(fn: () => Promise<T>): Promise<{ result: T; blockedMs: number }> {
  let last = performance.now();
  let blockedMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    blockedMs = Math.max(blockedMs, now - last - 10);
    last = now;
  }, 10);
  try {
    const result = await fn();
    // One more tick, so a block that ended just now is counted.
    await new Promise((r) => setTimeout(r, 20));
    return { result, blockedMs };
  } finally {
    clearInterval(timer);
  }
}
