import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createReadStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { Redis } from 'ioredis';
import pg from 'pg';
import { createCredential, createSite } from '../src/auth/admin.ts';
import { createDatabase, type Database } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';

// Shared plumbing for the benchmarks: a fresh migrated database, the API or worker as a real child process,
// a token, and peak-RSS sampling. Benchmarks print their own figures.

export const SERVER_URL = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export function databaseUrl(name: string) {
  const u = new URL(SERVER_URL);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Drops and recreates `name`, applies the migrations, and returns a Prisma-backed handle to it. */
export async function freshDatabase(name: string): Promise<{ url: string; db: Database }> {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = databaseUrl(name);
  const db = createDatabase(url, 4);
  await migrate(db.pool);
  return { url, db };
}

export type BenchSite = { siteId: string; clientId: string; clientSecret: string };

export async function createBenchSite(db: Database, siteId = 'bench'): Promise<BenchSite> {
  await createSite(db.prisma, { id: siteId, name: 'Bench', plan: 'enterprise', testMode: false });
  const cred = await createCredential(db.prisma, { siteId, environment: 'live', name: 'bench' });
  return { siteId, clientId: cred.client_id, clientSecret: cred.client_secret };
}

export type HubProcess = { child: ChildProcess; port: number; stop(): Promise<void> };

let built = false;

/**
 * A hub process as production runs it: the `npm run build` bundle under plain node (no tsx), built once per run,
 * with a role (`--api` | `--worker`, or `--all`: API and workers in one process, as `npm start` runs it); resolves
 * once it is up.
 */
export async function startHub(role: '--api' | '--worker' | '--all', env: Record<string, string>): Promise<HubProcess> {
  if (!built) {
    const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
    built = true;
  }
  const port = Number(env.PORT ?? 3900);
  // BENCH_NODE_ARGS: node flags to try on the hub processes (e.g. heap limits), replacing the default --enable-source-maps.
  const nodeArgs = process.env.BENCH_NODE_ARGS !== undefined ? process.env.BENCH_NODE_ARGS.split(' ').filter(Boolean) : ['--enable-source-maps'];
  const child = spawn(process.execPath, [...nodeArgs, 'dist/main.js', ...(role === '--all' ? [] : [role])], {
    env: { ...process.env, LOG_LEVEL: 'warn', LOG_FORMAT: 'json', NODE_ENV: 'production', SEED_DEMO: 'false', PORT: String(port), TEST_PORT: String(port + 1), REDIS_URL, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const ready = role !== '--worker' ? () => fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok) : () => Promise.resolve(true);
  const deadline = Date.now() + 30_000;
  if (role === '--worker') await new Promise((r) => setTimeout(r, 3000));
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`hub ${role} exited with ${child.exitCode}`);
    if (await ready().catch(() => false)) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    child,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export async function fetchToken(baseUrl: string, site: BenchSite): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/token`, {
    method: 'POST',
    headers: { 'Site-Id': site.siteId, 'Content-Type': 'application/json' },
    body: JSON.stringify({ grant_type: 'client_credentials', client_id: site.clientId, client_secret: site.clientSecret }),
  });
  if (!res.ok) throw new Error(`token request failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Samples VmRSS of the given processes every 100 ms; stop() returns the peaks in MiB. */
export function sampleRss(pids: Record<string, number>) {
  const peaks: Record<string, number> = Object.fromEntries(Object.keys(pids).map((k) => [k, 0]));
  const timer = setInterval(() => {
    for (const [name, pid] of Object.entries(pids)) {
      try {
        const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
        peaks[name] = Math.max(peaks[name]!, kb / 1024);
      } catch {
        /* process gone */
      }
    }
  }, 100);
  return {
    stop() {
      clearInterval(timer);
      return peaks;
    },
  };
}

export const seconds = (ms: number) => (ms / 1000).toFixed(2);

export function printTable(rows: Record<string, string | number>[]) {
  const keys = Object.keys(rows[0] ?? {});
  const width = keys.map((k) => Math.max(k.length, ...rows.map((r) => String(r[k]).length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(width[i]!)).join('  ');
  console.log(line(keys));
  for (const r of rows) console.log(line(keys.map((k) => String(r[k]))));
}

export type UploadResult = { ms: number; requestMs: number; result: unknown };

/**
 * Streams a file as a bulk write's body (with Content-Length, as curl --data-binary does) and, on 202, follows the
 * job at GET /api/v1/jobs/{id} to its end: first byte sent → job completed.
 */
export async function uploadAndFollow(
  base: string,
  target: { method: string; path: string; contentType: string; file: string; bytes: number },
  headers: Record<string, string>,
): Promise<UploadResult> {
  const started = performance.now();
  const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(`${base}${target.path}`, {
      method: target.method,
      headers: { ...headers, 'Content-Type': target.contentType, 'Content-Length': String(target.bytes) },
    });
    req.on('response', (r) => {
      let body = '';
      r.setEncoding('utf8').on('data', (c: string) => (body += c)).on('end', () => resolve({ status: r.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    createReadStream(target.file).pipe(req);
  });
  const requestMs = performance.now() - started;
  if (res.status === 204) return { ms: requestMs, requestMs, result: 'done within the wait' };
  if (res.status !== 202) throw new Error(`upload answered ${res.status}: ${res.body.slice(0, 500)}`);
  const id = (JSON.parse(res.body) as { id: string }).id;
  for (;;) {
    const job = (await (await fetch(`${base}/api/v1/jobs/${id}`, { headers })).json()) as { status: string; result: unknown; error?: string };
    if (job.status === 'completed') return { ms: performance.now() - started, requestMs, result: job.result };
    if (job.status === 'failed') throw new Error(`job failed: ${job.error}`);
    // Every 10 ms: the job's end is known to within 10 ms (50 ms polls put up to 7 % on a 100,000-row import).
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Deletes every Redis key of a bench's queue prefix. */
export async function dropQueueKeys(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
}

/** One row of an import benchmark's table: time, throughput and its multiple of the floor measured in the same run. */
export const importRow = (rows: number, floorMs: number) => (name: string, ms: number, target: string, requestMs?: number) => ({
  run: name,
  seconds: seconds(ms),
  'rows/s': Math.round(rows / (ms / 1000)).toLocaleString(),
  'x floor': (ms / floorMs).toFixed(2),
  'request s': requestMs === undefined ? '-' : seconds(requestMs),
  target,
});

/** The end of an import bench: both processes stopped, the database closed, the files and queue keys removed. */
export async function tearDown(t: { processes: HubProcess[]; db: Database; dir: string; queuePrefix: string }): Promise<void> {
  await Promise.all(t.processes.map((p) => p.stop()));
  await t.db.close();
  rmSync(t.dir, { recursive: true, force: true });
  await dropQueueKeys(t.queuePrefix);
}

/** The floor, first-upload and same-body-again rows of an import bench. */
export function printImportTable(rows: number, floorMs: number, first: UploadResult, again: UploadResult, targets: { first: string; again: string }): void {
  const row = importRow(rows, floorMs);
  console.log('');
  printTable([
    row('(a) floor: COPY + one INSERT … ON CONFLICT', floorMs, '-'),
    row('(b) first upload → job completed', first.ms, targets.first, first.requestMs),
    row('(c) same body again (no change)', again.ms, targets.again, again.requestMs),
  ]);
}

/**
 * A module to preload (`NODE_OPTIONS=--import=<it>`) that CPU-profiles a process through the inspector between
 * a SIGUSR2 (start) and its exit, writing `<dir>/<name>-<pid>.cpuprofile`: so a bench profiles its measured load
 * only, not the process's start; `fromStart`: from the process's start instead. (--cpu-prof is refused in
 * NODE_OPTIONS, and startHub owns the command line.)
 */
export function windowedProfilerPreload(dir: string, name: string, fromStart = false): string {
  const file = join(mkdtempSync(join(tmpdir(), 'bench-prof-')), 'cpu-profile.mjs');
  writeFileSync(
    file,
    [
      "import { Session } from 'node:inspector';",
      "import { writeFileSync } from 'node:fs';",
      'const session = new Session();',
      'session.connect();',
      "session.post('Profiler.enable');",
      fromStart ? "session.post('Profiler.start');" : "process.on('SIGUSR2', () => session.post('Profiler.start'));",
      "process.on('exit', () => session.post('Profiler.stop', (err, r) => {",
      `  if (!err) writeFileSync(${JSON.stringify(dir)} + '/${name}-' + process.pid + '.cpuprofile', JSON.stringify(r.profile));`,
      '}));',
    ].join('\n'),
  );
  return file;
}
