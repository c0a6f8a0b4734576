import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

// The fetch load of bench/stock-import.ts driven by wrk (C) instead of Node clients: Node clients that read every
// 1 MiB answer in JS burned about as much CPU as the API they measured, on the same 2 cores.

export type StockWrkResult = { requests: number; seconds: number; p50: number; p95: number; p99: number; bytes: number; non2xx: number; socketErrors: number };

/**
 * A Lua script that rotates through the given POST bodies: each request prepared once with wrk.format in init, each
 * of wrk's threads starting at its own offset so the connections do not ask for the same body in step.
 * done() prints one RESULT line with the latency percentiles (µs) and the error counts.
 */
export function stockWrkScript(dir: string, path: string, headers: Record<string, string>, bodies: string[]): string {
  const hdrs = Object.entries({ ...headers, 'Content-Type': 'application/json' })
    .map(([k, v]) => `[${JSON.stringify(k)}] = ${JSON.stringify(v)}`)
    .join(', ');
  const lua = [
    'local bodies = {',
    ...bodies.map((b) => `  ${JSON.stringify(b)},`),
    '}',
    'local reqs = {}',
    'local i = 0',
    'local thread_no = 0',
    'setup = function(thread) thread_no = thread_no + 1; thread:set("offset", thread_no * 61) end',
    'init = function(args)',
    `  for k, b in ipairs(bodies) do reqs[k] = wrk.format("POST", ${JSON.stringify(path)}, {${hdrs}}, b) end`,
    '  i = (tonumber(offset) or 0) % #reqs',
    'end',
    'request = function() i = i % #reqs + 1; return reqs[i] end',
    'done = function(summary, latency, requests)',
    '  local e = summary.errors',
    '  io.write(string.format("RESULT %d %d %d %d %d %d %d %d\\n", summary.requests, summary.duration,',
    '    latency:percentile(50), latency:percentile(95), latency:percentile(99), summary.bytes, e.status,',
    '    e.connect + e.read + e.write + e.timeout))',
    'end',
  ];
  const file = join(dir, 'stock-fetch.lua');
  writeFileSync(file, lua.join('\n'));
  return file;
}

/** Async, so this process keeps sampling the RSS of the processes under test while wrk runs. */
export async function runStockWrk(url: string, script: string, seconds: number, connections: number): Promise<StockWrkResult> {
  const out = await promisify(execFile)('wrk', ['-t2', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', script, url], { encoding: 'utf8' });
  const m = /RESULT (\d+) (\d+) (\d+) (\d+) (\d+) (\d+) (\d+) (\d+)/.exec(out.stdout ?? '');
  if (!m) throw new Error(`wrk failed: ${out.stdout}${out.stderr}`);
  const [requests, us, p50, p95, p99, bytes, non2xx, socketErrors] = m.slice(1).map(Number) as number[];
  return { requests: requests!, seconds: us! / 1e6, p50: p50! / 1000, p95: p95! / 1000, p99: p99! / 1000, bytes: bytes!, non2xx: non2xx!, socketErrors: socketErrors! };
}
