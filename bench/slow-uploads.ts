// Slow bulk uploads against the rest of the traffic (issue 15, item 2): N clients send
// PATCH /api/v1/batch-update-pricing with Transfer-Encoding: chunked, the CSV header at once and then one byte
// every few seconds, while three loops time /healthz, /readyz and an ordinary read (GET /api/v1/price-lists).
// The same attack runs against two builds in one run: the baseline (BENCH_BASELINE_REF, default the commit before
// the fix, built from a temporary git worktree) and the working tree, each as a real API process (the
// `npm run build` bundle under node) on the same fresh database. Prints the worst case of each endpoint.
// Targets for the working tree: /healthz < 50 ms, every answer 200, the ordinary read and /readyz < 1 s.
// Needs PostgreSQL (DATABASE_URL), Redis and git. Run: npx tsx bench/slow-uploads.ts
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { request, type ClientRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { Redis } from 'ioredis';
import { join, resolve } from 'node:path';
import { createBenchSite, fetchToken, freshDatabase, printTable, REDIS_URL, type BenchSite } from './lib.ts';

const UPLOADS = Number(process.env.BENCH_SLOW_UPLOADS ?? 10);
const BYTE_EVERY_MS = Number(process.env.BENCH_BYTE_EVERY_MS ?? 5000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
// The commit before the fix (1351d0c: uploads spool their rows and stage on the import pool).
const BASELINE_REF = process.env.BENCH_BASELINE_REF ?? '1351d0c~1';
const REQUEST_TIMEOUT_MS = 30_000;
const root = resolve(import.meta.dirname, '..');

function run(cmd: string, args: string[], cwd: string) {
  const r = spawnSync(cmd, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed in ${cwd}`);
}

/** The baseline as a built checkout of BASELINE_REF, sharing this checkout's node_modules and generated client. */
function buildBaseline(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'hub-baseline-'));
  run('git', ['worktree', 'add', '--detach', dir, BASELINE_REF], root);
  const remove = () => {
    run('git', ['worktree', 'remove', '--force', dir], root);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
    cpSync(join(root, 'src/generated'), join(dir, 'src/generated'), { recursive: true });
    run('npm', ['run', 'build', '--silent'], dir);
  } catch (err) {
    remove();
    throw err;
  }
  return { dir, remove };
}

async function startApi(dir: string, port: number, databaseUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['dist/main.js', '--api'], {
    cwd: dir,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      QUEUE_PREFIX: `bench-slow-${process.pid}-${port}`,
      PORT: String(port),
      TEST_PORT: String(port + 1),
      LOG_LEVEL: 'error',
      LOG_FORMAT: 'json',
      NODE_ENV: 'production',
      SEED_DEMO: 'false',
      DB_POOL_SIZE: '10',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API in ${dir} exited with ${child.exitCode}`);
    if (await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false)) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`API in ${dir} did not start`);
}

type Sample = { ms: number; status: number };

/** Times one endpoint back to back until `until`; a request that gets no answer counts as status 0. */
async function loop(url: string, headers: Record<string, string>, until: number): Promise<Sample[]> {
  const samples: Sample[] = [];
  while (Date.now() < until) {
    const started = performance.now();
    const status = await fetch(url, { headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }).then(
      async (r) => (await r.arrayBuffer(), r.status),
      () => 0,
    );
    samples.push({ ms: performance.now() - started, status });
    await new Promise((r) => setTimeout(r, 100));
  }
  return samples;
}

function slowUpload(port: number, headers: Record<string, string>): { req: ClientRequest; stop(): void } {
  const req = request({ host: '127.0.0.1', port, path: '/api/v1/batch-update-pricing', method: 'PATCH', headers: { ...headers, 'Content-Type': 'text/csv' } });
  req.on('error', () => {});
  req.on('response', (res) => res.resume());
  req.write('price_list_slug,sku,price\n');
  const row = 'slow,SLOW-1,1\n';
  let i = 0;
  const timer = setInterval(() => req.write(row[i++ % row.length]!), BYTE_EVERY_MS);
  return { req, stop: () => (clearInterval(timer), req.destroy()) };
}

async function attack(name: string, port: number, site: BenchSite) {
  const base = `http://127.0.0.1:${port}`;
  const token = await fetchToken(base, site);
  const headers = { 'Site-Id': site.siteId, Authorization: `Bearer ${token}` };
  const idleUntil = Date.now() + 2000;
  const idle = await loop(`${base}/healthz`, {}, idleUntil);
  const uploads = Array.from({ length: UPLOADS }, () => slowUpload(port, headers));
  await new Promise((r) => setTimeout(r, 1000)); // every upload is in its handler
  const until = Date.now() + SECONDS * 1000;
  const [healthz, readyz, ordinary] = await Promise.all([
    loop(`${base}/healthz`, {}, until),
    loop(`${base}/readyz`, {}, until),
    loop(`${base}/api/v1/price-lists`, headers, until),
  ]);
  for (const u of uploads) u.stop();
  const worst = (s: Sample[]) => Math.max(...s.map((x) => x.ms));
  const bad = (s: Sample[]) => s.filter((x) => x.status !== 200).length;
  return {
    name,
    rows: [
      { build: name, endpoint: '/healthz (no attack)', requests: idle.length, 'worst ms': worst(idle).toFixed(1), 'not 200': bad(idle) },
      { build: name, endpoint: '/healthz', requests: healthz.length, 'worst ms': worst(healthz).toFixed(1), 'not 200': bad(healthz) },
      { build: name, endpoint: '/readyz', requests: readyz.length, 'worst ms': worst(readyz).toFixed(1), 'not 200': bad(readyz) },
      { build: name, endpoint: 'GET /api/v1/price-lists', requests: ordinary.length, 'worst ms': worst(ordinary).toFixed(1), 'not 200': bad(ordinary) },
    ],
    ok: worst(healthz) < 50 && bad(healthz) + bad(readyz) + bad(ordinary) === 0 && worst(readyz) < 1000 && worst(ordinary) < 1000,
  };
}

console.log(`${UPLOADS} slow chunked uploads (one byte every ${BYTE_EVERY_MS} ms) for ${SECONDS} s; baseline ${BASELINE_REF} vs working tree`);
const { url, db } = await freshDatabase('hub_bench_slow');
const site = await createBenchSite(db);
await db.prisma.priceList.create({ data: { siteId: site.siteId, environment: 'live', slug: 'slow', name: 'Slow', currencyCode: 'EUR' } });
run('npm', ['run', 'build', '--silent'], root);
const results = [];
let baseline: ReturnType<typeof buildBaseline> | undefined;
try {
  baseline = buildBaseline();
  for (const [name, dir, port] of [
    ['baseline', baseline!.dir, 3960],
    ['working tree', root, 3962],
  ] as const) {
    const api = await startApi(dir, port, url);
    try {
      results.push(await attack(name, port, site));
    } finally {
      api.kill('SIGKILL');
    }
  }
} finally {
  baseline?.remove();
  await db.close();
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`bench-slow-${process.pid}-*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
}
console.log('');
printTable(results.flatMap((r) => r.rows));
const ok = results[1]!.ok;
console.log(ok ? '\nworking tree: all targets met' : '\nworking tree: TARGETS MISSED');
process.exit(ok ? 0 : 1);
