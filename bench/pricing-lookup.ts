// POST /api/v1/pricing/lookup, measured against issue #17's targets, each figure beside its ceiling or target
// from the same run; exits non-zero when one is missed. Needs PostgreSQL (DATABASE_URL), Redis and `wrk`
// (apt-get install -y wrk). Run: npx tsx bench/pricing-lookup.ts
//   warm     10 lines for one customer with 3 price lists of 200,000 SKUs × 2 breaks, 32 connections: req/s ≥ 90 %
//            of a plain Hono JSON echo measured the same way (echo), p99 < 25 ms;
//   cold     the first lookup after a price change (PATCH …/pricing through the worker), 200 pairs: p99 < 50 ms;
//   tenants  the same 1,000 buyers' lookups spread over 1, 100 and 1,000 warm tenants in alternating rounds: each
//            count's req/s (all its rounds pooled) and p99 (pooled without its slowest run) within 10 % of the
//            others'; the tenant cache within LOOKUP_CACHE_MAX_MB and the API's RSS no longer growing.
// Knobs: BENCH_ONLY=warm,echo,cold,tenants (any of them; `lookup` = warm without the echo); BENCH_REUSE=1 keeps an
// already seeded database; BENCH_SECONDS (10, warm), BENCH_CONNECTIONS (32), BENCH_COLD_PAIRS (200), BENCH_TENANTS
// (1,100,1000), BENCH_TENANT_ROUNDS (10), BENCH_TENANT_SECONDS (5), BENCH_TENANT_CALLERS (the largest tenant count;
// 0: one buyer per tenant, so the requests grow with the tenants); BENCH_CPU_PROF=<dir> runs the API under the
// inspector's profiler and writes its profile there.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config/env.ts';
import { fetchToken, printTable, startHub, windowedProfilerPreload } from './lib.ts';
import { runCold, summarize } from './lookup/cold.ts';
import { DB_NAME, LINE_SKUS, reuseSeeded, seed, seedTenants } from './lookup/seed.ts';
import { buyersPerTenant, runTenants } from './lookup/tenants.ts';
import { cpuSeconds, databaseBackends, pooledPercentile, pooledRate, reqPerSecond, runWrk, waitFor, wrkScript } from './lookup/wrk.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const COLD_PAIRS = Number(process.env.BENCH_COLD_PAIRS ?? 200);
const TENANT_COUNTS = (process.env.BENCH_TENANTS ?? '1,100,1000').split(',').map(Number);
const TENANT_ROUNDS = Number(process.env.BENCH_TENANT_ROUNDS ?? 10);
const TENANT_SECONDS = Number(process.env.BENCH_TENANT_SECONDS ?? 5);
const TENANT_CALLERS = Number(process.env.BENCH_TENANT_CALLERS ?? Math.max(...TENANT_COUNTS));
const API_PORT = 3920;
const ECHO_PORT = 3950;
const parts = new Set((process.env.BENCH_ONLY ?? 'warm,echo,cold,tenants').split(',').map((p) => (p.trim() === 'lookup' ? 'warm' : p.trim())));
const CACHE_CAP_MB = loadConfig({ ...process.env }).LOOKUP_CACHE_MAX_MB;

if (spawnSync('wrk', ['--version']).error) {
  console.error('wrk is not installed (apt-get install -y wrk)');
  process.exit(1);
}

const { url, site, customerId } = (process.env.BENCH_REUSE === '1' && (await reuseSeeded())) || (await seed());
// Tenant i needs as many buyers as the smallest count it takes part in spreads over each tenant.
const buyersOf = (i: number) => Math.max(...TENANT_COUNTS.filter((n) => i < n).map((n) => buyersPerTenant(TENANT_CALLERS, n)));
const tenants = parts.has('tenants') ? await seedTenants(url, Math.max(...TENANT_COUNTS), buyersOf) : [];

const queuePrefix = `bench-lookup-${process.pid}`;
const profile: Record<string, string> = process.env.BENCH_CPU_PROF ? { NODE_OPTIONS: `--import=${windowedProfilerPreload(process.env.BENCH_CPU_PROF, 'api', true)}` } : {};
const api = await startHub('--api', { DATABASE_URL: url, PORT: String(API_PORT), QUEUE_PREFIX: queuePrefix, ...profile });
// The cold run's price changes are merged by a worker, as in production (API and worker apart).
const worker = parts.has('cold') ? await startHub('--worker', { DATABASE_URL: url, PORT: String(API_PORT + 10), QUEUE_PREFIX: queuePrefix }) : undefined;
const echo = parts.has('echo')
  ? spawn(process.execPath, ['--import', 'tsx', 'bench/json-echo-server.ts', String(ECHO_PORT)], { stdio: ['ignore', 'inherit', 'inherit'] })
  : undefined;
const stopEcho = () => new Promise<void>((resolve) => (!echo || echo.exitCode !== null ? resolve() : (echo.once('exit', () => resolve()), echo.kill('SIGTERM'))));

type Check = { figure: string; value: string; target: string; met: boolean };
const checks: Check[] = [];
const check = (figure: string, value: string, target: string, met: boolean) => checks.push({ figure, value, target, met });
const ms = (us: number) => (us / 1000).toFixed(2);

try {
  const base = `http://127.0.0.1:${api.port}`;
  const token = await fetchToken(base, site);
  const body = JSON.stringify({ customer_id: customerId, line_items: LINE_SKUS.map((sku, i) => ({ sku, quantity: [1, 5, 10, 25][i % 4] })) });
  const headers = { 'Content-Type': 'application/json', 'Site-Id': site.siteId, Authorization: `Bearer ${token}` };

  const probe = await fetch(`${base}/api/v1/pricing/lookup`, { method: 'POST', headers, body });
  const probed = (await probe.json()) as { line_items?: { price_list_slug?: string }[] };
  if (probe.status !== 200) throw new Error(`lookup answered ${probe.status}: ${JSON.stringify(probed)}`);
  console.log(`sanity check: 200, lines priced from ${(probed.line_items ?? []).map((l) => l.price_list_slug ?? 'ERROR').join(', ')}`);
  console.log(`machine: ${availableParallelism()} cores, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} at start`);
  const dir = mkdtempSync(join(tmpdir(), 'bench-lookup-'));

  // Warm: the lookup and the echo, one after the other, with the same body and connections.
  const targets = [
    ...(parts.has('warm') ? [['POST /api/v1/pricing/lookup (10 lines, 3 lists)', `${base}/api/v1/pricing/lookup`, headers, api.child.pid!] as const] : []),
    ...(echo ? [['plain Hono JSON echo (ceiling)', `http://127.0.0.1:${ECHO_PORT}/echo`, { 'Content-Type': 'application/json' }, echo.pid!] as const] : []),
  ];
  if (echo) await waitFor(`http://127.0.0.1:${ECHO_PORT}/healthz`);
  const warmRows = [];
  const rate: Record<string, number> = {};
  for (const [name, target, hdrs, pid] of targets) {
    const script = wrkScript(dir, `${warmRows.length}.lua`, '/', [{ headers: hdrs, body }]);
    runWrk(target, script, 3, CONNECTIONS); // warm-up: JIT, pools, caches
    const before = [cpuSeconds([pid]), cpuSeconds(databaseBackends(DB_NAME))];
    const r = runWrk(target, script, DURATION_S, CONNECTIONS);
    const perRequest = (pids: number[], from: number) => (((cpuSeconds(pids) - from) * 1000) / r.requests).toFixed(3);
    rate[name.startsWith('plain') ? 'echo' : 'lookup'] = reqPerSecond(r);
    if (!name.startsWith('plain')) check('warm lookup p99', `${ms(r.p99_us)} ms`, '< 25 ms', r.p99_us < 25_000 && r.status_errors + r.socket_errors === 0);
    warmRows.push({
      target: name,
      'req/s': Math.round(reqPerSecond(r)).toLocaleString(),
      'p50 ms': ms(r.p50_us),
      'p99 ms': ms(r.p99_us),
      requests: r.requests,
      'non-2xx/errors': r.status_errors + r.socket_errors,
      // CPU the server process and this database's PostgreSQL backends spent per request (others' load excluded).
      'server cpu ms/req': perRequest([pid], before[0]!),
      'db cpu ms/req': name.startsWith('plain') ? '-' : perRequest(databaseBackends(DB_NAME), before[1]!),
    });
  }
  if (warmRows.length) {
    console.log(`\nwarm: ${CONNECTIONS} connections, ${DURATION_S} s each, wrk -t2 (after a 3 s warm-up); wrk, the API, PostgreSQL and the echo share the cores\n`);
    printTable(warmRows);
  }
  if (rate.lookup && rate.echo) {
    const share = rate.lookup / rate.echo;
    check('warm lookup req/s vs echo', `${Math.round(rate.lookup).toLocaleString()} = ${(100 * share).toFixed(1)} % of ${Math.round(rate.echo).toLocaleString()}`, '≥ 90 % of the echo', share >= 0.9);
  }

  if (parts.has('cold')) {
    console.log(`\ncold: ${COLD_PAIRS} pairs of (price change through the worker → lookup), one at a time…`);
    const cold = await runCold(base, headers, customerId, COLD_PAIRS);
    const [c, w, p] = [summarize(cold.coldMs), summarize(cold.warmMs), summarize(cold.changeMs)];
    printTable([
      { request: 'first lookup after the change (cold)', 'p50 ms': c.p50.toFixed(2), 'p99 ms': c.p99.toFixed(2), 'max ms': c.max.toFixed(2) },
      { request: 'the lookup right after it (warm)', 'p50 ms': w.p50.toFixed(2), 'p99 ms': w.p99.toFixed(2), 'max ms': w.max.toFixed(2) },
      { request: 'PATCH …/pricing until 204 (merged)', 'p50 ms': p.p50.toFixed(2), 'p99 ms': p.p99.toFixed(2), 'max ms': p.max.toFixed(2) },
    ]);
    check('cold lookup p99 (1.07M prices stored)', `${c.p99.toFixed(2)} ms over ${COLD_PAIRS}`, '< 50 ms', c.p99 < 50);
    check('cold lookups showing the new price', `${COLD_PAIRS - cold.stale} of ${COLD_PAIRS}`, 'all', cold.stale === 0);
  }

  if (parts.has('tenants')) {
    const callers = TENANT_CALLERS ? `the same ${TENANT_CALLERS.toLocaleString()} buyers spread over N warm tenants` : 'one buyer per tenant';
    console.log(`\ntenants: lookups by ${callers}, round-robin, ${CONNECTIONS} connections, ${TENANT_SECONDS} s each, ${TENANT_ROUNDS} alternating rounds after a warm-up round`);
    const { rows, rssBeforeMiB, rssWarmMiB } = await runTenants({ dir, base, tenants, counts: TENANT_COUNTS, callers: TENANT_CALLERS, rounds: TENANT_ROUNDS, durationS: TENANT_SECONDS, connections: CONNECTIONS, apiPid: api.child.pid! });
    printTable(
      rows.map((r) => ({
        round: r.round,
        tenants: r.tenants.toLocaleString(),
        'req/s': Math.round(reqPerSecond(r.result)).toLocaleString(),
        'p50 ms': ms(r.result.p50_us),
        'p99 ms': ms(r.result.p99_us),
        'non-2xx/errors': r.result.status_errors + r.result.socket_errors,
        'API cpu ms/req': r.apiCpuMs.toFixed(3),
        'db cpu ms/req': r.dbCpuMs.toFixed(3),
        'answers cached %': (100 * r.answerHitShare).toFixed(1),
        'GC ms/1k req': r.gcMsPerKiloRequest.toFixed(1),
        'full GCs': r.majorGcs,
        'API RSS MiB': r.rssMiB.toFixed(1),
        'heap used / total MiB': `${(r.heapUsedBytes / 2 ** 20).toFixed(0)} / ${(r.heapTotalBytes / 2 ** 20).toFixed(0)}`,
        'tenant cache MiB': (r.cacheBytes / 2 ** 20).toFixed(2),
        'cap MiB': CACHE_CAP_MB,
      })),
    );
    // Each count judged on its requests over the alternating rounds taken together (req/s and p99 of the pool). A
    // 5 s run's p99 rests on the few stalls that land in it: a full collection (about one per run at this load) or
    // the host pausing the VM, which on 28 Nov put single runs of every count at 13–17 ms against ~4 ms for the
    // rest, at random. The p99 pool leaves out each count's one slowest run (highest p99) when it has five or more,
    // so one such stall does not decide the comparison while a count that is slower throughout still shows: its
    // other runs are slow too. The untrimmed pool and the medians are printed beside it.
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
    const perCount = TENANT_COUNTS.map((n) => {
      const runs = rows.filter((r) => r.tenants === n).map((r) => r.result);
      const trimmed = runs.length >= 5 ? [...runs].sort((a, b) => a.p99_us - b.p99_us).slice(0, -1) : runs;
      return {
        n,
        rate: pooledRate(runs),
        p99: pooledPercentile(trimmed, 99),
        untrimmedP99: pooledPercentile(runs, 99),
        medianRate: median(runs.map(reqPerSecond)),
        medianP99: median(runs.map((r) => r.p99_us)),
      };
    });
    const describe = (label: string, pick: (c: (typeof perCount)[number]) => string) => console.log(`${label}: ${perCount.map((c) => `${c.n} tenants ${pick(c)}`).join('; ')}`);
    console.log('');
    describe('pooled (judged)', (c) => `${Math.round(c.rate).toLocaleString()} req/s, p99 ${ms(c.p99)} ms without its slowest run`);
    describe('p99 of every run pooled (not judged)', (c) => `${ms(c.untrimmedP99)} ms`);
    describe('medians of the rounds (not judged)', (c) => `${Math.round(c.medianRate).toLocaleString()} req/s, p99 ${ms(c.medianP99)} ms`);
    const spread = (values: number[]) => (Math.max(...values) - Math.min(...values)) / Math.max(...values);
    const rates = perCount.map((c) => c.rate);
    const p99s = perCount.map((c) => c.p99);
    console.log(
      `spreads not judged: p99 of every run ${(100 * spread(perCount.map((c) => c.untrimmedP99))).toFixed(1)} %; medians req/s ${(100 * spread(perCount.map((c) => c.medianRate))).toFixed(1)} %, p99 ${(100 * spread(perCount.map((c) => c.medianP99))).toFixed(1)} %`,
    );
    check('tenants: req/s spread, all rounds pooled (max − min) / max', `${(100 * spread(rates)).toFixed(1)} %`, '≤ 10 %', spread(rates) <= 0.1);
    check("tenants: p99 spread, pooled without each count's slowest run", `${(100 * spread(p99s)).toFixed(1)} %`, '≤ 10 %', spread(p99s) <= 0.1);
    const maxCache = Math.max(...rows.map((r) => r.cacheBytes));
    check('tenants: tenant cache, largest', `${(maxCache / 2 ** 20).toFixed(2)} MiB`, `≤ ${CACHE_CAP_MB} MiB (cap)`, maxCache <= CACHE_CAP_MB * 2 ** 20);
    // What the tenants' caches cost in RSS, from before any small tenant called to the end of the warm-up round
    // (every tenant cached): printed, not judged, since V8 keeps its heap about 1.5 × what is live (heap used /
    // total above), so a cached MiB costs more than a MiB of RSS. Judged: that RSS has stopped growing, the largest
    // of the later rounds against the largest of the earlier ones (a cache that kept growing, or memory kept per
    // request, would show; V8 resizing its heap moves RSS by a few MiB from run to run either way).
    const half = Math.ceil(TENANT_ROUNDS / 2);
    const largest = (from: number, to: number) => Math.max(...rows.filter((r) => r.round >= from && r.round <= to).map((r) => r.rssMiB));
    const lateGrowth = largest(half + 1, TENANT_ROUNDS) - largest(1, half);
    console.log(
      `API RSS ${rssBeforeMiB.toFixed(1)} MiB before the small tenants, ${rssWarmMiB.toFixed(1)} MiB with all of them cached (tenant cache ${(maxCache / 2 ** 20).toFixed(2)} MiB), at most ${largest(1, TENANT_ROUNDS).toFixed(1)} MiB after`,
    );
    check(`tenants: API RSS growth, rounds 1–${half} → ${half + 1}–${TENANT_ROUNDS} (largest)`, `${lateGrowth.toFixed(1)} MiB`, `≤ ${CACHE_CAP_MB / 8} MiB (cap / 8)`, lateGrowth <= CACHE_CAP_MB / 8);
    const errors = rows.reduce((n, r) => n + r.result.status_errors + r.result.socket_errors, 0);
    check('tenants: non-2xx or socket errors', String(errors), '0', errors === 0);
  }

  console.log(`\nload average ${loadavg().map((l) => l.toFixed(2)).join(' ')} at the end (other work on this machine shares its cores)\n`);
  printTable(checks.map((c) => ({ figure: c.figure, value: c.value, target: c.target, result: c.met ? 'met' : 'MISSED' })));
  if (checks.some((c) => !c.met)) process.exitCode = 1;
} finally {
  await api.stop();
  await worker?.stop();
  await stopEcho();
}
