import { DB_NAME, LINE_SKUS, type BenchTenant } from './seed.ts';
import { cpuSeconds, databaseBackends, reqPerSecond, rssMiB, runWrk, wrkScript, type WrkResult } from './wrk.ts';

// Lookups spread over 1, 100 and 1,000 warm tenants: the same number of buyers (`callers`, 1,000 by default) call
// in every run, spread evenly over the tenants (one tenant with 1,000 customers, 100 with 10 each, 1,000 with
// one), and wrk walks their requests round-robin, tenant after tenant (each with its own Site-Id, token and
// customer), so every tenant's caches are in use. So only the number of tenants differs between the runs: not the
// number of distinct requests, whose answers and records the CPU's caches must hold (one body repeated stays in
// them; 1,000 do not, whatever the tenants). The counts run in `rounds` alternating rounds of short runs, so that
// a burst of other work on this shared machine lands on one run of a count rather than deciding the comparison;
// the order rotates from round to round (1, 100, 1,000; 100, 1,000, 1; …). `callers` 0 gives each tenant one
// buyer (the requests then grow with the tenants): not the comparison the target is about, but it shows what a
// growing mix of requests costs.

export type TenantsRow = {
  round: number;
  tenants: number;
  result: WrkResult;
  rssMiB: number;
  cacheBytes: number;
  heapUsedBytes: number;
  heapTotalBytes: number;
  apiCpuMs: number;
  dbCpuMs: number;
  /** Share of the measured run's lookups answered whole from the answer cache. */
  answerHitShare: number;
  /** The API's GC pauses during the measured run (prom-client's nodejs_gc_duration_seconds), and its full collections. */
  gcMsPerKiloRequest: number;
  majorGcs: number;
};

export async function runTenants(opts: {
  dir: string;
  base: string;
  tenants: BenchTenant[];
  counts: number[];
  /** Buyers calling in every run, spread over the tenants (see buyersPerTenant); 0: one per tenant. */
  callers: number;
  rounds: number;
  durationS: number;
  connections: number;
  apiPid: number;
}): Promise<{ rows: TenantsRow[]; rssBeforeMiB: number; rssWarmMiB: number }> {
  const rows: TenantsRow[] = [];
  const target = `${opts.base}/api/v1/pricing/lookup`;
  const requestsOf = (n: number) => callerRequests(opts.tenants.slice(0, n), buyersPerTenant(opts.callers, n));
  // Two requests at least, so even one tenant goes through the rotating script like the others.
  const scriptOf = (n: number, requests = requestsOf(n)) =>
    wrkScript(opts.dir, `tenants-${n}.lua`, '/api/v1/pricing/lookup', requests.length === 1 ? [requests[0]!, requests[0]!] : requests);
  // Warm means every count's tenants and buyers have called before the first measured run (tokens validated and
  // kept, caches filled, the JIT done): an unmeasured round 0, so the first count measured does not also pay for
  // filling the cache. RSS is read before it (its growth through round 0 is what the tenants' caches cost) and
  // after it (any growth from there is memory the caches do not bound).
  const rssBeforeMiB = rssMiB(opts.apiPid);
  for (const n of opts.counts) {
    await touchAll(target, requestsOf(n));
    runWrk(target, scriptOf(n), 3, opts.connections);
  }
  const rssWarmMiB = rssMiB(opts.apiPid);
  for (let round = 1; round <= opts.rounds; round++) for (const n of rotate(opts.counts, round - 1)) {
    const requests = requestsOf(n);
    const script = scriptOf(n, requests);
    await touchAll(target, requests); // tokens (kept 60 s) and caches refreshed after the other counts' runs
    runWrk(target, script, 1, opts.connections); // the CPU's caches at this count's steady state
    const { answers: answersBefore, gc: gcBefore } = await apiMemory(opts.base);
    const before = [cpuSeconds([opts.apiPid]), cpuSeconds(databaseBackends(DB_NAME))];
    const result = runWrk(target, script, opts.durationS, opts.connections);
    const apiCpuMs = ((cpuSeconds([opts.apiPid]) - before[0]!) * 1000) / result.requests;
    const dbCpuMs = ((cpuSeconds(databaseBackends(DB_NAME)) - before[1]!) * 1000) / result.requests;
    if (result.status_errors || result.socket_errors) console.warn(`  ${n} tenants: ${result.status_errors} non-2xx, ${result.socket_errors} socket errors`);
    const { answers, gc, ...memory } = await apiMemory(opts.base);
    const answerHitShare = (answers.hit - answersBefore.hit) / (answers.hit - answersBefore.hit + answers.miss - answersBefore.miss);
    const gcMsPerKiloRequest = ((gc.seconds - gcBefore.seconds) * 1e6) / result.requests;
    const majorGcs = gc.major - gcBefore.major;
    rows.push({ round, tenants: n, result, rssMiB: rssMiB(opts.apiPid), ...memory, apiCpuMs, dbCpuMs, answerHitShare, gcMsPerKiloRequest, majorGcs });
    console.log(`  round ${round}, ${n} tenants: ${Math.round(reqPerSecond(result)).toLocaleString()} req/s, p99 ${(result.p99_us / 1000).toFixed(2)} ms`);
  }
  return { rows, rssBeforeMiB, rssWarmMiB };
}

/** The counts starting from the `by`-th: each count runs first, second and last equally often over the rounds. */
const rotate = <T>(items: T[], by: number) => items.map((_, i) => items[(i + by) % items.length]!);

/** How many buyers each of `tenants` tenants gets so that `callers` call in all (one each when callers is 0). */
export function buyersPerTenant(callers: number, tenants: number): number {
  if (callers === 0) return 1;
  if (callers % tenants !== 0) throw new Error(`${callers} callers cannot be spread evenly over ${tenants} tenants`);
  return callers / tenants;
}

/** Each tenant's first `buyers` customers' lookups, interleaved: tenant 1's first buyer, tenant 2's, …, then the second buyers. */
function callerRequests(tenants: BenchTenant[], buyers: number): { headers: Record<string, string>; body: string }[] {
  const requests = [];
  for (let b = 0; b < buyers; b++)
    for (const t of tenants)
      requests.push({
        headers: { 'Content-Type': 'application/json', 'Site-Id': t.siteId, Authorization: `Bearer ${t.token}` },
        body: JSON.stringify({ customer_id: t.customerIds[b]!, line_items: LINE_SKUS.map((sku, i) => ({ sku, quantity: [1, 5, 10, 25][i % 4] })) }),
      });
  return requests;
}

/** One request per caller, 8 at a time. */
async function touchAll(target: string, requests: { headers: Record<string, string>; body: string }[]): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < requests.length) {
      const r = requests[next++]!;
      const res = await fetch(target, { method: 'POST', headers: r.headers, body: r.body }).catch(() => fetch(target, { method: 'POST', headers: r.headers, body: r.body }));
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`tenant ${r.headers['Site-Id']}: lookup answered ${res.status}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, lane));
}

/**
 * From /metrics: the API's own estimate of its tenant cache (hub_tenant_cache_bytes) and V8's heap, used and
 * reserved, so RSS can be told apart from what the process actually keeps alive.
 */
async function apiMemory(base: string): Promise<{
  cacheBytes: number;
  heapUsedBytes: number;
  heapTotalBytes: number;
  answers: { hit: number; miss: number };
  gc: { seconds: number; major: number };
}> {
  // A keep-alive socket the server closed during the wrk run fails once.
  const scrape = () => fetch(`${base}/metrics`).then((r) => r.text());
  const text = await scrape().catch(scrape);
  const gauge = (name: string) => Number(new RegExp(`^${name} (\\d+(?:\\.\\d+)?(?:e[+-]?\\d+)?)$`, 'm').exec(text)?.[1] ?? NaN);
  return {
    cacheBytes: gauge('hub_tenant_cache_bytes'),
    heapUsedBytes: gauge('nodejs_heap_size_used_bytes'),
    heapTotalBytes: gauge('nodejs_heap_size_total_bytes'),
    answers: { hit: gauge('hub_answer_cache_lookups_total\\{result="hit"\\}'), miss: gauge('hub_answer_cache_lookups_total\\{result="miss"\\}') },
    gc: {
      seconds: ['minor', 'major', 'incremental', 'weakcb'].reduce((sum, kind) => sum + (gauge(`nodejs_gc_duration_seconds_sum\\{kind="${kind}"\\}`) || 0), 0),
      major: gauge('nodejs_gc_duration_seconds_count\\{kind="major"\\}'),
    },
  };
}
