import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { uniqueId } from '../../helpers/harness.ts';
import { freePort } from '../../helpers/free-port.ts';

// The single-machine default: `npm start` with DATABASE_URL unset starts an embedded PostgreSQL under DATA_DIR,
// seeds the demo site, serves live and test on their ports, and shuts everything down on SIGTERM.

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
// What `npm start` runs after its prestart build; the test checks package.json says the same.
const START = ['--enable-source-maps', 'dist/main.js'];
const prefix = uniqueId('embedded');
let child: ChildProcess | undefined;
let dataDir: string | undefined;


/** Processes whose command line mentions `needle` (the embedded postgres runs with -D <DATA_DIR>/pg). */
async function processesMentioning(needle: string): Promise<number[]> {
  const pids: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const cmdline = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (cmdline.includes(needle)) pids.push(Number(entry));
  }
  return pids;
}

afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 5_000));
    if (child.exitCode === null) child.kill('SIGKILL');
  }
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('embedded default (DATABASE_URL unset)', () => {
  it('starts, writes demo credentials, serves both environments, and stops cleanly on SIGTERM', { timeout: 240_000 }, async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'hub-embedded-'));
    const [port, testPort, pgPort] = [await freePort(), await freePort(), await freePort()];
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/root',
      NODE_ENV: 'production',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      PORT: String(port),
      TEST_PORT: String(testPort),
      EMBEDDED_PG_PORT: String(pgPort),
      HOST: '127.0.0.1',
      QUEUE_PREFIX: prefix,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    };
    expect(env.DATABASE_URL).toBeUndefined();
    const pkg = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8'));
    expect(pkg.scripts.start).toBe(`node ${START.join(' ')}`);
    const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
    const proc = spawn(process.execPath, START, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child = proc;
    let output = '';
    proc.stdout!.on('data', (b: Buffer) => (output += b.toString()));
    proc.stderr!.on('data', (b: Buffer) => (output += b.toString()));
    const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));

    const started = Date.now();
    while (!output.includes('live API on')) {
      if (proc.exitCode !== null) throw new Error(`the hub exited early (${proc.exitCode}):\n${output}`);
      if (Date.now() - started > 180_000) throw new Error(`no "live API on" line within 180 s:\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }

    const file = join(dataDir, 'demo-credentials.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const demo = JSON.parse(await readFile(file, 'utf8'));
    expect(Object.keys(demo).sort()).toEqual(['base_url', 'client_id', 'client_secret', 'environment', 'live_base_url', 'name', 'site_id']);
    expect(demo).toMatchObject({ site_id: 'demo', environment: 'test', base_url: `http://localhost:${testPort}`, live_base_url: `http://localhost:${port}` });

    const tokenRes = await fetch(`http://127.0.0.1:${testPort}/api/auth/token`, {
      method: 'POST',
      headers: { 'Site-Id': demo.site_id, 'Content-Type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credentials', client_id: demo.client_id, client_secret: demo.client_secret }),
    });
    expect(tokenRes.status).toBe(200);
    const { access_token: token } = (await tokenRes.json()) as { access_token: string };

    const job = '/api/v1/jobs/00000000-0000-4000-8000-000000000000';
    const headers = { 'Site-Id': demo.site_id, Authorization: `Bearer ${token}` };
    const onTest = await fetch(`http://127.0.0.1:${testPort}${job}`, { headers });
    expect(onTest.status).toBe(404);
    const onLive = await fetch(`http://127.0.0.1:${port}${job}`, { headers });
    expect(onLive.status).toBe(403);
    expect(((await onLive.json()) as { title: string }).title).toBe('access_denied');
    // The demo credential is a test key: the live base address refuses it a token.
    const liveToken = await fetch(`http://127.0.0.1:${port}/api/auth/token`, {
      method: 'POST',
      headers: { 'Site-Id': demo.site_id, 'Content-Type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credentials', client_id: demo.client_id, client_secret: demo.client_secret }),
    });
    expect(liveToken.status).toBe(401);

    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
    expect(await processesMentioning(join(dataDir, 'pg'))).not.toHaveLength(0);

    const signalled = Date.now();
    proc.kill('SIGTERM');
    const code = await Promise.race([exited, new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 10_000))]);
    expect(code, output.slice(-2000)).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    // pg_ctl stop waits for the postmaster; give the process table a moment to settle.
    const deadline = Date.now() + 5_000;
    let left = await processesMentioning(join(dataDir, 'pg'));
    while (left.length && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      left = await processesMentioning(join(dataDir, 'pg'));
    }
    expect(left).toEqual([]);
  });

  it('a boot that fails after starting a private Redis stops it before exiting 1', { timeout: 120_000 }, async () => {
    // Nothing answers at REDIS_URL, so the hub starts a private redis-server there; nothing answers at
    // DATABASE_URL either, so the migration step after it fails.
    const dir = await mkdtemp(join(tmpdir(), 'hub-bootfail-'));
    const redisPort = await freePort();
    try {
      const env: Record<string, string> = {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '/root',
        NODE_ENV: 'production',
        LOG_FORMAT: 'json',
        DATA_DIR: dir,
        PORT: String(await freePort()),
        TEST_PORT: String(await freePort()),
        DATABASE_URL: `postgresql://postgres@127.0.0.1:${await freePort()}/hub`,
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      };
      const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      proc.stdout!.on('data', (b: Buffer) => (output += b.toString()));
      proc.stderr!.on('data', (b: Buffer) => (output += b.toString()));
      const code = await new Promise<number | null>((r) => proc.once('exit', r));
      expect(code, output.slice(-2000)).toBe(1);
      expect(output).toContain('starting a private Redis');
      // A parent's exit does not end its redis-server child: the hub must have stopped it. (redis-server retitles
      // itself "redis-server 127.0.0.1:<port>".)
      const title = `redis-server 127.0.0.1:${redisPort}`;
      const deadline = Date.now() + 3_000;
      let left = await processesMentioning(title);
      while (left.length && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
        left = await processesMentioning(title);
      }
      expect(left).toEqual([]);
    } finally {
      for (const pid of await processesMentioning(`redis-server 127.0.0.1:${redisPort}`)) process.kill(pid, 'SIGKILL');
      await rm(dir, { recursive: true, force: true });
    }
  });
});
