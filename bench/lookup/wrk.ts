import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// wrk and /proc plumbing for bench/pricing-lookup.ts: scripts, runs, CPU and RSS of the processes under test.

export type WrkRequest = { headers: Record<string, string>; body: string };
export type WrkResult = {
  requests: number;
  duration_us: number;
  p50_us: number;
  p99_us: number;
  status_errors: number;
  socket_errors: number;
  /** Latency (µs) at the percentiles 95.00, 95.01, …, 99.99: what pooledPercentile combines across runs. */
  tail_us: number[];
};

export const reqPerSecond = (r: WrkResult) => r.requests / (r.duration_us / 1e6);

/**
 * A wrk script for POST requests. One request: wrk's static request (what the echo and the warm run use). Several:
 * each thread walks them round-robin from its own offset, every request prepared once in wrk.format.
 */
export function wrkScript(dir: string, name: string, path: string, requests: WrkRequest[]): string {
  const lua =
    requests.length === 1
      ? [
          'wrk.method = "POST"',
          `wrk.body = ${JSON.stringify(requests[0]!.body)}`,
          ...Object.entries(requests[0]!.headers).map(([k, v]) => `wrk.headers[${JSON.stringify(k)}] = ${JSON.stringify(v)}`),
        ]
      : [
          'local reqs = {}',
          'local n = 0',
          'local i = 0',
          'local thread_no = 0',
          'setup = function(thread) thread_no = thread_no + 1; thread:set("offset", thread_no * 7919) end',
          'init = function(args)',
          ...requests.map(
            (r) =>
              `  n = n + 1; reqs[n] = wrk.format("POST", ${JSON.stringify(path)}, {${Object.entries(r.headers)
                .map(([k, v]) => `[${JSON.stringify(k)}] = ${JSON.stringify(v)}`)
                .join(', ')}}, ${JSON.stringify(r.body)})`,
          ),
          '  i = (tonumber(offset) or 0) % n',
          'end',
          'request = function() i = i % n + 1; return reqs[i] end',
        ];
  lua.push(
    'done = function(summary, latency, requests)',
    '  local e = summary.errors',
    '  io.write(string.format("RESULT %d %d %d %d %d %d\\n", summary.requests, summary.duration,',
    '    latency:percentile(50), latency:percentile(99), e.status, e.connect + e.read + e.write + e.timeout))',
    '  local tail = {}',
    '  for i = 9500, 9999 do tail[#tail + 1] = string.format("%d", latency:percentile(i / 100)) end',
    '  io.write("TAIL " .. table.concat(tail, " ") .. "\\n")',
    'end',
  );
  const file = join(dir, name);
  writeFileSync(file, lua.join('\n'));
  return file;
}

export function runWrk(target: string, script: string, durationS: number, connections: number): WrkResult {
  const out = spawnSync('wrk', ['-t2', `-c${connections}`, `-d${durationS}s`, '-s', script, target], { encoding: 'utf8' });
  const m = /RESULT (\d+) (\d+) (\d+) (\d+) (\d+) (\d+)/.exec(out.stdout);
  if (!m) throw new Error(`wrk failed: ${out.stdout}${out.stderr}`);
  const [requests, duration_us, p50_us, p99_us, status_errors, socket_errors] = m.slice(1).map(Number) as number[];
  const tail_us = (/TAIL ([\d ]+)/.exec(out.stdout)?.[1] ?? '').split(' ').map(Number);
  return { requests: requests!, duration_us: duration_us!, p50_us: p50_us!, p99_us: p99_us!, status_errors: status_errors!, socket_errors: socket_errors!, tail_us };
}

/**
 * The p-th percentile (95 ≤ p < 100) of the latencies of all these runs' requests taken together: the smallest
 * latency t at which the runs' requests at or below t, counted from each run's tail quantiles, reach p %. A run whose
 * 95th percentile is above t counts as 95 % at or below it, so a run far slower than the others reads low.
 */
export function pooledPercentile(runs: WrkResult[], p: number): number {
  const total = runs.reduce((n, r) => n + r.requests, 0);
  const shareAtOrBelow = (r: WrkResult, t: number) => {
    let k = -1;
    while (k + 1 < r.tail_us.length && r.tail_us[k + 1]! <= t) k++;
    return (95 + Math.max(k, 0) / 100) / 100;
  };
  const candidates = [...new Set(runs.flatMap((r) => r.tail_us))].sort((a, b) => a - b);
  for (const t of candidates) if (runs.reduce((n, r) => n + r.requests * shareAtOrBelow(r, t), 0) >= (p / 100) * total) return t;
  return candidates.at(-1) ?? NaN;
}

/** Requests per second of these runs taken together. */
export const pooledRate = (runs: WrkResult[]) => runs.reduce((n, r) => n + r.requests, 0) / (runs.reduce((n, r) => n + r.duration_us, 0) / 1e6);

/** User + system CPU seconds of these processes so far (Linux /proc); gone processes count as 0. */
export function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      /* not running, or not Linux */
    }
  }
  return ticks / 100;
}

/** The PostgreSQL backends serving a database (their process titles name it). */
export function databaseBackends(dbName: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(` ${dbName} `)) pids.push(Number(entry));
    } catch {
      /* gone */
    }
  }
  return pids;
}

/** Resident memory of a process now, MiB. */
export function rssMiB(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return kb / 1024;
}

export async function waitFor(healthUrl: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await fetch(healthUrl).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${healthUrl} did not come up`);
}

/** Sorted-sample percentile (nearest rank). */
export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
