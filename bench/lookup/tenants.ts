import { DB_NAME, LINE_SKUS, type BenchTenant } from './seed.ts';
import { cpuSeconds, databaseBackends, reqPerSecond, rssMiB, runWrk, wrkScript, type WrkResult } from './wrk.ts';

// Lookups spread over 1, 100 and 1,000 warm tenants: wrk walks the tenants' requests round-robin (each with its
// own Site-Id, token and customer), so every tenant's caches are in use. The same rotating script serves every
// tenant count, so only the number of tenants differs between the runs. The counts run in `rounds` alternating
// rounds (1, 100, 1,000, 1, 100, 1,000, …), so that a burst of other work on this shared machine lands on one run
// of a count rather than deciding the comparison: the caller compares the medians.

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
  rounds: number;
  durationS: number;
  connections: number;
  apiPid: number;
}): Promise<TenantsRow[]> {
  const rows: TenantsRow[] = [];
  for (let round = 1; round <= opts.rounds; round++) for (const n of opts.counts) {
    const requests = opts.tenants.slice(0, n).map((t) => ({
      headers: { 'Content-Type': 'application/json', 'Site-Id': t.siteId, Authorization: `Bearer ${t.token}` },
      body: JSON.stringify({ customer_id: t.customerId, line_items: LINE_SKUS.map((sku, i) => ({ sku, quantity: [1, 5, 10, 25][i % 4] })) }),
    }));
    // Two requests at least, so even one tenant goes through the rotating script like the others.
    const script = wrkScript(opts.dir, `tenants-${n}.lua`, '/api/v1/pricing/lookup', requests.length === 1 ? [requests[0]!, requests[0]!] : requests);
    const target = `${opts.base}/api/v1/pricing/lookup`;
    await touchAll(target, requests); // every tenant's token validated (kept 60 s) and caches filled once
    runWrk(target, script, 3, opts.connections); // warm-up: JIT, and the caches at their steady state
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
  return rows;
}

/** One request per tenant, 8 at a time. */
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
  const gauge = (name: string) => Number(new RegExp(`^${name} (\\d+(?:\\.\\d+)?(?:e\\+?\\d+)?)$`, 'm').exec(text)?.[1] ?? NaN);
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
