import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { ROOT } from './openapi.ts';
import { freePort } from '../helpers/free-port.ts';

// The hub as `npm start` runs it: `npm run build`, then `node --enable-source-maps dist/main.js` (API and workers in
// one process), on free ports, against the given database, with a private queue prefix and data directory.

export type HubProcess = {
  livePort: number;
  testPort: number;
  baseUrl(environment: 'live' | 'test'): string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** SIGTERM, SIGKILL past the shutdown bound; then removes its Redis keys and data directory. */
  stop(): Promise<number | null>;
};


export function buildBundle(): void {
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`npm run build failed (${build.status}):\n${build.stdout}${build.stderr}`);
}

const running = new Set<ChildProcess>();
// A test process that exits without its afterAll (an uncaught error, process.exit) still takes its hubs along.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export async function startHub(options: { databaseUrl: string; queuePrefix: string; env?: Record<string, string> }): Promise<HubProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), 'hub-blackbox-'));
  const [livePort, testPort] = [await freePort(), await freePort()];
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '/root',
    NODE_ENV: 'production',
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'warn',
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: redisUrl,
    HOST: '127.0.0.1',
    PORT: String(livePort),
    TEST_PORT: String(testPort),
    QUEUE_PREFIX: options.queuePrefix,
    SEED_DEMO: 'false',
    DATA_DIR: dataDir,
    DB_POOL_SIZE: '5',
    // A bulk write answers 204 within this wait (202 + job past it); kept under the 30 s case timeout with room to poll.
    BULK_WAIT_MS: '5000',
    // The suite's webhook receivers listen on 127.0.0.1, which production refuses by default (SSRF guard; its
    // refusals are tested in test/integration/webhooks/ssrf.test.ts).
    WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
    ...options.env,
  };
  const guard = join(ROOT, 'test/blackbox/orphan-guard.mjs');
  const child = spawn(process.execPath, ['--import', guard, '--enable-source-maps', 'dist/main.js'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout!.on('data', (b: Buffer) => (output += b.toString()));
  child.stderr!.on('data', (b: Buffer) => (output += b.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseUrl = (environment: 'live' | 'test') => `http://127.0.0.1:${environment === 'live' ? livePort : testPort}`;

  let stopped: Promise<number | null> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      let code: number | null = child.exitCode;
      if (code === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timeout = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 15_000));
        const result = await Promise.race([exited, timeout]);
        if (result === 'timeout') {
          child.kill('SIGKILL');
          code = await exited;
        } else code = result;
      }
      running.delete(child);
      const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
      try {
        const keys = await redis.keys(`${options.queuePrefix}:*`);
        if (keys.length) await redis.del(...keys);
      } finally {
        redis.disconnect();
      }
      await rm(dataDir, { recursive: true, force: true });
      return code;
    })());

  try {
    await waitUntilReady(child, () => output, [baseUrl('live'), baseUrl('test')]);
  } catch (err) {
    await stop();
    throw err;
  }
  return { livePort, testPort, baseUrl, output: () => output, stop };
}

async function waitUntilReady(child: ChildProcess, output: () => string, bases: string[]) {
  const deadline = Date.now() + 60_000;
  for (const base of bases) {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the hub exited early (${child.exitCode}):\n${output()}`);
      const ok = await fetch(`${base}/readyz`).then((r) => r.ok, () => false);
      if (ok) break;
      if (Date.now() > deadline) throw new Error(`${base}/readyz did not answer 200 within 60 s:\n${output()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
